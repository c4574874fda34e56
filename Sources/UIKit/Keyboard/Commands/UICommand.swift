// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A menu element that performs an action method through the responder chain: the base of ``UIKeyCommand``.
///
/// Where ``UIAction`` runs a closure, a command names a method (a `Selector`, ported from `#selector`); UIKit sends
/// it to the first responder that can perform it (`target(forAction:withSender:)`) with the command as sender.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// A secondary line of text under the title (nil by default).
    open var subtitle: String?
    /// A longer title shown where commands are listed for discovery (nil by default).
    open var discoverabilityTitle: String?
    /// The action method sent through the responder chain.
    open private(set) var action: Selector
    /// Data for the action method to read from the sender (nil by default).
    open private(set) var propertyList: Any?
    /// How menus show the command.
    open var attributes: Attributes
    /// The command's check-mark state.
    open var state: State
    /// Variants of the command chosen with other modifier keys held.
    open private(set) var alternates: [UICommandAlternate]
    /// The object performing the command while its action runs (the responder whose key command it was); nil
    /// otherwise.
    open var sender: Any? { senderStorage }
    package weak var senderStorage: AnyObject?

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - title: The text shown for it.
    ///   - image: The image shown beside the title.
    ///   - action: The action method sent through the responder chain, with the command as sender.
    ///   - propertyList: Data for the action method.
    ///   - alternates: Variants chosen with other modifier keys.
    ///   - discoverabilityTitle: A longer description.
    ///   - attributes: How menus show it.
    ///   - state: Its check-mark state.
    public convenience init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: Attributes = [], state: State = .off)
    {
        self.init(commandTitle: title, image: image, action: action, propertyList: propertyList,
                  alternates: alternates, discoverabilityTitle: discoverabilityTitle, attributes: attributes,
                  state: state)
    }

    package init(commandTitle title: String, image: UIImage?, action: Selector, propertyList: Any?,
                 alternates: [UICommandAlternate], discoverabilityTitle: String?, attributes: Attributes,
                 state: State)
    {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// Sends the action to `target` with this command as sender (and ``sender`` set to `performer` meanwhile);
    /// returns whether a method ran.
    @discardableResult
    package func perform(on target: Any, performer: AnyObject?) -> Bool {
        let previous = senderStorage
        senderStorage = performer
        defer { senderStorage = previous }
        return TargetActionDispatch.perform(action, on: target, sender: self, event: nil)
    }
}

/// A variant of a ``UICommand``: another title and action, chosen when its modifier keys are held.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The text shown for the variant.
    open private(set) var title: String
    /// The action method the variant sends.
    open private(set) var action: Selector
    /// The modifier keys that choose the variant.
    open private(set) var modifierFlags: UIKeyModifierFlags

    /// Creates a variant sending `action` when `modifierFlags` are held.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
