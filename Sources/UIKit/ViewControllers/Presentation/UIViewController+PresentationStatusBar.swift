// SPDX-License-Identifier: Apache-2.0

/// Who decides the status bar's look while controllers are presented.
///
/// A controller presented `.fullScreen` takes the decision over from its presenter; one presented in any other
/// style does only when it sets `modalPresentationCapturesStatusBarAppearance` (Apple's rule). While a page sheet
/// that does not capture is shown on the modern profile, the bar is `.lightContent`, drawn over the dark backdrop
/// around the shrunken presenter, as on iOS 13 and later.
///
/// Presentations and dismissals read the preferences again when they end, on the modern profile only: on the
/// iPhone OS 3 profiles apps set `UIApplication.statusBarStyle` themselves and UIKit leaves their choice alone.
extension UIViewController {
    /// `.lightContent` when this controller presents a page sheet that leaves the status bar to the system.
    package var statusBarStyleOverPageSheet: UIStatusBarStyle? {
        guard let presented = presentedStorage, !presented.capturesStatusBarAppearance,
            presented.presentationControllerStorage?.presentationStyle == .pageSheet,
            presented.presentationControllerStorage is UISheetPresentationController
        else { return nil }
        return .lightContent
    }

    /// Whether a presentation of this controller hands it the status bar.
    package var capturesStatusBarAppearance: Bool {
        let style = presentationControllerStorage?.presentationStyle ?? resolvedPresentationStyle
        return style == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }

    /// Called when a presentation or dismissal from this controller ended: reads the status bar preferences again
    /// on the modern profile.
    package func presentationDidChangeStatusBarOwner() {
        guard !UIScreen.main.profile.isClassic else { return }
        applyStatusBarPreferences()
    }
}
