// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Target-action")
struct TargetActionTests {
    private let tap = CGPoint(x: 150, y: 125)

    @Test("A target's action runs on touchUpInside with the control as sender and the touch event")
    func explicitTarget() throws {
        let (device, window, _, control) = try launchedControl()
        let log = ControlActionLog()
        let target = ActingView()
        target.recorder = ActionRecorder("target", log: log, actions: ["buttonTapped:"])
        window.addSubview(target)

        control.addTarget(target, action: "buttonTapped:", for: .touchUpInside)
        device.tap(at: tap)

        #expect(log.entries == ["target buttonTapped:"])
        #expect(log.lastSender as? UIControl === control)
        #expect(log.lastEvent?.type == .touches)
    }

    @Test("guide 86: a nil-target action runs on the first responder when it implements the action")
    func nilTargetFirstResponderFirst() throws {
        let (device, window, container, control) = try launchedControl()
        let log = ControlActionLog()
        let field = ActingView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        field.acceptsFirstResponder = true
        field.recorder = ActionRecorder("first", log: log, actions: ["save:"])
        window.addSubview(field)
        container.recorder = ActionRecorder("controlSuperview", log: log, actions: ["save:"])
        #expect(field.becomeFirstResponder())

        control.addTarget(nil, action: "save:", for: .touchUpInside)
        device.tap(at: tap)

        #expect(log.entries == ["first save:"])
        #expect(log.lastSender as? UIControl === control)
    }

    @Test("guide 86: otherwise the action runs on the first object up the first responder's chain that implements it")
    func nilTargetUpTheChain() throws {
        let (device, window, container, control) = try launchedControl()
        let log = ControlActionLog()
        let outer = ActingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        outer.recorder = ActionRecorder("outer", log: log, actions: ["save:"])
        let middle = ActingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        middle.recorder = ActionRecorder("middle", log: log, actions: ["other:"])
        let field = ActingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        field.acceptsFirstResponder = true
        outer.addSubview(middle)
        middle.addSubview(field)
        window.addSubview(outer)
        container.recorder = ActionRecorder("controlSuperview", log: log, actions: ["save:"])
        field.becomeFirstResponder()

        control.addTarget(nil, action: "save:", for: .touchUpInside)
        device.tap(at: tap)

        #expect(log.entries == ["outer save:"])
        #expect(field.target(forAction: "save:", withSender: control) as? UIView === outer)
    }

    @Test("MoveMe 63: a nil-target action goes from the first responder up through its view controller to the delegate")
    func nilTargetThroughControllerToDelegate() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = ActingAppDelegate()
        try device.launch(delegate: delegate)
        let window = try #require(delegate.window)
        let log = ControlActionLog()
        delegate.recorder = ActionRecorder("delegate", log: log, actions: ["refresh:", "quit:"])
        let controller = ActingViewController()
        controller.recorder = ActionRecorder("controller", log: log, actions: ["refresh:"])
        window.rootViewController = controller
        let field = ActingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        field.acceptsFirstResponder = true
        controller.view.addSubview(field)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        controller.view.addSubview(control)
        device.runPendingWork()
        field.becomeFirstResponder()

        control.addTarget(nil, action: "refresh:", for: .touchUpInside)
        control.addTarget(nil, action: "quit:", for: .touchUpInside)
        device.tap(at: tap)

