// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIView {
    /// The motion effects added to the view, in order.
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectStorage }
        set { motionEffectStorage = newValue }
    }

    /// Adds `effect` (once: adding it again does nothing).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectStorage.contains(where: { $0 === effect }) else { return }
        motionEffectStorage.append(effect)
    }

    /// Removes `effect` (nothing when it is not there).
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffectStorage.removeAll { $0 === effect }
    }

    /// What the view's effects would add to its key paths for a viewer at `viewerOffset`, merged. Touchstone's
    /// device reports no tilt (the offset stays zero, as in Apple's Simulator), so nothing is applied to the view;
    /// this shows what a device would do.
    package func motionEffectValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any] {
        var merged: [String: Any] = [:]
        for effect in motionEffectStorage {
            UIMotionEffect.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset), into: &merged)
        }
        return merged
    }
}
