// SPDX-License-Identifier: Apache-2.0

extension UIApplication {
    /// Touchstone's earlier nested spelling of ``UIStatusBarStyle``, kept for existing code.
    public typealias StatusBarStyle = UIStatusBarStyle

    /// Sets the status bar's style (iPhone OS 2). The bar is redrawn in the new style at the next frame (it does
    /// not cross-fade). Ignored (logged) when view controllers decide the bar
    /// (`UIViewControllerBasedStatusBarAppearance` YES, the modern profile's default; see `StatusBarState`), as on
    /// iOS 9 and later.
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) {
        guard !statusBarState.isViewControllerBased else {
            return UIKitDiagnostics.log(
                "setStatusBarStyle: ignored: view controller-based status bar appearance is on "
                    + "(set UIViewControllerBasedStatusBarAppearance to NO in Info.plist to use UIApplication's)")
        }
        applyStatusBarStyle(style)
    }

    /// Shows or hides the status bar (iPhone OS 3.2): at once (`.none`), fading (`.fade`) or sliding up out of
    /// the screen and back (`.slide`) over `StatusBarState/animationDuration` seconds of device time. The
    /// property (and `statusBarFrame`) change at once; the bar animates on screen. Ignored (logged) when view
    /// controllers decide the bar (see `StatusBarState`).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        guard !statusBarState.isViewControllerBased else {
            return UIKitDiagnostics.log(
                "setStatusBarHidden: ignored: view controller-based status bar appearance is on "
                    + "(set UIViewControllerBasedStatusBarAppearance to NO in Info.plist to use UIApplication's)")
        }
        applyStatusBarHidden(hidden, animation: animation)
    }

    /// Changes the bar's style whoever decides it.
    package func applyStatusBarStyle(_ style: UIStatusBarStyle) {
        guard statusBarState.style != style else { return }
        statusBarState.style = style
        runtime?.appearanceDidChange()
    }

    /// Changes the bar's visibility whoever decides it, animating on screen with `animation`; the safe area
    /// follows at once.
    package func applyStatusBarHidden(_ hidden: Bool, animation: UIStatusBarAnimation) {
        guard statusBarState.isHidden != hidden else { return }
        statusBarState.isHidden = hidden
        let now = runtime?.host.clock.now ?? 0
        statusBarState.transition = StatusBarState.Transition(hiding: hidden, animation: animation, start: now)
        runtime?.appearanceDidChange()
        safeAreaDidChange()
    }

    /// Whether the bar shows on screen now: not hidden, and not in landscape on the modern profile (iOS 13 and
    /// later hide the status bar of a phone in a vertically compact environment).
    package var isStatusBarShownOnScreen: Bool {
        guard !isStatusBarHidden else { return false }
        let profile = runtime?.profile ?? UIScreen.main.profile
        return !(profile.hasModernInterface && statusBarOrientation.isLandscape)
    }

    /// The status bar's frame in screen coordinates: zero when it does not show. On the modern profile the
    /// screen's coordinates turn with the interface, so the bar is the top band of the screen; on the iPhone OS 3
    /// profiles they stay portrait, so in landscape the bar is a 20-point band along the panel's left or right
    /// edge, as `statusBarFrame` was on iPhone OS 3.
    package var statusBarFrameNow: CGRect {
        guard isStatusBarShownOnScreen else { return .zero }
        let screen = UIScreen.main
        let profile = screen.profile
        let interface = InterfaceOrientationGeometry.size(profile.pointSize, in: statusBarOrientation)
        let bar = CGRect(x: 0, y: 0, width: interface.width, height: profile.statusBarHeight)
        if profile.hasModernInterface { return bar }
        return InterfaceOrientationGeometry.panelRect(fromInterface: bar, panel: profile.pointSize,
                                                      orientation: statusBarOrientation)
    }

    /// Reads the `UIViewControllerBasedStatusBarAppearance` key (see `StatusBarState`) and the bar's initial
    /// visibility and style from the Info.plist.
    package func configureStatusBar(info: [String: Any], profile: DeviceProfile) {
        let key = info["UIViewControllerBasedStatusBarAppearance"] as? Bool
        statusBarState.isDecidedByInfoPlist = key != nil
        statusBarState.isViewControllerBased = key ?? profile.hasModernInterface
        applyStatusBarHidden(info["UIStatusBarHidden"] as? Bool ?? false, animation: .none)
        if let style = info["UIStatusBarStyle"] as? String {
            switch style {
            case "UIStatusBarStyleBlackOpaque": applyStatusBarStyle(.blackOpaque)
            case "UIStatusBarStyleDarkContent": applyStatusBarStyle(.darkContent)
            default: applyStatusBarStyle(style.contains("Black") || style.contains("Light") ? .lightContent : .default)
            }
        }
        statusBarState.transition = nil
    }

    /// With view controller-based appearance, gives the bar the preferences of the key window's topmost
    /// controller (the root, or what it presents), following `childForStatusBarStyle` and
    /// `childForStatusBarHidden`. UIKit reads them when controllers appear and when one calls
    /// `setNeedsStatusBarAppearanceUpdate()`; Touchstone reads them every frame, so a controller that forgets
    /// the call still gets its bar. `animation` animates a change of visibility.
    package func refreshStatusBarFromViewControllers(animation: UIStatusBarAnimation = .none) {
        guard statusBarState.isViewControllerBased else { return }
        applyViewControllerStatusBarPreferences(animation: animation)
    }

    /// Applies the key window's controllers' status bar preferences, whoever decides the bar.
    package func applyViewControllerStatusBarPreferences(animation: UIStatusBarAnimation) {
        guard let root = keyWindow?.rootViewController ?? visibleWindows.last?.rootViewController else { return }
        let top = root.topmostPresentedForStatusBar
        var styleSource = top
        for _ in 0..<64 {
            guard let child = styleSource.childForStatusBarStyle, child !== styleSource else { break }
            styleSource = child
        }
        var hiddenSource = top
        for _ in 0..<64 {
            guard let child = hiddenSource.childForStatusBarHidden, child !== hiddenSource else { break }
            hiddenSource = child
        }
        applyStatusBarStyle(top.statusBarStyleOverPageSheet ?? styleSource.preferredStatusBarStyle)
        applyStatusBarHidden(hiddenSource.prefersStatusBarHidden, animation: animation)
    }
}
