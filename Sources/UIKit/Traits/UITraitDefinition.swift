// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A trait: a named value in a trait collection (iOS 17). Register for changes to traits with
/// ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``, naming them by type
/// (`[UITraitUserInterfaceStyle.self]`).
///
/// The system traits below stand for the values ``UITraitCollection`` already has. An app's own trait type can be
/// named in a registration, but Touchstone's trait collections hold only the system traits, so a registration
/// for it alone never fires.
public protocol UITraitDefinition {
    /// The trait's name in descriptions ("UserInterfaceStyle"); the type's name by default.
    static var name: String { get }
    /// A unique, stable identifier (reverse-DNS style); the module-qualified type name by default.
    static var identifier: String { get }
    /// Whether a change to the trait can change how dynamic colours resolve (false by default).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// The module-qualified type name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// False: the trait does not change dynamic colours.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait's type, as registrations name it (`UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type

/// A system trait whose value UIKit reads from a trait collection to see whether it changed.
package protocol SystemTraitDefinition: UITraitDefinition {
    /// The trait's value in `traits`, for comparison.
    static func comparableValue(in traits: UITraitCollection) -> AnyHashable
}

/// The light or dark appearance trait (``UITraitCollection/userInterfaceStyle``).
public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    /// True: dynamic colours resolve by appearance.
    public static var affectsColorAppearance: Bool { true }
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}

/// The horizontal size class trait (``UITraitCollection/horizontalSizeClass``).
public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}

/// The vertical size class trait (``UITraitCollection/verticalSizeClass``).
public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}

/// The user's text size trait (``UITraitCollection/preferredContentSizeCategory``).
public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable {
        traits.preferredContentSizeCategory
    }
}

/// The pixels-per-point trait (``UITraitCollection/displayScale``).
public enum UITraitDisplayScale: SystemTraitDefinition {
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}

/// The left-to-right or right-to-left layout trait (``UITraitCollection/layoutDirection``).
public enum UITraitLayoutDirection: SystemTraitDefinition {
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}

/// The device family trait (``UITraitCollection/userInterfaceIdiom``).
public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceIdiom }
}

/// The display's colour gamut trait (``UITraitCollection/displayGamut``).
public enum UITraitDisplayGamut: SystemTraitDefinition {
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.displayGamut }
}

/// The increased-contrast trait (``UITraitCollection/accessibilityContrast``).
public enum UITraitAccessibilityContrast: SystemTraitDefinition {
    /// True: dynamic colours resolve by contrast.
    public static var affectsColorAppearance: Bool { true }
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.accessibilityContrast }
}

/// The bold-text trait (``UITraitCollection/legibilityWeight``).
public enum UITraitLegibilityWeight: SystemTraitDefinition {
    package static func comparableValue(in traits: UITraitCollection) -> AnyHashable { traits.legibilityWeight }
}
