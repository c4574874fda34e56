// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

// iOS code as `touchstone-port` leaves it: `#selector(tapped(_:))` inside `Panel` becomes
// `Selector("tapped:", Panel.tapped(_:))`, and the `@objc`/`@IBAction` attributes are gone.

/// A view controller with action methods of every shape.
class Panel: UIViewController {
    var log: [String] = []
    var lastSender: Any?
    var lastEvent: UIEvent?

    func tapped(_ sender: UIButton) {
        log.append("tapped")
        lastSender = sender
    }
    func touched(_ sender: UIControl, forEvent event: UIEvent) {
        log.append("touched")
        lastEvent = event
    }
    func refresh() { log.append("refresh") }
    func handleTap(_ recognizer: UITapGestureRecognizer) {
        log.append("tap \(recognizer.state == .recognized)")
        lastSender = recognizer
    }
    func save(_ sender: Any?) { log.append("save") }
    func show(_ item: Any?) { log.append("show \(item ?? "nil")") }
    func tick(_ timer: Timer) {
        log.append("tick \(timer.userInfo ?? "nil")")
        lastSender = timer
    }
    func changed(_ notification: Notification) { log.append("changed \(notification.name.rawValue)") }
    func step(_ link: CADisplayLink) {
        log.append("step")
        lastSender = link
    }
    func combine(_ a: Any?, with b: Any?) -> NSString { "\(a ?? "nil")+\(b ?? "nil")" as NSString }
}

/// A subclass that inherits `Panel`'s actions and overrides one.
final class DetailPanel: Panel {
    override func refresh() { log.append("detail refresh") }
}

/// A plain object (not a responder) used as a target.
final class Model: NSObject {
    var log: [String] = []
    func tick(_ timer: Timer) { log.append("model tick") }
    func changed(_ notification: Notification) { log.append("model \(notification.name.rawValue)") }
}

@MainActor
@Suite("Target–action with selectors")
struct SelectorTargetActionTests {
    /// A launched window holding `panel`'s view, with a button at (100, 100, 100 × 50).
    private func launchedPanel(_ panel: Panel = Panel()) throws -> (HeadlessDevice, UIWindow, Panel, UIButton) {
        let (device, window) = try launchedTestWindow()
        window.rootViewController = panel
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        panel.view.addSubview(button)
        device.runPendingWork()
        return (device, window, panel, button)
    }

    @Test("A tap on a button wired with addTarget(_:action:for:) calls the method with the button")
    func buttonTap() throws {
        let (device, _, panel, button) = try launchedPanel()
        button.addTarget(panel, action: Selector("tapped:", Panel.tapped(_:)), for: .touchUpInside)

        device.tap(at: CGPoint(x: 150, y: 125))

        #expect(panel.log == ["tapped"])
        #expect(panel.lastSender as? UIButton === button)
        #expect(button.actions(forTarget: panel, forControlEvent: .touchUpInside) == ["tapped:"])
        #expect(button.allTargets.contains(AnyHashable(panel)))
    }

    @Test("Action methods take no argument, the sender, or the sender and the event")
    func argumentCounts() throws {
        let (device, _, panel, button) = try launchedPanel()
        button.addTarget(panel, action: Selector("refresh", Panel.refresh), for: .touchUpInside)
        button.addTarget(panel, action: Selector("touched:forEvent:", Panel.touched(_:forEvent:)), for: .touchUpInside)

        device.tap(at: CGPoint(x: 150, y: 125))

        #expect(panel.log == ["refresh", "touched"])
        #expect(panel.lastEvent?.type == .touches)
    }

    @Test("removeTarget(_:action:for:) stops the method")
    func removeControlTarget() throws {
        let (device, _, panel, button) = try launchedPanel()
        let action = Selector("tapped:", Panel.tapped(_:))
        button.addTarget(panel, action: action, for: .touchUpInside)
        button.removeTarget(panel, action: action, for: .touchUpInside)

        device.tap(at: CGPoint(x: 150, y: 125))

        #expect(panel.log.isEmpty)
        #expect(button.allTargets.isEmpty)
    }

    @Test("A nil-target action walks the responder chain to the view controller that implements it")
    func nilTargetChain() throws {
        let (device, _, panel, button) = try launchedPanel()
        button.addTarget(nil, action: Selector("save:", Panel.save(_:)), for: .touchUpInside)

        device.tap(at: CGPoint(x: 150, y: 125))

        #expect(panel.log == ["save"])
        #expect(button.target(forAction: "save:", withSender: button) as? Panel === panel)
    }

