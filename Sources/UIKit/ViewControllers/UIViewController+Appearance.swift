// SPDX-License-Identifier: Apache-2.0

/// Where a view controller is in its appearance cycle.
package enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Starts an appearance change: calls `viewWillAppear(_:)` when `isAppearing`, else `viewWillDisappear(_:)`.
    ///
    /// UIKit calls this itself when a controller's view enters or leaves a shown window (the window's
    /// `rootViewController`, or any view a controller owns), and when that window is shown or hidden; container
    /// controllers call it for their children. A request that does not change the state (appearing twice) is ignored.
    ///
    /// iPhone OS 3 sent these callbacks only through navigation and tab controllers; Touchstone follows today's
    /// UIKit, which sends them for any controller whose view is shown.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            owesViewIsAppearing = true
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            owesViewIsAppearing = false
            viewWillDisappear(animated)
        default:
            return
        }
        pendingAppearanceAnimated = animated
    }

    /// Finishes the change `beginAppearanceTransition(_:animated:)` started: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`. Without a change in progress it does nothing.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            // viewIsAppearing comes with the view laid out: a layout pass now sends it (before
            // viewWillLayoutSubviews); when the view needs none, it is sent here.
            if owesViewIsAppearing, let view = viewIfLoaded, view.window != nil { view.layoutIfNeeded() }
            if owesViewIsAppearing {
                owesViewIsAppearing = false
                viewIsAppearing(pendingAppearanceAnimated)
            }
            appearanceState = .appeared
            viewDidAppear(pendingAppearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(pendingAppearanceAnimated)
        default:
            return
        }
    }

    /// Sends ``viewIsAppearing(_:)`` when the controller is appearing, still owes it and its view is in a window:
    /// the view's layout pass calls this before ``viewWillLayoutSubviews()``.
    package func sendViewIsAppearingIfOwed() {
        guard owesViewIsAppearing, appearanceState == .appearing, viewIfLoaded?.window != nil else { return }
        owesViewIsAppearing = false
        viewIsAppearing(pendingAppearanceAnimated)
    }

    /// Whether the controller counts as shown (appeared, or on its way there).
    package var isShownForAppearance: Bool { appearanceState == .appearing || appearanceState == .appeared }
}
