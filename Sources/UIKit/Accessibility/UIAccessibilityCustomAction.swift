// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An extra action an element offers to assistive technologies (VoiceOver's rotor "Actions": Delete, Flag…).
///
/// The action runs its ``actionHandler`` when it has one, otherwise sends ``selector`` to ``target`` (what
/// `#selector` becomes on Linux, see ``Selector``); either way it reports whether it succeeded.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The name read to the user ("Delete").
    open var name: String
    /// The name with attributes (a pronunciation, a language).
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image shown for the action where the technology shows images (Switch Control's menu).
    open var image: UIImage?
    /// The object that performs ``selector`` (held weakly, as Apple's).
    open weak var target: AnyObject?
    /// The action method: it takes the custom action and returns whether it succeeded.
    open var selector: Selector?
    /// The closure run instead of ``selector``; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action with an attributed name that sends `selector` to `target`.
    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an attributed name that runs `actionHandler`.
    public convenience init(attributedName: NSAttributedString,
                            actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// An action with an image that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Runs the action as VoiceOver does when the user picks it: the handler, or the selector sent to the target
    /// with this action as its argument. A selector the target does not implement fails (logged); one it does
    /// counts as success (the method's Boolean result does not survive the selector table).
    package func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else {
            UIKitDiagnostics.log("accessibility custom action \"\(name)\" has no handler and no target")
            return false
        }
        guard let method = TargetActionDispatch.actionMethod(selector, of: target) else {
            UIKitDiagnostics.log("accessibility custom action \"\(name)\": \(type(of: target)) does not implement \(selector)")
            return false
        }
        method(self, nil)
        return true
    }
}
