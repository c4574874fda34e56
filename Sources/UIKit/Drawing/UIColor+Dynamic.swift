// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a dynamic ``UIColor`` resolves: a fixed colour per appearance (the system colours; no code runs and nothing
/// is allocated) or the app's provider closure.
package enum DynamicColor {
    /// One fixed colour for light (and unspecified) and one for dark appearance.
    case pair(light: UIColor, dark: UIColor)
    /// `UIColor(dynamicProvider:)`'s closure.
    case provider((UITraitCollection) -> UIColor)
}

/// The running device's appearance (light or dark), readable from any thread: what a trait collection that does
/// not specify `userInterfaceStyle` resolves dynamic colours as. Mirrors the installed application's setting
/// (`--appearance`, `HeadlessDevice.userInterfaceStyle`); `.light` before an app launches.
package enum DeviceAppearance {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value = UIUserInterfaceStyle.light

    /// The installed application's appearance.
    package static var current: UIUserInterfaceStyle {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue == .dark ? .dark : .light } }
    }

    /// `traitCollection`'s style when it specifies one, else the device's.
    package static func style(for traitCollection: UITraitCollection) -> UIUserInterfaceStyle {
        let style = traitCollection.values.userInterfaceStyle
        return style == .unspecified ? current : style
    }
}

extension UITraitCollection {
    /// A collection specifying only the light appearance (shared; resolving against it allocates nothing).
    package static let lightAppearance = UITraitCollection(userInterfaceStyle: .light)
    /// A collection specifying only the dark appearance (shared).
    package static let darkAppearance = UITraitCollection(userInterfaceStyle: .dark)

    /// This collection with `style` as its appearance (itself when it already has it).
    package func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        guard values.userInterfaceStyle != style else { return self }
        var changed = values
        changed.userInterfaceStyle = style
        return UITraitCollection(values: changed)
    }
}

extension UIColor {
    /// A system colour: fixed sRGB values (0…255) for light and for dark appearance, alpha 0…1.
    package static func system(
        light: (CGFloat, CGFloat, CGFloat), _ lightAlpha: CGFloat = 1,
        dark: (CGFloat, CGFloat, CGFloat), _ darkAlpha: CGFloat = 1
    ) -> UIColor {
        UIColor(
            light: UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: lightAlpha),
            dark: UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: darkAlpha))
    }

    /// Whether the colour differs between appearances (``init(dynamicProvider:)`` or a semantic system colour).
    package var isDynamic: Bool { dynamic != nil }
}
