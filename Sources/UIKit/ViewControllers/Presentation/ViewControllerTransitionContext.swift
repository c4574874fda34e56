// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The context and coordinator of one view controller transition (a presentation, a dismissal, a push or pop):
/// what the animator reads, and the alongside animations and completions controllers queue.
///
/// The owner sets ``onComplete`` before starting the animator; ``completeTransition(_:)`` runs it once, then the
/// queued completions, then the animator's `animationEnded(_:)`. Interactive transitions report progress through
/// ``updateInteractiveTransition(_:)`` and end with ``finishInteractiveTransition()`` or
/// ``cancelInteractiveTransition()``; the interaction controller (a percent-driven transition) drives the layers
/// and calls ``completeTransition(_:)`` through the animator.
@MainActor
package final class ViewControllerTransitionContext: UIViewControllerContextTransitioning,
    UIViewControllerTransitionCoordinator
{
    package typealias Closure = (UIViewControllerTransitionCoordinatorContext) -> Void

    package let containerView: UIView
    package let isAnimated: Bool
    package var isInteractive: Bool
    package let initiallyInteractive: Bool
    package let presentationStyle: UIModalPresentationStyle
    package var targetTransform: CGAffineTransform = .identity
    package private(set) var transitionWasCancelled = false
    package private(set) var percentComplete: CGFloat = 0
    package var completionVelocity: CGFloat = 1
    package var completionCurve: UIView.AnimationCurve = .easeInOut
    package var transitionDuration: TimeInterval = 0
    package var isInterruptible: Bool { false }
    package var isCancelled: Bool { transitionWasCancelled }

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    package var initialFrames: [ObjectIdentifier: CGRect] = [:]
    package var finalFrames: [ObjectIdentifier: CGRect] = [:]

    /// Runs once when the animator completes the transition, with whether it completed (not cancelled).
    package var onComplete: ((Bool) -> Void)?
    /// Progress reports of an interactive transition, for the owner (a sheet's dimming, say).
    package var onInteractiveUpdate: ((CGFloat) -> Void)?
    /// The animator, told `animationEnded(_:)` after completion.
    package var animator: UIViewControllerAnimatedTransitioning?
    private var alongside: [Closure] = []
    private var completions: [Closure] = []
    private var interactionHandlers: [Closure] = []
    private(set) package var hasStarted = false
    private(set) package var hasCompleted = false

    package init(container: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
                 animated: Bool, interactive: Bool, style: UIModalPresentationStyle) {
        containerView = container
        isAnimated = animated
        isInteractive = interactive
        initiallyInteractive = interactive
        presentationStyle = style
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
    }

    // MARK: UIViewControllerContextTransitioning

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    package func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    package func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    package func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        onInteractiveUpdate?(self.percentComplete)
    }

    package func finishInteractiveTransition() { endInteraction(cancelled: false) }
    package func cancelInteractiveTransition() { endInteraction(cancelled: true) }
    package func pauseInteractiveTransition() { isInteractive = true }

    package func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            return UIKitDiagnostics.log("completeTransition: called more than once for one transition; ignored")
        }
        hasCompleted = true
        onComplete?(didComplete)
        onComplete = nil
        let queued = completions
        completions = []
        alongside = []
        for completion in queued { completion(self) }
        animator?.animationEnded(didComplete)
        animator = nil
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    package func animate(alongsideTransition animation: Closure?, completion: Closure?) -> Bool {
        guard !hasCompleted else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if hasStarted {
            runAlongside([animation])
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    package func animateAlongsideTransition(in view: UIView?, animation: Closure?, completion: Closure?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping Closure) { interactionHandlers.append(handler) }

    // MARK: Driving (package)

    /// Starts the transition: runs the queued alongside animations in an animation block as long as the
    /// transition (without animation when it is not animated), then hands the context to the animator.
    package func start(with animator: UIViewControllerAnimatedTransitioning,
                       interaction: UIViewControllerInteractiveTransitioning?) {
        self.animator = animator
        transitionDuration = isAnimated ? animator.transitionDuration(using: self) : 0
        hasStarted = true
        runAlongside(alongside)
        alongside = []
        if let interaction {
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
    }

    private func runAlongside(_ closures: [Closure]) {
        guard !closures.isEmpty else { return }
        let body = { for closure in closures { closure(self) } }
        if isAnimated, transitionDuration > 0, !isInteractive {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: body)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }

    private func endInteraction(cancelled: Bool) {
        transitionWasCancelled = cancelled
        isInteractive = false
        for handler in interactionHandlers { handler(self) }
        interactionHandlers = []
    }
}