    @Test("UIApplication.sendAction(_:to:from:for:) with a nil target reaches the implementing controller")
    func sendActionNilTarget() throws {
        let (device, _, panel, button) = try launchedPanel()
        let action = Selector("refresh", Panel.refresh)

        let sent = device.application?.sendAction(action, to: nil, from: button, for: nil)

        #expect(sent == true)
        #expect(panel.log == ["refresh"])
        #expect(device.application?.sendAction("noSuchAction:", to: nil, from: button, for: nil) == false)
    }

    @Test("A subclass inherits its superclass's actions, and its override runs")
    func inheritance() throws {
        let (device, _, panel, button) = try launchedPanel(DetailPanel())
        button.addTarget(panel, action: Selector("refresh", Panel.refresh), for: .touchUpInside)
        button.addTarget(panel, action: Selector("save:", Panel.save(_:)), for: .touchUpInside)

        device.tap(at: CGPoint(x: 150, y: 125))

        #expect(panel.log == ["detail refresh", "save"])
        #expect(panel.responds(to: Selector("save:", Panel.save(_:))))
    }

    @Test("A sender that does not fit the method's parameter is not sent, and nothing crashes")
    func mismatchedSender() throws {
        let (device, _, panel, _) = try launchedPanel()
        let control = UIControl(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        panel.view.addSubview(control)
        control.addTarget(panel, action: Selector("tapped:", Panel.tapped(_:)), for: .touchUpInside)

        device.tap(at: CGPoint(x: 50, y: 350))

        #expect(panel.log.isEmpty)
    }

    @Test("UITapGestureRecognizer(target:action:) calls its action with the recognizer")
    func gestureRecognizer() throws {
        let (device, _, panel, _) = try launchedPanel()
        let pad = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
        panel.view.addSubview(pad)
        let recognizer = UITapGestureRecognizer(target: panel, action: Selector("handleTap:", Panel.handleTap(_:)))
        pad.addGestureRecognizer(recognizer)

        device.tap(at: CGPoint(x: 50, y: 350))

        #expect(panel.log == ["tap true"])
        #expect(panel.lastSender as? UITapGestureRecognizer === recognizer)
    }

    @Test("addTarget(_:action:) adds a second action once; removeTarget(_:action:) removes just it")
    func gestureAddRemove() throws {
        let (device, _, panel, _) = try launchedPanel()
        let pad = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
        panel.view.addSubview(pad)
        let recognizer = UITapGestureRecognizer(target: panel, action: Selector("handleTap:", Panel.handleTap(_:)))
        recognizer.addTarget(panel, action: Selector("refresh", Panel.refresh))
        recognizer.addTarget(panel, action: Selector("refresh", Panel.refresh))
        pad.addGestureRecognizer(recognizer)

        device.tap(at: CGPoint(x: 50, y: 350))
        recognizer.removeTarget(panel, action: Selector("handleTap:"))
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 50, y: 350))

