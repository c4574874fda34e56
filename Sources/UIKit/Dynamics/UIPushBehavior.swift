// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Pushes items with a force, continuously or once (Apple's `UIPushBehavior`).
///
/// The force is ``pushDirection``, in UIKit newtons: magnitude 1 accelerates a 100×100-point item of density 1 at
/// 100 points/s². In `.continuous` mode it acts every step while ``active``; in `.instantaneous` mode it is one
/// impulse (magnitude 1 gives that item 100 points/s) applied at the next step, after which ``active`` turns false
/// (set it true again to push again). The force acts at each item's centre unless
/// ``setTargetOffsetFromCenter(_:for:)`` moves the point, which then turns the item. Non-finite values are ignored
/// (logged).
@MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How the force acts (Apple's `UIPushBehavior.Mode`).
    public enum Mode: Int, Sendable {
        /// A constant force every step.
        case continuous = 0
        /// A single impulse.
        case instantaneous = 1
    }

    private var itemList: [UIDynamicItem]
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    private var direction = CGVector.zero

    /// Creates a push on `items` in `mode`, with no force yet and ``active`` true.
    public init(items: [UIDynamicItem], mode: Mode) {
        itemList = items
        self.mode = mode
        super.init()
    }

    /// The items pushed.
    open var items: [UIDynamicItem] { itemList }

    /// Adds `item` (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.appendOnce(item)
        setNeedsConfiguration()
    }

    /// Removes `item`.
    open func removeItem(_ item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = nil
        itemList.removeAll { $0 === item }
        setNeedsConfiguration()
    }

    /// Where the force acts on `item`, points from its centre in the item's own frame (default zero).
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Moves the point the force acts at on `item` (an off-centre push turns it).
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        guard o.horizontal.isFinite, o.vertical.isFinite else {
            return UIKitDiagnostics.log("UIPushBehavior.setTargetOffsetFromCenter: non-finite \(o) ignored")
        }
        offsets[ObjectIdentifier(item)] = o
        setNeedsConfiguration()
    }

    /// Continuous or instantaneous, fixed at creation.
    open private(set) var mode: Mode

    /// Whether the force acts; an instantaneous push turns it false once applied.
    open var active = true {
        didSet { if active { setNeedsConfiguration() } }
    }

    /// The force vector, UIKit newtons (default zero).
    open var pushDirection: CGVector {
        get { direction }
        set {
            guard let vector = DynamicsInput.vector(newValue, "UIPushBehavior.pushDirection") else { return }
            direction = vector
            setNeedsConfiguration()
        }
    }

    /// The force's direction, radians clockwise from the x axis.
    open var angle: CGFloat {
        get { direction.dynamicsAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's strength, UIKit newtons.
    open var magnitude: CGFloat {
        get { direction.dynamicsMagnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction (radians) and strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dynamicsAngle: angle, magnitude: magnitude)
    }

    override var dynamicsItems: [UIDynamicItem] { itemList }

    override func applyForces(in world: DynamicsWorld) {
        guard active else { return }
        for item in itemList {
            guard let body = world.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let at = CGPoint(x: offset.horizontal, y: offset.vertical)
            switch mode {
            case .continuous: body.applyForce(direction, at: at, wake: true)
            case .instantaneous: body.applyImpulse(direction, at: at)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
