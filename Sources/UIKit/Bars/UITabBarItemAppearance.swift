// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How tab bar items look in one state (normal, selected, disabled, focused) under a ``UITabBarItemAppearance``.
/// Apps do not create these; they configure the ones an item appearance holds.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// Attributes of the title (`.font`, `.foregroundColor`); left out: the system's 10-point medium text in the
    /// icon's colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place, in points.
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    /// The colour of the icon (and of a title without a colour attribute); nil: the system's (the tint colour
    /// when selected, gray otherwise).
    open var iconColor: UIColor?
    /// How far the badge moves from its place, in points.
    open var badgePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    /// The badge's fill; nil: system red (an item's own `badgeColor` wins over it).
    open var badgeBackgroundColor: UIColor?
    /// Attributes of the badge's text (`.font`, `.foregroundColor`); left out: the system's white 13-point text.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text moves inside the badge, in points.
    open var badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)

    package init(blank: Void) { super.init() }

    /// Takes every value of `other`.
    package func take(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }

    /// Back to the system's look.
    package func reset() { take(UITabBarItemStateAppearance(blank: ())) }
}

/// How a tab bar's items look in each state, for one layout of the bar (iOS 13): a ``UITabBarAppearance`` holds
/// one for the stacked layout (icon over title: iPhone portrait), one for the inline layout (icon beside title:
/// wide bars) and one for the compact inline layout (iPhone landscape).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @MainActor NSCopying {
    /// The layouts a tab bar arranges its items in.
    public enum Style: Int, Sendable {
        /// Icon over title (iPhone portrait).
        case stacked = 0
        /// Icon beside title (regular-width bars).
        case inline = 1
        /// Icon beside title in a short bar (iPhone landscape).
        case compactInline = 2
    }

    /// The look of an unselected, enabled item.
    public let normal = UITabBarItemStateAppearance(blank: ())
    /// The look of the selected item.
    public let selected = UITabBarItemStateAppearance(blank: ())
    /// The look of a disabled item.
    public let disabled = UITabBarItemStateAppearance(blank: ())
    /// The look of the focused item (focus-based navigation; Touchstone keeps the values only).
    public let focused = UITabBarItemStateAppearance(blank: ())

    /// Creates the system's look for items laid out in `style`.
    public init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Creates the system's look for stacked items.
    public override convenience init() { self.init(style: .stacked) }

    /// Creates the system's look for stacked items; archives are not read on Touchstone.
    public required init?(coder: NSCoder) { super.init() }

    /// Resets every state to the system's look for `style` (no values of its own: the bar supplies fonts and
    /// colours).
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }

    /// A copy of the same class whose states are copies.
    public func copy() -> Self { unsafeDowncast(copy(with: nil) as AnyObject, to: Self.self) }

    /// NSObject's `copy()`, answering the same copy as ``copy()`` (typed `Any`; Swift picks the `Self` one).
    @_disfavoredOverload
    open override func copy() -> Any {
        MainActor.assumeIsolated { CopiedObject(value: copy(with: nil)) }.value
    }

    /// `NSCopying`: see `copy()`.
    open func copy(with zone: NSZone?) -> Any {
        let made = BarAppearanceFactory.make(type(of: self))
        made.take(self)
        return made
    }

    /// Takes every state's values from `other`.
    package func take(_ other: UITabBarItemAppearance) {
        normal.take(other.normal)
        selected.take(other.selected)
        disabled.take(other.disabled)
        focused.take(other.focused)
    }

    /// The state appearance for an item that is `enabled` and `selected`.
    package func state(enabled: Bool, selected isSelected: Bool) -> UITabBarItemStateAppearance {
        !enabled ? disabled : (isSelected ? selected : normal)
    }

    /// `init()` dispatched to the dynamic class (``BarAppearanceFactory``).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
}
