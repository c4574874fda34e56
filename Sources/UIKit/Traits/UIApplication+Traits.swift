// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIApplication {
    /// Applies the user settings the app was launched with (`--text-size`, `--language`, `--appearance`), before
    /// the app delegate runs; nil keeps the default (`.large`, left to right, light).
    package func applyUserSettings(
        textSize: UIContentSizeCategory?, language: String?, appearance: UIUserInterfaceStyle? = nil
    ) {
        if let textSize { preferredContentSizeCategoryStorage = textSize }
        if let language { userInterfaceLayoutDirectionStorage = InterfaceLanguage.layoutDirection(for: language) }
        if let appearance { userInterfaceStyleStorage = appearance == .dark ? .dark : .light }
        if UIApplication.sharedIfPresent === self {
            PreferredContentSize.current = preferredContentSizeCategoryStorage
            DeviceAppearance.current = userInterfaceStyleStorage
        }
    }

    /// Makes this application's text size the one thread-safe font lookups use, and records `screen`'s traits, so
    /// that the first rotation is reported to it. Called whenever the runtime installs the app (each test-device
    /// turn), so it is cheap after the first time.
    package func startTraitReporting(on screen: UIScreen) {
        PreferredContentSize.current = preferredContentSizeCategoryStorage
        DeviceAppearance.current = userInterfaceStyleStorage
        if screen.reportedTraitCollection == nil { screen.reportedTraitCollection = screen.traitCollection }
    }

    /// Changes the user's preferred text size as the Settings app does: every trait environment is told
    /// (`traitCollectionDidChange(_:)`; labels that adjust their fonts re-size them), then
    /// `UIContentSizeCategory.didChangeNotification` is posted. Nothing happens when the size is unchanged; an
    /// unspecified or unknown category is logged and ignored.
    package func changePreferredContentSizeCategory(to category: UIContentSizeCategory) {
        guard category.sizeIndex != nil else {
            return UIKitDiagnostics.log(
                "preferred content size category \(category.rawValue) is not a text size; ignored")
        }
        guard category != preferredContentSizeCategoryStorage else { return }
        preferredContentSizeCategoryStorage = category
        if UIApplication.sharedIfPresent === self { PreferredContentSize.current = category }
        traitEnvironmentDidChange()
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: self,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
    }

    /// Switches the device between light and dark appearance, as Settings or Control Center do: every trait
    /// environment whose resolved style changes gets `traitCollectionDidChange(_:)`, views re-resolve their dynamic
    /// colours and views that draw are redisplayed. Nothing happens when the style is unchanged; `.unspecified`
    /// is logged and ignored.
    package func changeUserInterfaceStyle(to style: UIUserInterfaceStyle) {
        guard style != .unspecified else {
            return UIKitDiagnostics.log("device appearance .unspecified is not light or dark; ignored")
        }
        guard style != userInterfaceStyleStorage else { return }
        userInterfaceStyleStorage = style
        if UIApplication.sharedIfPresent === self { DeviceAppearance.current = style }
        traitEnvironmentDidChange()
    }

    /// Tells the screen, then each window's tree (window, view controllers before their views, parents before
    /// children), whose traits changed since they were last told: after a rotation or a text-size change.
    package func traitEnvironmentDidChange() {
        (runtime?.screen ?? UIScreen.current)?.updateReportedTraits()
        for window in windows { window.updateTraitsInSubtree() }
    }
}
