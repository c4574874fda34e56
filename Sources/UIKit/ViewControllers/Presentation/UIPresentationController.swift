// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a presentation controller's delegate implements to adapt the presentation and follow interactive
/// dismissal of sheets; all optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in the compact environment instead of the requested one (`.none`: keep it).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use for `traitCollection` (defaults to ``adaptivePresentationStyle(for:)``).
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether the user may dismiss the sheet with a swipe (true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// An interactive dismissal began.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the sheet interactively.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a sheet that refuses (``UIViewController/isModalInPresentation`` or the delegate).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// A popover is about to be presented in `style` (`.none`: as a popover, not adapted); `transitionCoordinator`
    /// is nil when the presentation is not animated.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented by the delegate: `.automatic`, which lets the presentation adapt as the system does (Apple:
    /// "if you do not implement this method, the presentation controller uses its default").
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
    /// Asks ``UIAdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:)``, the form without traits.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Returns `true`: the user may always swipe the sheet away.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
}

/// Manages one presentation: the container view it happens in, the presented view's frame, and the extra views
/// (a dimming view) around it.
///
/// UIKit makes one for every presentation; a `.custom` presentation gets its subclass from the transitioning
/// delegate. Subclasses override the frame and the four transition hooks, adding their own views to
/// ``containerView`` and animating them alongside with `presentedViewController.transitionCoordinator`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting (the root of the presentation context).
    public private(set) var presentingViewController: UIViewController
    /// The object adapting the presentation and following interactive dismissal.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The presentation style this controller carries out.
    open var presentationStyle: UIModalPresentationStyle { styleStorage }
    /// The view the presentation happens in (nil until the presentation begins).
    open var containerView: UIView? { containerStorage }
    /// The view that is animated: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// Where the presented view sits in ``containerView`` when shown (the container's bounds by default).
    open var frameOfPresentedViewInContainerView: CGRect { containerStorage?.bounds ?? .zero }
    /// Whether the presentation covers the whole screen (true).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view is removed once covered (true only for `.fullScreen` and `.currentContext`
    /// presentations; a custom subclass answers false by default).
    open var shouldRemovePresentersView: Bool { styleStorage == .fullScreen || styleStorage == .currentContext }
    /// The style used in the compact environment (the presentation's own).
    open var adaptivePresentationStyle: UIModalPresentationStyle { styleStorage }
    /// Traits that override the presented controller's (nil).
    open var overrideTraitCollection: UITraitCollection?
    /// The size the presented controller would like.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// The presentation controller's traits (its container's).
    open var traitCollection: UITraitCollection { containerStorage?.traitCollection ?? UIScreen.main.traitCollection }

    package var styleStorage: UIModalPresentationStyle = .custom
    /// Where the presenter's view was before a full-screen presentation took it out of the window.
    package var savedPresenterSlot: (superview: UIView, index: Int)?
    package var containerStorage: UIView?
    /// The presenter's controllers whose view a chain dismissal put back early, waiting for their appearance to end.
    package var earlyRestoredAppearing: [UIViewController]?
    /// The popover this presentation stands in for when a `.popover` presentation adapted to compact width.
    package var adaptedPopover: UIPopoverPresentationController?

    /// Creates a presentation controller for `presentedViewController` presented from `presentingViewController`
    /// (nil: decided when presented).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// Called before the presentation animates: add your extra views to ``UIPresentationController/containerView`` here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` is false when it was cancelled (remove your views then).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animates.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews: the default puts the presented view at
    /// ``frameOfPresentedViewInContainerView`` while the presentation is not transitioning.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// A child's preferred size changed (the presented controller's); the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size for `container`: `parentSize`.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// The container is about to change size; the default does nothing.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The traits are about to change; the default does nothing.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: UIViewControllerTransitionCoordinator) {}

    package func setPresenting(_ controller: UIViewController) { presentingViewController = controller }
}
