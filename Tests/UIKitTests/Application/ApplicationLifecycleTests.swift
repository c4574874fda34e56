// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Records delegate calls and application notifications in one ordered log.
class LoggingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    /// The identities of the notifications' objects, by label, in order.
    var notificationObjects: [(label: String, object: ObjectIdentifier?)] = []
    nonisolated(unsafe) private var observers: [NSObjectProtocol] = []
    var makeWindow = true

    override convenience init() { self.init(observing: []) }

    /// Also logs the notifications in `extra` (name, label).
    init(observing extra: [(Notification.Name, String)]) {
        super.init()
        let names: [(Notification.Name, String)] = extra + [
            (UIApplication.didFinishLaunchingNotification, "N:didFinishLaunching"),
            (UIApplication.didBecomeActiveNotification, "N:didBecomeActive"),
            (UIApplication.willResignActiveNotification, "N:willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "N:didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "N:willEnterForeground"),
            (UIApplication.willTerminateNotification, "N:willTerminate"),
            (UIApplication.didReceiveMemoryWarningNotification, "N:didReceiveMemoryWarning"),
        ]
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let object = note.object.map { ObjectIdentifier($0 as AnyObject) }
                MainActor.assumeIsolated {
                    self?.log.append(label)
                    self?.notificationObjects.append((label, object))
                }
            })
        }
    }

    deinit { for o in observers { NotificationCenter.default.removeObserver(o) } }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        if makeWindow {
            let window = UIWindow()
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            self.window = window
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.append("didReceiveMemoryWarning") }
    // The defaults, declared here so that subclasses can override them (SceneAppDelegate).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
}

/// A delegate that implements only the iPhone OS 2 launch method.
final class LegacyDelegate: UIResponder, UIApplicationDelegate {
    var launched = false
    func applicationDidFinishLaunching(_ application: UIApplication) { launched = true }
}

@MainActor
@Suite("Application life cycle")
struct ApplicationLifecycleTests {
    private func launched() throws -> (HeadlessDevice, LoggingDelegate) {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = LoggingDelegate()
        try device.launch(delegate: delegate)
        return (device, delegate)
    }

    @Test("Launch: will/didFinishLaunching, the launch notification, then active, then the first frame")
    func launchOrder() throws {
        let (device, delegate) = try launched()
        #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "N:didFinishLaunching",
                                 "didBecomeActive", "N:didBecomeActive"])
        #expect(device.application?.applicationState == .active)
        #expect(device.framesPresented == 1)
        #expect(UIApplication.shared === device.application)
        #expect(device.application?.keyWindow === delegate.window)
    }

    @Test("An iPhone OS 2 delegate gets applicationDidFinishLaunching instead")
    func legacyLaunch() throws {
        let device = try HeadlessDevice()
        let delegate = LegacyDelegate()
        try device.launch(delegate: delegate)
        #expect(delegate.launched)
    }

    @Test("Home: resign active and enter background; again: foreground and active")
    func homeButton() throws {
        let (device, delegate) = try launched()
        delegate.log.removeAll()
        device.pressHome()
        #expect(delegate.log == ["willResignActive", "N:willResignActive", "didEnterBackground", "N:didEnterBackground"])
        #expect(device.application?.applicationState == .background)
        delegate.log.removeAll()
        device.pressHome()
        #expect(delegate.log == ["willEnterForeground", "N:willEnterForeground", "didBecomeActive", "N:didBecomeActive"])
    }

    @Test("An incoming call interrupts (resign active) and its end resumes (become active)")
    func interruption() throws {
        let (device, delegate) = try launched()
        delegate.log.removeAll()
        device.simulateIncomingCall()
        #expect(delegate.log == ["willResignActive", "N:willResignActive"])
        #expect(device.application?.applicationState == .inactive)
        device.simulateIncomingCall(ended: true)
        #expect(delegate.log.suffix(2) == ["didBecomeActive", "N:didBecomeActive"])
    }

    @Test("Memory warnings reach the delegate and post the notification")
    func memoryWarning() throws {
        let (device, delegate) = try launched()
        delegate.log.removeAll()
        device.simulateMemoryWarning()
        #expect(delegate.log == ["didReceiveMemoryWarning", "N:didReceiveMemoryWarning"])
    }

    @Test("Termination resigns active, then applicationWillTerminate and its notification")
    func termination() throws {
        let (device, delegate) = try launched()
        delegate.log.removeAll()
        device.terminate()
        #expect(delegate.log == ["willResignActive", "N:willResignActive", "willTerminate", "N:willTerminate"])
    }

    @Test("Frames are composited only when something changed")
    func framesOnlyOnChange() throws {
        let (device, delegate) = try launched()
        device.advance(by: 0.5)
        let idle = device.framesPresented
        #expect(idle == 1)
        delegate.window?.backgroundColor = .red
        device.advance(by: 0.1)
        #expect(device.framesPresented == idle + 1)
        device.advance(by: 0.5)
        #expect(device.framesPresented == idle + 1)
    }

    @Test("Two identical runs give bit-identical screenshots")
    func deterministicScreenshots() throws {
        func run() throws -> RGBAImage {
            let (device, delegate) = try launched()
            let view = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 80))
            view.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
            delegate.window?.addSubview(view)
            device.advance(by: 0.2)
            return RGBAImage(device.screenshot())
        }
        let first = try run()
        #expect(first == (try run()))
        #expect(first.width == 320 && first.height == 480)
        // The view's colour at its centre, the white window elsewhere, the status bar on top.
        let centre = first[90, 100]
        #expect(centre.r == 51 && centre.g == 128 && centre.b == 230)
        #expect(first[10, 300].r == 255)
    }

    @Test("Launching without a delegate, or one that makes no window, still runs (black screen, logged)")
    func noDelegate() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        device.advance(by: 0.1)
        #expect(device.application?.applicationState == .active)
        let image = RGBAImage(device.screenshot())
        #expect(image[100, 300].r == 0)
    }
}
