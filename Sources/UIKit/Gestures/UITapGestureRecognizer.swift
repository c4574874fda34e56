// SPDX-License-Identifier: Apache-2.0

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// It recognizes (`.ended`) when the last finger of the `numberOfTapsRequired`-th tap lifts, each tap having had
/// exactly `numberOfTouchesRequired` fingers down. It fails when a finger moves more than ``allowableMovement``
/// points from where it went down, when more fingers than required touch, when a tap lifts with too few fingers,
/// when the next tap does not begin within ``UITapGestureRecognizer/multiTapInterval`` seconds of the previous one
/// lifting, or begins more than ``UITapGestureRecognizer/multiTapDistance`` points away from the first (the same
/// interval and distance as `UITouch.tapCount`). Timeouts run on the device clock.
///
/// A single-tap recognizer that `require(toFail:)` a double-tap one on the same view therefore fires
/// `multiTapInterval` after a lone tap, and not at all for a double tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Longest pause between the taps of one gesture, seconds (0.35, as `UITouch.tapCount`).
    public static let multiTapInterval: TimeInterval = TouchTranslator.tapInterval
    /// Farthest a later tap may begin from the first, points (45, as `UITouch.tapCount`).
    public static let multiTapDistance: CGFloat = TouchTranslator.tapDistance

    /// Taps needed (1 by default); values below 1 count as 1.
    open var numberOfTapsRequired = 1
    /// Fingers each tap needs (1 by default); values below 1 count as 1.
    open var numberOfTouchesRequired = 1
    /// How far a finger may move during a tap, points (10, Touchstone's value; Apple does not document its own).
    open var allowableMovement: CGFloat = 10

    private var taps = MultiTapCounter()
    private var firstTapLocation: CGPoint?
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    /// Counts the fingers of the current tap (too many fail the gesture) and notes where each came down; a later tap
    /// that begins more than ``UITapGestureRecognizer/multiTapDistance`` points from the first fails it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        taps.fingersDown(touches.count, active: activeTouches.count)
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard taps.fingersThisTap <= max(1, numberOfTouchesRequired) else { return failIfPossible() }
        let here = centroid(of: activeTouches, in: nil)
        if let first = firstTapLocation {
            if hypot(here.x - first.x, here.y - first.y) > Self.multiTapDistance { failIfPossible() }
        } else {
            firstTapLocation = here
        }
    }

    /// Fails the gesture when any finger moved more than ``UITapGestureRecognizer/allowableMovement`` points from
    /// where it came down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let p = touch.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { return failIfPossible() }
        }
    }

    /// When the last finger lifts, completes a tap (fewer fingers than required fail it): recognizes (`.ended`) after
    /// the ``UITapGestureRecognizer/numberOfTapsRequired``-th tap, otherwise waits up to
    /// ``UITapGestureRecognizer/multiTapInterval`` seconds for the next tap to begin.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty else { return }
        guard taps.tapLifted(fingersRequired: max(1, numberOfTouchesRequired)) else { return failIfPossible() }
        if taps.tapsDone >= max(1, numberOfTapsRequired) { state = .ended } else { taps.awaitNextTap(of: self) }
    }

    /// Fails: a cancelled touch is never a tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { failIfPossible() }

    /// Forgets the taps counted and where they began, then resets as every recognizer does.
    open override func reset() {
        super.reset()
        taps.reset()
        firstTapLocation = nil
        starts.removeAll()
    }
}
