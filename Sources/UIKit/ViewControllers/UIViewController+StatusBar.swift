// SPDX-License-Identifier: Apache-2.0

extension UIViewController {
    /// Applies the status bar preferences of the key window's topmost controller (or the children it names in
    /// `childForStatusBarStyle`/`childForStatusBarHidden`) to the status bar, as `setNeedsStatusBarAppearanceUpdate()`
    /// does on iOS 7 and later; a change of visibility animates with that controller's
    /// ``preferredStatusBarUpdateAnimation``.
    ///
    /// Who decides the bar is described in ``StatusBarState``: with `UIViewControllerBasedStatusBarAppearance` = NO
    /// in the Info.plist the call does nothing, as on iOS. Without the key on an iPhone OS 3 profile the call
    /// still applies the preferences once (the app asked for them), and the app's own settings hold otherwise.
    package func applyStatusBarPreferences() {
        guard let app = UIApplication.sharedIfPresent, app.keyWindow?.rootViewController != nil else { return }
        let state = app.statusBarState
        if state.isDecidedByInfoPlist && !state.isViewControllerBased { return }
        let root = app.keyWindow?.rootViewController ?? self
        var hiddenSource = root.topmostPresentedForStatusBar
        for _ in 0..<64 {
            guard let child = hiddenSource.childForStatusBarHidden, child !== hiddenSource else { break }
            hiddenSource = child
        }
        app.applyViewControllerStatusBarPreferences(animation: hiddenSource.preferredStatusBarUpdateAnimation)
    }

    /// The controller whose status bar preferences (and rotation answers) count when this one is a window's root:
    /// the last one in the chain it presents that takes the status bar over (a full-screen presentation, or one
    /// that sets `modalPresentationCapturesStatusBarAppearance`; see ``capturesStatusBarAppearance``) and is
    /// not being dismissed, or itself.
    package var topmostPresentedForStatusBar: UIViewController {
        var top = self
        for _ in 0..<1_000 {
            guard let next = top.presentedViewController, next !== top, !next.isBeingDismissed,
                next.capturesStatusBarAppearance
            else { break }
            top = next
        }
        return top
    }

    /// Whether the status bar hides by default: on the modern profile, in a vertically compact environment
    /// (a phone in landscape), as iOS 8 and later do; never on the iPhone OS 3 profiles.
    package var hidesStatusBarByDefault: Bool {
        UIScreen.main.profile.hasModernInterface && UIScreen.main.traitCollection.verticalSizeClass == .compact
    }
}
