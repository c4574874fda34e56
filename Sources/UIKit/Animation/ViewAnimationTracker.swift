// SPDX-License-Identifier: Apache-2.0

/// Counts a block's running animations and calls its completion exactly once: with true when all ran to their
/// end, false when any was removed or replaced (interrupted) first. A block that started no animation completes
/// with true on the next run-loop turn, as UIKit does.
///
/// Animations only advance on layers the compositor reaches, so a view that leaves its window (or is deallocated)
/// mid-animation would never finish. As on iPhone OS, where Core Animation drops the animations of layers removed
/// from the rendered tree, ``stopAnimationsOutsideWindows()`` (called by the runtime every frame) removes them:
/// the block's completion then runs with false. A view removed and put back in a window within one turn keeps
/// animating.
@MainActor
package final class ViewAnimationTracker: @preconcurrency CAAnimationDelegate {
    package let allowsUserInteraction: Bool
    /// How many of the block's animations have not stopped yet.
    package private(set) var outstanding = 0
    private var allFinished = true
    private var closed = false
    /// The completion block, cleared once it has been called.
    package var completion: ((Bool) -> Void)?
    /// The block's animations still running: the layer's copy, its key, and the layer (weakly: a deallocated view's
    /// layer goes away with its animations).
    private var running: [(animation: CAAnimation, key: String, layer: WeakLayer)] = []

    /// Trackers with animations still running (the frame's sweep visits only these).
    private static var inFlight: [ObjectIdentifier: ViewAnimationTracker] = [:]

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// Counts `animation`, the layer's copy just added under `key`, as one of the block's.
    package func track(_ animation: CAAnimation, forKey key: String, on layer: CALayer) {
        outstanding += 1
        running.append((animation, key, WeakLayer(layer)))
        Self.inFlight[ObjectIdentifier(self)] = self
    }

    /// Stops counting `animation` without a callback (a later change in the same block replaced it).
    package func untrack(_ animation: CAAnimation) {
        outstanding -= 1
        forget(animation)
    }

    package func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        outstanding -= 1
        forget(anim)
        if !flag { allFinished = false }
        if closed && outstanding == 0 { complete() }
    }

    /// The block ended: completes now if its animations are over, on the next turn if it started none.
    package func close() {
        closed = true
        guard outstanding == 0 else { return }
        let finished = allFinished
        guard let block = completion else { return }
        completion = nil
        ViewAnimationContext.onNextTurn { block(finished) }
    }

    private func complete() {
        guard let block = completion else { return }
        completion = nil
        block(allFinished)
    }

    private func forget(_ animation: CAAnimation) {
        running.removeAll { $0.animation === animation }
        if running.isEmpty { Self.inFlight[ObjectIdentifier(self)] = nil }
    }

    /// Removes the view-block animations of layers that are no longer in a window, or whose layer is gone, so
    /// their blocks complete with `finished` false. The runtime calls it once per frame, before compositing.
    package static func stopAnimationsOutsideWindows() {
        guard !inFlight.isEmpty else { return }
        for tracker in Array(inFlight.values) { tracker.stopAnimationsOutsideWindows() }
    }

    private func stopAnimationsOutsideWindows() {
        for entry in running where !entry.animation.hasFinished {
            guard let layer = entry.layer.value else {
                entry.animation.hasFinished = true
                animationDidStop(entry.animation, finished: false)
                continue
            }
            guard !Self.isInWindow(layer) else { continue }
            if layer.runningAnimation(forKey: entry.key) === entry.animation {
                layer.removeAnimation(forKey: entry.key)
            } else {
                entry.animation.hasFinished = true
                animationDidStop(entry.animation, finished: false)
            }
        }
    }

    /// Whether `layer` belongs to a view in a window: its own view's, or the nearest enclosing view's.
    private static func isInWindow(_ layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if let view = candidate.delegate as? UIView { return view.window != nil }
            current = candidate.superlayer
        }
        return false
    }
}

/// A weak reference to a layer.
private struct WeakLayer {
    weak var value: CALayer?
    init(_ value: CALayer) { self.value = value }
}
