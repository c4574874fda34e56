// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A motion effect made of several, applied together (their values for the same key path are added).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// Creates an empty group.
    public override init() { super.init() }

    /// Creates an empty group (nothing is decoded).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy holding copies of the effects.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects?.map { $0.copy(with: zone) as? UIMotionEffect ?? $0 }
        return copy
    }

    /// Every effect's values, merged (see ``UIMotionEffect/merge(_:into:)``); nil when none has any.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            UIMotionEffect.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset), into: &merged)
        }
        return merged.isEmpty ? nil : merged
    }
}

extension UIMotionEffect {
    /// Adds `values` to `merged`: numbers, points and sizes for the same key path are summed; otherwise the later
    /// value wins.
    package static func merge(_ values: [String: Any]?, into merged: inout [String: Any]) {
        for (key, value) in values ?? [:] {
            switch (merged[key], value) {
            case (let a as CGFloat, let b as CGFloat): merged[key] = a + b
            case (let a as CGPoint, let b as CGPoint): merged[key] = CGPoint(x: a.x + b.x, y: a.y + b.y)
            case (let a as CGSize, let b as CGSize): merged[key] = CGSize(width: a.width + b.width, height: a.height + b.height)
            default: merged[key] = value
            }
        }
    }
}
