// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How bar button items look in one state (normal, highlighted, disabled, focused) under a
/// ``UIBarButtonItemAppearance``. Apps do not create these; they configure the ones an item appearance holds.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// Attributes of the title (`.font`, `.foregroundColor`); an attribute left out takes the system's (17-point
    /// text in the bar's tint colour; semibold for done buttons).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place, in points.
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    /// An image drawn behind the button (stretched over the button's frame); nil: none.
    open var backgroundImage: UIImage?
    /// How far the background image moves from the button's frame, in points.
    open var backgroundImagePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)

    package init(blank: Void) { super.init() }

    /// Takes every value of `other`.
    package func take(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }

    /// Back to the system's look (no attributes, no offsets, no image).
    package func reset() { take(UIBarButtonItemStateAppearance(blank: ())) }
}

/// How a bar's buttons look in each state (iOS 13): a navigation bar or toolbar appearance holds one for plain
/// buttons, one for done buttons and (navigation bars) one for the back button.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @MainActor NSCopying {
    /// The look of an enabled button at rest.
    public let normal = UIBarButtonItemStateAppearance(blank: ())
    /// The look while a finger is down on the button.
    public let highlighted = UIBarButtonItemStateAppearance(blank: ())
    /// The look of a disabled button.
    public let disabled = UIBarButtonItemStateAppearance(blank: ())
    /// The look of the focused button (focus-based navigation; Touchstone keeps the values only).
    public let focused = UIBarButtonItemStateAppearance(blank: ())

    /// Creates the system's look for buttons of `style`.
    public init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Creates the system's look for `.plain` buttons.
    public override convenience init() { self.init(style: .plain) }

    /// Creates the system's look for plain buttons; archives are not read on Touchstone.
    public required init?(coder: NSCoder) { super.init() }

    /// Resets every state to the system's look for buttons of `style` (no attributes of its own: the bar supplies
    /// the font and colour, semibold for `.done`).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.reset() }
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
    package func take(_ other: UIBarButtonItemAppearance) {
        normal.take(other.normal)
        highlighted.take(other.highlighted)
        disabled.take(other.disabled)
        focused.take(other.focused)
    }

    /// The state appearance for a button that is `enabled` and `highlighted`.
    package func state(enabled: Bool, highlighted isHighlighted: Bool) -> UIBarButtonItemStateAppearance {
        !enabled ? disabled : (isHighlighted ? highlighted : normal)
    }

    /// `init()` dispatched to the dynamic class (``BarAppearanceFactory``).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
}
