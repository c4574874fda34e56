// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An app installed on a device, as the `touchstone` command lists it.
public struct DeviceAppInfo: Codable, Equatable, Sendable {
    /// `CFBundleIdentifier`.
    public var bundleIdentifier: String
    /// The name under the icon (`CFBundleDisplayName`, else `CFBundleName`).
    public var displayName: String
    /// The app's executable.
    public var executablePath: String
    /// The app's `.app` folder.
    public var bundlePath: String
    /// The process id while the app runs, else nil.
    public var processIdentifier: Int32?

    /// An entry.
    public init(bundleIdentifier: String, displayName: String, executablePath: String, bundlePath: String,
                processIdentifier: Int32? = nil)
    {
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.executablePath = executablePath
        self.bundlePath = bundlePath
        self.processIdentifier = processIdentifier
    }
}

/// What the `touchstone` command can ask of a booted device; the device process adapts its simulated device to it.
///
/// Every method runs on the device's main thread. A method that cannot do what it is asked throws an error whose
/// description is the reason the command prints.
@MainActor
public protocol ControllableDevice: AnyObject {
    /// The device's profile name (`iphone4`, …).
    var profileName: String { get }
    /// Whether the device runs headless (no window).
    var isHeadless: Bool { get }
    /// The installed apps, in home-screen order.
    var installedAppList: [DeviceAppInfo] { get }
    /// Installs the app whose executable is at `executable` (its `.app` folder beside it).
    func installApp(at executable: URL) throws -> DeviceAppInfo
    /// Removes an app and its container.
    func uninstallApp(_ bundleIdentifier: String) throws
    /// Launches (or brings to the front) an app with `arguments`; returns its process id.
    func launchApp(_ bundleIdentifier: String, arguments: [String]) throws -> Int32
    /// Terminates a running app.
    func terminateApp(_ bundleIdentifier: String) throws
    /// Opens `url` as the system would: the app declaring its scheme, or the system's own handling.
    func openURL(_ url: URL) throws
    /// Presses the Home button.
    func pressHome()
    /// The screen now, as PNG.
    func screenshotPNG() throws -> Data
    /// Starts recording every presented frame.
    func startRecording() throws
    /// Stops recording; returns the frames as an animated PNG.
    func stopRecording() throws -> Data
    /// Makes the status bar show `time` and/or `batteryLevel` (percent) until cleared.
    func overrideStatusBar(time: String?, batteryLevel: Int?) throws
    /// Returns the status bar to the real time and battery.
    func clearStatusBarOverride()
    /// Terminates every app and wipes their containers (the apps stay installed).
    func erase() throws
    /// Advances a manual-clock device by `seconds` (throws on a real-clock device).
    func advanceClock(by seconds: Double) throws
    /// Terminates every app and stops the device.
    func shutdown()
}
