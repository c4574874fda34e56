// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation

/// What the device asks of a launcher to start one app process.
public struct AppLaunchRequest: Sendable {
    /// The app to start.
    public var app: InstalledApp
    /// The app's own arguments (after the executable).
    public var arguments: [String]
    /// Variables to add to the process's environment (the device's data root, …); the launcher adds the link's.
    public var environment: [String: String]
    /// The file the process's standard output and error go to (created or appended).
    public var logURL: URL
}

/// A running app process as the device sees it: its id, signals, and whether it has exited.
public protocol AppProcessHandle: AnyObject {
    /// The process id (the value `launch(bundleIdentifier:arguments:)` returns).
    var processIdentifier: Int32 { get }
    /// Sends `signal` (`SIGKILL`, `SIGSTOP`, `SIGCONT`) to the process; nothing once it has exited.
    func send(signal: Int32)
    /// The process's exit description ("exit 0", "signal 11") once it has ended, else nil; reaps it. Never waits.
    func exitStatus() -> String?
}

/// Starts app processes for the device: a real `posix_spawn` in use (``SpawnedAppLauncher``), an in-process fake
/// in tests. The launcher makes the link (`DeviceLinkConnection.pair()`), gives the app one end and returns the
/// other, over which the app's `hello` will arrive.
public protocol AppProcessLauncher: AnyObject {
    /// Starts `request.app`; throws the reason when it cannot.
    func launch(_ request: AppLaunchRequest) throws -> (process: AppProcessHandle, link: DeviceLinkConnection)
}
