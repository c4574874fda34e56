// SPDX-License-Identifier: Apache-2.0

/// What a visual effect view draws for an effect under given traits: the backdrop blur (standard deviation in
/// points and saturation), the tint laid over it, and the vibrancy recolouring of the content.
///
/// The numbers approximate iOS's materials by eye (Apple documents none): every blur saturates the backdrop
/// ×1.8; the materials blur with σ = 10 pt and are tinted white (light) or near-black (dark), thicker materials
/// with more opaque tints; the pre-iOS 13 styles keep their older look (`.light`: a faint white veil,
/// `.extraLight`: almost white, `.dark`: a dark grey veil). Vibrant content is recoloured grey and multiplied into
/// light materials (darkening the backdrop's own colours) or added to dark ones (brightening them), with the
/// grey chosen per vibrancy style.
package struct VisualEffectTreatment: Equatable {
    /// The blur's standard deviation in points (0: no backdrop).
    package var blurRadius: CGFloat = 0
    /// The backdrop's saturation factor.
    package var saturation: CGFloat = 1
    /// The colour laid over the blurred backdrop (clear: none).
    package var tint: UIColor = .clear
    /// The content's vibrancy colour and blend mode, nil for content drawn as is.
    package var vibrancy: (color: CGColor, mode: CGBlendMode)?

    /// No effect at all: what a nil effect shows.
    package static var none: VisualEffectTreatment { VisualEffectTreatment() }

    package static func == (a: VisualEffectTreatment, b: VisualEffectTreatment) -> Bool {
        a.blurRadius == b.blurRadius && a.saturation == b.saturation && a.tint.isEqual(b.tint)
            && a.vibrancy?.color == b.vibrancy?.color && a.vibrancy?.mode == b.vibrancy?.mode
    }

    /// Whether `style`, under an interface style that is dark when `dark`, shows a dark material.
    package static func isDark(_ style: UIBlurEffect.Style, dark: Bool) -> Bool {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            return true
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            return false
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
            .systemThickMaterial, .systemChromeMaterial:
            return dark
        }
    }

    /// The blur treatment of `style` under a light (or, when `dark`, dark) interface style.
    package static func blur(_ style: UIBlurEffect.Style, dark: Bool) -> VisualEffectTreatment {
        let isDark = isDark(style, dark: dark)
        func material(_ lightAlpha: CGFloat, _ darkAlpha: CGFloat, chrome: Bool = false) -> VisualEffectTreatment {
            let tint = isDark
                ? UIColor(white: chrome ? 0.13 : 0.08, alpha: darkAlpha)
                : UIColor(white: chrome ? 0.97 : 1, alpha: lightAlpha)
            return VisualEffectTreatment(blurRadius: 10, saturation: 1.8, tint: tint)
        }
        switch style {
        case .extraLight: return VisualEffectTreatment(blurRadius: 10, saturation: 1.8,
                                                       tint: UIColor(white: 0.97, alpha: 0.82))
        case .light: return VisualEffectTreatment(blurRadius: 12, saturation: 1.8, tint: UIColor(white: 1, alpha: 0.3))
        case .dark: return VisualEffectTreatment(blurRadius: 10, saturation: 1.8,
                                                 tint: UIColor(white: 0.11, alpha: 0.73))
        case .regular: return blur(dark ? .dark : .light, dark: dark)
        case .prominent: return blur(dark ? .dark : .extraLight, dark: dark)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
            return material(0.3, 0.4)
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark:
            return material(0.5, 0.55)
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark:
            return material(0.7, 0.7)
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark:
            return material(0.85, 0.85)
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark:
            return material(0.75, 0.75, chrome: true)
        }
    }

    /// The vibrancy treatment of `style` over a light (or, when `dark`, dark) material.
    package static func vibrancy(_ style: UIVibrancyEffectStyle, dark: Bool) -> VisualEffectTreatment {
        // Light: the backdrop times this grey (lower is darker). Dark: the backdrop plus this grey.
        let grey: (light: CGFloat, dark: CGFloat) = switch style {
        case .label: (0.2, 0.75)
        case .secondaryLabel: (0.45, 0.45)
        case .tertiaryLabel: (0.65, 0.28)
        case .quaternaryLabel: (0.78, 0.18)
        case .fill: (0.8, 0.2)
        case .secondaryFill: (0.87, 0.13)
        case .tertiaryFill: (0.92, 0.08)
        case .separator: (0.82, 0.16)
        }
        let value = dark ? grey.dark : grey.light
        return VisualEffectTreatment(vibrancy: (CGColor(gray: value, alpha: 1), dark ? .plusLighter : .multiply))
    }
}
