// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The traits of an interface environment: size classes, display scale, idiom, layout direction, preferred text
/// size, appearance (docs/ARCHITECTURE.md, "Traits, Dynamic Type and layout direction").
///
/// Immutable and thread-safe, as UIKit's: every trait is fixed at creation, and a trait a collection does not
/// specify holds its "unspecified" value (0 for the display scale). Screens, windows, views and view controllers
/// expose theirs through ``UITraitEnvironment``. Two collections are equal (`==`, `isEqual(_:)`, `hash`) when
/// every trait is.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Every trait's value, so collections compare, hash and combine field by field.
    package struct Values: Hashable, Sendable {
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var displayScale: CGFloat = 0
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
        var preferredContentSizeCategory = UIContentSizeCategory.unspecified
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
        var displayGamut = UIDisplayGamut.unspecified
        var forceTouchCapability = UIForceTouchCapability.unknown
        var accessibilityContrast = UIAccessibilityContrast.unspecified
        var legibilityWeight = UILegibilityWeight.unspecified

        package init() {}
    }

    package let values: Values

    package init(values: Values) {
        self.values = values
        super.init()
    }

    /// A collection with no traits specified.
    public override convenience init() { self.init(values: Values()) }

    /// A collection specifying only `displayScale` in pixels per point (a non-finite or negative scale is logged
    /// and left unspecified).
    public convenience init(displayScale: CGFloat) {
        var values = Values()
        if displayScale.isFinite, displayScale >= 0 {
            values.displayScale = displayScale
        } else {
            UIKitDiagnostics.log("UITraitCollection(displayScale: \(displayScale)): invalid; unspecified")
        }
        self.init(values: values)
    }

    /// A collection specifying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }

    /// A collection specifying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }

    /// A collection specifying only the user interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = idiom }
    }

    /// A collection specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }

    /// A collection specifying only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }

    /// A collection specifying only the light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }

    /// A collection specifying only the display gamut.
    public convenience init(displayGamut: UIDisplayGamut) { self.init { $0.displayGamut = displayGamut } }

    /// A collection specifying only the 3D Touch capability.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init { $0.forceTouchCapability = capability }
    }

    /// A collection specifying only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }

    /// A collection specifying only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }

    /// The traits of `traitCollections` combined: each trait takes the value of the last collection that
    /// specifies it (later collections win); traits none specifies stay unspecified.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var combined = Values()
        let empty = Values()
        for other in traitCollections.map(\.values) {
            func take<T: Equatable>(_ field: WritableKeyPath<Values, T>) {
                if other[keyPath: field] != empty[keyPath: field] { combined[keyPath: field] = other[keyPath: field] }
            }
            take(\.horizontalSizeClass)
            take(\.verticalSizeClass)
            take(\.displayScale)
            take(\.userInterfaceIdiom)
            take(\.layoutDirection)
            take(\.preferredContentSizeCategory)
            take(\.userInterfaceStyle)
            take(\.displayGamut)
            take(\.forceTouchCapability)
            take(\.accessibilityContrast)
            take(\.legibilityWeight)
        }
        self.init(values: combined)
    }

    private convenience init(_ set: (inout Values) -> Void) {
        var values = Values()
        set(&values)
        self.init(values: values)
    }

    /// The horizontal size class: `.compact` on every iPhone Touchstone simulates.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The vertical size class: `.regular` in portrait, `.compact` in landscape.
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Pixels per point of the display; 0 means unspecified.
    open var displayScale: CGFloat { values.displayScale }
    /// The kind of device: `.phone` in every environment.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// The app's layout direction, from its language (`--language`).
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The user's preferred text size (`--text-size`; `.large` by default).
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Light or dark: the device's appearance (`--appearance`), or the nearest `overrideUserInterfaceStyle`.
    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The display's colour gamut.
    open var displayGamut: UIDisplayGamut { values.displayGamut }
    /// Whether 3D Touch is available: environments say `.unavailable`.
    open var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    /// The contrast the user asked for: environments are `.normal`.
    open var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Whether the user asked for bold text: environments are `.regular`.
    open var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

    /// Whether every trait `trait` specifies has the same value here (a collection with nothing specified is
    /// contained in every collection); false for nil.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return false }
        return UITraitCollection(traitsFrom: [self, trait]).values == values
    }

    /// Whether colours resolved for this collection can differ from those resolved for `traitCollection`: the
    /// appearance or the contrast differ (nil: always true).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
    }

    /// Whether `object` is a trait collection with the same traits specified, to the same values (an unspecified
    /// trait differs from one specified with its default value).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return values == other.values
    }

    /// A hash of the specified traits, consistent with ``UITraitCollection/isEqual(_:)``.
    open override var hash: Int { values.hashValue }

    /// The specified traits as UIKit prints them, e.g.
    /// `<UITraitCollection: 0x…; HorizontalSizeClass = Compact, DisplayScale = 2>`.
    open override var description: String {
        var parts: [String] = []
        let v = values
        func add(_ name: String, _ value: String?) { if let value { parts.append("\(name) = \(value)") } }
        func name<T>(_ value: T) -> String { "\(value)".prefix(1).uppercased() + "\(value)".dropFirst() }
        add("UserInterfaceIdiom", v.userInterfaceIdiom == .unspecified ? nil : name(v.userInterfaceIdiom))
        add("DisplayScale", v.displayScale == 0 ? nil : ObjectDescription.number(v.displayScale))
        add("DisplayGamut", v.displayGamut == .unspecified ? nil : name(v.displayGamut))
        add("HorizontalSizeClass", v.horizontalSizeClass == .unspecified ? nil : name(v.horizontalSizeClass))
        add("VerticalSizeClass", v.verticalSizeClass == .unspecified ? nil : name(v.verticalSizeClass))
        add("UserInterfaceStyle", v.userInterfaceStyle == .unspecified ? nil : name(v.userInterfaceStyle))
        add("LayoutDirection", v.layoutDirection == .unspecified ? nil : name(v.layoutDirection))
        add("ForceTouchCapability", v.forceTouchCapability == .unknown ? nil : name(v.forceTouchCapability))
        add(
            "PreferredContentSizeCategory",
            v.preferredContentSizeCategory == .unspecified ? nil : v.preferredContentSizeCategory.rawValue)
        add("AccessibilityContrast", v.accessibilityContrast == .unspecified ? nil : name(v.accessibilityContrast))
        add("LegibilityWeight", v.legibilityWeight == .unspecified ? nil : name(v.legibilityWeight))
        return ObjectDescription.describe(self, parts.joined(separator: ", "))
    }
}

extension UITraitCollection {
    /// The trait collection of the code running now on this thread: UIKit sets it to the environment's collection
    /// around `traitCollectionDidChange(_:)` and ``performAsCurrent(_:)``; elsewhere, whatever was last set on
    /// this thread, or a collection with nothing specified. Thread-local, as on iOS.
    public static var current: UITraitCollection {
        get { DrawingThreadState.current.traitCollection ?? unspecifiedShared }
        set { DrawingThreadState.current.traitCollection = newValue }
    }

    /// The collection ``current`` is on a thread where none was set (shared, so reading it allocates nothing).
    private static let unspecifiedShared = UITraitCollection()

    /// Runs `actions` with this collection as ``current`` on this thread, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let state = DrawingThreadState.current
        let saved = state.traitCollection
        state.traitCollection = self
        defer { state.traitCollection = saved }
        try actions()
    }
}
