// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An abstract description of how a view's properties follow the device's tilt (iOS 7's parallax).
///
/// Subclasses override ``keyPathsAndRelativeValues(forViewerOffset:)``; ``UIInterpolatingMotionEffect`` and
/// ``UIMotionEffectGroup`` are the ready-made ones. Add effects to a view with `UIView.addMotionEffect(_:)`.
///
/// Like Apple's Simulator, Touchstone's device has no gyroscope to tell where the viewer is: the viewer offset stays
/// (0, 0), so effects leave views where their model values put them. `UIView.motionEffectValues(forViewerOffset:)`
/// shows what an offset would apply.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @MainActor NSCopying, @MainActor NSSecureCoding {
    /// Creates an effect.
    public override init() { super.init() }

    /// Creates an effect (nothing is decoded).
    public required init?(coder: NSCoder) { super.init() }

    /// Effects archive nothing of their own.
    open func encode(with coder: NSCoder) {}

    /// True: effects decode securely.
    public class var supportsSecureCoding: Bool { true }

    /// A copy of the effect. Subclasses must override it to copy their settings (Apple's subclassing rule).
    open func copy(with zone: NSZone? = nil) -> Any { UIMotionEffect() }

    /// The key paths of the view to change, each with the value to add to it, for a viewer at `viewerOffset`
    /// (each component −1…1; (0, 0) when the screen faces the viewer). nil here: subclasses answer.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
