// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// The safe area of a window: the parts of the screen the status bar, the sensor housing and the home
    /// indicator cover, from the device profile.
    ///
    /// A classic screen (a status bar of 20 points: iPhone 3GS, iPhone 4) insets only the edge the status bar
    /// lies along while it shows (the top in portrait; in landscape, where the window stays portrait, the panel's
    /// left or right edge; the bottom upside down); a modern phone insets 59 points at the top and 34 at the bottom in portrait
    /// whether or not the status bar shows, and 59 at each side and 21 at the bottom in landscape, as iOS does on
    /// the iPhone 15.
    package static func windowSafeAreaInsets() -> UIEdgeInsets {
        let screen = UIScreen.main
        let app = UIApplication.sharedIfPresent
        let landscape = app?.statusBarOrientation.isLandscape ?? false
        let statusBarShown = !(app?.isStatusBarHidden ?? false)
        if screen.profile.statusBarHeight <= 20 {
            guard statusBarShown, let app else {
                return UIEdgeInsets(top: statusBarShown ? screen.profile.statusBarHeight : 0, left: 0, bottom: 0, right: 0)
            }
            let bar = app.statusBarFrame, panel = screen.bounds
            if bar.isEmpty { return .zero }
            if bar.width >= panel.width {
                return bar.minY > 0 ? UIEdgeInsets(top: 0, left: 0, bottom: bar.height, right: 0)
                    : UIEdgeInsets(top: bar.height, left: 0, bottom: 0, right: 0)
            }
            return bar.minX > 0 ? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: bar.width)
                : UIEdgeInsets(top: 0, left: bar.width, bottom: 0, right: 0)
        }
        return landscape
            ? UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
            : UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    }

    /// The safe area insets this view has now (see ``safeAreaInsets``): the part of its superview's safe area
    /// that overlaps it, in its own edges, plus the additional insets of the view controller whose root view it
    /// is; a window's are the device's (``windowSafeAreaInsets()``); a view in no window has none. Computed from
    /// the window down in a loop, so any depth is safe.
    package var computedSafeAreaInsets: UIEdgeInsets {
        if self is UIWindow { return UIView.windowSafeAreaInsets() }
        guard window != nil, superview != nil else { return .zero }
        // Each view remembers its insets until any layer changes (``LayerChangeCount``) or the window's insets do,
        // so a layout pass over a deep tree reads its superview's instead of walking to the window again.
        let windowInsets = UIView.windowSafeAreaInsets()
        let stamp = LayerChangeCount.value
        var chain: [UIView] = []
        var view: UIView = self
        var insets: UIEdgeInsets?
        while insets == nil {
            if let memo = view.safeAreaMemo, memo.stamp == stamp, memo.window == windowInsets {
                insets = memo.insets
            } else if !(view is UIWindow), let superview = view.superview {
                chain.append(view)
                view = superview
            } else if view is UIWindow {
                insets = windowInsets
            } else {
                return .zero
            }
        }
        var result = insets ?? .zero
        for current in chain.reversed() {
            result = current.safeAreaInsets(inheriting: result)
            current.safeAreaMemo = SafeAreaMemo(insets: result, window: windowInsets, stamp: stamp)
        }
        return result
    }

    /// This view's safe area insets given its superview's, `inherited`.
    private func safeAreaInsets(inheriting inherited: UIEdgeInsets) -> UIEdgeInsets {
        let f = frame
        let container = superview?.bounds ?? .zero
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, v), max(0, limit)) }
        let insets = UIEdgeInsets(
            top: clamp(container.minY + inherited.top - f.minY, f.height),
            left: clamp(container.minX + inherited.left - f.minX, f.width),
            bottom: clamp(f.maxY - (container.maxY - inherited.bottom), f.height),
            right: clamp(f.maxX - (container.maxX - inherited.right), f.width))
        return insets.turned(by: transform).adding(owningAdditionalInsets)
    }

    /// The additional insets of the view controller whose root view this is (`.zero` otherwise).
    private var owningAdditionalInsets: UIEdgeInsets { owningViewController?.additionalSafeAreaInsets ?? .zero }

    /// The layout margins in force: the stored margins, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's where they overlap it when
    /// `preservesSuperviewLayoutMargins`.
    package var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMarginsStorage
        if insetsLayoutMarginsFromSafeArea { margins = margins.adding(safeAreaInsets) }
        if preservesSuperviewLayoutMargins, let superview {
            let inherited = superview.layoutMargins
            let f = frame
            margins.top = max(margins.top, inherited.top - f.minY)
            margins.left = max(margins.left, inherited.left - f.minX)
            margins.bottom = max(margins.bottom, f.maxY - (superview.bounds.height - inherited.bottom))
            margins.right = max(margins.right, f.maxX - (superview.bounds.width - inherited.right))
        }
        return margins
    }

    /// Calls `safeAreaInsetsDidChange()` (and `layoutMarginsDidChange()` when the margins follow the safe area)
    /// if the safe area changed since the last layout pass; run before `layoutSubviews()`, as UIKit does.
    package func refreshSafeAreaInsets() {
        let current = computedSafeAreaInsets
        guard current != lastSafeAreaInsets else { return }
        lastSafeAreaInsets = current
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea {
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
    }
}

extension UIApplication {
    /// The device's safe area changed (rotation, the status bar shown or hidden): every window lays out again, so
    /// `safeAreaInsetsDidChange()` is called and the safe area layout guides follow.
    package func safeAreaDidChange() {
        for window in windows { window.setNeedsLayout() }
    }
}

extension UIEdgeInsets {
    /// Insets measured on the superview's edges, moved to the edges of a view turned by `transform` when it is a
    /// quarter or half turn (a root view turned by an iPhone OS 3 rotation); otherwise unchanged.
    fileprivate func turned(by transform: CGAffineTransform) -> UIEdgeInsets {
        guard transform != .identity else { return self }
        let a = transform.a.rounded(), b = transform.b.rounded()
        guard abs(transform.a - a) < 1e-6, abs(transform.b - b) < 1e-6 else { return self }
        // The turned frame carries rounding noise (20.00000000000003): snap to a millionth of a point.
        func snap(_ v: CGFloat) -> CGFloat { (v * 1e6).rounded() / 1e6 }
        let e = UIEdgeInsets(top: snap(top), left: snap(left), bottom: snap(bottom), right: snap(right))
        switch (a, b) {
        case (0, -1): return UIEdgeInsets(top: e.left, left: e.bottom, bottom: e.right, right: e.top)  // −90°
        case (0, 1): return UIEdgeInsets(top: e.right, left: e.top, bottom: e.left, right: e.bottom)  // +90°
        case (-1, 0): return UIEdgeInsets(top: e.bottom, left: e.right, bottom: e.top, right: e.left)  // 180°
        default: return self
        }
    }

    /// The sum of the two insets, edge by edge.
    fileprivate func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
                     right: right + other.right)
    }
}

/// A view's remembered safe area insets: valid while the layer change count and the window's insets are those
/// they were computed with.
package struct SafeAreaMemo {
    let insets: UIEdgeInsets
    let window: UIEdgeInsets
    let stamp: Int
}
