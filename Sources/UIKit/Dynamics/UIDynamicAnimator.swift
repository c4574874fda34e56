// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// Runs physics for a set of behaviours and moves their items (Apple's `UIDynamicAnimator`, iOS 7).
///
/// Add behaviours (gravity, collisions, pushes, snaps, attachments, item properties, or an app's composite
/// `UIDynamicBehavior`); the animator gives each item a rigid body in a Box2D world (1 metre = 100 points), steps it
/// at a fixed 1/60 s of device time on UIKit's frame clock (the display link that drives `CADisplayLink`s), and
/// after every step writes each item's `center` and, once it turned, its `transform` (a rotation). Items are in
/// the reference view's coordinates.
///
/// The animator pauses when every item has come to rest (Box2D's sleep: half a second below 1 point/s) or it has
/// no behaviours; ``isRunning`` turns false, the delegate hears `dynamicAnimatorDidPause(_:)`, and its display link
/// stops, so an idle app's run loop sleeps. Adding or removing a behaviour, changing a behaviour's property, or
/// ``updateItem(usingCurrentState:)`` resumes it. The same behaviours and the same device time give the same
/// positions, bit for bit. Keep a strong reference: like Apple's, the animator is not retained by its views.
///
/// ```swift
/// animator = UIDynamicAnimator(referenceView: view)
/// let gravity = UIGravityBehavior(items: [box])
/// let collision = UICollisionBehavior(items: [box])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(gravity)
/// animator.addBehavior(collision)
/// ```
@MainActor
open class UIDynamicAnimator: NSObject {
    private var rootBehaviors: [UIDynamicBehavior] = []
    private weak var view: UIView?
    /// The collection view layout whose attributes the animator moves (`init(collectionViewLayout:)`).
    weak var collectionLayout: UICollectionViewLayout?
    private var link: CADisplayLink?
    private var needsConfiguration = true
    /// The device time up to which the world has been simulated.
    private var simulatedUntil: Double = 0
    private var elapsed: Double = 0
    /// The world, made with the first behaviour.
    private(set) lazy var world = DynamicsWorld()

    /// Creates an animator whose items live in `view`'s coordinate space (its bounds are the boundary that
    /// `translatesReferenceBoundsIntoBoundary` uses).
    public init(referenceView view: UIView) {
        self.view = view
        super.init()
    }

    /// Creates an animator without a reference view (items in an abstract coordinate space; no reference bounds).
    public override init() {
        super.init()
    }

