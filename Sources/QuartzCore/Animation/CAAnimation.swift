// SPDX-License-Identifier: Apache-2.0

/// Callbacks about an animation's life.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation became active (its begin time was reached in a rendered frame).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it completed its active duration, false when it was removed
    /// before that (`removeAnimation(forKey:)`, replaced by another animation for the same key, layer removed).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

/// Both callbacks are optional: the defaults do nothing.
extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of Core Animation's animations: timing, pacing, delegate.
///
/// Animations are copied when added to a layer (`add(_:forKey:)`), as on Apple, so changing one afterwards does
/// not affect the running copy. Subclasses override `copyState(from:)` to copy their own properties and
/// `apply(to:fraction:layer:localTime:)` to write their value. Timing follows `MediaTimingMath`; the layer's
/// frame hook (`CALayer.processAnimations(at:)`) sends the delegate callbacks.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    // The timing and state properties below are read for every animation on every frame (several dozen reads per
    // layer). `@exclusivity(unchecked)` drops the runtime exclusivity check on each read (a call and a
    // thread-local lookup). Every access to them is an instantaneous load or store, or (in `sanitize()`) an inout
    // access during which nothing else touches the property, so the check could never fire.
    /// When the animation starts, in its layer's time space (`CACurrentMediaTime()` for a root layer with default
    /// timing). 0 means "when the transaction adding it commits"; non-finite values count as 0 (logged).
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0
    /// One iteration's length in seconds; 0 (the default), negative or non-finite means 0.25 s.
    @exclusivity(unchecked) public var duration: CFTimeInterval = 0
    /// How fast the animation plays relative to its layer: 2 is twice as fast, 0 pauses it at ``timeOffset``,
    /// negative plays it backwards from its end (default 1; non-finite counts as 1).
    @exclusivity(unchecked) public var speed: Float = 1
    /// Seconds into the animation at which it starts playing; it still plays for its full active duration,
    /// wrapping round to the beginning (default 0).
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0
    /// How many times the animation plays, possibly fractional; `.infinity` repeats forever; 0, negative or NaN
    /// means once.
    @exclusivity(unchecked) public var repeatCount: Float = 0
    /// How long the animation repeats for, in seconds, overriding ``repeatCount`` when positive.
    @exclusivity(unchecked) public var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards and then backwards (doubling its length).
    @exclusivity(unchecked) public var autoreverses = false
    /// What shows outside the active duration (default `.removed`: the value underneath).
    @exclusivity(unchecked) public var fillMode: CAMediaTimingFillMode = .removed
    /// Pacing of each iteration; nil is linear.
    @exclusivity(unchecked) public var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it finishes (default true).
    @exclusivity(unchecked) public var isRemovedOnCompletion = true
    /// Receives start and stop callbacks. Strongly held, as on Apple.
    public var delegate: CAAnimationDelegate?

    /// The begin time fixed at commit for animations added with `beginTime` 0 (layer time).
    @exclusivity(unchecked) package var resolvedBeginTime: CFTimeInterval?
    /// Set by the layer's frame processing.
    @exclusivity(unchecked) package var hasStarted = false
    @exclusivity(unchecked) package var hasFinished = false

    /// Creates an animation with default values.
    public override init() { super.init() }

    /// Creates an animation with default values: Touchstone reads no archives, so nothing is decoded from `coder`.
    /// Designated and required, as `NSCoding` makes it on Apple.
    public required init?(coder: NSCoder) { super.init() }

    /// Copies every property of `other` into this new animation (the copy is not started or finished).
    /// Each class in the hierarchy overrides it to copy its own properties; ``copy(with:)`` calls it.
    package func copyState(from other: CAAnimation) {
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
        storedValues = other.storedValues
    }

    /// A copy of this animation (`NSCopying`; `copy()` calls it): a new instance of the animation's own class, made
    /// by its `init()`, with every Core Animation property copied. A subclass that keeps state of its own
    /// overrides this to copy it, as on Apple.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = LayerFactory.make(type(of: self))
        copy.copyState(from: self)
        return copy
    }

    /// The default value of a property key (`CAAnimation.defaultValue(forKey:)`); nil for all keys here.
    /// Subclasses override it; ``value(forKey:)`` returns it for keys never set.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Key-value coding (CAAnimation+KeyValueCoding.swift)

    /// Values stored under keys that are not animation properties; copied with the animation.
    package var storedValues: [String: Any]?

    /// The value of the property or stored key `key` (numbers as `NSNumber`, as on Apple), or
    /// `defaultValue(forKey:)` for a key never set.
    open func value(forKey key: String) -> Any? { animationValue(forKey: key) }
    /// Sets the property `key`, or stores `value` under any other key (copied with the animation, so the copy a
    /// layer runs and passes to its delegate carries it).
    open func setValue(_ value: Any?, forKey key: String) { setAnimationValue(value, forKey: key) }
    /// The value at `keyPath`, each key in turn of the objects along it.
    open func value(forKeyPath keyPath: String) -> Any? { animationValue(forKeyPath: keyPath) }
    /// Sets the value at `keyPath` on the object the rest of the path names.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setAnimationValue(value, forKeyPath: keyPath) }

    /// The effective iteration duration: `duration`, or 0.25 s when it is 0, negative or not finite (Core
    /// Animation's rule for 0; Touchstone's for the values Apple leaves undefined).
    package var effectiveDuration: CFTimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// The time (in the animation's parent space) it starts.
    package var startTime: CFTimeInterval? { beginTime != 0 ? beginTime : resolvedBeginTime }

    /// The active duration in local time: iterations × repeats, or `repeatDuration` (∞ for infinite repeats).
    package var activeDuration: CFTimeInterval {
        MediaTimingMath.activeDuration(duration: effectiveDuration, repeatCount: repeatCount,
                                       repeatDuration: repeatDuration, autoreverses: autoreverses)
    }

    /// The active duration in parent time (∞ for infinite repeats or speed 0).
    package var activeParentDuration: CFTimeInterval {
        speed != 0 ? activeDuration / Double(abs(speed)) : .infinity
    }

    /// How long the animation has been playing at parent time `t`: (t − start) × |speed| (negative before the
    /// start). An unresolved begin time counts as "starting now".
    package func localTime(atParentTime t: CFTimeInterval) -> CFTimeInterval {
        let start = startTime ?? t
        return (t - start) * Double(abs(speed))
    }

    /// Whether the animation has run past its active duration at parent time `t`. Speed 0 pauses the animation,
    /// so it never finishes.
    package func isFinished(atParentTime t: CFTimeInterval) -> Bool {
        guard startTime != nil, speed != 0 else { return false }
        return localTime(atParentTime: t) >= activeDuration
    }

    /// Whether the animation is active or filling at parent time `t`.
    package func isStarted(atParentTime t: CFTimeInterval) -> Bool {
        guard let start = startTime else { return false }
        return t >= start
    }

    /// The animation's phase after playing for `local` seconds (see ``MediaTimingMath`` for the rules).
    package func phase(atLocalTime local: CFTimeInterval) -> TimingPhase {
        MediaTimingMath.phase(activeTime: local, timeOffset: timeOffset, reversed: speed < 0,
                              duration: effectiveDuration, repeatCount: repeatCount, repeatDuration: repeatDuration,
                              autoreverses: autoreverses, fillMode: fillMode)
    }

    /// The fraction through the current iteration after playing for `local` seconds, after the timing function,
    /// with the timeline position it was taken at; nil when the animation is inactive there.
    package func pacedFraction(atLocalTime local: CFTimeInterval) -> (fraction: Double, position: Double)? {
        guard case .active(let raw, let position) = phase(atLocalTime: local) else { return nil }
        guard usesTimingFunction, let timingFunction else { return (raw, position) }
        return (timingFunction.solve(raw), position)
    }

    /// Whether ``timingFunction`` paces the animation (paced keyframe animations ignore it, as on Apple).
    package var usesTimingFunction: Bool { true }

    /// Applies the animation's value at parent time `t` to `props` (nothing when inactive).
    package func apply(to props: inout LayerProperties, atParentTime t: CFTimeInterval, layer: CALayer) {
        apply(to: &props, atLocalTime: localTime(atParentTime: t), layer: layer)
    }

    /// Applies the animation's value at its local time `local` to `props` (nothing when inactive). Groups call
    /// this for their children with times in the group's own time space.
    package func apply(to props: inout LayerProperties, atLocalTime local: CFTimeInterval, layer: CALayer) {
        guard let (fraction, position) = pacedFraction(atLocalTime: local) else { return }
        apply(to: &props, fraction: fraction, layer: layer, localTime: position)
    }

    /// Writes the animation's value at `fraction` (after pacing) into `props`; `localTime` is the timeline
    /// position (see ``MediaTimingMath``), which cumulative animations count iterations from. Subclasses override.
    package func apply(to props: inout LayerProperties, fraction: Double, layer: CALayer, localTime: CFTimeInterval) {}

    /// Repairs input Apple leaves undefined so evaluation never sees NaN (logged): non-finite `beginTime`,
    /// `speed` or `timeOffset`, and NaN or negative repeats. Called on the layer's copy when the animation is added;
    /// subclasses extend it (groups repair their children).
    package func sanitize() {
        func repair<T: BinaryFloatingPoint>(_ value: inout T, _ name: String, to fallback: T, if bad: (T) -> Bool) {
            guard bad(value) else { return }
            Diagnostics.log("CAAnimation.\(name) \(value) is not usable; using \(fallback)")
            value = fallback
        }
        repair(&beginTime, "beginTime", to: 0) { !$0.isFinite }
        repair(&speed, "speed", to: 1) { !$0.isFinite }
        repair(&timeOffset, "timeOffset", to: 0) { !$0.isFinite }
        repair(&repeatCount, "repeatCount", to: 0) { $0.isNaN || $0 < 0 }
        repair(&repeatDuration, "repeatDuration", to: 0) { $0.isNaN || $0 < 0 }
    }

    /// Whether the animation may change `zPosition`, which orders a layer among its siblings: true unless a
    /// property animation of another key path says otherwise.
    package var mayChangeZPosition: Bool { true }

    // MARK: CAAction

    /// Adds a copy of this animation to the layer under `event` (what implicit actions do).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// An animation of one layer property, named by key path.
