// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Several items that move as one rigid body (Apple's `UIDynamicItemGroup`, iOS 9).
///
/// The group's body has one collision shape per member (each as its own bounds type says, where it sits in the
/// group) and their summed mass. The group's ``center`` is the members' bounding box's centre when the group is
/// made; moving or turning the group (which the animator does each step) moves and turns every member about it.
/// Add the group, not its members, to behaviours.
@MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    private let members: [UIDynamicItem]
    /// Each member's centre relative to the group's centre, and its rotation, when the group was made.
    private let placements: [(offset: CGPoint, angle: CGFloat)]
    private var groupCenter: CGPoint
    private var groupTransform = CGAffineTransform.identity
    private let size: CGSize

    /// Makes a group of `items`.
    public init(items: [UIDynamicItem]) {
        members = items
        var box = CGRect.null
        for item in items {
            let s = DynamicsInput.size(of: item)
            guard let c = DynamicsInput.point(item.center, "center of \(item)") else { continue }
            box = box.union(CGRect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height))
        }
        if box.isNull { box = .zero }
        groupCenter = CGPoint(x: box.midX, y: box.midY)
        size = box.size
        placements = items.map { item in
            let c = DynamicsInput.point(item.center, "center of \(item)") ?? CGPoint(x: box.midX, y: box.midY)
            return (CGPoint(x: c.x - box.midX, y: c.y - box.midY), dynamicsAngle(of: item.transform))
        }
        super.init()
    }

    /// The grouped items.
    open var items: [UIDynamicItem] { members }

    /// The group's centre; setting it moves every member with it.
    open var center: CGPoint {
        get { groupCenter }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            groupCenter = newValue
            place()
        }
    }

    /// The members' bounding box when grouped, about (0, 0).
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The group's transform; its rotation turns every member about the group's centre.
    open var transform: CGAffineTransform {
        get { groupTransform }
        set {
            groupTransform = newValue
            place()
        }
    }

    /// A group collides as its members' shapes (`.path` on Apple).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }

    /// The members' bounding box, about (0, 0).
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    private func place() {
        let angle = dynamicsAngle(of: groupTransform)
        let c = cos(angle), s = sin(angle)
        for (item, placement) in zip(members, placements) {
            let o = placement.offset
            item.center = CGPoint(x: groupCenter.x + c * o.x - s * o.y, y: groupCenter.y + s * o.x + c * o.y)
            item.transform = CGAffineTransform(rotationAngle: placement.angle + angle)
        }
    }

    /// The members' collision shapes about the group's centre.
    func memberShapes() -> [DynamicsShape] {
        zip(members, placements).flatMap { item, placement in
            DynamicsShape.shapes(of: item).map { $0.placed(at: placement.offset, angle: placement.angle) }
        }
    }
}
