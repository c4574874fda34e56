// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a transition coordinator tells the closures that run alongside a transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the controller involved (`.none` for pushes and rotations).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can still be interrupted.
    var isInterruptible: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's length in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far along the transition is, 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed of the rest of the transition.
    var completionVelocity: CGFloat { get }
    /// The timing curve of the rest of the transition.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// A rotation's transform (identity otherwise).
    var targetTransform: CGAffineTransform { get }
}

/// The object a transition (a presentation, a push, a rotation) gives controllers so they can animate alongside it
/// and learn when it ends (`viewWillTransition(to:with:)`, `transitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block and `completion` after it ends; returns false
    /// when the closures could not be queued (the transition already ended).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Like ``animate(alongsideTransition:completion:)`` for views outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Runs `handler` when an interactive transition's gesture ends (iOS 10).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The methods through which a container passes size and trait changes to its children; `UIViewController`
/// adopts it.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the controller would like for its view (`.zero`: none).
    var preferredContentSize: CGSize { get }
    /// A child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The container's size for `container` given the parent's size.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The view is about to change to `size` (a rotation, a resize), animating with `coordinator`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