open class CAPropertyAnimation: CAAnimation {
    // Read for every animation on every frame: unchecked, as CAAnimation's timing properties (see there).
    /// The animated key path (`"position"`, `"transform.rotation.z"`, …).
    @exclusivity(unchecked) public var keyPath: String? {
        didSet {
            cachedParts = nil
            cachedChangesZPosition = nil
        }
    }
    @exclusivity(unchecked) private var cachedParts: [String]?

    /// ``keyPath`` split at its dots, parsed once and reused until the key path is set again (evaluation runs
    /// every frame; parsing there, and comparing key paths to see whether the parse was current, showed up in
    /// profiles).
    package var keyPathParts: [String] {
        if let cachedParts { return cachedParts }
        let parts = keyPath.map(LayerProperties.parts(of:)) ?? []
        cachedParts = parts
        return parts
    }

    /// Whether the animation may change `zPosition` (which orders siblings): its key path starts at it, or there
    /// is none. Asked for every animated layer on every frame, so it compares the parsed key path, not text.
    package override var mayChangeZPosition: Bool {
        if let cachedChangesZPosition { return cachedChangesZPosition }
        let changes = keyPathParts.first.map { $0 == "zPosition" } ?? true
        cachedChangesZPosition = changes
        return changes
    }
    @exclusivity(unchecked) private var cachedChangesZPosition: Bool?
    /// Whether the value is added to the model value rather than replacing it.
    @exclusivity(unchecked) public var isAdditive = false
    /// Whether each repeat builds on the previous iteration's end value.
    @exclusivity(unchecked) public var isCumulative = false
    /// A function that turns scalar values into transforms (for `transform` key paths).
    @exclusivity(unchecked) public var valueFunction: CAValueFunction?

