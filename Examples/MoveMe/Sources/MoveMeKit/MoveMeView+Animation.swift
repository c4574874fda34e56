// SPDX-License-Identifier: Apache-2.0
//
// MoveMe's two animations: the pulse on touch-down (UIView animation blocks, spec §1.7) and the snap-back on
// release (a Core Animation keyframe path and a group, spec §1.9).

import UIKit

extension MoveMeView {
    /// How long the placard takes to grow on touch-down, in seconds.
    public static let growAnimationDuration: TimeInterval = 0.15
    /// How long it then takes to shrink slightly and move under the finger, in seconds.
    public static let moveAnimationDuration: TimeInterval = 0.15
    /// The scale the placard grows to.
    public static let growFactor: CGFloat = 1.2
    /// The scale it keeps while it is dragged.
    public static let shrinkFactor: CGFloat = 1.1
    /// The key of the snap-back animation on the placard's layer.
    public static let snapBackAnimationKey = "animatePlacardViewToCenter"

    /// The pulse, step 1: the placard grows to 1.2 in 0.15 s (ease in–out, the blocks' default curve); when that
    /// ends, step 2 shrinks it to 1.1 and moves it under the finger in another 0.15 s. Two chained blocks,
    /// because the last change to a property in one block wins. `touchPoint` is in this view's coordinates;
    /// the closure keeps it, as the original kept it in the block's context.
    func animateFirstTouch(at touchPoint: CGPoint) {
        let generation = placardTouchGeneration
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(MoveMeView.growAnimationDuration)
        UIView.setAnimationDidStop { [weak self] _, _, _ in
            self?.growAnimationDidStop(touchPoint: touchPoint, generation: generation)
        }
        placardView.transform = CGAffineTransform(scaleX: MoveMeView.growFactor, y: MoveMeView.growFactor)
        UIView.commitAnimations()
    }

    /// The pulse, step 2. Does nothing when the touch that started the pulse has ended or been cancelled (the
    /// snap-back or the reset owns the placard then). It moves to where the finger is now, which is
    /// `touchPoint` unless the finger moved during step 1 (the original went back to the touch-down point).
    func growAnimationDidStop(touchPoint: CGPoint, generation: Int) {
        guard generation == placardTouchGeneration else { return }
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(MoveMeView.moveAnimationDuration)
        placardView.transform = CGAffineTransform(scaleX: MoveMeView.shrinkFactor, y: MoveMeView.shrinkFactor)
        placardView.center = placardTouchLocation ?? touchPoint
        UIView.commitAnimations()
    }

    /// The snap-back: the placard bounces back to the centre along ``BounceBackPath`` with ease-in timing while
    /// its scale returns to 1. The model values are final at once, so hit-testing already sees the placard at
    /// the centre; ``animationDidStop(_:finished:)`` runs when the group ends.
    func animatePlacardViewToCenter() {
        let plan = BounceBackPath(from: placardView.center, to: restingCenter)

        let bounce = CAKeyframeAnimation(keyPath: "position")
        bounce.path = plan.path
        bounce.duration = plan.duration
        bounce.isRemovedOnCompletion = false

        let transform = CABasicAnimation(keyPath: "transform")
        transform.toValue = CATransform3DIdentity
        transform.duration = plan.duration
        transform.isRemovedOnCompletion = true

        let group = CAAnimationGroup()
        group.animations = [bounce, transform]
        group.duration = plan.duration
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        group.delegate = self
        placardView.layer.add(group, forKey: MoveMeView.snapBackAnimationKey)

        placardView.center = restingCenter
        placardView.transform = .identity
    }
}

/// The snap-back's path and duration (X-MM `animatePlacardViewToCenter`, spec §1.9).
///
/// From the release point `s` the path goes straight to the centre `c`, then makes excursions back towards `s`,
/// each a quarter, an eighth, a twelfth … of the release offset, returning to `c` after each, until an excursion
/// is under 6 points on both axes. The first excursion is always made. The k-th excursion adds `1/(4(k+1))`
/// seconds to the base 1.5 s: `duration = 1.5 + Σ_{k=2}^{n+1} 1/(4k)` for `n` excursions.
public struct BounceBackPath: Sendable, Equatable {
    /// The path's points, in order: `s`, `c`, then each excursion followed by `c` (1 + 2n line segments).
    public let vertices: [CGPoint]
    /// The animation's length in seconds.
    public let duration: TimeInterval

    /// The excursions: the points between the returns to the centre.
    public var excursions: [CGPoint] { stride(from: 2, to: vertices.count, by: 2).map { vertices[$0] } }

    /// The vertices as a path of straight lines.
    public var path: CGPath {
        let path = CGMutablePath()
        guard let first = vertices.first else { return path }
        path.move(to: first)
        for point in vertices.dropFirst() { path.addLine(to: point) }
        return path
    }

    /// The snap-back from `start` (the release point) to `center`, both in the same coordinates. Non-finite
    /// points give a straight line to `center` lasting the base 1.5 s.
    public init(from start: CGPoint, to center: CGPoint) {
        guard start.x.isFinite, start.y.isFinite, center.x.isFinite, center.y.isFinite else {
            vertices = [center, center]
            duration = 1.5
            return
        }
        let ox = start.x - center.x, oy = start.y - center.y
        var points = [start, center]
        var duration: TimeInterval = 1.5
        var divider: CGFloat = 4
        repeat {
            points.append(CGPoint(x: center.x + ox / divider, y: center.y + oy / divider))
            points.append(center)
            divider += 4
            duration += 1 / Double(divider)
        } while !(abs(ox / divider) < 6 && abs(oy / divider) < 6)
        vertices = points
        self.duration = duration
    }
}
