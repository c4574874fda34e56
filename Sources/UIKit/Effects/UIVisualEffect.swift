// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The base class of the effects a `UIVisualEffectView` applies: a `UIBlurEffect` blurs what lies behind the view,
/// a `UIVibrancyEffect` recolours the content of the view's `contentView` so it takes on the blur behind it.
///
/// An effect is an immutable description; assigning one to a view copies it (`@NSCopying`), and two effects of
/// the same kind and style compare equal.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @MainActor NSCopying {
    /// Creates an effect that does nothing (use a subclass).
    public override init() { super.init() }

    /// Creates an effect (nothing is decoded).
    public required init?(coder: NSCoder) { super.init() }

    /// Effects are immutable: the copy is the effect itself, as UIKit's immutable objects answer.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The backdrop, tint and vibrancy this effect asks for under `traits` (nil: a plain effect that shows
    /// nothing).
    package func treatment(for traits: UITraitCollection) -> VisualEffectTreatment { .none }
}

/// A blur of the content behind a `UIVisualEffectView`, with the tint and saturation of one of the system's
/// materials.
///
/// The adaptable styles (`.regular`, `.prominent` and the `.system…Material` family) follow the effect view's
/// `traitCollection.userInterfaceStyle`; the `…Light`, `…Dark`, `.extraLight`, `.light` and `.dark` styles always
/// look the same. See `VisualEffectTreatment` for the values Touchstone uses (approximations of iOS's look).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    package let style: Style

    /// Creates a blur effect with `style`.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    /// Creates a blur effect of the default `.regular` style (nothing is decoded).
    public required init?(coder: NSCoder) {
        style = .regular
        super.init(coder: coder)
    }

    /// Whether `object` is a blur effect of the same style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect, type(of: other) == type(of: self) else { return false }
        return other.style == style
    }

    /// A hash of the style, consistent with ``UIBlurEffect/isEqual(_:)``.
    open override var hash: Int { style.rawValue &* 31 &+ 1 }

    /// The effect's class and style, for logs.
    open override var description: String { "<UIBlurEffect style=\(style)>" }

    package override func treatment(for traits: UITraitCollection) -> VisualEffectTreatment {
        VisualEffectTreatment.blur(style, dark: traits.userInterfaceStyle == .dark)
    }

    /// Whether the blur, under `traits`, is one of the dark materials (vibrancy then brightens).
    package func isDark(for traits: UITraitCollection) -> Bool {
        VisualEffectTreatment.isDark(style, dark: traits.userInterfaceStyle == .dark)
    }
}

extension UIBlurEffect {
    /// The blur styles. The raw values are Apple's (3, `extraDark`, exists only on tvOS and is not declared).
    public enum Style: Int, Sendable {
        /// Much lighter than the content behind: almost opaque white.
        case extraLight = 0
        /// Lighter than the content behind.
        case light = 1
        /// Darker than the content behind.
        case dark = 2
        /// `.light` in light mode, `.dark` in dark mode.
        case regular = 4
        /// `.extraLight` in light mode, `.dark` in dark mode: stands out more than `.regular`.
        case prominent = 5
        /// An adaptable ultra-thin material: the most translucent.
        case systemUltraThinMaterial = 6
        /// An adaptable thin material.
        case systemThinMaterial = 7
        /// An adaptable material of normal thickness (the system default).
        case systemMaterial = 8
        /// An adaptable thick material: the most opaque.
        case systemThickMaterial = 9
        /// An adaptable material with the look of the system's chrome (bars).
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The normal material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The normal material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }
}

/// How vibrant content is drawn over a blur: the label styles for text and symbols in decreasing emphasis, the
/// fill styles for shapes behind content, and the separator style for hairlines.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// Thin and small shapes.
    case fill = 4
    /// Medium-size shapes.
    case secondaryFill = 5
    /// Large shapes.
    case tertiaryFill = 6
    /// Separator lines.
    case separator = 7
}

/// An effect that makes the content of a `UIVisualEffectView`'s `contentView` vibrant: drawn in a colour mixed
/// with the blur behind it (darkened over light materials, brightened over dark ones), so it stays legible and
/// takes on the colours underneath.
///
/// Use it in a visual effect view placed in the `contentView` of a view with the matching blur effect, as on iOS.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is matched to.
    package let blurEffect: UIBlurEffect
    /// The vibrancy style (`.label` for the older `init(blurEffect:)`).
    package let style: UIVibrancyEffectStyle

    /// Creates a vibrancy effect for content over `blurEffect`, drawn as primary labels.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Creates a vibrancy effect for content over `blurEffect`, drawn with `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Creates a vibrancy effect over a `.regular` blur (nothing is decoded).
    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .regular)
        style = .label
        super.init(coder: coder)
    }

    /// Whether `object` is a vibrancy effect with an equal blur and the same style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    /// A hash of the blur and the style, consistent with ``UIVibrancyEffect/isEqual(_:)``.
    open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue &+ 1000 }

    /// The effect's class, its blur's style and its own style, for logs.
    open override var description: String { "<UIVibrancyEffect blur=\(blurEffect.style) style=\(style)>" }

    package override func treatment(for traits: UITraitCollection) -> VisualEffectTreatment {
        VisualEffectTreatment.vibrancy(style, dark: blurEffect.isDark(for: traits))
    }
}
