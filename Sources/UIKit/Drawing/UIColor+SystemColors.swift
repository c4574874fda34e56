// SPDX-License-Identifier: Apache-2.0

/// iOS's system and semantic colours, dynamic as on iOS 13 and later: each resolves to iOS 15's documented light
/// or dark value (Human Interface Guidelines colour tables, sRGB 0…255 units) for the appearance it is resolved
/// for. Each is one shared instance, so reading one allocates nothing and `==` holds between reads.
extension UIColor {
    /// The system red: light (255, 59, 48), dark (255, 69, 58).
    public static var systemRed: UIColor { SystemColors.systemRed }
    /// The system orange: light (255, 149, 0), dark (255, 159, 10).
    public static var systemOrange: UIColor { SystemColors.systemOrange }
    /// The system yellow: light (255, 204, 0), dark (255, 214, 10).
    public static var systemYellow: UIColor { SystemColors.systemYellow }
    /// The system green: light (52, 199, 89), dark (48, 209, 88).
    public static var systemGreen: UIColor { SystemColors.systemGreen }
    /// The system mint: light (0, 199, 190), dark (99, 230, 226).
    public static var systemMint: UIColor { SystemColors.systemMint }
    /// The system teal: light (48, 176, 199), dark (64, 200, 224).
    public static var systemTeal: UIColor { SystemColors.systemTeal }
    /// The system cyan: light (50, 173, 230), dark (100, 210, 255).
    public static var systemCyan: UIColor { SystemColors.systemCyan }
    /// The system blue: light (0, 122, 255), dark (10, 132, 255).
    public static var systemBlue: UIColor { SystemColors.systemBlue }
    /// The system indigo: light (88, 86, 214), dark (94, 92, 230).
    public static var systemIndigo: UIColor { SystemColors.systemIndigo }
    /// The system purple: light (175, 82, 222), dark (191, 90, 242).
    public static var systemPurple: UIColor { SystemColors.systemPurple }
    /// The system pink: light (255, 45, 85), dark (255, 55, 95).
    public static var systemPink: UIColor { SystemColors.systemPink }
    /// The system brown: light (162, 132, 94), dark (172, 142, 104).
    public static var systemBrown: UIColor { SystemColors.systemBrown }
    /// The system gray (the same in both appearances): light (142, 142, 147), dark (142, 142, 147).
    public static var systemGray: UIColor { SystemColors.systemGray }
    /// The second system gray: light (174, 174, 178), dark (99, 99, 102).
    public static var systemGray2: UIColor { SystemColors.systemGray2 }
    /// The third system gray: light (199, 199, 204), dark (72, 72, 74).
    public static var systemGray3: UIColor { SystemColors.systemGray3 }
    /// The fourth system gray: light (209, 209, 214), dark (58, 58, 60).
    public static var systemGray4: UIColor { SystemColors.systemGray4 }
    /// The fifth system gray: light (229, 229, 234), dark (44, 44, 46).
    public static var systemGray5: UIColor { SystemColors.systemGray5 }
    /// The sixth system gray, nearest the background: light (242, 242, 247), dark (28, 28, 30).
    public static var systemGray6: UIColor { SystemColors.systemGray6 }
    /// The colour of primary text: light (0, 0, 0), dark (255, 255, 255).
    public static var label: UIColor { SystemColors.label }
    /// The colour of secondary text: light (60, 60, 67) at alpha 0.6, dark (235, 235, 245) at alpha 0.6.
    public static var secondaryLabel: UIColor { SystemColors.secondaryLabel }
    /// The colour of tertiary text: light (60, 60, 67) at alpha 0.3, dark (235, 235, 245) at alpha 0.3.
    public static var tertiaryLabel: UIColor { SystemColors.tertiaryLabel }
    /// The colour of quaternary text: light (60, 60, 67) at alpha 0.18, dark (235, 235, 245) at alpha 0.16.
    public static var quaternaryLabel: UIColor { SystemColors.quaternaryLabel }
    /// The colour of placeholder text in controls: light (60, 60, 67) at alpha 0.3, dark (235, 235, 245) at alpha 0.3.
    public static var placeholderText: UIColor { SystemColors.placeholderText }
    /// The colour of links: light (0, 122, 255), dark (9, 132, 255).
    public static var link: UIColor { SystemColors.link }
    /// The translucent colour of thin separator lines: light (60, 60, 67) at alpha 0.29, dark (84, 84, 88) at alpha 0.6.
    public static var separator: UIColor { SystemColors.separator }
    /// The opaque colour of separator lines: light (198, 198, 200), dark (56, 56, 58).
    public static var opaqueSeparator: UIColor { SystemColors.opaqueSeparator }
    /// The fill for thin and small shapes: light (120, 120, 128) at alpha 0.2, dark (120, 120, 128) at alpha 0.36.
    public static var systemFill: UIColor { SystemColors.systemFill }
    /// The fill for medium shapes: light (120, 120, 128) at alpha 0.16, dark (120, 120, 128) at alpha 0.32.
    public static var secondarySystemFill: UIColor { SystemColors.secondarySystemFill }
    /// The fill for large shapes: light (118, 118, 128) at alpha 0.12, dark (118, 118, 128) at alpha 0.24.
    public static var tertiarySystemFill: UIColor { SystemColors.tertiarySystemFill }
    /// The fill for large areas with complex content: light (116, 116, 128) at alpha 0.08, dark (118, 118, 128) at alpha 0.18.
    public static var quaternarySystemFill: UIColor { SystemColors.quaternarySystemFill }
    /// The background of the main interface: light (255, 255, 255), dark (0, 0, 0).
    public static var systemBackground: UIColor { SystemColors.systemBackground }
    /// The background of content layered on the main background: light (242, 242, 247), dark (28, 28, 30).
    public static var secondarySystemBackground: UIColor { SystemColors.secondarySystemBackground }
    /// The background of content layered on the secondary background: light (255, 255, 255), dark (44, 44, 46).
    public static var tertiarySystemBackground: UIColor { SystemColors.tertiarySystemBackground }
    /// The background of a grouped interface: light (242, 242, 247), dark (0, 0, 0).
    public static var systemGroupedBackground: UIColor { SystemColors.systemGroupedBackground }
    /// The background of content layered on the grouped background: light (255, 255, 255), dark (28, 28, 30).
    public static var secondarySystemGroupedBackground: UIColor { SystemColors.secondarySystemGroupedBackground }
    /// The background of content layered on the secondary grouped background: light (242, 242, 247), dark (44, 44, 46).
    public static var tertiarySystemGroupedBackground: UIColor { SystemColors.tertiarySystemGroupedBackground }
    /// The background of grouped tables (deprecated since iOS 13): ``systemGroupedBackground``.
    public static var groupTableViewBackground: UIColor { SystemColors.systemGroupedBackground }
    /// Black text for light backgrounds, in both appearances.
    public static var darkText: UIColor { SystemColors.darkText }
    /// Translucent white text for dark backgrounds, in both appearances.
    public static var lightText: UIColor { SystemColors.lightText }
}

