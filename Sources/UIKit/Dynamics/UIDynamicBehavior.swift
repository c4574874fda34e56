// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A rule for how items move in a `UIDynamicAnimator`, and the base class of UIKit's behaviours (Apple's
/// `UIDynamicBehavior`).
///
/// Apps subclass it to compose behaviours: a subclass adds gravity, collision and item behaviours as children in
/// its initialiser and is added to an animator as one. Children and the behaviour itself take effect while the
/// behaviour is in an animator; a behaviour belongs to at most one animator and one parent. ``action`` runs after
/// every simulation step (60 a second of device time) while the animator runs.
///
/// - SeeAlso: `UIDynamicAnimator`, `UIGravityBehavior`, `UICollisionBehavior`.
@MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    /// The behaviour this one is a child of.
    weak var parent: UIDynamicBehavior?
    /// The animator this behaviour (or its root) was added to.
    weak var animator: UIDynamicAnimator?

    /// Creates a behaviour with no children and no action.
    public override init() {
        super.init()
    }

    /// The behaviours added with ``addChildBehavior(_:)``, in order.
    open var childBehaviors: [UIDynamicBehavior] { children }

    /// Adds `behavior` as a child: it takes effect whenever this behaviour is in an animator. A behaviour that
    /// already has a parent or an animator, this behaviour itself, or one of its ancestors is refused (logged).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.parent == nil, behavior.animator == nil, !isDescendant(of: behavior) else {
            return UIKitDiagnostics.log("UIDynamicBehavior.addChildBehavior: \(behavior) already has a parent or "
                                        + "an animator, or is an ancestor; ignored")
        }
        if let animator { behavior.willMove(to: animator) }
        children.append(behavior)
        behavior.parent = self
        behavior.setAnimator(animator)
        animator?.behaviorsDidChange()
    }

    /// Removes `behavior` from the children (nothing happens if it is not one).
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        if animator != nil { behavior.willMove(to: nil) }
        children.remove(at: index)
        behavior.parent = nil
        behavior.setAnimator(nil)
        animator?.behaviorsDidChange()
    }

    /// A block the animator calls after each simulation step while this behaviour is in it (on the main thread).
    open var action: (() -> Void)?

    /// Called before the behaviour joins `dynamicAnimator`, or leaves its animator (nil). Override to prepare;
    /// the default does nothing.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The animator the behaviour (or the behaviour it is a child of) is in, or nil.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    // MARK: What concrete behaviours tell the animator (internal)

    /// The items this behaviour acts on (not its children's).
    var dynamicsItems: [UIDynamicItem] { [] }

    /// Sets up what lasts between steps in `world` (joints, queued velocities) once bodies, collisions and
    /// materials are in place; called when the animator's behaviours or items changed.
    func configure(in world: DynamicsWorld) {}

    /// Applies this step's forces and impulses in `world`.
    func applyForces(in world: DynamicsWorld) {}

    /// Tells the animator that a property changed: it reconfigures at the next step and resumes if paused.
    func setNeedsConfiguration() {
        animator?.behaviorsDidChange()
    }

    /// This behaviour and its descendants, parents before children.
    var flattened: [UIDynamicBehavior] {
        var result: [UIDynamicBehavior] = [self]
        for child in children { result += child.flattened }
        return result
    }

    func setAnimator(_ newAnimator: UIDynamicAnimator?) {
        animator = newAnimator
        for child in children { child.setAnimator(newAnimator) }
    }

    private func isDescendant(of behavior: UIDynamicBehavior) -> Bool {
        var node: UIDynamicBehavior? = self
        while let current = node {
            if current === behavior { return true }
            node = current.parent
        }
        return false
    }
}
