// SPDX-License-Identifier: Apache-2.0

import CBox2D
import Foundation

/// One animator's Box2D world: a body per item, a static ground body for anchors, the collision behaviours'
/// boundaries, the joints of attachments and snaps, and the contact filter's table.
///
/// Box2D's own gravity is off: gravity, pushes and fields are forces the behaviours apply each step, so each
/// behaviour acts only on its items. Bodies sleep as Box2D decides (half a second below 1 point/s); the animator
/// pauses when none is awake. Nothing here reads a clock: ``step()`` advances by ``DynamicsUnits/step``.
@MainActor
final class DynamicsWorld {
    let handle: OpaquePointer
    /// A static body at the origin, the other end of anchor attachments and snaps.
    let ground: OpaquePointer
    /// The contact filter's answers, read by Box2D during a step.
    let collisions = CollisionTable()
    private var bodiesByItem: [ObjectIdentifier: DynamicsBody] = [:]
    private var bodiesByTag: [UInt: DynamicsBody] = [:]
    /// The bodies in the order their items joined (every per-body loop uses it, for determinism).
    private(set) var bodies: [DynamicsBody] = []
    private var joints: [OpaquePointer] = []
    private var boundaryBodies: [ObjectIdentifier: (body: OpaquePointer, signature: [BoundarySegment])] = [:]
    private var boundaryInfo: [UInt: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
    /// Boundaries and bodies removed since the last ``takeContactEvents()``: their shapes' contacts end as they go,
    /// and those events still name them.
    private var retiredBoundaryInfo: [UInt: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
    private var retiredBodies: [UInt: DynamicsBody] = [:]
    private var nextTag: UInt = 1
    private var nextBoundaryTag: UInt = 1

    init() {
        handle = cbox2d_world_create()
        ground = cbox2d_body_create(handle, Int32(CBOX2D_STATIC), 0, 0, 0)
        cbox2d_world_set_filter(handle, { context, a, b in
            guard let context else { return 1 }
            return Unmanaged<CollisionTable>.fromOpaque(context).takeUnretainedValue().shouldCollide(a, b) ? 1 : 0
        }, Unmanaged.passUnretained(collisions).toOpaque())
    }

    isolated deinit {
        cbox2d_world_destroy(handle)
    }

    /// The body of `item`, if it is in the world.
    func body(for item: UIDynamicItem) -> DynamicsBody? { bodiesByItem[ObjectIdentifier(item)] }

    /// Makes the world's bodies exactly those of `items` (in order): new items get bodies from their current state,
    /// items no behaviour names any more lose theirs.
    func setItems(_ items: [UIDynamicItem]) {
        var wanted: [ObjectIdentifier: UIDynamicItem] = [:]
        var order: [ObjectIdentifier] = []
        for item in items where wanted[ObjectIdentifier(item)] == nil {
            wanted[ObjectIdentifier(item)] = item
            order.append(ObjectIdentifier(item))
        }
        for body in bodies where wanted[ObjectIdentifier(body.item)] == nil {
            cbox2d_body_destroy(handle, body.handle)
            bodiesByItem[ObjectIdentifier(body.item)] = nil
            bodiesByTag[body.tag] = nil
            retiredBodies[body.tag] = body
        }
        bodies = order.map { id in
            if let body = bodiesByItem[id] { return body }
            let body = DynamicsBody(item: wanted[id]!, tag: nextTag, world: handle)
            nextTag += 1
            bodiesByItem[id] = body
            bodiesByTag[body.tag] = body
            return body
        }
    }

    /// Wakes every body (after the behaviours changed).
    func wakeAll() {
        for body in bodies { cbox2d_body_set_awake(body.handle, 1) }
    }

    /// Whether no body is awake: the system is at rest.
    var isAtRest: Bool { cbox2d_world_awake_dynamic_count(handle) == 0 }

    /// Advances the world one fixed step.
    func step() {
        cbox2d_world_step(handle, Float(DynamicsUnits.step), 8, 3)
    }

    /// The contacts that began or ended since the last call, as items and boundaries.
    func takeContactEvents() -> [DynamicsContact] {
        let count = cbox2d_world_contact_event_count(handle)
        guard count > 0 else {
            retiredBodies.removeAll()
            retiredBoundaryInfo.removeAll()
            return []
        }
        var events: [DynamicsContact] = []
        for index in 0..<count {
            let event = cbox2d_world_contact_event(handle, index)
            let point = CGPoint(x: DynamicsUnits.points(event.x), y: DynamicsUnits.points(event.y))
            let a = participant(event.tagA), b = participant(event.tagB)
            guard let a, let b else { continue }
            events.append(DynamicsContact(began: event.began != 0, first: a, second: b, point: point))
        }
        cbox2d_world_clear_contact_events(handle)
        retiredBodies.removeAll()
        retiredBoundaryInfo.removeAll()
        return events
    }

    private func participant(_ tag: UInt) -> DynamicsContact.Participant? {
        if tag & CollisionTable.boundaryBit != 0 {
            guard let info = boundaryInfo[tag] ?? retiredBoundaryInfo[tag] else { return nil }
            return .boundary(info.behavior, info.identifier)
        }
        return (bodiesByTag[tag] ?? retiredBodies[tag]).map { .item($0.item) }
    }

    // MARK: Joints

    /// Removes every joint (attachments and snaps make theirs again when the animator reconfigures).
    func removeAllJoints() {
        for joint in joints { cbox2d_joint_destroy(handle, joint) }
        joints.removeAll()
    }

    /// Keeps `joint` so that ``removeAllJoints()`` destroys it.
    func own(_ joint: OpaquePointer) { joints.append(joint) }

    // MARK: Boundaries

    /// Gives `behavior` exactly the boundary `segments` (points), rebuilding its static body when they changed.
    func setBoundaries(_ segments: [BoundarySegment], for behavior: UICollisionBehavior) -> [UInt] {
        let id = ObjectIdentifier(behavior)
        if let existing = boundaryBodies[id], existing.signature == segments {
            return boundaryInfo.filter { $0.value.behavior === behavior }.map(\.key)
        }
        removeBoundaries(of: behavior)
        guard !segments.isEmpty else { return [] }
        let body = cbox2d_body_create(handle, Int32(CBOX2D_STATIC), 0, 0, 0)
        var tags: [UInt] = []
        for segment in segments {
            let tag = CollisionTable.boundaryBit | nextBoundaryTag
            nextBoundaryTag += 1
            boundaryInfo[tag] = (behavior, segment.identifier)
            tags.append(tag)
            cbox2d_body_add_edge(body, DynamicsUnits.meters(segment.from.x), DynamicsUnits.meters(segment.from.y),
                                 DynamicsUnits.meters(segment.to.x), DynamicsUnits.meters(segment.to.y), 1, 0, tag)
        }
        boundaryBodies[id] = (body, segments)
        return tags
    }

    /// Removes the boundaries of collision behaviours not in `behaviors`.
    func keepBoundaries(of behaviors: [UICollisionBehavior]) {
        let kept = Set(behaviors.map(ObjectIdentifier.init))
        for behavior in Set(boundaryInfo.values.map { $0.behavior }.map(ObjectIdentifier.init)).subtracting(kept) {
            if let owner = boundaryInfo.values.first(where: { ObjectIdentifier($0.behavior) == behavior }) {
                removeBoundaries(of: owner.behavior)
            }
        }
    }

    private func removeBoundaries(of behavior: UICollisionBehavior) {
        let id = ObjectIdentifier(behavior)
        if let existing = boundaryBodies.removeValue(forKey: id) { cbox2d_body_destroy(handle, existing.body) }
        for (tag, info) in boundaryInfo where info.behavior === behavior { retiredBoundaryInfo[tag] = info }
        boundaryInfo = boundaryInfo.filter { $0.value.behavior !== behavior }
    }
}

/// One straight piece of a collision boundary, points, with the identifier it was added under (nil: the reference
/// bounds).
struct BoundarySegment: Equatable {
    let from: CGPoint
    let to: CGPoint
    let identifier: NSCopying?

    static func == (a: BoundarySegment, b: BoundarySegment) -> Bool {
        a.from == b.from && a.to == b.to && dynamicsIdentifiersEqual(a.identifier, b.identifier)
    }
}

/// Whether two boundary identifiers are equal (`isEqual(_:)`, as Apple compares them); nil equals nil only.
func dynamicsIdentifiersEqual(_ a: NSCopying?, _ b: NSCopying?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return (a as? NSObject)?.isEqual(b) ?? false
    default: return false
    }
}

/// A contact that began or ended in a step.
struct DynamicsContact {
    enum Participant {
        case item(UIDynamicItem)
        case boundary(UICollisionBehavior, NSCopying?)
    }

    let began: Bool
    let first: Participant
    let second: Participant
    let point: CGPoint
}