    /// Creates an animation with default values.
    public override init() { super.init() }

    /// Creates an animation with default values (nothing is decoded: see `CAAnimation.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Copies `other`, this class's properties included (what `copy()` and adding to a layer use).
    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CAPropertyAnimation {
            keyPath = o.keyPath
            isAdditive = o.isAdditive
            isCumulative = o.isCumulative
            valueFunction = o.valueFunction
        }
    }

    /// Writes `value` for ``keyPath`` into `props`, honouring `isAdditive` and `valueFunction`.
    ///
    /// A value with a NaN or infinite component (from non-finite `fromValue`/`toValue`/keyframes) is not
    /// written: the presentation keeps the value underneath rather than showing NaN geometry.
    package func write(_ value: AnimationValue, to props: inout LayerProperties) {
        guard keyPath != nil, value.isFinite else { return }
        var v = value
        if let function = valueFunction, case .scalar(let s) = value { v = .transform(function.transform(for: s)) }
        if isAdditive, let model = props.value(forKeyPathParts: keyPathParts), let sum = model.adding(v) { v = sum }
        guard v.isFinite else { return }
        props.setValue(v, forKeyPathParts: keyPathParts)
    }

    /// The value underneath an animation of a key the layer has never stored (a custom `progress` key set by
    /// no one): the layer class's `defaultValue(forKey:)`, or nil as a discrete value, so that an animation with
    /// both ends given still runs, as on Apple.
    package func unsetValue(layer: CALayer) -> AnimationValue? {
        guard let keyPath else { return nil }
        return AnimationValue(type(of: layer).defaultValue(forKey: keyPath))
    }

    /// Whether the animation's value, when active, is computed without looking at the value underneath it
    /// (other than values captured when it was added). Such an animation hides everything below it for its key
    /// path, which lets the layer skip those when it needs one property's presented value.
    package var ignoresUnderlyingValue: Bool { false }

    /// Whether, at parent time `t`, this animation alone decides the presented value of `path`: it animates
    /// exactly that key path, replaces (not adds to) the value, ignores what is underneath, and is active.
    package func decidesValue(of path: String, atParentTime t: CFTimeInterval) -> Bool {
        guard keyPath == path, !isAdditive, valueFunction == nil, ignoresUnderlyingValue else { return false }
        return phase(atLocalTime: localTime(atParentTime: t)) != .inactive
    }

    /// `value` moved on by `end − start` once per completed iteration when ``isCumulative`` is set (each repeat
    /// starts where the previous one ended, as on Apple); `value` unchanged otherwise.
    package func accumulated(_ value: AnimationValue, start: AnimationValue, end: AnimationValue,
                             localTime: CFTimeInterval) -> AnimationValue
    {
        guard isCumulative else { return value }
        let iterations = MediaTimingMath.completedIterations(
            position: localTime, duration: effectiveDuration, autoreverses: autoreverses)
        guard iterations > 0, let delta = end.subtracting(start) else { return value }
        return value.adding(delta.scaled(iterations)) ?? value
    }
}

