// SPDX-License-Identifier: Apache-2.0
//
// The shared part of the device's example apps (Examples/DeviceApps): an app delegate that prints every life-cycle
// callback it gets to standard output, one `callback: …` line each (the simulated device keeps an app's output in
// `Logs/<bundle id>-<n>.log`, so the device's tests read the order back), writes a file into its Documents folder
// at launch (the container test), and shows its name on a coloured screen that reports taps.

import UIKit

/// An app delegate that journals its life-cycle callbacks to standard output and shows a one-colour screen with
/// the app's name (`CFBundleName`) in the colour its Info.plist gives as `DeviceAppColor` (`#RRGGBB`); subclasses
/// choose what a tap does.
open class JournalingAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?
    /// The label in the middle of the screen (the app's name, then what the app last received).
    public private(set) var label: UILabel?

    /// The name the screen shows and the Documents file is named after: the bundle's `CFBundleName`.
    public var appName: String { Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? "App" }

    /// The screen's colour: the Info.plist's `DeviceAppColor` (`#RRGGBB`), grey without one.
    public var screenColor: UIColor {
        guard let text = Bundle.main.object(forInfoDictionaryKey: "DeviceAppColor") as? String, text.hasPrefix("#"),
            let value = UInt32(text.dropFirst(), radix: 16)
        else { return .gray }
        func channel(_ shift: UInt32) -> CGFloat { CGFloat((value >> shift) & 0xFF) / 255 }
        return UIColor(red: channel(16), green: channel(8), blue: channel(0), alpha: 1)
    }

    /// What a tap on the screen does (nothing by default).
    open func screenTapped() {}

    /// Prints `line` to standard output at once (the output is a file, so it is flushed line by line).
    public func say(_ line: String) {
        print(line)
        fflush(nil)
    }

    open func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let url = options?[.url] as? URL
        say("callback: didFinishLaunching" + (url.map { " url=\($0.absoluteString)" } ?? ""))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = screenColor
        let tapView = TapView(frame: window.bounds)
        tapView.onTap = { [weak self] in self?.screenTapped() }
        window.addSubview(tapView)
        let label = UILabel(frame: CGRect(x: 0, y: window.bounds.midY - 30, width: window.bounds.width, height: 60))
        label.text = appName
        label.textAlignment = .center
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 32)
        window.addSubview(label)
        window.makeKeyAndVisible()
        self.window = window
        self.label = label
        writeDocument()
        return true
    }

    open func applicationDidBecomeActive(_ application: UIApplication) { say("callback: didBecomeActive") }
    open func applicationWillResignActive(_ application: UIApplication) { say("callback: willResignActive") }
    open func applicationDidEnterBackground(_ application: UIApplication) { say("callback: didEnterBackground") }
    open func applicationWillEnterForeground(_ application: UIApplication) { say("callback: willEnterForeground") }
    open func applicationWillTerminate(_ application: UIApplication) { say("callback: willTerminate") }

    open func application(_ app: UIApplication, open url: URL,
                          options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let source = options[.sourceApplication] as? String ?? ""
        say("callback: openURL \(url.absoluteString) source=\(source)")
        label?.text = url.host ?? url.absoluteString
        return true
    }

    /// Writes `Documents/<appName>.txt` in the app's container and prints where it went.
    private func writeDocument() {
        guard let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first else {
            return say("documents: none")
        }
        let file = documents.appendingPathComponent("\(appName).txt")
        do {
            try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
            try Data("written by \(appName)\n".utf8).write(to: file)
            say("documents: wrote \(file.path)")
        } catch {
            say("documents: failed \(error)")
        }
    }
}

/// A view that calls `onTap` when a touch ends inside it.
final class TapView: UIView {
    var onTap: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?() }
}
