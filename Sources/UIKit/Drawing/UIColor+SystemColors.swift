// SPDX-License-Identifier: Apache-2.0

/// iOS's system and semantic colours. Touchstone has a single (light) appearance, so each returns the documented
/// light-mode value of iOS 15's Human Interface Guidelines colour tables, in sRGB 0…255 units divided by 255.
extension UIColor {
    /// The light-mode value of iOS's `systemOrange`: RGB (255, 149, 0).
    public static var systemOrange: UIColor { UIColor(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemYellow`: RGB (255, 204, 0).
    public static var systemYellow: UIColor { UIColor(red: 255 / 255, green: 204 / 255, blue: 0 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemPink`: RGB (255, 45, 85).
    public static var systemPink: UIColor { UIColor(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemPurple`: RGB (175, 82, 222).
    public static var systemPurple: UIColor { UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemTeal`: RGB (48, 176, 199).
    public static var systemTeal: UIColor { UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemIndigo`: RGB (88, 86, 214).
    public static var systemIndigo: UIColor { UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemBrown`: RGB (162, 132, 94).
    public static var systemBrown: UIColor { UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemMint`: RGB (0, 199, 190).
    public static var systemMint: UIColor { UIColor(red: 0 / 255, green: 199 / 255, blue: 190 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemCyan`: RGB (50, 173, 230).
    public static var systemCyan: UIColor { UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemGray2`: RGB (174, 174, 178).
    public static var systemGray2: UIColor { UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemGray3`: RGB (199, 199, 204).
    public static var systemGray3: UIColor { UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemGray4`: RGB (209, 209, 214).
    public static var systemGray4: UIColor { UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemGray5`: RGB (229, 229, 234).
    public static var systemGray5: UIColor { UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemGray6`: RGB (242, 242, 247).
    public static var systemGray6: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    /// The light-mode value of iOS's `secondarySystemBackground`: RGB (242, 242, 247).
    public static var secondarySystemBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    /// The light-mode value of iOS's `tertiarySystemBackground`: RGB (255, 255, 255).
    public static var tertiarySystemBackground: UIColor { UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemGroupedBackground`: RGB (242, 242, 247).
    public static var systemGroupedBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    /// The light-mode value of iOS's `secondarySystemGroupedBackground`: RGB (255, 255, 255).
    public static var secondarySystemGroupedBackground: UIColor { UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1) }
    /// The light-mode value of iOS's `tertiarySystemGroupedBackground`: RGB (242, 242, 247).
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    /// The light-mode value of iOS's `tertiaryLabel`: RGB (60, 60, 67) at alpha 0.3.
    public static var tertiaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    /// The light-mode value of iOS's `quaternaryLabel`: RGB (60, 60, 67) at alpha 0.18.
    public static var quaternaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18) }
    /// The light-mode value of iOS's `placeholderText`: RGB (60, 60, 67) at alpha 0.3.
    public static var placeholderText: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    /// The light-mode value of iOS's `separator`: RGB (60, 60, 67) at alpha 0.29.
    public static var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    /// The light-mode value of iOS's `opaqueSeparator`: RGB (198, 198, 200).
    public static var opaqueSeparator: UIColor { UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1) }
    /// The light-mode value of iOS's `link`: RGB (0, 122, 255).
    public static var link: UIColor { UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1) }
    /// The light-mode value of iOS's `systemFill`: RGB (120, 120, 128) at alpha 0.2.
    public static var systemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) }
    /// The light-mode value of iOS's `secondarySystemFill`: RGB (120, 120, 128) at alpha 0.16.
    public static var secondarySystemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16) }
    /// The light-mode value of iOS's `tertiarySystemFill`: RGB (118, 118, 128) at alpha 0.12.
    public static var tertiarySystemFill: UIColor { UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
    /// The light-mode value of iOS's `quaternarySystemFill`: RGB (116, 116, 128) at alpha 0.08.
    public static var quaternarySystemFill: UIColor { UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08) }
}
