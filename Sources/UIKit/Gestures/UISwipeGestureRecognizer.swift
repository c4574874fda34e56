// SPDX-License-Identifier: Apache-2.0

/// A discrete recognizer for a quick straight stroke in one of the allowed directions.
///
/// Thresholds follow the guide's swipe example (Listing 3-2, §2.3.5: `HORIZ_SWIPE_DRAG_MIN = 12`,
/// `VERT_SWIPE_DRAG_MAX = 4`): the swipe is recognized (`.ended`) as soon as the fingers' centroid has moved at least
/// ``UISwipeGestureRecognizer/minimumDistance`` (12) points along an allowed direction while straying at most
/// ``UISwipeGestureRecognizer/maximumDeviation`` (4) points across it. It fails when it strays further across every
/// allowed direction, moves 12 points against all of them, gets more fingers than `numberOfTouchesRequired`, or the
/// fingers lift first. Touchstone sets no time limit.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions (Apple's raw values).
    public struct Direction: OptionSet, Sendable {
        /// The option bits (right 1, left 2, up 4, down 8).
        public let rawValue: UInt
        /// Creates a direction set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards −x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards −y (up the screen).
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards +y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Shortest stroke along the direction, points (the guide's `HORIZ_SWIPE_DRAG_MIN`).
    public static let minimumDistance: CGFloat = 12
    /// Widest stray across the direction, points (the guide's `VERT_SWIPE_DRAG_MAX`).
    public static let maximumDeviation: CGFloat = 4

    /// The directions that count (`.right` by default); several may be combined.
    open var direction: Direction = .right
    /// Fingers that must swipe together (1 by default).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?

    /// Fails when more fingers than ``UISwipeGestureRecognizer/numberOfTouchesRequired`` touch; once exactly that
    /// many are down, their centroid is where the stroke starts.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let active = activeTouches
        guard active.count <= max(1, numberOfTouchesRequired) else { return failIfPossible() }
        start = active.count == max(1, numberOfTouchesRequired) ? centroid(of: active, in: nil) : nil
    }

    /// Recognizes (`.ended`) as soon as the centroid has moved at least ``UISwipeGestureRecognizer/minimumDistance``
    /// points in one of the allowed directions while straying at most ``UISwipeGestureRecognizer/maximumDeviation``
    /// across it; fails once no allowed direction is still possible.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        let p = centroid(of: activeTouches, in: nil)
        let d = CGPoint(x: p.x - start.x, y: p.y - start.y)
        var possible = false
        for (option, axis) in [(Direction.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)),
                               (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1))]
        where direction.contains(option) {
            let along = d.x * axis.x + d.y * axis.y
            let across = abs(d.x * axis.y - d.y * axis.x)
            if along >= Self.minimumDistance && across <= Self.maximumDeviation {
                state = .ended
                return
            }
            if across <= Self.maximumDeviation && along > -Self.minimumDistance { possible = true }
        }
        if !possible { state = .failed }
    }

    /// Fails: lifting the fingers before the stroke was long enough is not a swipe.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { failIfPossible() }

    /// Fails, as a swipe never began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { failIfPossible() }

    /// Forgets the stroke's start, then resets as every recognizer does.
    open override func reset() {
        super.reset()
        start = nil
    }
}
