// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One registration on a control: a target and action name, or a closure action, and the events it runs for.
package struct ControlEventHandler {
    package enum Kind {
        case targetAction(Selector)
        case action(UIAction)
    }

    package var kind: Kind
    package var events: UIControl.Event
    /// The target, not retained (nil for a nil target, and once a target goes away).
    package weak var target: AnyObject?
    /// Whether a target was given; false means "send up the responder chain".
    package let hasTarget: Bool

    /// A target that was given but no longer exists: the entry is dead.
    package var isReleased: Bool { hasTarget && target == nil }

    /// Whether this entry is `action` of `target` (nil: the nil-target entry), or any action when `action` is nil.
    package func isTargetAction(of target: AnyObject?, action: Selector?) -> Bool {
        guard case .targetAction(let name) = kind, action == nil || action == name else { return false }
        guard let target else { return !hasTarget }
        return hasTarget && self.target === target
    }

    /// A target as the object the control keeps a weak reference to (nil for nil; a value that is not an object
    /// is logged, and its entry is dead at once).
    package static func object(_ target: Any?) -> AnyObject? {
        guard let target else { return nil }
        if !(type(of: target) is AnyClass) {
            UIKitDiagnostics.log("UIControl target \(type(of: target)) is not an object; its action will not be sent")
        }
        return target as AnyObject
    }

    /// The identifier of the closure action, if this entry is one.
    package var actionIdentifier: UIAction.Identifier? {
        if case .action(let action) = kind { action.identifier } else { nil }
    }
}

extension UIControl.Event {
    /// The single events in this set, lowest bit first.
    package var singleEvents: [UIControl.Event] {
        (0..<UInt.bitWidth).compactMap { bit in
            rawValue & (1 << UInt(bit)) != 0 ? UIControl.Event(rawValue: 1 << UInt(bit)) : nil
        }
    }
}

extension UIControl {
    // MARK: Closure actions

    /// Makes `action` run for `controlEvents`. The control keeps one action per identifier: an action whose
    /// identifier it already has replaces that one and adds `controlEvents` to its events. The action is retained.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return UIKitDiagnostics.log("addAction with no control events; ignored") }
        if let i = eventHandlers.firstIndex(where: { $0.actionIdentifier == action.identifier }) {
            eventHandlers[i].kind = .action(action)
            eventHandlers[i].events.formUnion(controlEvents)
        } else {
            eventHandlers.append(ControlEventHandler(kind: .action(action), events: controlEvents, target: nil,
                                                     hasTarget: false))
        }
    }

    /// Stops the action with `action`'s identifier from running for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops the action identified by `actionIdentifier` from running for `controlEvents`; it is forgotten once it
    /// has no events left.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.actionIdentifier == actionIdentifier }
    }

    // MARK: Inspecting registrations

    /// The `NSNull` that stands for the responder chain (a nil target) in ``allTargets``.
    private static let responderChainTarget = NSNull()

    /// Every target with an action on this control: the targets themselves (as `AnyHashable`; a target class that
    /// is not `Hashable` appears as its `ObjectIdentifier`), and one `NSNull` for the responder chain (nil target).
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for handler in eventHandlers where !handler.isReleased {
            guard case .targetAction = handler.kind else { continue }
            if let target = handler.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            } else {
                targets.insert(AnyHashable(Self.responderChainTarget))
            }
        }
        return targets
    }

    /// The union of the events that have a target-action pair or closure action.
    public var allControlEvents: Event {
        eventHandlers.filter { !$0.isReleased }.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The names of `target`'s actions (nil: the nil-target actions) for the single event `controlEvent`, in the
    /// order added, or nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = eventHandlers.compactMap { handler -> String? in
            guard case .targetAction(let action) = handler.kind, handler.isTargetAction(of: object, action: nil),
                handler.events.contains(controlEvent)
            else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    /// Calls `iterator` for each registration and each of its single events, in the order added: with the closure
    /// action, or with the target (nil: the responder chain) and action name. Set `stop.pointee` to stop.
    public func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ targetAction: (target: Any?, action: Selector)?,
                     _ controlEvent: Event, _ stop: UnsafeMutablePointer<Bool>) -> Void
    ) {
        var stop = false
        for handler in eventHandlers where !handler.isReleased {
            for event in handler.events.singleEvents {
                withUnsafeMutablePointer(to: &stop) { pointer in
                    switch handler.kind {
                    case .action(let action): iterator(action, nil, event, pointer)
                    case .targetAction(let name): iterator(nil, (handler.target, name), event, pointer)
                    }
                }
                if stop { return }
            }
        }
    }

    // MARK: Work behind the class body's entry points

    package func addTargetAction(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return UIKitDiagnostics.log("addTarget with no control events; ignored") }
        eventHandlers.removeAll { $0.isReleased }
        if let i = eventHandlers.firstIndex(where: { $0.isTargetAction(of: target, action: action) }) {
            eventHandlers[i].events.formUnion(controlEvents)
        } else {
            eventHandlers.append(ControlEventHandler(kind: .targetAction(action), events: controlEvents,
                                                     target: target, hasTarget: target != nil))
        }
    }

    package func removeTargetAction(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        removeEvents(controlEvents) { handler in
            guard case .targetAction(let name) = handler.kind, action == nil || action == name else { return false }
            return target == nil || handler.isTargetAction(of: target, action: nil)
        }
    }

    /// Takes `controlEvents` from the entries `matching` selects and drops entries left with none.
    private func removeEvents(_ controlEvents: Event, matching: (ControlEventHandler) -> Bool) {
        for i in eventHandlers.indices where matching(eventHandlers[i]) {
            eventHandlers[i].events.subtract(controlEvents)
        }
        eventHandlers.removeAll { $0.events.isEmpty || $0.isReleased }
    }

    /// `sendAction(_:to:for:)`: through the application when there is one, else the same routing without it
    /// (so a control used outside an app never creates a detached application as a side effect).
    package func sendControlAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let app = UIApplication.sharedIfPresent {
            app.sendAction(action, to: target, from: self, for: event)
        } else {
            _ = TargetActionDispatch.send(action, to: target, from: self, event: event,
                                          firstResponder: FirstResponderTracker.current)
        }
    }

    /// Sends every registration of each event in `controlEvents`, lowest event bit first and registrations in the
    /// order added: closure actions through `sendAction(_:)`, target-action pairs through
    /// `sendAction(_:to:for:)` with `event`. Registrations are read before each event is sent, so an action that
    /// adds or removes registrations affects only later events.
    package func sendActions(for controlEvents: Event, event: UIEvent?) {
        eventHandlers.removeAll { $0.isReleased }
        for single in controlEvents.singleEvents {
            for handler in eventHandlers where handler.events.contains(single) {
                switch handler.kind {
                case .action(let action):
                    sendAction(action)
                case .targetAction(let name):
                    if handler.hasTarget {
                        guard let target = handler.target else { continue }
                        sendAction(name, to: target, for: event)
                    } else {
                        sendAction(name, to: nil, for: event)
                    }
                }
            }
        }
    }
}
