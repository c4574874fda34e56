// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The shape a dynamic item collides with: Apple's `UIDynamicItemCollisionBoundsType` (iOS 9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds rectangle, turned with its rotation (the default).
    case rectangle = 0
    /// The ellipse inscribed in the item's bounds; a circle for a square item.
    case ellipse = 1
    /// The item's ``UIDynamicItem/collisionBoundingPath``: a convex, counter-clockwise path about the item's centre.
    case path = 2
}

/// Something UIKit Dynamics can move and turn: a view, a collection view's layout attributes, or an app's own
/// object (Apple's `UIDynamicItem`).
///
/// The animator reads ``center``, ``bounds`` and ``transform`` when the item joins it (and on
/// `UIDynamicAnimator.updateItem(usingCurrentState:)`), then writes ``center`` and ``transform`` (a rotation) after
/// every simulation step. ``bounds``' size sets the item's mass (with its density) and collision shape; its origin
/// is ignored. Coordinates are the reference view's.
///
/// ``collisionBoundsType`` and ``collisionBoundingPath`` are optional in Apple's Objective-C protocol; here they are
/// requirements with defaults (`.rectangle`, the bounds' rectangle), and `UIView` declares them `open` so view
/// subclasses override them as on iOS.
@MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre in the reference view's coordinates, in points.
    var center: CGPoint { get set }
    /// The item's size (its origin is not used), in points.
    var bounds: CGRect { get }
    /// The item's transform; the animator sets it to a rotation about the centre.
    var transform: CGAffineTransform { get set }
    /// The shape the item collides with (default `.rectangle`).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The convex collision path for `.path` bounds, about the item's centre (0, 0) (default: the bounds' rectangle).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// The default: collide as a rectangle.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The default: the item's bounds as a rectangle centred on (0, 0).
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width,
                                  height: bounds.height))
    }
}

extension UIView: UIDynamicItem {}
