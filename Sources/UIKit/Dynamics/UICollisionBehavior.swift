// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Makes items collide with each other and with boundaries (Apple's `UICollisionBehavior`).
///
/// Items of one collision behaviour collide with each other (in `.items` mode) and with its boundaries (in
/// `.boundaries` mode); items that share no collision behaviour pass through each other. Boundaries are the
/// reference view's bounds (``translatesReferenceBoundsIntoBoundary``, inset by
/// ``setTranslatesReferenceBoundsIntoBoundary(with:)``), lines, and Bézier paths (flattened to segments), each
/// under an identifier the delegate hears on contact. Each item collides as its `collisionBoundsType` says.
@MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What a collision behaviour's items collide with (Apple's `UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mode from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the behaviour's boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Items collide with everything (Apple's `UIntMax`).
        public static let everything = Mode(rawValue: UInt.max)
    }

    private var itemList: [UIDynamicItem]
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    private var referenceInsets: UIEdgeInsets?
    /// The boundary tags Box2D reports for this behaviour (set when the animator configures).
    private var boundaryTags: [UInt] = []

    /// Creates a collision behaviour for `items`, in `.everything` mode, with no boundaries.
    public init(items: [UIDynamicItem]) {
        itemList = items
        super.init()
    }

    /// The items that collide.
    open var items: [UIDynamicItem] { itemList }

    /// Adds `item` (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.appendOnce(item)
        setNeedsConfiguration()
    }

    /// Removes `item`; it stops colliding under this behaviour.
    open func removeItem(_ item: UIDynamicItem) {
        itemList.removeAll { $0 === item }
        setNeedsConfiguration()
    }

    /// What the items collide with (default `.everything`).
    open var collisionMode: Mode = .everything {
        didSet { setNeedsConfiguration() }
    }

    /// Whether the reference view's bounds are a boundary (identifier nil in delegate calls).
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set {
            referenceInsets = newValue ? .zero : nil
            setNeedsConfiguration()
        }
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        setNeedsConfiguration()
    }

    /// Hears when items touch each other or a boundary.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// Adds a boundary along `bezierPath` (its curves flattened into segments) under `identifier`, replacing one
    /// with an equal identifier.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        boundaries.removeAll { dynamicsIdentifiersEqual($0.identifier, identifier) }
        boundaries.append((identifier, UIBezierPath(cgPath: bezierPath.cgPath)))  // a copy, as on Apple
        setNeedsConfiguration()
    }

    /// Adds a straight boundary from `p1` to `p2` under `identifier`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary added under `identifier`, or nil.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { dynamicsIdentifiersEqual($0.identifier, identifier) }?.path
    }

    /// Removes the boundary added under `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { dynamicsIdentifiersEqual($0.identifier, identifier) }
        setNeedsConfiguration()
    }

    /// The identifiers of the added boundaries (not the reference bounds), or nil when there are none.
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Removes every added boundary (the reference bounds stay if translated).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        setNeedsConfiguration()
    }

    override var dynamicsItems: [UIDynamicItem] { itemList }

    // MARK: Configuration and contacts

    /// The segments of this behaviour's boundaries, points.
    private func segments(referenceBounds: CGRect?) -> [BoundarySegment] {
        var result: [BoundarySegment] = []
        if let insets = referenceInsets, let bounds = referenceBounds {
            let r = CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                           width: bounds.width - insets.left - insets.right,
                           height: bounds.height - insets.top - insets.bottom)
            if r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 {
                let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                               CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
                for i in 0..<4 { result.append(BoundarySegment(from: corners[i], to: corners[(i + 1) % 4], identifier: nil)) }
            } else {
                UIKitDiagnostics.log("UICollisionBehavior: the inset reference bounds \(r) are empty; no boundary")
            }
        }
        for boundary in boundaries {
            for line in dynamicsPolylines(of: boundary.path.cgPath) {
                for (a, b) in zip(line, line.dropFirst()) where hypot(b.x - a.x, b.y - a.y) > 0.01 {
                    guard let a = DynamicsInput.point(a, "boundary point"), let b = DynamicsInput.point(b, "boundary point")
                    else { continue }
                    result.append(BoundarySegment(from: a, to: b, identifier: boundary.identifier))
                }
            }
        }
        return result
    }

    /// Fills the world's collision table and boundaries from `behaviors` and returns the items that collide with
    /// anything (they get Box2D shapes).
    static func configureCollisions(_ behaviors: [UICollisionBehavior], in world: DynamicsWorld,
                                    referenceBounds: CGRect?) -> Set<ObjectIdentifier> {
        var memberships: [UInt: [CollisionTable.Membership]] = [:]
        var boundaryGroups: [UInt: Int] = [:]
        var colliding = Set<ObjectIdentifier>()
        for (group, behavior) in behaviors.enumerated() {
            let mode = behavior.collisionMode
            let membership = CollisionTable.Membership(group: group, items: mode.contains(.items),
                                                       boundaries: mode.contains(.boundaries))
            for item in behavior.itemList {
                guard let body = world.body(for: item) else { continue }
                memberships[body.tag, default: []].append(membership)
                colliding.insert(ObjectIdentifier(item))
            }
            behavior.boundaryTags = world.setBoundaries(behavior.segments(referenceBounds: referenceBounds), for: behavior)
            for tag in behavior.boundaryTags { boundaryGroups[tag] = group }
        }
        world.collisions.memberships = memberships
        world.collisions.boundaryGroups = boundaryGroups
        return colliding
    }

    /// Tells the delegate about the contacts of one step that concern this behaviour.
    func report(_ contacts: [DynamicsContact]) {
        guard let delegate = collisionDelegate else { return }
        let mode = collisionMode
        for contact in contacts {
            switch (contact.first, contact.second) {
            case (.item(let a), .item(let b)):
                guard mode.contains(.items), itemList.contains(where: { $0 === a }),
                      itemList.contains(where: { $0 === b }) else { continue }
                if contact.began {
                    delegate.collisionBehavior(self, beganContactFor: a, with: b, at: contact.point)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: a, with: b)
                }
            case (.item(let item), .boundary(let owner, let identifier)),
                 (.boundary(let owner, let identifier), .item(let item)):
                guard owner === self else { continue }
                if contact.began {
                    delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier,
                                               at: contact.point)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
                }
            default:
                continue
            }
        }
    }
}
