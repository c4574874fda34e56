// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A view controller that logs the touches reaching it and passes them on.
final class LoggingViewController: UIViewController {
    var log: EventLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("vc began")
        super.touchesBegan(touches, with: event)
    }
}

/// A window that logs what reaches it (events and forwarded touches); `delivers` false swallows events.
final class LoggingWindow: UIWindow {
    var log: EventLog?
    var delivers = true
    override func sendEvent(_ event: UIEvent) {
        log?.add("window sendEvent \(event.type)")
        if delivers { super.sendEvent(event) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("window began")
        super.touchesBegan(touches, with: event)
    }
}

/// An application that logs what reaches it; `delivers` false swallows events.
final class LoggingApplication: UIApplication {
    var log: EventLog?
    var delivers = true
    override func sendEvent(_ event: UIEvent) {
        log?.add("app sendEvent \(event.type)")
        if delivers { super.sendEvent(event) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("app began")
        super.touchesBegan(touches, with: event)
    }
}

/// A delegate that is not a responder: the application ends the chain.
final class PlainDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The guide's forwarding view (§2.3.3): single taps go to the next responder, double taps are handled here.
final class ForwardingView: UIView {
    var doubleTaps = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if touch.tapCount < 2 { next?.touchesBegan(touches, with: event) } else { doubleTaps += 1 }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// An application that is its own delegate.
final class SelfDelegatingApplication: UIApplication, UIApplicationDelegate {
    var window: UIWindow?
    var touchesReached = 0
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesReached += 1
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
@Suite("Responder chain (guide §2.3.3, MoveMe §4)")
struct ResponderChainSpecTests {
    @Test("guide 84: an unhandled touch goes to the view's controller, then its superview, window, app, delegate")
    func chainOrder() throws {
        let log = EventLog()
        let app = LoggingApplication()
        app.log = log
        let (device, window, _) = try launchEventsDevice(application: app, log: log) {
            let window = LoggingWindow()
            window.log = log
            return window
        }
        let container = TouchView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        container.forwards = true
        let controller = LoggingViewController()
        controller.log = log
        controller.view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        container.addSubview(controller.view)
        window.addSubview(container)
        log.entries.removeAll()
        device.touchDown(at: CGPoint(x: 60, y: 60))
        #expect(log.entries == [
            "app sendEvent touches", "window sendEvent touches", "vc began", "container began", "window began",
            "app began", "delegate began",
        ])
    }

    @Test("MoveMe 60: a controller's view V with superview S: V.next is the controller, whose next is S")
    func nextLinks() throws {
        let (device, window, delegate) = try launchEventsDevice()
        let controller = UIViewController()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.addSubview(controller.view)
        window.addSubview(superview)
        #expect(controller.view.next === controller)
        #expect(controller.next === superview)
        #expect(superview.next === window)
        #expect(window.next === device.application)
        #expect(device.application?.next === delegate)
        #expect(delegate.next == nil)
    }

    @Test("MoveMe 61: an event nobody handles is discarded silently; the application is the last one asked")
    func unhandledDiscarded() throws {
        let log = EventLog()
        let app = LoggingApplication()
        app.log = log
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = PlainDelegate()
        try device.launch(delegate: delegate, application: app)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        delegate.window?.addSubview(view)
        #expect(app.next == nil)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["app sendEvent touches", "app began", "app sendEvent touches"])
    }

    @Test("An application that is its own delegate ends the chain (it is not asked twice)")
    func applicationAsItsOwnDelegate() throws {
        let app = SelfDelegatingApplication()
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: app, application: app)
        app.window?.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(app.next == nil)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(app.touchesReached == 1)
    }

    @Test("MoveMe 59: a view without touch handlers passes touches to its parent; touch.view stays the child")
    func childWithoutHandlers() throws {
        let (device, window, _) = try launchEventsDevice()
        let parent = TouchView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        device.tap(at: CGPoint(x: 60, y: 60))
        #expect(parent.callbacks == [.began, .ended])
        #expect(parent.calls.allSatisfy { $0.touches.first?.view === child })
    }

    @Test("guide 85, MoveMe 62: forwarding single taps to the next responder; a double tap is handled locally")
    func forwardingSingleTaps() throws {
        let (device, window, _) = try launchEventsDevice()
        let parent = TouchView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let forwarding = ForwardingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(forwarding)
        device.tap(at: CGPoint(x: 60, y: 60))
        #expect(parent.callbacks == [.began])
        #expect(forwarding.doubleTaps == 0)
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 60, y: 60))
        #expect(parent.callbacks == [.began])
        #expect(forwarding.doubleTaps == 1)
    }

    @Test("MoveMe 58: a window overriding sendEvent sees each event before any view; without super none arrives")
    func windowSendEvent() throws {
        let log = EventLog()
        let (device, window, _) = try launchEventsDevice(log: log) {
            let window = LoggingWindow()
            window.log = log
            return window
        }
        let view = TouchView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(view)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["window sendEvent touches", "view began", "window sendEvent touches", "view ended"])
        (window as? LoggingWindow)?.delivers = false
        log.entries.removeAll()
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["window sendEvent touches", "window sendEvent touches"])
    }

    @Test("MoveMe 58: an application overriding sendEvent sees each event first; without super none arrives")
    func applicationSendEvent() throws {
        let log = EventLog()
        let app = LoggingApplication()
        app.log = log
        let (device, window, _) = try launchEventsDevice(application: app)
        let view = TouchView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(view)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["app sendEvent touches", "view began", "app sendEvent touches", "view ended"])
        app.delivers = false
        log.entries.removeAll()
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["app sendEvent touches", "app sendEvent touches"])
        #expect(view.calls.count == 2)
    }

    @Test("The first responder keeps its status while its view is hidden, and still gets motion events")
    func firstResponderWhileHidden() throws {
        let (device, window, _) = try launchEventsDevice()
        let view = MotionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        view.isHidden = true
        device.advance(by: 0.1)
        #expect(view.isFirstResponder)
        device.shake(duration: 0.5)
        #expect(view.log == ["began motionShake", "ended motionShake"])
    }

    @Test("becomeFirstResponder fails when the current first responder refuses to resign")
    func refusingResign() throws {
        let (_, window, _) = try launchEventsDevice()
        let sticky = MotionView(frame: .zero)
        sticky.refusesResign = true
        let other = MotionView(frame: .zero)
        window.addSubview(sticky)
        window.addSubview(other)
        #expect(sticky.becomeFirstResponder())
        #expect(!other.becomeFirstResponder())
        #expect(sticky.isFirstResponder && !other.isFirstResponder)
        #expect(!UIView().becomeFirstResponder())
    }
}
