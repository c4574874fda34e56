// SPDX-License-Identifier: Apache-2.0

import CBox2D
import Foundation

/// Connects an item to a point or to another item (Apple's `UIAttachmentBehavior`).
///
/// The classic attachments (iOS 7) keep the distance between two attachment points at ``length`` (the distance when
/// created): rigidly while ``frequency`` is 0, as a spring of that frequency (Hz) and ``damping`` ratio otherwise.
/// Each attachment point is the item's centre moved by its offset, in the item's own frame. The iOS 9 factories
/// add sliding (a prismatic joint along an axis), limit (a rope: at most ``length`` apart), fixed (a weld) and pin
/// (a hinge at an anchor) attachments; ``attachmentRange`` limits a pin's angle (radians) or a slide's travel
/// (points), and ``frictionTorque`` resists their motion. Box2D's joints do the work.
///
/// The factories return `UIAttachmentBehavior` rather than Apple's `Self`: without Objective-C, a class method
/// cannot make an instance of an arbitrary subclass, and returning the base class keeps subclass call sites
/// compile-time errors instead of run-time traps.
@MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What an attachment connects (Apple's `UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items = 0
        /// An item and a fixed anchor point.
        case anchor = 1
    }

    /// The joint an attachment makes.
    enum Kind: Equatable {
        case distance
        case sliding(axis: CGVector)
        case limit
        case fixed
        case pin
    }

    private let item1: UIDynamicItem
    private let item2: UIDynamicItem?
    private let offset1: UIOffset
    private let offset2: UIOffset
    private var anchor: CGPoint
    let kind: Kind

    /// Attaches the centre of `item` to `point` at their current distance.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre to `point` at their current distance.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        item1 = item
        item2 = nil
        offset1 = Self.finite(offset)
        offset2 = .zero
        anchor = DynamicsInput.point(point, "UIAttachmentBehavior anchor") ?? item.center
        kind = .distance
        super.init()
        length = hypot(anchor.x - attachPoint1.x, anchor.y - attachPoint1.y)
    }

    /// Attaches the centres of `item1` and `item2` at their current distance.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches the point `offset1` from `item1`'s centre to the point `offset2` from `item2`'s at their current
    /// distance.
    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                offsetFromCenter offset2: UIOffset) {
        self.item1 = item1
        self.item2 = item2
        self.offset1 = Self.finite(offset1)
        self.offset2 = Self.finite(offset2)
        self.anchor = .zero
        self.kind = .distance
        super.init()
        length = hypot(attachPoint2.x - attachPoint1.x, attachPoint2.y - attachPoint1.y)
    }

    init(item1: UIDynamicItem, offset1: UIOffset, item2: UIDynamicItem?, offset2: UIOffset, anchor: CGPoint,
         kind: Kind) {
        self.item1 = item1
        self.item2 = item2
        self.offset1 = Self.finite(offset1)
        self.offset2 = Self.finite(offset2)
        self.anchor = DynamicsInput.point(anchor, "UIAttachmentBehavior anchor") ?? item1.center
        self.kind = kind
        super.init()
        let other = item2 == nil ? self.anchor : attachPoint2
        length = hypot(other.x - attachPoint1.x, other.y - attachPoint1.y)
    }

    /// Lets `item1` and `item2` slide relative to each other along `axis` through `point`, without turning.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                      attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1: item1, offset1: .zero, item2: item2, offset2: .zero, anchor: point,
                             kind: .sliding(axis: axis))
    }

    /// Lets `item` slide along `axis` through `point`, without turning.
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1: item, offset1: .zero, item2: nil, offset2: .zero, anchor: point,
                             kind: .sliding(axis: axis))
    }

    /// Keeps two attachment points at most their current distance apart (a rope).
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: UIDynamicItem,
                                    offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1: item1, offset1: offset1, item2: item2, offset2: offset2, anchor: .zero,
                             kind: .limit)
    }

    /// Glues `item1` and `item2` together at `point`.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1: item1, offset1: .zero, item2: item2, offset2: .zero, anchor: point, kind: .fixed)
    }

    /// Hinges `item1` and `item2` together at `point`; they turn about it.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1: item1, offset1: .zero, item2: item2, offset2: .zero, anchor: point, kind: .pin)
    }

    /// The attached items: one for an anchor attachment, two otherwise.
    open var items: [UIDynamicItem] { item2.map { [item1, $0] } ?? [item1] }

    /// Whether the attachment is to another item or to an anchor.
    open var attachedBehaviorType: AttachmentType { item2 == nil ? .anchor : .items }

    /// The anchor point, reference view coordinates (move it to drag an anchored item, as a pan gesture does).
    open var anchorPoint: CGPoint {
        get { anchor }
        set {
            guard let p = DynamicsInput.point(newValue, "UIAttachmentBehavior.anchorPoint") else { return }
            anchor = p
            setNeedsConfiguration()
        }
    }

    /// The distance kept between the attachment points, points.
    open var length: CGFloat = 0 {
        didSet {
            length = DynamicsInput.atLeast(length, 0, "UIAttachmentBehavior.length", fallback: oldValue)
            setNeedsConfiguration()
        }
    }

    /// The spring's damping ratio (used when ``frequency`` > 0; default 0).
    open var damping: CGFloat = 0 {
        didSet {
            damping = DynamicsInput.atLeast(damping, 0, "UIAttachmentBehavior.damping", fallback: oldValue)
            setNeedsConfiguration()
        }
    }

    /// The spring's frequency, Hz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 {
        didSet {
            frequency = DynamicsInput.atLeast(frequency, 0, "UIAttachmentBehavior.frequency", fallback: oldValue)
            setNeedsConfiguration()
        }
    }

    /// The torque (pin) or force (sliding) resisting the attachment's motion; 0 for none.
    open var frictionTorque: CGFloat = 0 {
        didSet {
            frictionTorque = DynamicsInput.atLeast(frictionTorque, 0, "UIAttachmentBehavior.frictionTorque",
                                                   fallback: oldValue)
            setNeedsConfiguration()
        }
    }

    /// The allowed angle (pin, radians) or travel (sliding, points); infinite (the default) for no limit.
    open var attachmentRange: UIFloatRange = .infinite {
        didSet {
            if attachmentRange.minimum.isNaN || attachmentRange.maximum.isNaN
                || attachmentRange.minimum > attachmentRange.maximum {
                UIKitDiagnostics.log("UIAttachmentBehavior.attachmentRange: invalid \(attachmentRange) ignored")
                attachmentRange = oldValue
            }
            setNeedsConfiguration()
        }
    }

    override var dynamicsItems: [UIDynamicItem] { items }

    private var attachPoint1: CGPoint { Self.point(offset1, of: item1) }
    private var attachPoint2: CGPoint { item2.map { Self.point(offset2, of: $0) } ?? anchor }

    private static func point(_ offset: UIOffset, of item: UIDynamicItem) -> CGPoint {
        let t = item.transform
        return CGPoint(x: item.center.x + t.a * offset.horizontal + t.c * offset.vertical,
                       y: item.center.y + t.b * offset.horizontal + t.d * offset.vertical)
    }

    private static func finite(_ offset: UIOffset) -> UIOffset {
        if offset.horizontal.isFinite && offset.vertical.isFinite { return offset }
        UIKitDiagnostics.log("UIAttachmentBehavior: non-finite offset \(offset); using zero")
        return .zero
    }

    override func configure(in world: DynamicsWorld) {
        guard let body1 = world.body(for: item1) else { return }
        let body2 = item2.flatMap { world.body(for: $0) }
        if item2 != nil && body2 == nil { return }
        let b = body2?.handle ?? world.ground
        let p1 = body1.worldPoint(CGPoint(x: offset1.horizontal, y: offset1.vertical))
        let p2 = body2?.worldPoint(CGPoint(x: offset2.horizontal, y: offset2.vertical)) ?? anchor
        let m = DynamicsUnits.meters
        let range = attachmentRange
        let limited = range.minimum.isFinite && range.maximum.isFinite
        let joint: OpaquePointer
        switch kind {
        case .distance where length < 1 && body2 == nil && frequency > 0:
            // A zero-length spring to an anchor: Box2D's distance joint keeps a minimum length and never lets such
            // a body sleep, so pull the attachment point to the anchor with a mouse joint instead.
            joint = cbox2d_joint_mouse(world.handle, world.ground, body1.handle, m(p1.x), m(p1.y), m(anchor.x),
                                       m(anchor.y), Float(body1.mass * 1e4), Float(frequency), Float(damping))
        case .distance where length < 1 && frequency == 0:
            // A rigid zero-length attachment is a pin joining the two attachment points.
            joint = cbox2d_joint_revolute(world.handle, b, body2 == nil ? m(anchor.x) : m(offset2.horizontal),
                                          body2 == nil ? m(anchor.y) : m(offset2.vertical), body1.handle,
                                          m(offset1.horizontal), m(offset1.vertical), 0, 0, 0, 0)
        case .distance:
            let spring = frequency > 0
            joint = cbox2d_joint_distance(world.handle, body1.handle, m(p1.x), m(p1.y), b, m(p2.x), m(p2.y),
                                          m(length), spring ? 0 : m(length), spring ? 1e6 : m(length),
                                          Float(frequency), Float(damping))
        case .limit:
            joint = cbox2d_joint_distance(world.handle, body1.handle, m(p1.x), m(p1.y), b, m(p2.x), m(p2.y),
                                          m(length), 0, m(length), 0, 0)
        case .fixed:
            joint = cbox2d_joint_weld(world.handle, body1.handle, b, m(anchor.x), m(anchor.y))
        case .pin:
            let onA = body2?.localPoint(anchor) ?? anchor, onB = body1.localPoint(anchor)
            joint = cbox2d_joint_revolute(world.handle, b, m(onA.x), m(onA.y), body1.handle, m(onB.x), m(onB.y),
                                          limited ? 1 : 0, Float(limited ? range.minimum : 0),
                                          Float(limited ? range.maximum : 0), Float(frictionTorque))
        case .sliding(let axis):
            let axis = (axis.dx.isFinite && axis.dy.isFinite && (axis.dx != 0 || axis.dy != 0))
                ? axis : CGVector(dx: 1, dy: 0)
            joint = cbox2d_joint_prismatic(world.handle, b, body1.handle, m(anchor.x), m(anchor.y), Float(axis.dx),
                                           Float(axis.dy), limited ? 1 : 0, limited ? m(range.minimum) : 0,
                                           limited ? m(range.maximum) : 0, Float(frictionTorque))
        }
        world.own(joint)
    }
}
