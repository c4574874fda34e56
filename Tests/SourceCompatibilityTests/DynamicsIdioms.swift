// SPDX-License-Identifier: Apache-2.0
//
// UIKit Dynamics as iOS 7–9 apps write it, in Swift 5 mode: a view controller that drops a square and a ball
// under gravity onto a barrier, with a collision delegate that reads the boundary identifier as a String, an
// item behaviour for bounce, a composite behaviour subclass, a ball view overriding collisionBoundsType, an
// attachment dragged by its anchor point, and a snap.

import UIKit

/// A ball: collides as a circle.
final class BallView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { return .ellipse }
}

/// Gravity plus collisions with the reference bounds, as one behaviour (Apple's sample-code pattern).
final class FallingBehavior: UIDynamicBehavior {
    let gravity: UIGravityBehavior
    let collision: UICollisionBehavior

    init(items: [UIDynamicItem]) {
        gravity = UIGravityBehavior(items: items)
        collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        super.init()
        addChildBehavior(gravity)
        addChildBehavior(collision)
    }
}

/// Drops a square and a ball onto a barrier.
final class DropViewController: UIViewController, UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
    var animator: UIDynamicAnimator!
    var falling: FallingBehavior!
    var drag: UIAttachmentBehavior?
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
    let ball = BallView(frame: CGRect(x: 250, y: 50, width: 40, height: 40))
    let barrier = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 20))
    var hitBarrier = false
    var paused = false

    override func viewDidLoad() {
        super.viewDidLoad()
        square.backgroundColor = .gray
        ball.backgroundColor = .red
        barrier.backgroundColor = .red
        view.addSubview(square)
        view.addSubview(ball)
        view.addSubview(barrier)

        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
        falling = FallingBehavior(items: [square, ball])
        falling.collision.addBoundary(withIdentifier: "barrier" as NSCopying, for: UIBezierPath(rect: barrier.frame))
        falling.collision.collisionDelegate = self
        animator.addBehavior(falling)

        let itemBehaviour = UIDynamicItemBehavior(items: [square, ball])
        itemBehaviour.elasticity = 0.6
        animator.addBehavior(itemBehaviour)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        if let identifier = identifier as? String, identifier == "barrier" {
            hitBarrier = true
        }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        paused = true
    }

    func beginDrag(at point: CGPoint) {
        let offset = UIOffset(horizontal: point.x - square.center.x, vertical: point.y - square.center.y)
        let attachment = UIAttachmentBehavior(item: square, offsetFromCenter: offset, attachedToAnchor: point)
        animator.addBehavior(attachment)
        drag = attachment
    }

    func moveDrag(to point: CGPoint) {
        drag?.anchorPoint = point
    }

    func endDrag() {
        if let drag = drag { animator.removeBehavior(drag) }
        drag = nil
        let snap = UISnapBehavior(item: ball, snapTo: CGPoint(x: 260, y: 150))
        snap.damping = 0.8
        animator.addBehavior(snap)
    }
}
