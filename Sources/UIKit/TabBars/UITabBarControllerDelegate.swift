// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a tab bar controller's delegate implements to follow and steer tab selection, the customising
/// sheet and tab switch animations; all optional.
///
/// Only the user's choices reach the delegate: `shouldSelect` and `didSelect` are sent for taps on the bar (and
/// rows of the More list), never when code sets `selectedIndex` or `selectedViewController`.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asks whether the tab of `viewController` (the More navigation controller for the More tab) may become active
    /// after the user tapped it; false keeps the current tab. Default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab (also when it was already selected, as on iOS 3 and later).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The customising sheet is about to open with `viewControllers` (all of the controller's view controllers).
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The customising sheet is about to close; `changed` says whether the order of the tabs changed.
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                          changed: Bool)
    /// The customising sheet closed; `viewControllers` is the (possibly new) order.
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                          changed: Bool)
    /// The orientations the tab bar controller supports, asked instead of the selected child. The default answers
    /// an empty mask, which UIKit reads as "not implemented" (the selected child decides).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The orientation to present the tab bar controller in; the default's `.unknown` means "not implemented".
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    /// The animator of the switch from `fromVC` to `toVC` (iOS 7); nil (the default): the switch is immediate.
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives the switch `animationController` animates (iOS 7); nil (the
    /// default): the switch plays by itself.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    /// Returns `true`: every tapped tab becomes active.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 willBeginCustomizing viewControllers: [UIViewController]) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    /// Returns an empty mask, meaning "not implemented": the selected child decides.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask { [] }
    /// Returns `.unknown`, meaning "not implemented": the selected child decides.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation { .unknown }
    /// Returns `nil`: tabs switch immediately, without animation.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Returns `nil`: a custom switch animation plays by itself.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
