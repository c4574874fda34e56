// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A generator of impact haptics: the physical "thud" of UI elements colliding or snapping into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light elements.
        case light = 0
        /// A collision between moderately sized elements.
        case medium = 1
        /// A collision between large, heavy elements.
        case heavy = 2
        /// A collision between elements that are soft and flexible.
        case soft = 3
        /// A collision between elements that are hard and inflexible.
        case rigid = 4
    }

    /// The generator's style.
    package let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of `.medium` impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    open func impactOccurred() { play(.impact(style, intensity: 1)) }

    /// Plays an impact at `intensity` (0…1; values outside are clamped, non-finite ones logged and ignored).
    open func impactOccurred(intensity: CGFloat) {
        guard intensity.isFinite else {
            return UIKitDiagnostics.log("UIImpactFeedbackGenerator.impactOccurred(intensity: \(intensity)): "
                + "non-finite intensity ignored")
        }
        play(.impact(style, intensity: min(1, max(0, intensity))))
    }
}
