// SPDX-License-Identifier: Apache-2.0

/// What pinch and rotation recognizers share: the first two fingers down, and the distance and angle between them.
@MainActor
package enum TwoFingerGesture {
    /// The two tracked fingers still down, in finger order; nil when fewer than two are.
    package static func pair(of recognizer: UIGestureRecognizer) -> (UITouch, UITouch)? {
        let active = recognizer.activeTouches.sorted { $0.finger < $1.finger }
        guard active.count >= 2 else { return nil }
        return (active[0], active[1])
    }

    /// Distance between the two fingers, window points.
    package static func distance(_ pair: (UITouch, UITouch)) -> CGFloat {
        let a = pair.0.location(in: nil)
        let b = pair.1.location(in: nil)
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// Angle of the line from the first finger to the second, radians (y down, so clockwise is positive).
    package static func angle(_ pair: (UITouch, UITouch)) -> CGFloat {
        let a = pair.0.location(in: nil)
        let b = pair.1.location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// `a − b` wrapped into (−π, π].
    package static func angleDifference(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        var d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi }
        if d <= -.pi { d += 2 * .pi }
        return d
    }

    /// Touches beyond the first two are ignored (they still reach the views).
    package static func ignoreExtraTouches(_ touches: Set<UITouch>, of recognizer: UIGestureRecognizer, event: UIEvent) {
        let keep = recognizer.activeTouches.sorted { $0.finger < $1.finger }.prefix(2)
        for touch in touches where !keep.contains(where: { $0 === touch }) { recognizer.ignore(touch, for: event) }
    }
}
