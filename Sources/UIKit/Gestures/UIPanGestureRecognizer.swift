// SPDX-License-Identifier: Apache-2.0

/// A continuous recognizer for fingers dragging across the screen.
///
/// It begins once between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers are down and their centroid
/// has moved more than ``UIPanGestureRecognizer/slop`` (10) points from where it started; every later move reports
/// `.changed`, and it ends when fewer than `minimumNumberOfTouches` fingers remain. More fingers than the maximum
/// before it begins make it fail; after it begins, extra fingers are ignored. Fingers added or lifted during the
/// gesture do not make the translation jump.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the centroid must move before the pan begins, points (Touchstone's value).
    public static let slop: CGFloat = 10

    /// Fewest fingers that pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// Most fingers that pan (`Int.max` by default).
    open var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, window coordinates (moved when fingers change or it is set).
    private var origin: CGPoint = .zero
    /// Added to the centroid so that it does not jump when fingers are added or lifted.
    private var offset: CGPoint = .zero
    /// The adjusted centroid where the last finger lifted.
    private var liftPoint: CGPoint?
    private var sampler = GestureMotionSampler()

    /// The pan's translation in `view`'s coordinates (nil: the window's): how far the fingers' centroid has moved
    /// since the gesture started (the slop included), or since the last `setTranslation(_:in:)`.
    open func translation(in view: UIView?) -> CGPoint {
        let p = current
        return viewVector(CGPoint(x: p.x - origin.x, y: p.y - origin.y), in: view)
    }

    /// Makes the translation read `translation` (in `view`'s coordinates, nil: the window's) from now on; the usual
    /// call is `setTranslation(.zero, in: view)` after applying it, to receive increments.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            return UIKitDiagnostics.log("UIPanGestureRecognizer.setTranslation: non-finite \(translation) ignored")
        }
        let t = windowVector(translation, from: view)
        let p = current
        origin = CGPoint(x: p.x - t.x, y: p.y - t.y)
    }

    /// The centroid's velocity in `view`'s coordinates (nil: the window's), points per second, over the last 0.1 s
    /// of movement (see `GestureMotionSampler`).
    open func velocity(in view: UIView?) -> CGPoint { viewVector(sampler.velocity, in: view) }

    private var current: CGPoint {
        let active = activeTouches
        if active.isEmpty, let liftPoint { return liftPoint }
        return adjustedCentroid(of: active.isEmpty ? trackedTouches : active)
    }

    private func adjustedCentroid(of touches: [UITouch]) -> CGPoint {
        let c = centroid(of: touches, in: nil)
        return CGPoint(x: c.x + offset.x, y: c.y + offset.y)
    }

    /// Records the fingers' centroid as the pan's origin (a finger added mid-pan shifts the reference so the
    /// translation does not jump) and samples it for the velocity. More fingers than
    /// ``UIPanGestureRecognizer/maximumNumberOfTouches`` fail a pan that has not begun and are ignored by one that has.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let active = activeTouches
        if state == .possible, active.count > maximumNumberOfTouches { return failIfPossible() }
        if state != .possible, active.count > maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        liftPoint = nil
        if active.count == touches.count {
            origin = centroid(of: active, in: nil)
            offset = .zero
            sampler.removeAll()
        } else {
            rebase(before: active.filter { !touches.contains($0) }, after: active)
        }
        sampler.add(current, at: event.timestamp)
    }

    /// Begins the pan once at least ``UIPanGestureRecognizer/minimumNumberOfTouches`` fingers are down and their
    /// centroid has moved more than ``UIPanGestureRecognizer/slop`` points; after that, every move reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sampler.add(current, at: event.timestamp)
        switch state {
        case .possible:
            guard activeTouches.count >= max(1, minimumNumberOfTouches) else { return }
            let p = current
            if hypot(p.x - origin.x, p.y - origin.y) > Self.slop { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Keeps the translation continuous when some fingers lift, remembers where the last finger lifted, and ends
    /// the pan (or fails one that had not begun) when fewer than the minimum fingers remain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let active = activeTouches
        if active.isEmpty {
            liftPoint = adjustedCentroid(of: Array(touches))
        } else {
            rebase(before: active + Array(touches), after: active)
        }
        sampler.add(current, at: event.timestamp)
        if active.count < max(1, minimumNumberOfTouches) { finishOrFail() }
    }

    /// Cancels a pan that began, or fails one that had not.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelOrFail() }

    /// Keeps the adjusted centroid where it was when the set of fingers changes.
    private func rebase(before: [UITouch], after: [UITouch]) {
        let a = centroid(of: before, in: nil)
        let b = centroid(of: after, in: nil)
        offset = CGPoint(x: offset.x + a.x - b.x, y: offset.y + a.y - b.y)
    }

    /// Forgets the origin, the finger-change offset, the lift point and the velocity samples, then resets as every
    /// recognizer does.
    open override func reset() {
        super.reset()
        origin = .zero
        offset = .zero
        liftPoint = nil
        sampler.removeAll()
    }
}