        #expect(panel.log == ["tap true", "refresh", "refresh"])
    }

    @Test("perform(_:with:afterDelay:) fires on the device clock, not before")
    func delayedPerform() throws {
        let (device, _, panel, _) = try launchedPanel()

        panel.perform(Selector("show:", Panel.show(_:)), with: "item", afterDelay: 0.3)
        device.advance(by: 0.25)
        let early = panel.log
        device.advance(by: 0.1)

        #expect(early.isEmpty)
        #expect(panel.log == ["show item"])
    }

    @Test("cancelPreviousPerformRequests(withTarget:selector:object:) cancels only the matching request")
    func cancelDelayedPerform() throws {
        let (device, _, panel, _) = try launchedPanel()
        let show = Selector("show:", Panel.show(_:))
        panel.perform(show, with: "a", afterDelay: 0.3)
        panel.perform(show, with: "b", afterDelay: 0.3)
        panel.perform(Selector("refresh", Panel.refresh), with: nil, afterDelay: 0.3)

        NSObject.cancelPreviousPerformRequests(withTarget: panel, selector: show, object: "a")
        device.advance(by: 0.5)

        #expect(panel.log.sorted() == ["refresh", "show b"])
    }

    @Test("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) sends the timer on the device clock")
    func scheduledTimer() throws {
        let (device, _, panel, _) = try launchedPanel()

        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: panel, selector: Selector("tick:", Panel.tick(_:)),
                                         userInfo: "info", repeats: true)
        device.advance(by: 1.1)
        timer.invalidate()
        device.advance(by: 1)

        #expect(panel.log == ["tick info", "tick info"])
        #expect(panel.lastSender as? Timer === timer)
    }

    @Test("CADisplayLink(target:selector:) sends the link to its target each frame until invalidated")
    func displayLinkTargetSelector() throws {
        let (device, _, panel, _) = try launchedPanel()

        let link = try #require(UIScreen.main.displayLink(withTarget: panel, selector: Selector("step:", Panel.step(_:))))
        link.add(to: .main, forMode: .common)
        device.advance(by: 0.1)
        let steps = panel.log.filter { $0 == "step" }.count
        link.invalidate()
        device.advance(by: 0.1)

        #expect(steps >= 5 && steps <= 7, "\(steps) frames in 0.1 s at 60 Hz")
        #expect(panel.log.filter { $0 == "step" }.count == steps)
        #expect(panel.lastSender as? CADisplayLink === link)
    }

    @Test("Timer(timeInterval:target:selector:userInfo:repeats:) on a plain object fires once when added")
    func timerOnPlainObject() throws {
        let (device, _, _, _) = try launchedPanel()
        let model = Model()

        let timer = Timer(timeInterval: 0.2, target: model, selector: Selector("tick:", Model.tick(_:)), userInfo: nil,
                          repeats: false)
        RunLoop.main.add(timer, forMode: .common)
        device.advance(by: 1)

        #expect(model.log == ["model tick"])
        #expect(!timer.isValid)
    }

    @Test("NotificationCenter.addObserver(_:selector:name:object:) calls the observer's method with the notification")
    func notificationObserver() throws {
        let center = NotificationCenter()
        let panel = Panel()
        let model = Model()
        let name = Notification.Name("SettingsChanged")
        center.addObserver(panel, selector: Selector("changed:", Panel.changed(_:)), name: name, object: nil)
        center.addObserver(model, selector: Selector("changed:", Model.changed(_:)), name: name, object: self as AnyObject)

        center.post(name: name, object: nil)

        #expect(panel.log == ["changed SettingsChanged"])
        #expect(model.log.isEmpty)
    }

    @Test("A deallocated selector observer gets nothing and nothing crashes")
    func deallocatedObserver() {
        let center = NotificationCenter()
        let name = Notification.Name("Gone")
        weak var gone: Panel?
        do {
            let panel = Panel()
            gone = panel
            center.addObserver(panel, selector: Selector("changed:", Panel.changed(_:)), name: name, object: nil)
        }

        center.post(name: name, object: nil)
        center.post(name: name, object: nil)

        #expect(gone == nil)
    }

    @Test("responds(to:) is true for registered and hand-written actions, false otherwise")
    func respondsTo() {
        let panel = Panel()
        let model = Model()
        let action = Selector("refresh", Panel.refresh)

        #expect(panel.responds(to: action))
        #expect(DetailPanel().responds(to: action))
        #expect(!model.responds(to: action))
        #expect(!panel.responds(to: "neverRegistered:"))
        #expect(!panel.responds(to: nil))
        #expect(ActingView().responds(to: "save:") == false)
        let acting = ActingView()
        acting.recorder = ActionRecorder("v", log: ControlActionLog(), actions: ["save:"])
        #expect(acting.responds(to: "save:"))
    }

    @Test("perform(_:) and perform(_:with:with:) call the method now and return its object result")
    func performNow() {
        let panel = Panel()
        _ = Selector("combine:with:", Panel.combine(_:with:))

        panel.perform(Selector("refresh", Panel.refresh))
        let result = panel.perform(Selector("combine:with:"), with: "a", with: "b")?.takeUnretainedValue()

        #expect(panel.log == ["refresh"])
        #expect(result as? NSString == "a+b")
        #expect(panel.perform("unknown") == nil)
    }

    @Test("Selectors made on many threads at once are all registered")
    func threadSafety() async {
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 {
                group.addTask { _ = Selector("concurrent\(i % 20):", Model.changed(_:)) }
            }
        }
        let model = Model()
        #expect((0..<20).allSatisfy { model.responds(to: Selector("concurrent\($0):")) })
    }
}
