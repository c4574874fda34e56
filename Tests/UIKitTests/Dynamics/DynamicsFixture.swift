// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A launched iPhone 3GS (320×480) whose key window holds a 320×480 reference view, and an animator on it; times
/// are on the device's manual clock.
@MainActor
struct DynamicsFixture {
    let device: HeadlessDevice
    let reference: UIView
    let animator: UIDynamicAnimator

    init() throws {
        device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(reference)
        animator = UIDynamicAnimator(referenceView: reference)
        device.runPendingWork()
    }

    /// A `size`-point square view centred at `center` in the reference view.
    func box(at center: CGPoint, size: CGFloat = 100) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
        reference.addSubview(view)
        return view
    }

    /// Whether the app's run loop may sleep after this turn (no display link or animation asks for the next
    /// refresh; the status bar's clock may still wake it at the next minute).
    var runLoopSleeps: Bool {
        guard let runtime = device.application?.runtime else { return false }
        return runtime.nextTurn(at: device.now) != .nextRefresh
    }
}

/// Records an animator's pauses and resumes.
@MainActor
final class AnimatorLog: NSObject, UIDynamicAnimatorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
}

/// Records a collision behaviour's contacts.
@MainActor
final class CollisionLog: NSObject, UICollisionBehaviorDelegate {
    var events: [String] = []
    var points: [CGPoint] = []
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint) {
        events.append("began items")
        points.append(p)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem) {
        events.append("ended items")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        events.append("began \((identifier as? NSString).map { String(describing: $0) } ?? "nil")")
        points.append(p)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?) {
        events.append("ended \((identifier as? NSString).map { String(describing: $0) } ?? "nil")")
    }
}