    /// Creates an animator for a collection view layout: its items are the layout's attributes, in the collection
    /// view's content coordinates; the reference bounds are the layout's content size, and the layout is
    /// invalidated after every step so that the collection view shows the moved attributes.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionLayout = layout
        super.init()
    }

    isolated deinit {
        link?.invalidate()  // a paused link would otherwise stay registered with the display
    }

    /// The view whose coordinate space the animator works in: the reference view, or the collection view of the
    /// layout the animator was made with.
    open var referenceView: UIView? { view ?? collectionLayout?.collectionView }

    /// The rectangle `translatesReferenceBoundsIntoBoundary` turns into a boundary, if any.
    private var referenceBounds: CGRect? {
        if let view { return view.bounds }
        if let collectionLayout { return CGRect(origin: .zero, size: collectionLayout.collectionViewContentSize) }
        return nil
    }

    /// The behaviours added with ``addBehavior(_:)``, in order (children are not listed).
    open var behaviors: [UIDynamicBehavior] { rootBehaviors }

    /// Whether the simulation is running (false when paused at rest or without behaviours).
    open private(set) var isRunning = false

    /// Hears when the animator pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?

    /// Adds `behavior` (and its children) to the simulation; it takes effect at the next step, resuming the
    /// animator if it was paused. A behaviour already in an animator or another behaviour is refused (logged).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.animator == nil, behavior.parent == nil else {
            return UIKitDiagnostics.log("UIDynamicAnimator.addBehavior: \(behavior) is already in an animator or a "
                                        + "behaviour; ignored")
        }
        for member in behavior.flattened { member.willMove(to: self) }
        rootBehaviors.append(behavior)
        behavior.setAnimator(self)
        behaviorsDidChange()
    }

    /// Removes `behavior` (and its children) from the simulation; its items keep where they are.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = rootBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        for member in behavior.flattened { member.willMove(to: nil) }
        rootBehaviors.remove(at: index)
        behavior.setAnimator(nil)
        behaviorsDidChange()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in rootBehaviors { removeBehavior(behavior) }
    }

    /// The items in the simulation whose frames (bounds about their current centres, turned by their rotations)
    /// intersect `rect`, in the reference view's coordinates.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIKitDiagnostics.log("UIDynamicAnimator.items(in:): non-finite \(rect); no items")
            return []
        }
        configureIfNeeded()
        return world.bodies.compactMap { body in
            let size = DynamicsInput.size(of: body.item)
            let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(body.item.transform)
                .offsetBy(dx: body.item.center.x, dy: body.item.center.y)
            return frame.intersects(rect) ? body.item : nil
        }
    }

    /// Reads `item`'s centre, bounds and transform again after the app changed them directly (the animator
    /// otherwise keeps its own state and overwrites them), and resumes the animator.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let body = world.body(for: item) else { return }
        body.readItemState()
        needsConfiguration = true
        resume()
    }

    /// The device time, seconds, the animator has simulated while running (pauses excluded).
    open func elapsedTime() -> TimeInterval { elapsed }

    // MARK: Running

    /// Behaviours or their properties changed: reconfigure at the next step, and resume when paused.
    func behaviorsDidChange() {
        needsConfiguration = true
        if rootBehaviors.isEmpty { pause() } else { resume() }
    }

    private func resume() {
        guard !isRunning, !rootBehaviors.isEmpty else { return }
        isRunning = true
        simulatedUntil = CACurrentMediaTime()
        delegate?.dynamicAnimatorWillResume(self)
        guard isRunning else { return }  // the delegate removed every behaviour
        if let link {
            link.isPaused = false
        } else {
            let link = CADisplayLink { [weak self] link in
                MainActor.assumeIsolated {
                    guard let self else { return link.invalidate() }
                    self.advance(to: link.timestamp)
                }
            }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        link?.isPaused = true
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Simulates up to device time `time` in fixed steps (at most ``DynamicsUnits/maxStepsPerFrame``; time beyond
    /// is dropped), then pauses when everything rests.
    func advance(to time: Double) {
        guard isRunning, time.isFinite else { return }
        let h = DynamicsUnits.step
        var steps = Int(((time - simulatedUntil) / h + 1e-6).rounded(.down))
        if steps > DynamicsUnits.maxStepsPerFrame {
            simulatedUntil = time - Double(DynamicsUnits.maxStepsPerFrame) * h
            steps = DynamicsUnits.maxStepsPerFrame
        }
        for _ in 0..<max(steps, 0) where isRunning {
            step()
            simulatedUntil += h
            elapsed += h
        }
        if isRunning && !needsConfiguration && world.isAtRest { pause() }
    }

    /// One step: reconfigure if needed, forces, Box2D, write the items, contact callbacks, actions.
    private func step() {
        configureIfNeeded()
        let all = rootBehaviors.flatMap(\.flattened)
        for behavior in all { behavior.applyForces(in: world) }
        world.step()
        for body in world.bodies { body.writeItemState() }
        let contacts = world.takeContactEvents()
        if !contacts.isEmpty {
            for collision in all.compactMap({ $0 as? UICollisionBehavior }) { collision.report(contacts) }
        }
        for behavior in all { behavior.action?() }
        collectionLayout?.invalidateLayout()
    }

    /// Brings the world in line with the behaviours: bodies for their items, the collision table and boundaries,
    /// materials and shapes, then each behaviour's joints and queued velocities; then wakes every body.
    func configureIfNeeded() {
        guard needsConfiguration else { return }
        needsConfiguration = false
        let all = rootBehaviors.flatMap(\.flattened)
        world.removeAllJoints()  // first: destroying a body destroys its joints, which the world still lists
        world.setItems(all.flatMap(\.dynamicsItems))
        let collisions = all.compactMap { $0 as? UICollisionBehavior }
        world.keepBoundaries(of: collisions)
        let colliding = UICollisionBehavior.configureCollisions(collisions, in: world, referenceBounds: referenceBounds)
        UIDynamicItemBehavior.applyMaterials(all.compactMap { $0 as? UIDynamicItemBehavior }, colliding: colliding,
                                             in: world)
        for behavior in all { behavior.configure(in: world) }
        world.wakeAll()
    }
}
