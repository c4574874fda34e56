// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Gives a page view controller the pages around its current one as the user turns, and the numbers its page
/// control shows.
///
/// The controller asks for both neighbours of the current page whenever the pages change (a settled turn,
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``, a new data source), so that a
/// swipe can show the next page at once; an answer of nil ends the book on that side (the pages then bounce).
/// Answering with the current page itself is logged and read as nil.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots of the page control of a horizontal `.scroll` controller; optional. The default, 0,
    /// means "not implemented": no page control shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page control that is current; optional (default 0). Asked, with the count, whenever the
    /// pages change.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page control (see the requirement).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot (see the requirement).
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