        #expect(log.entries == ["controller refresh:", "delegate quit:"])
    }

    @Test("With no first responder, a nil-target action starts at the sending control and goes up its chain")
    func nilTargetWithoutFirstResponder() throws {
        let (device, _, container, control) = try launchedControl()
        let log = ControlActionLog()
        container.recorder = ActionRecorder("controlSuperview", log: log, actions: ["save:"])
        #expect(device.application?.firstResponder == nil)

        control.addTarget(nil, action: "save:", for: .touchUpInside)
        device.tap(at: tap)

        #expect(log.entries == ["controlSuperview save:"])
    }

    @Test("A responder that implements an action but cannot perform it now passes it to the next responder")
    func canPerformActionDeclines() throws {
        let (device, _, container, control) = try launchedControl()
        let log = ControlActionLog()
        container.recorder = ActionRecorder("container", log: log, actions: [.copy])
        final class NoSelectionControl: UIControl {
            override func actionMethod(for action: Selector) -> ActionMethod? {
                guard action == .copy else { return nil }
                return { _, _ in Issue.record("copy: ran on a responder that declined it") }
            }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
        }
        let declining = NoSelectionControl(frame: CGRect(x: 0, y: 300, width: 40, height: 40))
        container.addSubview(declining)
        #expect(declining.actionMethod(for: .copy) != nil)

        let handled = device.application?.sendAction(.copy, to: nil, from: declining, for: nil)

        #expect(handled == true)
        #expect(log.entries == ["container copy:"])
        _ = control
    }

    @Test("sendAction returns false, without crashing, when nobody implements the action or the target does not")
    func unhandledActions() throws {
        let (device, _, _, control) = try launchedControl()
        let app = try #require(device.application)

        #expect(!app.sendAction("nobody:", to: nil, from: control, for: nil))
        #expect(!app.sendAction("nobody:", to: control, from: nil, for: nil))
        #expect(!app.sendAction("ping:", to: NSObject(), from: nil, for: nil))
        #expect(app.target(forAction: "nobody:", withSender: nil) == nil)
        control.addTarget(nil, action: "nobody:", for: .touchUpInside)
        device.tap(at: tap)
    }

    @Test("Any ActionTarget can be a target, and sendActions(for:) sends programmatically with a nil event")
    func plainTargetAndProgrammaticSend() throws {
        let (_, _, _, control) = try launchedControl()
        let target = PlainTarget()
        let log = ControlActionLog()
        let view = ActingView()
        view.recorder = ActionRecorder("view", log: log, actions: ["changed:"])
        control.addTarget(target, action: "ping:", for: [.valueChanged, .touchUpInside])
        control.addTarget(view, action: "changed:", for: .valueChanged)

        control.sendActions(for: .valueChanged)

        #expect(target.calls == 1)
        #expect(log.entries == ["view changed:"])
        #expect(log.lastEvent == nil)
        #expect(log.lastSender as? UIControl === control)
    }

    @Test("Adding the same target and action twice runs it once; actions run in the order added")
    func duplicatesAndOrder() throws {
        let (device, window, _, control) = try launchedControl()
        let log = ControlActionLog()
        let a = ActingView()
        a.recorder = ActionRecorder("a", log: log, actions: ["one:", "two:"])
        window.addSubview(a)

        control.addTarget(a, action: "two:", for: .touchUpInside)
        control.addTarget(a, action: "one:", for: .touchUpInside)
        control.addTarget(a, action: "two:", for: .touchUpInside)
        device.tap(at: tap)

        #expect(log.entries == ["a two:", "a one:"])
    }

    @Test("removeTarget removes one action, all of a target's actions, or everything for the events")
    func removingTargets() throws {
        let (device, window, _, control) = try launchedControl()
        let log = ControlActionLog()
        let a = ActingView()
        a.recorder = ActionRecorder("a", log: log, actions: ["one:", "two:"])
        let b = ActingView()
        b.recorder = ActionRecorder("b", log: log, actions: ["one:"])
        window.addSubview(a)
        window.addSubview(b)
        control.addTarget(a, action: "one:", for: [.touchDown, .touchUpInside])
        control.addTarget(a, action: "two:", for: .touchUpInside)
        control.addTarget(b, action: "one:", for: .touchUpInside)

        control.removeTarget(a, action: "one:", for: .touchUpInside)
        device.tap(at: tap)
        #expect(log.entries == ["a one:", "a two:", "b one:"])

        log.entries = []
        control.removeTarget(a, action: nil, for: .allEvents)
        device.advance(by: 1)
        device.tap(at: tap)
        #expect(log.entries == ["b one:"])

        log.entries = []
        control.removeTarget(nil, action: nil, for: .allEvents)
        device.advance(by: 1)
        device.tap(at: tap)
        #expect(log.entries.isEmpty)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents == [])
    }

    @Test("Targets are not retained; a released target is never messaged and leaves allTargets")
    func weakTargets() throws {
        let (device, _, _, control) = try launchedControl()
        var target: PlainTarget? = PlainTarget()
        weak let weakTarget = target
        control.addTarget(target, action: "ping:", for: .touchUpInside)
        #expect(control.allTargets.count == 1)

        target = nil
        device.tap(at: tap)

        #expect(weakTarget == nil)
        #expect(control.allTargets.isEmpty)
    }

    @Test("allTargets, allControlEvents and actions(forTarget:forControlEvent:) describe the registrations")
    func inspectingRegistrations() throws {
        let (_, _, _, control) = try launchedControl()
        let view = ActingView()
        control.addTarget(view, action: "one:", for: .touchUpInside)
        control.addTarget(view, action: "two:", for: [.touchUpInside, .touchDown])
        control.addTarget(nil, action: "save:", for: .valueChanged)
        control.addAction(UIAction { _ in }, for: .editingChanged)

        control.addTarget(nil, action: "other:", for: .valueChanged)
        #expect(control.allTargets.count == 2)
        #expect(control.allTargets.contains(AnyHashable(view)))
        #expect(control.allTargets.contains { $0.base is NSNull })
        #expect(control.allControlEvents == [.touchUpInside, .touchDown, .valueChanged, .editingChanged])
        #expect(control.actions(forTarget: view, forControlEvent: .touchUpInside) == ["one:", "two:"])
        #expect(control.actions(forTarget: view, forControlEvent: .touchDown) == ["two:"])
        #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == ["save:", "other:"])
        #expect(control.actions(forTarget: view, forControlEvent: .valueChanged) == nil)
    }

    @Test("Control events and states have Apple's bit values; the edit actions have Apple's selector names")
    func rawValues() {
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.touchCancel.rawValue == 256)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.menuActionTriggered.rawValue == 16384)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 0x80000)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEditingEvents.rawValue == 0xF0000)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0xFF0000)
        let editActions: [Selector] = [.copy, .cut, .paste, .select, .selectAll, .delete]
        #expect(editActions.map(\.name) == ["copy:", "cut:", "paste:", "select:", "selectAll:", "delete:"])
        #expect(Selector("copy:") == .copy && "\(Selector.paste)" == "paste:")
    }
}
