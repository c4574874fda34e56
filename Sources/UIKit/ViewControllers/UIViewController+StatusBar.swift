// SPDX-License-Identifier: Apache-2.0

extension UIViewController {
    /// Applies the status bar preferences of the key window's root view controller (or the children it names in
    /// `childForStatusBarStyle`/`childForStatusBarHidden`) to the application's status bar, as
    /// `setNeedsStatusBarAppearanceUpdate()` does on iOS 7 and later.
    ///
    /// Only a controller in the key window's tree changes the bar, and only when it is asked to: UIKit reads the
    /// preferences when `setNeedsStatusBarAppearanceUpdate()` is called, not when a controller appears, so apps
    /// that set `UIApplication.statusBarStyle` or `isStatusBarHidden` themselves (iPhone OS 3's API, which the guide
    /// uses, and `UIViewControllerBasedStatusBarAppearance` = NO on iOS) keep their settings. The status bar
    /// animation the controller asks for is not played: the bar changes at once.
    package func applyStatusBarPreferences() {
        guard let app = UIApplication.sharedIfPresent, let windowRoot = app.keyWindow?.rootViewController else { return }
        guard isInTree(of: windowRoot) || isPresented(above: windowRoot) else { return }
        let root = windowRoot.statusBarOwnerThroughPresentations
        var styleSource = root
        while let child = styleSource.childForStatusBarStyle, child !== styleSource { styleSource = child }
        var hiddenSource = root
        while let child = hiddenSource.childForStatusBarHidden, child !== hiddenSource { hiddenSource = child }
        let style = root.statusBarStyleOverPageSheet ?? styleSource.preferredStatusBarStyle
        let hidden = hiddenSource.prefersStatusBarHidden
        if app.statusBarStyle != style { app.statusBarStyle = style }
        if app.isStatusBarHidden != hidden { app.isStatusBarHidden = hidden }
    }

    /// Whether this controller is `root` or a controller whose view is inside `root`'s view.
    private func isInTree(of root: UIViewController) -> Bool {
        if self === root { return true }
        guard let view = viewIfLoaded, let rootView = root.viewIfLoaded else { return false }
        return view.isDescendant(of: rootView)
    }
}
