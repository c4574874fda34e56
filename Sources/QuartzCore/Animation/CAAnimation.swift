// SPDX-License-Identifier: Apache-2.0

/// Callbacks about an animation's life.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation became active (its begin time was reached in a rendered frame).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it completed its active duration, false when it was removed
    /// before that (`removeAnimation(forKey:)`, replaced by another animation for the same key, layer removed).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of Core Animation's animations: timing, pacing, delegate.
///
/// Animations are copied when added to a layer (`add(_:forKey:)`), as on Apple, so changing one afterwards does
/// not affect the running copy. Subclasses override ``init(copying:)`` to copy their own properties and
/// ``apply(to:fraction:layer:)`` to write their value.
open class CAAnimation: CAMediaTiming, CAAction, @unchecked Sendable {
    public var beginTime: CFTimeInterval = 0
    /// One iteration's length; 0 means 0.25 s.
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
    /// Pacing of each iteration; nil is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it finishes (default true).
    public var isRemovedOnCompletion = true
    /// Receives start and stop callbacks. Strongly held, as on Apple.
    public var delegate: CAAnimationDelegate?

    /// The begin time fixed at commit for animations added with `beginTime` 0 (layer time).
    package var resolvedBeginTime: CFTimeInterval?
    /// Set by the layer's frame processing.
    package var hasStarted = false
    package var hasFinished = false

    public init() {}

    /// Copies every property of `other` (the copy is not started or finished).
    public required init(copying other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
    }

    /// A copy of this animation (`NSCopying`'s `copy()`).
    open func copy() -> Any { type(of: self).init(copying: self) }

    /// The default value of a property key (`CAAnimation.defaultValue(forKey:)`); nil for all keys here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The effective iteration duration (0 → 0.25 s).
    package var effectiveDuration: CFTimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// The time (in the animation's parent space) it starts.
    package var startTime: CFTimeInterval? { beginTime != 0 ? beginTime : resolvedBeginTime }

    /// The active duration in parent time (∞ for infinite repeats).
    package var activeParentDuration: CFTimeInterval {
        let active = MediaTimingMath.activeDuration(duration: effectiveDuration, repeatCount: repeatCount,
                                                    repeatDuration: repeatDuration, autoreverses: autoreverses)
        return speed > 0 ? active / Double(speed) : .infinity
    }

    /// This animation's local time at parent time `t` (an unresolved begin time counts as "starting now").
    package func localTime(atParentTime t: CFTimeInterval) -> CFTimeInterval {
        let start = startTime ?? t
        return (t - start) * Double(speed) + timeOffset
    }

    /// Whether the animation has run past its active duration at parent time `t`.
    package func isFinished(atParentTime t: CFTimeInterval) -> Bool {
        guard startTime != nil, speed > 0 else { return false }
        return localTime(atParentTime: t) >= MediaTimingMath.activeDuration(
            duration: effectiveDuration, repeatCount: repeatCount, repeatDuration: repeatDuration,
            autoreverses: autoreverses)
    }

    /// Whether the animation is active or filling at parent time `t`.
    package func isStarted(atParentTime t: CFTimeInterval) -> Bool {
        guard let start = startTime else { return false }
        return t >= start
    }

    /// Applies the animation's value at parent time `t` to `props` (nothing when inactive).
    package func apply(to props: inout LayerProperties, atParentTime t: CFTimeInterval, layer: CALayer) {
        let phase = MediaTimingMath.phase(
            localTime: localTime(atParentTime: t), duration: effectiveDuration, repeatCount: repeatCount,
            repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
        guard case .active(let raw) = phase else { return }
        let paced = timingFunction?.solve(raw) ?? raw
        apply(to: &props, fraction: paced, layer: layer, localTime: localTime(atParentTime: t))
    }

    /// Writes the animation's value at `fraction` (after pacing) into `props`. Subclasses override.
    package func apply(to props: inout LayerProperties, fraction: Double, layer: CALayer, localTime: CFTimeInterval) {}

    // MARK: CAAction

    /// Adds a copy of this animation to the layer under `event` (what implicit actions do).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// An animation of one layer property, named by key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated key path (`"position"`, `"transform.rotation.z"`, …).
    public var keyPath: String?
    /// Whether the value is added to the model value rather than replacing it.
    public var isAdditive = false
    /// Whether each repeat builds on the previous iteration's end value.
    public var isCumulative = false
    /// A function that turns scalar values into transforms (for `transform` key paths).
    public var valueFunction: CAValueFunction?

    public override init() { super.init() }

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let o = other as? CAPropertyAnimation {
            keyPath = o.keyPath
            isAdditive = o.isAdditive
            isCumulative = o.isCumulative
            valueFunction = o.valueFunction
        }
    }

    /// Writes `value` for ``keyPath`` into `props`, honouring `isAdditive` and `valueFunction`.
    package func write(_ value: AnimationValue, to props: inout LayerProperties) {
        guard let keyPath else { return }
        var v = value
        if let function = valueFunction, case .scalar(let s) = value { v = .transform(function.transform(for: s)) }
        if isAdditive, let model = props.value(forKeyPath: keyPath), let sum = model.adding(v) { v = sum }
        props.setValue(v, forKeyPath: keyPath)
    }
}

/// Turns a scalar animation value into a transform (`rotateZ`, `scale`, `translateX`, …).
public final class CAValueFunction: @unchecked Sendable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let rotateX = Name(rawValue: "rotateX")
        public static let rotateY = Name(rawValue: "rotateY")
        public static let rotateZ = Name(rawValue: "rotateZ")
        public static let scale = Name(rawValue: "scale")
        public static let scaleX = Name(rawValue: "scaleX")
        public static let scaleY = Name(rawValue: "scaleY")
        public static let scaleZ = Name(rawValue: "scaleZ")
        public static let translateX = Name(rawValue: "translateX")
        public static let translateY = Name(rawValue: "translateY")
        public static let translateZ = Name(rawValue: "translateZ")
    }

    public let name: Name

    public init?(name: Name) { self.name = name }

    package func transform(for v: Double) -> CATransform3D {
        let c = CGFloat(v)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(c, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(c, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(c, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(c, c, c)
        case .scaleX: return CATransform3DMakeScale(c, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, c, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, c)
        case .translateX: return CATransform3DMakeTranslation(c, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, c, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, c)
        default: return CATransform3DIdentity
        }
    }
}
