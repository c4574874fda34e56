// SPDX-License-Identifier: Apache-2.0

/// Several animations run together in one time space.
///
/// Apple's rules, which Touchstone follows:
/// - The grouped animations run in the group's time space: a child's `beginTime` is measured from the start of the
///   group's current iteration (0 = when the group starts), and its speed, offset, repeats and fill mode apply
///   inside that space. The group's own timing (begin time, speed, repeats, autoreverse, timing function) maps
///   layer time into that space first.
/// - Children are not scaled to the group's duration; they are clipped to it: a 10 s child in a 5 s group shows
///   only its first 5 s. A child shorter than the group shows nothing after it ends unless its `fillMode` keeps it.
/// - The children's `delegate` and `isRemovedOnCompletion` are ignored; the group's delegate receives the start
///   and stop messages, and the group's `isRemovedOnCompletion` decides its removal.
///
/// When the group is added to a layer, the layer's copy holds copies of the children, so changing a child
/// afterwards does not change the running group. A group's default duration, like every animation's, is 0.25 s.
open class CAAnimationGroup: CAAnimation {
    /// The animations to run together, evaluated in order (a later one overrides an earlier one animating the
    /// same property).
    public var animations: [CAAnimation]?

    /// Creates an animation with default values.
    public override init() { super.init() }

    /// Creates an animation with default values (nothing is decoded: see `CAAnimation.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies the group and each of its children.
    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CAAnimationGroup {
            animations = o.animations?.compactMap { $0.copy() as? CAAnimation }
        }
    }

    /// The children's local time for the group's local time `groupLocal`: the group's time within its current
    /// iteration (after autoreverse and its timing function) in seconds, nil while the group is inactive.
    package func childTime(atLocalTime groupLocal: CFTimeInterval) -> CFTimeInterval? {
        guard let (fraction, _) = pacedFraction(atLocalTime: groupLocal) else { return nil }
        return fraction * effectiveDuration
    }

    /// Applies every child at the group's local time. Children whose own begin time is 0 start with the group.
    package override func apply(to props: inout LayerProperties, atLocalTime local: CFTimeInterval, layer: CALayer) {
        guard let time = childTime(atLocalTime: local) else { return }
        for child in animations ?? [] {
            let childLocal = (time - child.beginTime) * Double(abs(child.speed))
            child.apply(to: &props, atLocalTime: childLocal, layer: layer)
        }
    }

    /// Repairs the group's timing and, recursively, its children's.
    package override func sanitize() {
        super.sanitize()
        for child in animations ?? [] { child.sanitize() }
    }
}
