// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The common base of actions and menus: a title, an image and the attributes a menu shows them with.
///
/// `UIAction` is the element controls perform; ``UIMenu`` groups elements.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element is shown in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attribute bits, with UIKit's values (disabled 1, destructive 2, hidden 4, keepsMenuPresented 8).
        public let rawValue: UInt
        /// Creates attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element is shown dimmed and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is shown as destructive (red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check-mark state of an element.
    public enum State: Int, Sendable {
        /// Unchecked (the default).
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = 2
    }

    /// The text shown for the element ("" by default).
    open var title: String
    /// The image shown beside the title (nil by default).
    open var image: UIImage?

    /// Creates an element with `title` and `image`.
    public init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// The closure run when an action is performed; it receives the action, whose ``UIAction/sender`` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action that a control performs for its events (`UIControl.addAction(_:for:)`) or a button
/// performs as its primary action.
///
/// Each action has an ``identifier``; a control keeps at most one action per identifier, so adding an action with
/// the identifier of one it has replaces that one. The handler runs on the main actor with ``sender`` set to the
/// object performing the action (nil again once the handler returns).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that identifies an action, unique per control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string; a control holds at most one action per identifier, so adding another with the same
        /// string replaces the first.
        public let rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier: the one given at creation, or a unique generated one.
    public let identifier: Identifier
    /// A longer title for discoverability menus (nil by default).
    open var discoverabilityTitle: String?
    /// How a menu shows the action (none by default).
    open var attributes: Attributes
    /// The action's check-mark state (`.off` by default).
    open var state: State
    /// The object performing the action while its handler runs (the control); nil otherwise.
    open var sender: Any? { senderStorage }

    package let handler: UIActionHandler
    package weak var senderStorage: AnyObject?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The text shown for it.
    ///   - image: The image shown beside the title.
    ///   - identifier: Its identifier; nil generates a unique one.
    ///   - discoverabilityTitle: A longer description.
    ///   - attributes: How menus show it.
    ///   - state: Its check-mark state.
    ///   - handler: Run when the action is performed, with the action itself.
    @preconcurrency public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler)
    {
        self.identifier = identifier ?? Identifier(rawValue: "com.touchstone.action." + UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with ``sender`` set to `sender` for its duration.
    package func perform(sender: AnyObject?) {
        let previous = senderStorage
        senderStorage = sender
        handler(self)
        senderStorage = previous
    }
}
