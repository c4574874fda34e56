// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// Options for the block-based animation methods, with UIKit's raw values (bits 0–9 are flags, bits 16–19 the
    /// curve, bits 20–23 the transition, bits 24–27 the preferred frame rate).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option bits, with UIKit's values (flags, curve, transition and frame-rate fields, as above).
        public let rawValue: UInt
        /// Creates options from their bits; bits UIKit does not define are kept but ignored.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views inside the block, so the frames their `layoutSubviews` sets animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Keeps the animated views hit-testable while they animate (by default they receive no touches).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the value currently on screen instead of the model value before the change.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely (its completion then runs only if it is interrupted).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after each forward run.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content during the animation (accepted; views redraw as usual).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Transitions between views hide and show them instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block does not inherit the enclosing block's repeat and autoreverse options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips around the vertical axis, left edge first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips around the vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the page up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the page down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Crossfades the old look into the new one.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips around the horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips around the horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve encoded in bits 16–19 (values above `linear` read as ease-in-out).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// The pacing of an animation (guide: `setAnimationCurve:`), with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends (the default).
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The Core Animation timing function of this curve.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
