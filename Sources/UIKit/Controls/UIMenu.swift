// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A menu: a titled group of actions and submenus, attached to a button or bar button item (iOS 13).
///
/// A menu is a model; the control that owns it presents it.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name that identifies a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string (system menus use `com.apple.menu.…`, apps reverse-DNS names).
        public let rawValue: String
        /// Creates an identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The option bits, with UIKit's values (displayInline 1, destructive 2, singleSelection 32, displayAsPalette
        /// 128).
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu, separated by lines, instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive (drawn red).
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is checked at a time (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of images (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier (a unique one when none is given).
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The text under the title (iOS 15).
    open var subtitle: String?
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("touchstone.menu.\(UUID().uuidString)")
        self.options = options
        self.subtitle = subtitle
        self.children = children
        super.init(title: title, image: image)
    }

    /// A menu with the same title, image, identifier and options and `newChildren` instead of its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               children: newChildren)
    }
}
