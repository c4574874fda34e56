// SPDX-License-Identifier: Apache-2.0

/// An animation between two values of one property.
///
/// Which values are used follows Apple's rules for the optional `fromValue`, `toValue` and `byValue`:
/// - from and to: from → to.  - from and by: from → from + by.  - by and to: to − by → to.
/// - from only: from → the current model value.  - to only: the current presentation value → to
///   (Touchstone: the model value when the animation was added, or the previous value for implicit actions).
/// - by only: current → current + by.  - none: the previous value → the current model value.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value to start from (see the type's rules); non-finite values count as absent.
    public var fromValue: Any? { didSet { cachedValues = nil } }
    /// The value to end at (see the type's rules); non-finite values count as absent.
    public var toValue: Any? { didSet { cachedValues = nil } }
    /// The change to apply, relative to the start or end (see the type's rules).
    public var byValue: Any? { didSet { cachedValues = nil } }

    // Read for every frame the animation runs: unchecked, as CAAnimation's timing properties (see there).
    /// `fromValue`, `toValue` and `byValue` converted once (non-finite ones as nil), not on every frame.
    private final class Converted {
        let from: AnimationValue?, to: AnimationValue?, by: AnimationValue?
        init(_ from: AnimationValue?, _ to: AnimationValue?, _ by: AnimationValue?) {
            (self.from, self.to, self.by) = (from, to, by)
        }
    }

    // Read for every frame the animation runs: unchecked, as CAAnimation's timing properties (see there). A box,
    // not a tuple: reading an optional tuple of enums copied it through the runtime's generic witnesses.
    @exclusivity(unchecked) private var cachedValues: Converted?

    private var converted: Converted {
        if let cachedValues { return cachedValues }
        func usable(_ any: Any?) -> AnimationValue? {
            guard let any else { return nil }
            let value = AnimationValue(any)
            return value.isFinite ? value : nil
        }
        let values = Converted(usable(fromValue), usable(toValue), usable(byValue))
        cachedValues = values
        return values
    }

    package var convertedValues: (AnimationValue?, AnimationValue?, AnimationValue?) {
        let c = converted
        return (c.from, c.to, c.by)
    }

    /// Creates an animation with default values.
    public override init() { super.init() }

    /// Creates an animation with default values (nothing is decoded: see `CAAnimation.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `other`, this class's properties included (what `copy()` and adding to a layer use).
    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CABasicAnimation {
            fromValue = o.fromValue
            toValue = o.toValue
            byValue = o.byValue
            capturedBase = o.capturedBase
        }
    }

    /// The value the animation starts from when `fromValue` is nil: captured when the animation is added.
    @exclusivity(unchecked) package var capturedBase: AnimationValue?

    package override func apply(to props: inout LayerProperties, fraction: Double, layer: CALayer,
                                localTime: CFTimeInterval)
    {
        guard keyPath != nil, let model = props.value(forKeyPathParts: keyPathParts) ?? unsetValue(layer: layer),
            let (start, end) = endpoints(model: model)
        else { return }
        let value = start.interpolated(to: end, progress(atFraction: fraction))
        write(accumulated(value, start: start, end: end, localTime: localTime), to: &props)
    }

    /// True unless the end value is the model value (fromValue only, or no values) or the start value would be.
    package override var ignoresUnderlyingValue: Bool {
        let hasFrom = fromValue.map { AnimationValue($0).isFinite } ?? false
        let hasTo = toValue.map { AnimationValue($0).isFinite } ?? false
        let hasBy = byValue.map { AnimationValue($0).isFinite } ?? false
        guard hasTo || hasBy else { return false }
        return hasFrom || hasTo && hasBy || capturedBase?.isFinite == true
    }

    /// How far from the start value to the end value the animation is at `fraction` of an iteration (after the
    /// timing function): `fraction` itself here; a spring's displacement curve in ``CASpringAnimation``.
    package func progress(atFraction fraction: Double) -> Double { fraction }

    /// The start and end values under Apple's from/to/by rules (see the type's documentation), given the value
    /// underneath (`model`). A non-finite `fromValue`, `toValue` or `byValue` counts as absent.
    package func endpoints(model: AnimationValue) -> (AnimationValue, AnimationValue)? {
        let c = converted
        // The commonest case (from and to) first, without copying the rest.
        if let f = c.from, let t = c.to { return (f, t) }
        let (from, to, by) = (c.from, c.to, c.by)
        let base = capturedBase.flatMap { $0.isFinite ? $0 : nil } ?? model
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b) ?? f)
        case (nil, let t?, let b?): return (t.subtracting(b) ?? t, t)
        case (let f?, nil, nil): return (f, isAdditive ? AnimationValue.zero(like: f) : model)
        case (nil, let t?, nil): return (isAdditive ? AnimationValue.zero(like: t) : base, t)
        case (nil, nil, let b?): return isAdditive ? (AnimationValue.zero(like: b), b) : (base, base.adding(b) ?? base)
        case (nil, nil, nil): return (base, model)
        }
    }
}
