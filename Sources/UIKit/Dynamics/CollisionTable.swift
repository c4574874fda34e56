// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which shapes may collide, as `UICollisionBehavior`s say: two items when one behaviour in `.items` mode holds
/// both, an item and a boundary when the boundary's behaviour holds the item in `.boundaries` mode.
///
/// Box2D asks from inside a step through a C callback, so the table is plain data, written only between steps by
/// the animator on the main thread (hence `@unchecked Sendable`).
final class CollisionTable: @unchecked Sendable {
    /// Boundary tags have this bit; item tags never do.
    static let boundaryBit: UInt = 1 << 62

    /// One collision behaviour an item belongs to.
    struct Membership: Equatable {
        let group: Int
        let items: Bool
        let boundaries: Bool
    }

    /// The collision behaviours (by index) each item tag belongs to.
    var memberships: [UInt: [Membership]] = [:]
    /// The collision behaviour (index) each boundary tag belongs to.
    var boundaryGroups: [UInt: Int] = [:]

    func shouldCollide(_ a: UInt, _ b: UInt) -> Bool {
        let aIsBoundary = a & Self.boundaryBit != 0, bIsBoundary = b & Self.boundaryBit != 0
        if aIsBoundary && bIsBoundary { return false }
        if aIsBoundary || bIsBoundary {
            let (item, boundary) = aIsBoundary ? (b, a) : (a, b)
            guard let group = boundaryGroups[boundary], let groups = memberships[item] else { return false }
            return groups.contains { $0.group == group && $0.boundaries }
        }
        guard let first = memberships[a], let second = memberships[b] else { return false }
        for membership in first where membership.items {
            if second.contains(where: { $0.group == membership.group && $0.items }) { return true }
        }
        return false
    }
}
