// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Selectors that carry their method: what `#selector(ViewController.buttonTapped(_:))` becomes on Linux.
///
/// Swift on Linux has no Objective-C runtime to look a method up by name, so the `touchstone-port` command rewrites
/// `#selector(ViewController.buttonTapped(_:))` into `Selector("buttonTapped:", ViewController.buttonTapped(_:))`:
/// the Objective-C name plus the unbound method. Evaluating it registers the method for that class and name, after
/// which every target–action API finds it: `UIControl.addTarget(_:action:for:)`, the gesture recognizers'
/// `init(target:action:)`, `perform(_:with:afterDelay:)`, `Timer(timeInterval:target:selector:userInfo:repeats:)`,
/// `NotificationCenter.addObserver(_:selector:name:object:)`, `UIApplication.sendAction(_:to:from:for:)` with a nil
/// target (the responder chain) and `responds(to:)`. Subclasses inherit their superclasses' registered methods, and
/// an override runs in place of the superclass's method, as with Objective-C's dynamic dispatch.
///
/// A method takes no argument, the sender, or the sender and the event (`UIEvent` for controls; for
/// `perform(_:with:with:)` the two objects). The arguments are cast to the method's parameter types; when one does
/// not fit (a `UIButton` parameter given a gesture recognizer), nothing is called and a diagnostic is logged, where
/// Objective-C would pass the wrong object.
extension Selector {
    /// The selector `name` for `method`, a method of `T` that takes no argument.
    public init<T: AnyObject, R>(_ name: String, _ method: @escaping @MainActor (T) -> () -> R) {
        self.init(name)
        SelectorRegistry.register(name, for: T.self) { target, _, _ in
            guard let target = target as? T else { return .mismatch(target, T.self) }
            return .ran(method(target)())
        }
    }

    /// The selector `name` for `method`, a method of `T` that takes the sender.
    public init<T: AnyObject, Sender, R>(_ name: String, _ method: @escaping @MainActor (T) -> (Sender) -> R) {
        self.init(name)
        SelectorRegistry.register(name, for: T.self) { target, first, _ in
            guard let target = target as? T else { return .mismatch(target, T.self) }
            guard let sender: Sender = SelectorRegistry.cast(first) else { return .mismatch(first, Sender.self) }
            return .ran(method(target)(sender))
        }
    }

    /// The selector `name` for `method`, a method of `T` that takes the sender and the event (or two objects).
    public init<T: AnyObject, Sender, Event, R>(
        _ name: String, _ method: @escaping @MainActor (T) -> (Sender, Event) -> R
    ) {
        self.init(name)
        SelectorRegistry.register(name, for: T.self) { target, first, second in
            guard let target = target as? T else { return .mismatch(target, T.self) }
            guard let sender: Sender = SelectorRegistry.cast(first) else { return .mismatch(first, Sender.self) }
            guard let event: Event = SelectorRegistry.cast(second) else { return .mismatch(second, Event.self) }
            return .ran(method(target)(sender, event))
        }
    }
}

/// Objective-C's `NSSelectorFromString`: the selector with that name (an action method is found only if a
/// `Selector(_:_:)` for it was evaluated, or the target's `actionMethod(for:)` lists it).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// Objective-C's `NSStringFromSelector`: the selector's name.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The methods registered by `Selector(_:_:)`, by selector name and class. Thread-safe:
/// selectors may be made on any thread; methods are called on the main actor.
package enum SelectorRegistry {
    /// What calling a registered method gave.
    package enum Outcome {
        /// The method ran and returned this value (`()` for none).
        case ran(Any)
        /// An argument did not fit the method's parameter type; nothing was called.
        case mismatch(Any?, Any.Type)
    }

    /// Calls the method on a target (known to be of the registered class) with up to two arguments.
    package typealias Invoker = @MainActor (_ target: AnyObject, _ first: Any?, _ second: Any?) -> Outcome

    /// An invoker, sendable because an unbound method reference captures nothing and is only called on the main
    /// actor.
    private struct Entry: @unchecked Sendable {
        let invoke: Invoker
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var methods: [String: [ObjectIdentifier: Entry]] = [:]

    /// Records `invoke` as the method `name` of `type` (replacing an earlier registration of the same pair).
    static func register<T: AnyObject>(_ name: String, for type: T.Type, _ invoke: @escaping Invoker) {
        lock.withLock { methods[name, default: [:]][ObjectIdentifier(type)] = Entry(invoke: invoke) }
    }

    /// The method `name` of `object`'s class or of its nearest superclass that registered one, or nil.
    package static func invoker(for name: String, on object: AnyObject) -> Invoker? {
        lock.withLock {
            guard let byClass = methods[name] else { return nil }
            var cls: AnyClass? = type(of: object)
            while let current = cls {
                if let entry = byClass[ObjectIdentifier(current)] { return entry.invoke }
                cls = _getSuperclass(current)
            }
            return nil
        }
    }

    /// `value` as `T`: nil fits an optional parameter; `Any`/`AnyObject` parameters take anything.
    static func cast<T>(_ value: Any?) -> T? {
        if let value { return value as? T }
        return Optional<Any>.none as? T
    }

    /// The registered method `name` of `target` as an action method, or nil. A mismatched argument is logged.
    @MainActor
    package static func actionMethod(for action: Selector, on target: AnyObject) -> ActionMethod? {
        guard let invoke = invoker(for: action.name, on: target) else { return nil }
        return { sender, event in
            _ = call(invoke, action: action, on: target, sender, event as Any?)
        }
    }

    /// Calls `invoke` and logs a mismatched argument; returns the method's result, or nil.
    @MainActor
    package static func call(_ invoke: Invoker, action: Selector, on target: AnyObject, _ first: Any?,
                             _ second: Any?) -> Any?
    {
        switch invoke(target, first, second) {
        case .ran(let result):
            return result
        case .mismatch(let value, let expected):
            let given = value.map { "\(type(of: $0))" } ?? "nil"
            UIKitDiagnostics.log("action \(action) not sent to \(type(of: target)): the method takes \(expected), "
                + "and was given \(given)")
            return nil
        }
    }
}
