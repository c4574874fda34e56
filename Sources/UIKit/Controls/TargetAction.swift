// SPDX-License-Identifier: Apache-2.0

/// The name of an action message, such as `"buttonTapped:"` or `"copy:"`: Touchstone's stand-in for Objective-C's
/// `SEL`, which Swift on Linux does not have.
///
/// A selector is compared and hashed by its name. Which objects implement it is answered by the methods registered
/// when a `Selector(name, Type.method)` is evaluated (what the `touchstone-port` command makes of `#selector`; see
/// `Selector+Methods.swift`), and for responders by ``ActionTarget/actionMethod(for:)``, which a class may override
/// to implement string-named actions by hand. The mapping from Objective-C:
///
/// | Objective-C                                  | Touchstone                                                   |
/// | -------------------------------------------- | ------------------------------------------------------------ |
/// | `#selector(ViewController.buttonTapped(_:))` | `Selector("buttonTapped:", ViewController.buttonTapped(_:))` |
/// | `@selector(buttonTapped:)`, `Selector("…")`  | `Selector("buttonTapped:")`, or just `"buttonTapped:"`       |
/// | `- (IBAction)buttonTapped:(id)sender`        | a registered method, or `actionMethod(for:)` returning one   |
/// | `[target respondsToSelector:sel]`            | `target.responds(to: sel)`                                   |
/// | `[target performSelector:sel withObject:s]`  | `target.perform(sel, with: s)`                               |
/// | `NSStringFromSelector(sel)`                  | `NSStringFromSelector(sel)`, `sel.name`                      |
///
/// By convention names keep Objective-C's colons (`"copy:"` takes the sender), so logs and
/// `UIControl.actions(forTarget:forControlEvent:)` read as on Apple. The standard edit actions have names here
/// (``copy``, ``cut``, ``paste``, ``select``, ``selectAll``, ``delete``) for the edit menu (guide §2.3.8).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, e.g. `"copy:"`.
    public let name: String

    /// Creates the selector named `name` (Objective-C's `NSSelectorFromString`).
    public init(_ name: String) { self.name = name }

    /// Creates the selector named by a string literal, so `"copy:"` can be written wherever a selector is expected.
    public init(stringLiteral value: String) { self.name = value }

    /// The name, as `NSStringFromSelector` prints it.
    public var description: String { name }

    /// The edit menu's Copy command (`copy:`).
    public static let copy = Selector("copy:")
    /// The edit menu's Cut command (`cut:`).
    public static let cut = Selector("cut:")
    /// The edit menu's Paste command (`paste:`).
    public static let paste = Selector("paste:")
    /// The edit menu's Select command (`select:`).
    public static let select = Selector("select:")
    /// The edit menu's Select All command (`selectAll:`).
    public static let selectAll = Selector("selectAll:")
    /// The edit menu's Delete command (`delete:`).
    public static let delete = Selector("delete:")
}

/// The body of an action method: called with the sender (usually the control) and the event that triggered it
/// (nil when the action was sent programmatically, e.g. by `sendActions(for:)`).
public typealias ActionMethod = @MainActor (_ sender: Any?, _ event: UIEvent?) -> Void

/// An object that implements action methods named by ``Selector``s: a target of target–action.
///
/// Every `UIResponder` conforms (override its `actionMethod(for:)`); any other class a control should message
/// (a model controller, say) adopts this protocol. A target that is neither is never messaged: sending to it
/// logs and returns false, where Objective-C would raise "unrecognized selector".
@preconcurrency @MainActor
public protocol ActionTarget: AnyObject {
    /// The action method for `action`, or nil when this object does not implement it.
    ///
    /// This one member replaces Objective-C's `respondsToSelector:` and the method it finds. Return a closure for
    /// each action the class implements and defer to `super` (for responders) for the rest.
    func actionMethod(for action: Selector) -> ActionMethod?
}

extension UIResponder: ActionTarget {}

/// The routing behind `UIApplication.sendAction(_:to:from:for:)`, also used by controls outside any app.
@MainActor
package enum TargetActionDispatch {
    /// Sends `action` to `target`, or for a nil target to the first object that can perform it up the responder
    /// chain from `firstResponder` (or from `sender` when there is no first responder). Returns whether it ran.
    package static func send(_ action: Selector, to target: Any?, from sender: Any?, event: UIEvent?,
                             firstResponder: UIResponder?) -> Bool
    {
        if let target { return perform(action, on: target, sender: sender, event: event) }
        let start = firstResponder ?? (sender as? UIResponder)
        guard let receiver = start?.target(forAction: action, withSender: sender) else {
            UIKitDiagnostics.log("action \(action) with a nil target: no responder in the chain implements it")
            return false
        }
        return perform(action, on: receiver, sender: sender, event: event)
    }

    /// Calls `target`'s method for `action`; returns false (logged) when `target` does not implement it.
    package static func perform(_ action: Selector, on target: Any, sender: Any?, event: UIEvent?) -> Bool {
        guard let method = actionMethod(action, of: target) else {
            UIKitDiagnostics.log("action \(action) not sent: \(type(of: target)) does not implement it")
            return false
        }
        method(sender, event)
        return true
    }

    /// `target`'s method for `action`: its `actionMethod(for:)` when it is an ``ActionTarget`` (a responder), else
    /// a method registered by `Selector(_:_:)` for its class (see `Selector+Methods.swift`).
    package static func actionMethod(_ action: Selector, of target: Any) -> ActionMethod? {
        if let actionTarget = target as? ActionTarget { return actionTarget.actionMethod(for: action) }
        guard type(of: target) is AnyClass else { return nil }
        return SelectorRegistry.actionMethod(for: action, on: target as AnyObject)
    }
}
