// SPDX-License-Identifier: Apache-2.0

extension UIScreen {
    /// The traits of the screen, which every window inherits.
    ///
    /// Size classes are an iPhone's: compact width (regular only in landscape on phones at least 414 points wide,
    /// the Plus and Max models, which Touchstone's profiles are not); regular height in portrait, compact in
    /// landscape. The idiom is `.phone`, the scale the profile's, the gamut P3 on a modern phone (a profile whose
    /// status bar is taller than 20 points) and sRGB on the iPhone 3GS and 4. The layout direction and the text
    /// size are the running application's (left to right and `.large` without one); the appearance is the device's (light unless `--appearance dark`),
    /// contrast normal, weight regular, and 3D Touch unavailable.
    package var screenTraitCollection: UITraitCollection {
        let app = UIApplication.sharedIfPresent
        let landscape = app?.statusBarOrientation.isLandscape ?? false
        var values = UITraitCollection.Values()
        values.horizontalSizeClass = landscape && profile.pointSize.width >= 414 ? .regular : .compact
        values.verticalSizeClass = landscape ? .compact : .regular
        values.displayScale = scale
        values.userInterfaceIdiom = .phone
        values.layoutDirection = app?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        values.preferredContentSizeCategory = app?.preferredContentSizeCategory ?? .large
        values.userInterfaceStyle = app?.userInterfaceStyleStorage ?? .light
        values.displayGamut = profile.statusBarHeight > 20 ? .P3 : .SRGB
        values.forceTouchCapability = .unavailable
        values.accessibilityContrast = .normal
        values.legibilityWeight = .regular
        return UITraitCollection(values: values)
    }

    /// Calls ``traitCollectionDidChange(_:)`` when the traits differ from those last reported.
    package func updateReportedTraits() {
        let current = traitCollection
        defer { reportedTraitCollection = current }
        guard let previous = reportedTraitCollection, previous != current else { return }
        current.performAsCurrent { traitCollectionDidChange(previous) }
    }
}
