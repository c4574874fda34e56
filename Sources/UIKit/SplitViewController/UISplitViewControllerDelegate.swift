// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Told about a split view controller's collapsing, expanding and display modes, and asked to steer them; every
/// method is optional, and the defaults give UIKit's behaviour.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display mode button switches to; `.automatic` (the default) lets UIKit choose.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Whether the delegate shows `vc` itself for ``UISplitViewController/show(_:sender:)`` (default false).
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                             sender: Any?) -> Bool
    /// Whether the delegate shows `vc` itself for ``UISplitViewController/showDetailViewController(_:sender:)``
    /// (default false).
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool
    /// The controller to keep as the collapsed interface's only child (classic style); nil (the default): the
    /// primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary when expanding (classic style); nil (the default): the collapsed child.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Whether the delegate took care of `secondaryViewController` when collapsing (classic style): true discards
    /// it; false (the default) lets `primaryViewController.collapseSecondaryViewController(_:for:)` do it (a
    /// navigation controller pushes it). Apps return true to start on the list rather than an empty detail.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary controller to show when expanding (classic style); nil (the default) asks
    /// `primaryViewController.separateSecondaryViewController(for:)`.
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// The orientations the split view controller supports; the default, an empty mask, means "not implemented".
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    /// The orientation to present it in; the default `.unknown` means "not implemented".
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation
    /// The column on top of the collapsed stack (column style); the default keeps `proposedTopColumn`
    /// (`.secondary`). Return `.primary` to start on the list.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// The display mode to expand into (column style); the default keeps `proposedDisplayMode`.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    /// The interface collapsed (column style).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The interface expanded (column style).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// `column` is about to show (column style).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to hide (column style).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// A swipe to show or hide the primary column began.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// A swipe to show or hide the primary column ended.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Returns `.automatic`: UIKit chooses the mode the display mode button switches to.
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    /// Returns `false`: the split view controller shows `vc` itself.
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    /// Returns `false`: the split view controller shows `vc` itself.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    /// Returns `nil`: the primary controller stays as the collapsed interface's child.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// Returns `nil`: the collapsed child becomes the primary again.
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// Returns `false`: the primary controller collapses the secondary (a navigation controller pushes it).
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    /// Returns `nil`: the primary controller separates the secondary (a navigation controller pops it).
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    /// Returns an empty mask, meaning "not implemented": the split view controller's own orientations apply.
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask { [] }
    /// Returns `.unknown`, meaning "not implemented": the split view controller's own preference applies.
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation { .unknown }
    /// Returns `proposedTopColumn` (`.secondary`): the collapsed stack shows the detail on top.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    /// Returns `proposedDisplayMode` unchanged.
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