/// The name of a value function (`kCAValueFunction…`): which transform a scalar becomes, as the SDK spells it in
/// Swift: `CAValueFunction(name: .rotateZ)`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about the x axis by the value, in radians.
    public static let rotateX = Self(rawValue: "rotateX")
    /// A rotation about the y axis by the value, in radians.
    public static let rotateY = Self(rawValue: "rotateY")
    /// A rotation about the z axis by the value, in radians.
    public static let rotateZ = Self(rawValue: "rotateZ")
    /// A uniform scale by the value.
    public static let scale = Self(rawValue: "scale")
    /// A scale of x by the value.
    public static let scaleX = Self(rawValue: "scaleX")
    /// A scale of y by the value.
    public static let scaleY = Self(rawValue: "scaleY")
    /// A scale of z by the value.
    public static let scaleZ = Self(rawValue: "scaleZ")
    /// A translation along x by the value.
    public static let translateX = Self(rawValue: "translateX")
    /// A translation along y by the value.
    public static let translateY = Self(rawValue: "translateY")
    /// A translation along z by the value.
    public static let translateZ = Self(rawValue: "translateZ")
}

extension CAValueFunction {
    /// Touchstone's earlier nested spelling of ``CAValueFunctionName``, kept for existing code.
    public typealias Name = CAValueFunctionName
}

/// Turns a scalar animation value into a transform (`rotateZ`, `scale`, `translateX`, …).
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates the value function named `name` (an unknown name gives the identity transform).
    public init?(name: Name) {
        self.name = name
        super.init()
    }

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
