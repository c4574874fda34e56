// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a navigation controller's delegate implements to follow the controllers it shows and to supply
/// custom push and pop animations; all optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown (before the push or pop animation starts).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// `viewController` was shown (after the animation ended; not called when an interactive pop is cancelled).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The orientations the navigation controller supports (default: not implemented, so the top controller's).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    /// The orientation preferred when the navigation controller is presented (default: not implemented).
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
    /// The interaction controller for a transition animated by `animationController` (nil: the system's, which is
    /// the edge swipe for a pop with the system animator, else none).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The animator for a push or pop from `fromVC` to `toVC` (nil: the system slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    /// Not implemented: an empty mask, which tells the navigation controller to ask its top controller.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 0) }
    /// Not implemented: `.unknown`, which tells the navigation controller to ask its top controller.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController) -> UIInterfaceOrientation { .unknown }
    /// Returns `nil`: an interactive pop uses the edge swipe when the system animator runs, otherwise none.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// Returns `nil`: pushes and pops use the system slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? { nil }
}
