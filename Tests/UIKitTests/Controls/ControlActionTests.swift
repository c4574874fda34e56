// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Records what passes through its overridable send methods, then sends as usual.
final class InterceptingControl: UIControl {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append("selector \(action)")
        super.sendAction(action, to: target, for: event)
    }
    override func sendAction(_ action: UIAction) {
        sent.append("action \(action.title)")
        super.sendAction(action)
    }
}

@MainActor
@Suite("UIControl closure actions")
struct ControlActionTests {
    private let tap = CGPoint(x: 150, y: 125)

    @Test("A UIAction's handler receives the action, whose sender is the control while the handler runs")
    func handlerSender() throws {
        let (device, _, _, control) = try launchedControl()
        var senders: [AnyObject?] = []
        let action = UIAction(title: "Go") { action in senders.append(action.sender as AnyObject?) }

        control.addAction(action, for: .touchUpInside)
        device.tap(at: tap)

        #expect(senders.count == 1)
        #expect(senders.first! === control)
        #expect(action.sender == nil)
    }

    @Test("An action with an identifier the control already has replaces it and joins its events")
    func sameIdentifierReplaces() throws {
        let (device, _, _, control) = try launchedControl()
        var log: [String] = []
        let id = UIAction.Identifier("com.example.go")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchDown)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)

        device.tap(at: tap)

        #expect(log == ["new", "new"])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test("removeAction(identifiedBy:for:) removes only the given events; removeAction(_:for:) the rest")
    func removingActions() throws {
        let (device, _, _, control) = try launchedControl()
        var log: [String] = []
        let action = UIAction(title: "Go") { action in log.append(action.title) }
        control.addAction(action, for: [.touchDown, .touchUpInside])

        control.removeAction(identifiedBy: action.identifier, for: .touchDown)
        device.tap(at: tap)
        #expect(log == ["Go"])

        control.removeAction(action, for: .touchUpInside)
        device.advance(by: 1)
        device.tap(at: tap)
        #expect(log == ["Go"])
        #expect(control.allControlEvents == [])
    }

    @Test("Actions and target-action pairs run in the order added, through the overridable send methods")
    func overridableSends() throws {
        let (device, _, _, control) = try launchedControl(InterceptingControl.init)
        let target = PlainTarget()
        control.addAction(UIAction(title: "first") { _ in }, for: .touchUpInside)
        control.addTarget(target, action: "ping:", for: .touchUpInside)
        control.addAction(UIAction(title: "third") { _ in }, for: .touchUpInside)

        device.tap(at: tap)

        #expect(control.sent == ["action first", "selector ping:", "action third"])
        #expect(target.calls == 1)
    }

    @Test("enumerateEventHandlers reports each registration and event in order, and stops when asked")
    func enumerating() throws {
        let (_, _, _, control) = try launchedControl()
        let target = PlainTarget()
        control.addAction(UIAction(title: "go") { _ in }, for: [.touchDown, .touchUpInside])
        control.addTarget(target, action: "ping:", for: .valueChanged)

        var seen: [String] = []
        control.enumerateEventHandlers { action, targetAction, event, _ in
            let what = action?.title ?? targetAction.map { "\($0.action) on \($0.target is PlainTarget)" } ?? "?"
            seen.append("\(what) \(event.rawValue)")
        }
        var first: [String] = []
        control.enumerateEventHandlers { action, _, _, stop in
            first.append(action?.title ?? "")
            stop.pointee = true
        }

        #expect(seen == ["go 1", "go 64", "ping: on true 4096"])
        #expect(first == ["go"])
    }

    @Test("UIAction keeps its title, image, attributes and state; generated identifiers are unique")
    func actionProperties() {
        let a = UIAction(title: "Delete", attributes: .destructive, state: .on) { _ in }
        let b = UIAction { _ in }

        #expect(a.title == "Delete" && a.image == nil && a.attributes == .destructive && a.state == .on)
        #expect(b.title == "" && b.state == .off && b.attributes == [])
        #expect(a.identifier != b.identifier)
    }

    @Test("Registering for no events is ignored")
    func emptyEvents() throws {
        let (_, _, _, control) = try launchedControl()
        control.addAction(UIAction { _ in }, for: [])
        control.addTarget(nil, action: "x:", for: [])
        #expect(control.allControlEvents == [] && control.allTargets.isEmpty)
    }
}
