// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Told about the page turns the user makes, and asked about spines and orientations; every method is optional.
///
/// Turns made in code with ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` are not
/// reported here.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture started turning to `pendingViewControllers` (not yet shown whole; the turn may still be
    /// cancelled).
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture's turn settled: `completed` says whether the pending pages became the current ones;
    /// `previousViewControllers` are the pages shown before the turn began.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for the interface `orientation` a `.pageCurl` controller is turning to; set matching view
    /// controllers from here. The default, `.none`, means "not implemented": the spine stays.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports; the default, an empty mask, means "not implemented".
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    /// The orientation to present the page view controller in; the default `.unknown` means "not implemented".
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// Returns `.none`, meaning "not implemented": the spine stays where it is.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation { .none }
    /// Returns an empty mask, meaning "not implemented": the page view controller supports what a view controller
    /// does by default.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask { [] }
    /// Returns `.unknown`, meaning "not implemented": the page view controller's own preference applies.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation { .unknown }
}
