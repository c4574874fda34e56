// SPDX-License-Identifier: Apache-2.0

/// The transition coordinator `viewWillTransition(to:with:)` gets when the interface turns: animations added with
/// ``animate(alongsideTransition:completion:)`` run inside the rotation's animation block (so their view changes
/// animate with it), and their completions run when it ends, before `didRotate(from:)`.
///
/// A rotation is animated, not interactive and never cancelled; its container is the key window; there are no
/// from/to controllers or views (nil for every key), as for a size change on iOS.
@MainActor
final class RotationTransitionCoordinator {
    /// The rotation's length, seconds.
    let transitionDuration: TimeInterval
    /// The turn from the old interface orientation to the new one (a rotation about the screen's centre).
    let targetTransform: CGAffineTransform
    private var alongside: [((RotationTransitionCoordinator) -> Void)?] = []
    private var completions: [((RotationTransitionCoordinator) -> Void)?] = []
    private var ran = false
    private(set) var finished = false

    init(duration: TimeInterval, targetTransform: CGAffineTransform) {
        self.transitionDuration = duration
        self.targetTransform = targetTransform
    }

    /// Fraction of the transition complete (0 until it ends).
    var percentComplete: CGFloat { finished ? 1 : 0 }

    /// Queues `animation` to run inside the rotation's animation block and `completion` after it ends; added
    /// after the block ran, the animation runs at once (without animation) and the completion still waits.
    @discardableResult
    func addAlongside(_ animation: ((RotationTransitionCoordinator) -> Void)?,
                      completion: ((RotationTransitionCoordinator) -> Void)?) -> Bool
    {
        if ran { animation?(self) } else { alongside.append(animation) }
        if finished { completion?(self) } else { completions.append(completion) }
        return true
    }

    /// Runs the queued alongside animations (inside the animation block).
    func runAlongsideAnimations() {
        ran = true
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block?(self) }
    }

    /// Runs the completions once the animation ended.
    func finish(cancelled: Bool) {
        guard !finished else { return }
        finished = true
        let blocks = completions
        completions.removeAll()
        for block in blocks { block?(self) }
    }
}
