// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Objective-C's `respondsToSelector:` and `performSelector:` family, for selectors whose methods are registered
/// (`Selector(name, Type.method)`, what `#selector` becomes; see `Selector+Methods.swift`) and for responders'
/// ``UIResponder/actionMethod(for:)``.
///
/// These are main-actor methods here (Apple's are not), because the methods they call are UIKit's action methods.
extension NSObject {
    /// Whether the receiver implements `aSelector`: a method registered for its class or a superclass, or, for a
    /// responder, an action method its `actionMethod(for:)` returns. A nil selector answers false.
    @MainActor
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return SelectorDispatch.method(aSelector, of: self) != nil
    }

    /// Calls the receiver's method for `aSelector` with no argument; returns its result when that is an object.
    /// A selector the receiver does not implement is logged and returns nil (Objective-C raises).
    @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        SelectorDispatch.perform(aSelector, on: self, nil, nil)
    }

    /// Calls the receiver's method for `aSelector` with `object` as its argument; returns its result when that is
    /// an object. A selector the receiver does not implement is logged and returns nil.
    @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        SelectorDispatch.perform(aSelector, on: self, object, nil)
    }

    /// Calls the receiver's method for `aSelector` with two arguments; returns its result when that is an object.
    /// A selector the receiver does not implement is logged and returns nil.
    @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        SelectorDispatch.perform(aSelector, on: self, object1, object2)
    }
}

/// Finds and calls the method behind a selector on any object.
@MainActor
package enum SelectorDispatch {
    /// A method of `target` for `action`, taking two arguments: the registered one, else a responder's
    /// `actionMethod(for:)` (whose second argument is the event).
    package static func method(_ action: Selector, of target: AnyObject)
        -> ((_ first: Any?, _ second: Any?) -> Any?)?
    {
        if let invoke = SelectorRegistry.invoker(for: action.name, on: target) {
            return { first, second in SelectorRegistry.call(invoke, action: action, on: target, first, second) }
        }
        if let method = (target as? ActionTarget)?.actionMethod(for: action) {
            return { first, second in method(first, second as? UIEvent); return nil }
        }
        return nil
    }

    /// Calls `target`'s method for `action`; the result, unretained, when it is an object. Logs a selector the
    /// target does not implement.
    package static func perform(_ action: Selector?, on target: AnyObject, _ first: Any?, _ second: Any?)
        -> Unmanaged<AnyObject>?
    {
        guard let action, let method = method(action, of: target) else {
            UIKitDiagnostics.log("perform(\(action?.name ?? "nil")): \(type(of: target)) does not implement it")
            return nil
        }
        guard let result = method(first, second), type(of: result) is AnyClass else { return nil }
        // Objective-C returns the object autoreleased; holding the last one keeps it valid for the caller.
        lastResult = result as AnyObject
        return Unmanaged.passUnretained(result as AnyObject)
    }

    /// The last object a `perform` returned, kept alive until the next one (Objective-C's autorelease, simplified).
    private static var lastResult: AnyObject?
}
