// SPDX-License-Identifier: Apache-2.0

/// The keyboard's colours, each a dynamic colour with its light and dark (`.dark` keyboard appearance or dark mode)
/// variant, so the keyboard follows the appearance like any semantic colour.
@MainActor
enum KeyboardColors {
    private static func pair(_ light: (CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat),
                             alpha: CGFloat = 1) -> UIColor
    {
        UIColor { traits in
            let c = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: c.0, green: c.1, blue: c.2, alpha: alpha)
        }
    }

    // Modern look.
    static let background = pair((0.82, 0.83, 0.86), (0.17, 0.17, 0.17))
    static let characterKey = pair((1, 1, 1), (0.42, 0.42, 0.42))
    static let functionKey = pair((0.67, 0.69, 0.73), (0.27, 0.27, 0.27))
    static let keyShadow = pair((0.54, 0.54, 0.56), (0.05, 0.05, 0.05))
    static let bandGlyph = pair((0.31, 0.32, 0.34), (0.85, 0.85, 0.85))
    static let popup = pair((1, 1, 1), (0.42, 0.42, 0.42))
    static let shiftOnKey = pair((1, 1, 1), (0.93, 0.93, 0.93))

    // iPhone OS 3 look (dark: the `.alert` appearance's smoky keyboard).
    static let classicBackgroundTop = pair((0.45, 0.48, 0.53), (0.16, 0.17, 0.19))
    static let classicBackgroundBottom = pair((0.66, 0.68, 0.72), (0.27, 0.28, 0.30))
    static let classicTopLine = pair((0.24, 0.26, 0.30), (0.05, 0.05, 0.06))
    static let classicCharacterKey = pair((0.93, 0.93, 0.94), (0.38, 0.39, 0.41))
    static let classicFunctionKey = pair((0.50, 0.54, 0.60), (0.22, 0.23, 0.25))
    static let classicKeyShadow = pair((0.28, 0.30, 0.35), (0.02, 0.02, 0.03))
    static let classicBlue = pair((0.25, 0.47, 0.93), (0.18, 0.38, 0.80))
    static let classicCharacterText = pair((0.05, 0.05, 0.05), (1, 1, 1))
}
