// SPDX-License-Identifier: Apache-2.0

/// An animation between two values of one property.
///
/// Which values are used follows Apple's rules for the optional `fromValue`, `toValue` and `byValue`:
/// - from and to: from → to.  - from and by: from → from + by.  - by and to: to − by → to.
/// - from only: from → the current model value.  - to only: the current presentation value → to
///   (Touchstone: the model value when the animation was added, or the previous value for implicit actions).
/// - by only: current → current + by.  - none: the previous value → the current model value.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let o = other as? CABasicAnimation {
            fromValue = o.fromValue
            toValue = o.toValue
            byValue = o.byValue
            capturedBase = o.capturedBase
        }
    }

    /// The value the animation starts from when `fromValue` is nil: captured when the animation is added.
    package var capturedBase: AnimationValue?

    package override func apply(to props: inout LayerProperties, fraction: Double, layer: CALayer,
                                localTime: CFTimeInterval)
    {
        guard let keyPath, let model = props.value(forKeyPath: keyPath) else { return }
        let from = fromValue.map { AnimationValue($0) }
        let to = toValue.map { AnimationValue($0) }
        let by = byValue.map { AnimationValue($0) }
        let base = capturedBase ?? model
        let start: AnimationValue
        let end: AnimationValue
        switch (from, to, by) {
        case (let f?, let t?, _): (start, end) = (f, t)
        case (let f?, nil, let b?): (start, end) = (f, f.adding(b) ?? f)
        case (nil, let t?, let b?): (start, end) = (t.subtracting(b) ?? t, t)
        case (let f?, nil, nil): (start, end) = (f, isAdditive ? AnimationValue.zero(like: f) : model)
        case (nil, let t?, nil): (start, end) = (isAdditive ? AnimationValue.zero(like: t) : base, t)
        case (nil, nil, let b?): (start, end) = (base, base.adding(b) ?? base)
        case (nil, nil, nil): (start, end) = (base, model)
        }
        var value = start.interpolated(to: end, fraction)
        if isCumulative, let delta = end.subtracting(start) {
            let iteration = floor(localTime / effectiveDuration / (autoreverses ? 2 : 1))
            if iteration > 0, case .scalar = delta {
                value = value.adding(delta.scaled(iteration)) ?? value
            } else if iteration > 0, let shifted = value.adding(delta.scaled(iteration)) {
                value = shifted
            }
        }
        write(value, to: &props)
    }
}

extension AnimationValue {
    /// The additive identity of the same kind as `v`.
    package static func zero(like v: AnimationValue) -> AnimationValue {
        switch v {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        default: return v
        }
    }

    /// `self` multiplied by `k` (for cumulative repeats).
    package func scaled(_ k: Double) -> AnimationValue {
        let c = CGFloat(k)
        switch self {
        case .scalar(let a): return .scalar(a * k)
        case .point(let p): return .point(CGPoint(x: p.x * c, y: p.y * c))
        case .size(let s): return .size(CGSize(width: s.width * c, height: s.height * c))
        case .rect(let r): return .rect(CGRect(x: r.minX * c, y: r.minY * c, width: r.width * c, height: r.height * c))
        default: return self
        }
    }
}
