// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// Keys for the two view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it (`UITransitionContextFromViewController`, …).
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition (the presenter when presenting).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Keys for the two views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it (`UITransitionContextFromView`, …).
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (nil when it stays, as the presenter's does for a sheet).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What UIKit hands an animation controller: the container view, the two controllers and their frames, and the
/// calls that end the transition.
///
/// The animator adds the arriving view to ``containerView``, animates, and calls ``completeTransition(_:)`` exactly
/// once when done (false when the transition was cancelled).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition happens; the animator adds the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop let go too early, say).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the controller being presented or dismissed (`.none` for pushes).
    var presentationStyle: UIModalPresentationStyle { get }
    /// A rotation's transform (identity otherwise).
    var targetTransform: CGAffineTransform { get }

    /// Reports an interactive transition's progress, 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition should complete.
    func finishInteractiveTransition()
    /// The interaction ended and the transition should go back.
    func cancelInteractiveTransition()
    /// The interaction paused (iOS 10).
    func pauseInteractiveTransition()
    /// Ends the transition; the animator calls it once, passing `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key` (nil when that view is not part of the transition).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of `vc`'s view at the start, in the container's coordinates (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view at the end, in the container's coordinates (`.zero` when unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition between two view controllers (a presentation, a push).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's length in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Performs the transition's animations; call `completeTransition(_:)` on the context when done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition ended (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition with a gesture (an interaction controller).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition with `transitionContext`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the transition plays after the interaction ends (optional; 1).
    var completionSpeed: CGFloat { get }
    /// The timing curve of the rest of the transition (optional; `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (optional; true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Returns 1: the rest of the transition plays at normal speed.
    public var completionSpeed: CGFloat { 1 }
    /// Returns `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Returns `true`: the transition starts under the gesture's control.
    public var wantsInteractiveStart: Bool { true }
}

/// The object that supplies a custom presentation's animation, interaction and presentation controllers; all
/// optional (nil: the system's).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting` (asked by `source.present(_:…)`).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for a presentation with `animator`.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller for a dismissal with `animator`.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller managing a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Returns `nil`: the presentation uses the system animation for its style.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Returns `nil`: the dismissal uses the system animation for the presentation's style.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Returns `nil`: the presentation is not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// Returns `nil`: the dismissal is not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// Returns `nil`: a `.custom` presentation falls back to the system presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
