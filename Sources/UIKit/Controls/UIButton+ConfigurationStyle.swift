// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a configuration's style and state become colours, fonts and corner radii.
extension UIButton.Configuration {
    /// The opacity of a plain configuration's content while highlighted.
    package static let plainHighlightAlpha: CGFloat = 0.5
    /// How much a filled background's brightness drops while highlighted (0.8: by a fifth).
    package static let filledHighlightBrightness: CGFloat = 0.8

    private var snapshot: StateSnapshot { stateSnapshot ?? StateSnapshot() }

    /// Whether the style (or the selected look) fills the background with the base colour.
    private var looksFilled: Bool {
        if style == .filled || style == .prominent { return true }
        return automaticallyUpdateForSelection && snapshot.isSelected
    }

    /// The colour of the title, subtitle, image and spinner for the state, given the button's tint colour.
    package func resolvedForegroundColor(tint: UIColor) -> UIColor {
        guard snapshot.isEnabled else { return .tertiaryLabel }
        var color = baseForegroundColor ?? (looksFilled ? .white : tint)
        if snapshot.isHighlighted, !looksFilled, style == .plain || style == .borderless {
            color = color.withAlphaComponent(Self.plainHighlightAlpha)
        }
        return color
    }

    /// The background's fill for the state: the background's own colour when set, else the style's.
    package func resolvedBackgroundColor(tint: UIColor) -> UIColor {
        if let color = background.backgroundColor { return color }
        let base = baseBackgroundColor ?? tint
        var color: UIColor
        if looksFilled {
            color = snapshot.isEnabled ? base : .tertiarySystemFill
        } else {
            switch style {
            case .plain, .borderless: return .clear
            case .gray, .bordered: color = .secondarySystemFill
            case .tinted, .borderedTinted: color = base.withAlphaComponent(0.15)
            case .filled, .prominent: color = base
            }
            if !snapshot.isEnabled { color = .tertiarySystemFill }
        }
        if snapshot.isHighlighted, snapshot.isEnabled {
            color = looksFilled ? color.buttonDarkened(by: Self.filledHighlightBrightness)
                : color.withAlphaComponent(min(1, color.cgColor.alpha * 1.8))
        }
        return color
    }

    /// The corner radius for a background `height` points tall, by ``cornerStyle`` and ``buttonSize``.
    package func resolvedCornerRadius(forHeight height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        case .dynamic:
            switch buttonSize {
            case .mini: 4
            case .small: 6
            case .medium: 8
            case .large: 12
            }
        }
    }

    /// The title's font for the size class.
    package var titleFont: UIFont {
        switch buttonSize {
        case .mini: .systemFont(ofSize: 12)
        case .small: .systemFont(ofSize: 15)
        case .medium, .large: .systemFont(ofSize: 17)
        }
    }

    /// The subtitle's font for the size class.
    package var subtitleFont: UIFont {
        switch buttonSize {
        case .mini: .systemFont(ofSize: 10)
        case .small: .systemFont(ofSize: 12)
        case .medium, .large: .systemFont(ofSize: 15)
        }
    }
}

extension UIColor {
    /// This colour with its red, green and blue scaled by `factor` (0…1 darkens), alpha kept.
    package func buttonDarkened(by factor: CGFloat) -> UIColor {
        guard let c = cgColor.components, c.count >= 3 else {
            return UIColor(white: (cgColor.components?.first ?? 0) * factor, alpha: cgColor.alpha)
        }
        return UIColor(red: c[0] * factor, green: c[1] * factor, blue: c[2] * factor, alpha: cgColor.alpha)
    }
}
