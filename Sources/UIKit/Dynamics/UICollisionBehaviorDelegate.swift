// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Hears when a collision behaviour's items start and stop touching each other or its boundaries (Apple's
/// `UICollisionBehaviorDelegate`).
///
/// Every method is optional in Apple's Objective-C protocol; here each has an empty default. Calls come on the main
/// thread after the simulation step in which the contact began or ended, before the behaviours' actions. The
/// point is the mean contact point in the reference view's coordinates. A boundary's identifier is the one it was
/// added under, nil for the reference bounds. An item leaving the animator ends its contacts.
@MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    /// `item1` and `item2` started touching at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    /// `item1` and `item2` stopped touching.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem)
    /// `item` started touching the boundary `identifier` (nil: the reference bounds) at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// `item` stopped touching the boundary `identifier` (nil: the reference bounds).
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing by default.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    /// Does nothing by default.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem) {}
    /// Does nothing by default.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    /// Does nothing by default.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}
