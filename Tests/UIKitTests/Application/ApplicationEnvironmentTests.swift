// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Records touches delivered to it (window coordinates).
final class RecordingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for t in touches { log.append("began \(Int(t.location(in: self).x)),\(Int(t.location(in: self).y)) tap \(t.tapCount)") }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

final class TouchAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let target = RecordingView(frame: CGRect(x: 20, y: 40, width: 200, height: 200))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.addSubview(target)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class CustomApplication: UIApplication {}

@MainActor
@Suite("Application environment")
struct ApplicationEnvironmentTests {
    private func launched(info: [String: Any] = [:]) throws -> (HeadlessDevice, TouchAppDelegate) {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = TouchAppDelegate()
        try device.launch(delegate: delegate, info: info)
        return (device, delegate)
    }

    @Test("#1, #2: class names pick the application and delegate classes; unknown names fall back (logged)")
    func principalAndDelegateClasses() {
        let (app, delegate) = ApplicationLauncher.makeApplication(
            principalClassName: "UIKitTests.CustomApplication", delegateClassName: "UIKitTests.TouchAppDelegate")
        #expect(app is CustomApplication)
        #expect(delegate is TouchAppDelegate)
        let (plain, none) = ApplicationLauncher.makeApplication(principalClassName: nil, delegateClassName: "NoSuch.Type")
        #expect(type(of: plain) == UIApplication.self)
        #expect(none == nil)
    }

    @Test("A tap reaches the hit view through UIApplication and UIWindow, in view coordinates")
    func tapDelivery() throws {
        let (device, delegate) = try launched()
        device.tap(at: CGPoint(x: 30, y: 50))
        #expect(delegate.target.log == ["began 10,10 tap 1", "ended"])
    }

    @Test("#6: touch events are handled first in, first out")
    func fifo() throws {
        let (device, delegate) = try launched()
        device.touchDown(at: CGPoint(x: 30, y: 50))
        device.touchMove(to: CGPoint(x: 40, y: 60))
        device.touchUp()
        #expect(delegate.target.log == ["began 10,10 tap 1", "moved", "ended"])
    }

    @Test("#7: touches during an interruption are not delivered; the active touch is cancelled")
    func interruptionStopsTouches() throws {
        let (device, delegate) = try launched()
        device.touchDown(at: CGPoint(x: 30, y: 50))
        device.simulateIncomingCall()
        #expect(delegate.target.log == ["began 10,10 tap 1", "cancelled"])
        device.tap(at: CGPoint(x: 30, y: 50))
        #expect(delegate.target.log.count == 2)
        device.simulateIncomingCall(ended: true)
        device.tap(at: CGPoint(x: 30, y: 50))
        #expect(delegate.target.log.count == 4)
    }

    @Test("#8: answering the call terminates the app without becoming active again")
    func answeredCall() throws {
        let device = try HeadlessDevice()
        let delegate = LoggingDelegate()
        try device.launch(delegate: delegate)
        delegate.log.removeAll()
        device.simulateIncomingCall()
        device.answerIncomingCall()
        #expect(delegate.log.filter { !$0.hasPrefix("N:") } == ["willResignActive", "willTerminate"])
    }

    @Test("#9: the lock button resigns active, no touches while asleep, and waking resumes")
    func sleepWake() throws {
        let (device, delegate) = try launched()
        device.pressLock()
        #expect(device.application?.applicationState == .inactive)
        device.tap(at: CGPoint(x: 30, y: 50))
        #expect(delegate.target.log.isEmpty)
        device.pressLock()
        #expect(device.application?.applicationState == .active)
        device.tap(at: CGPoint(x: 30, y: 50))
        #expect(delegate.target.log.count == 2)
    }

    @Test("#12: the idle timer dims then turns off the screen; a touch only wakes it; disabling keeps it on")
    func idleTimer() throws {
        let (device, delegate) = try launched()
        #expect(device.application?.isIdleTimerDisabled == false)
        device.advance(by: 51)
        #expect(device.screenState == .dimmed)
        device.advance(by: 10)
        #expect(device.screenState == .off)
        #expect(RGBAImage(device.screenshot())[100, 300] == (0, 0, 0, 255))
        device.tap(at: CGPoint(x: 30, y: 50))
        #expect(device.screenState == .on)
        #expect(delegate.target.log.isEmpty)
        device.application?.isIdleTimerDisabled = true
        device.advance(by: 120)
        #expect(device.screenState == .on)
    }

    @Test("#13, #14: Info.plist hides the status bar and sets the launch orientation; defaults are shown/portrait")
    func infoPlistKeys() throws {
        let (hidden, _) = try launched(info: ["UIStatusBarHidden": true,
                                              "UIInterfaceOrientation": "UIInterfaceOrientationLandscapeRight"])
        #expect(hidden.application?.isStatusBarHidden == true)
        #expect(hidden.application?.statusBarFrame == .zero)
        #expect(hidden.application?.statusBarOrientation == .landscapeRight)
        let (shown, _) = try launched()
        #expect(shown.application?.isStatusBarHidden == false)
        #expect(shown.application?.statusBarStyle == .default)
        #expect(shown.application?.statusBarFrame == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(shown.application?.statusBarOrientation == .portrait)
    }

    @Test("open(_:) hands URLs of the app's own schemes to its delegate; others are not openable")
    func openURL() throws {
        final class URLDelegate: UIResponder, UIApplicationDelegate {
            var opened: [URL] = []
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                opened.append(url)
                return url.query != nil
            }
        }
        let device = try HeadlessDevice()
        let delegate = URLDelegate()
        try device.launch(delegate: delegate, info: ["CFBundleURLTypes": [["CFBundleURLSchemes": ["todolist"]]]])
        let app = try #require(device.application)
        let url = URL(string: "todolist://www.acme.com?Quarterly%20Report#200806231300")!
        #expect(app.canOpenURL(url))
        #expect(!app.canOpenURL(URL(string: "other://x")!))
        var result: Bool?
        app.open(url) { result = $0 }
        #expect(result == true)
        #expect(delegate.opened == [url])
        app.open(URL(string: "other://x")!) { result = $0 }
        #expect(result == false)
    }

    @Test("Ignoring interaction events drops touches until the matching end (calls nest)")
    func ignoringInteraction() throws {
        let (device, delegate) = try launched()
        let app = try #require(device.application)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        device.tap(at: CGPoint(x: 30, y: 50))
        #expect(delegate.target.log.isEmpty)
        app.endIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()  // unbalanced: ignored
        device.tap(at: CGPoint(x: 30, y: 50))
        #expect(delegate.target.log.count == 2)
    }

    @Test("Bad finger input is ignored: up without down, down twice, timestamps running backwards")
    func badTouchInput() throws {
        let (device, delegate) = try launched()
        device.touchUp(finger: 3, at: CGPoint(x: 30, y: 50))
        device.touchMove(to: CGPoint(x: 30, y: 50), finger: 4)
        device.touchDown(at: CGPoint(x: 30, y: 50))
        device.touchDown(at: CGPoint(x: 31, y: 51))
        device.touchUp()
        #expect(delegate.target.log == ["began 10,10 tap 1", "ended"])
    }
}
