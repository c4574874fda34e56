// SPDX-License-Identifier: Apache-2.0

/// The status bar as UIKit keeps it for one application: its style, its visibility and the last change of
/// visibility (for the fade or slide), and who decides them.
///
/// Who decides follows the `UIViewControllerBasedStatusBarAppearance` Info.plist key: YES (iOS 7's default), the
/// key window's view controllers (``UIApplication/refreshStatusBarFromViewControllers()``), and the application's
/// own setters are ignored with a logged line; NO, the application's `statusBarStyle`, `isStatusBarHidden` and
/// their animated setters. Without the key, the modern profile behaves as YES and the iPhone OS 3 profiles as NO
/// (there were no controller preferences before iOS 7), except that `setNeedsStatusBarAppearanceUpdate()` there
/// still copies a controller's preferences into the application when an app calls it.
@MainActor
package final class StatusBarState {
    /// How long a fade or slide takes, seconds of device time (UIKit does not document it; 0.35 s, as the
    /// navigation bar's hide and show on iPhone OS 3).
    package static let animationDuration = 0.35

    /// The style the bar is drawn in.
    package var style: UIStatusBarStyle = .default
    /// Whether the bar is hidden (or hiding).
    package var isHidden = false
    /// The last change of visibility, while it may still be animating.
    package var transition: Transition?
    /// Whether view controllers decide the bar (`UIViewControllerBasedStatusBarAppearance`).
    package var isViewControllerBased = false
    /// Whether the Info.plist named `UIViewControllerBasedStatusBarAppearance` (else the profile decided).
    package var isDecidedByInfoPlist = false

    /// A change of visibility: which way, how, and when it began on the device clock.
    package struct Transition: Equatable {
        package var hiding: Bool
        package var animation: UIStatusBarAnimation
        package var start: Double
    }

    /// How much of the bar shows at `time`: 1 shown, 0 hidden, in between while it fades or slides (eased in and
    /// out over ``animationDuration``).
    package func visibleFraction(at time: Double) -> CGFloat {
        let target: CGFloat = isHidden ? 0 : 1
        guard let transition, transition.animation != .none else { return target }
        let elapsed = time - transition.start
        guard elapsed < Self.animationDuration, elapsed >= 0 else { return target }
        let t = elapsed / Self.animationDuration
        let eased = CGFloat(t * t * (3 - 2 * t))
        return transition.hiding ? 1 - eased : eased
    }

    /// Whether a fade or slide is under way at `time`.
    package func isAnimating(at time: Double) -> Bool {
        guard let transition, transition.animation != .none else { return false }
        let elapsed = time - transition.start
        return elapsed >= 0 && elapsed < Self.animationDuration
    }
}
