// SPDX-License-Identifier: Apache-2.0

/// The transition coordinator `viewWillTransition(to:with:)` gets when the interface turns: animations added with
/// ``animate(alongsideTransition:completion:)`` run inside the rotation's animation block (so their view changes
/// animate with it), and their completions run when it ends, before `didRotate(from:)`.
///
/// A rotation is animated, not interactive and never cancelled; its presentation style is `.none`; its container
/// is the key window; there are no from/to controllers or views (nil for every key), as for a size change on iOS.
/// ``targetTransform`` is the turn from the old interface orientation to the new one.
@MainActor
final class RotationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    let containerView: UIView
    private var alongside: [((UIViewControllerTransitionCoordinatorContext) -> Void)?] = []
    private var completions: [((UIViewControllerTransitionCoordinatorContext) -> Void)?] = []
    private var ran = false
    private var finished = false

    init(duration: TimeInterval, targetTransform: CGAffineTransform, container: UIView) {
        self.transitionDuration = duration
        self.targetTransform = targetTransform
        self.containerView = container
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    /// 0 until the rotation ends, then 1.
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    /// Queues `animation` to run inside the rotation's animation block and `completion` after it ends. Added
    /// after the block ran, the animation runs at once (unanimated) and the completion still waits for the end;
    /// added after the end, returns false and runs neither.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    {
        guard !finished else { return false }
        if ran { animation?(self) } else { alongside.append(animation) }
        completions.append(completion)
        return true
    }

    /// Like ``animate(alongsideTransition:completion:)`` (the view does not matter to a rotation).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A rotation is never interactive, so `handler` is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the queued alongside animations (inside the animation block).
    func runAlongsideAnimations() {
        ran = true
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block?(self) }
    }

    /// Runs the completions once the animation ended.
    func finish() {
        guard !finished else { return }
        finished = true
        let blocks = completions
        completions.removeAll()
        for block in blocks { block?(self) }
    }
}