/// The shared instances behind ``UIColor``'s system colours.
package enum SystemColors {
    static let systemRed = UIColor.system(light: (255, 59, 48), dark: (255, 69, 58))
    static let systemOrange = UIColor.system(light: (255, 149, 0), dark: (255, 159, 10))
    static let systemYellow = UIColor.system(light: (255, 204, 0), dark: (255, 214, 10))
    static let systemGreen = UIColor.system(light: (52, 199, 89), dark: (48, 209, 88))
    static let systemMint = UIColor.system(light: (0, 199, 190), dark: (99, 230, 226))
    static let systemTeal = UIColor.system(light: (48, 176, 199), dark: (64, 200, 224))
    static let systemCyan = UIColor.system(light: (50, 173, 230), dark: (100, 210, 255))
    static let systemBlue = UIColor.system(light: (0, 122, 255), dark: (10, 132, 255))
    static let systemIndigo = UIColor.system(light: (88, 86, 214), dark: (94, 92, 230))
    static let systemPurple = UIColor.system(light: (175, 82, 222), dark: (191, 90, 242))
    static let systemPink = UIColor.system(light: (255, 45, 85), dark: (255, 55, 95))
    static let systemBrown = UIColor.system(light: (162, 132, 94), dark: (172, 142, 104))
    static let systemGray = UIColor.system(light: (142, 142, 147), dark: (142, 142, 147))
    static let systemGray2 = UIColor.system(light: (174, 174, 178), dark: (99, 99, 102))
    static let systemGray3 = UIColor.system(light: (199, 199, 204), dark: (72, 72, 74))
    static let systemGray4 = UIColor.system(light: (209, 209, 214), dark: (58, 58, 60))
    static let systemGray5 = UIColor.system(light: (229, 229, 234), dark: (44, 44, 46))
    static let systemGray6 = UIColor.system(light: (242, 242, 247), dark: (28, 28, 30))
    static let label = UIColor.system(light: (0, 0, 0), dark: (255, 255, 255))
    static let secondaryLabel = UIColor.system(light: (60, 60, 67), 0.6, dark: (235, 235, 245), 0.6)
    static let tertiaryLabel = UIColor.system(light: (60, 60, 67), 0.3, dark: (235, 235, 245), 0.3)
    static let quaternaryLabel = UIColor.system(light: (60, 60, 67), 0.18, dark: (235, 235, 245), 0.16)
    static let placeholderText = UIColor.system(light: (60, 60, 67), 0.3, dark: (235, 235, 245), 0.3)
    static let link = UIColor.system(light: (0, 122, 255), dark: (9, 132, 255))
    static let separator = UIColor.system(light: (60, 60, 67), 0.29, dark: (84, 84, 88), 0.6)
    static let opaqueSeparator = UIColor.system(light: (198, 198, 200), dark: (56, 56, 58))
    static let systemFill = UIColor.system(light: (120, 120, 128), 0.2, dark: (120, 120, 128), 0.36)
    static let secondarySystemFill = UIColor.system(light: (120, 120, 128), 0.16, dark: (120, 120, 128), 0.32)
    static let tertiarySystemFill = UIColor.system(light: (118, 118, 128), 0.12, dark: (118, 118, 128), 0.24)
    static let quaternarySystemFill = UIColor.system(light: (116, 116, 128), 0.08, dark: (118, 118, 128), 0.18)
    static let systemBackground = UIColor.system(light: (255, 255, 255), dark: (0, 0, 0))
    static let secondarySystemBackground = UIColor.system(light: (242, 242, 247), dark: (28, 28, 30))
    static let tertiarySystemBackground = UIColor.system(light: (255, 255, 255), dark: (44, 44, 46))
    static let systemGroupedBackground = UIColor.system(light: (242, 242, 247), dark: (0, 0, 0))
    static let secondarySystemGroupedBackground = UIColor.system(light: (255, 255, 255), dark: (28, 28, 30))
    static let tertiarySystemGroupedBackground = UIColor.system(light: (242, 242, 247), dark: (44, 44, 46))
    static let darkText = UIColor(white: 0, alpha: 1)
    static let lightText = UIColor(white: 1, alpha: 0.6)
}
