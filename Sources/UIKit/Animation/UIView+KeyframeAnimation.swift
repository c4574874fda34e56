// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// Options for ``animateKeyframes(withDuration:delay:options:animations:completion:)``, with UIKit's raw values:
    /// the flags of ``AnimationOptions`` plus a calculation mode in bits 10–12.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The option bits, with UIKit's values (the animation flags plus the calculation mode in bits 10–12).
        public let rawValue: UInt
        /// Creates options from their bits; bits UIKit does not define are kept but ignored.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// See ``AnimationOptions/layoutSubviews``.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// See ``AnimationOptions/allowUserInteraction``.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// See ``AnimationOptions/beginFromCurrentState``.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// See ``AnimationOptions/repeat``.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// See ``AnimationOptions/autoreverse``.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// See ``AnimationOptions/overrideInheritedDuration``.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// See ``AnimationOptions/overrideInheritedOptions``.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value holds until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed; keyframe times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth spline at constant speed; keyframe times are ignored.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Animates the keyframes that `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``, after `delay` seconds, over `duration`
    /// seconds, as one `CAKeyframeAnimation` per changed property.
    ///
    /// Each property moves from its value before the block (the on-screen value with `.beginFromCurrentState`)
    /// through the values its keyframes set, each reached at the keyframe's relative end time and held from the
    /// previous keyframe's end until the next one starts; time is linear overall. Changes made directly in
    /// `animations` (outside keyframes) act as a keyframe spanning the whole duration. Completion, user interaction,
    /// nesting and disabled animations behave as in ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = makeContext(
            duration: duration, options: AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear),
            completion: completion)
        context.delay = delay.isFinite ? max(0, delay) : 0
        context.curve = .linear
        let builder = KeyframeBuilder(context: context, mode: options.calculationMode)
        KeyframeBuilder.stack.append(builder)
        context.recordChange = { builder.record($0, $1, from: $2, to: $3, start: 0, length: 1) }
        run(context, animations)
        KeyframeBuilder.stack.removeLast()
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// block: the changes `animations` makes are reached over `frameDuration` starting at `frameStartTime`, both
    /// fractions 0…1 of the block's duration (clamped; NaN counts as 0). Outside such a block the changes apply
    /// at once (logged).
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let builder = KeyframeBuilder.stack.last, ViewAnimationContext.current === builder.context else {
            UIKitDiagnostics.log("UIView.addKeyframe outside animateKeyframes; changes applied at once")
            return performWithoutAnimation(animations)
        }
        let start = frameStartTime.isNaN ? 0 : min(1, max(0, frameStartTime))
        let length = frameDuration.isNaN ? 0 : min(1 - start, max(0, frameDuration))
        let outer = builder.context.recordChange
        builder.context.recordChange = { builder.record($0, $1, from: $2, to: $3, start: start, length: length) }
        animations()
        builder.context.recordChange = outer
        builder.flushTracks()
    }
}

/// Collects a keyframe block's changes per property and turns them into keyframe animations.
@MainActor
package final class KeyframeBuilder {
    package static var stack: [KeyframeBuilder] = []

    private struct Track {
        let layer: CALayer
        let key: String
        var from: Any?
        var frames: [(start: Double, end: Double, value: Any)] = []
    }

    package let context: ViewAnimationContext
    private let mode: CAAnimationCalculationMode
    private var tracks: [Track] = []

    init(context: ViewAnimationContext, mode: CAAnimationCalculationMode) {
        self.context = context
        self.mode = mode
    }

    /// Records that `key` of `layer` changed from `from` to `to` in a keyframe spanning `start` + `length`.
    func record(_ layer: CALayer, _ key: String, from: Any?, to: Any?, start: Double, length: Double) {
        guard let to else { return }
        let index = tracks.firstIndex { $0.layer === layer && $0.key == key } ?? {
            let start = context.startValue(forKey: key, on: layer, pending: from)
            tracks.append(Track(layer: layer, key: key, from: start))
            return tracks.count - 1
        }()
        tracks[index].frames.append((start, start + length, to))
    }

    /// Adds the animations for the tracks recorded so far (re-adding replaces a property's earlier animation).
    func flushTracks() {
        for track in tracks {
            guard let from = track.from else { continue }
            var values: [Any] = [from]
            var times: [Double] = [0]
            for frame in track.frames.sorted(by: { $0.start < $1.start }) {
                if frame.start > times[times.count - 1], let last = values.last {
                    values.append(last)
                    times.append(frame.start)
                }
                values.append(frame.value)
                times.append(max(frame.end, times[times.count - 1]))
            }
            if times[times.count - 1] < 1, let last = values.last {
                values.append(last)
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            context.addPrepared(animation, forKey: track.key, on: track.layer)
        }
    }
}
