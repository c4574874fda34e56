// SPDX-License-Identifier: Apache-2.0

/// Vector arithmetic on animation values: what cumulative repeats, keyframe splines and finiteness checks need.
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

    /// `self` taken `k` times (for cumulative repeats): components multiplied by `k`; a transform composed with
    /// itself `k` times (`k` rounded to a whole number).
    package func scaled(_ k: Double) -> AnimationValue {
        if case .transform(let t) = self { return .transform(Self.power(t, k)) }
        guard let c = components else { return self }
        return withComponents(c.map { $0 * k }) ?? self
    }

    /// `t` concatenated with itself `k` times, by repeated squaring so huge repeat counts stay cheap.
    private static func power(_ t: CATransform3D, _ k: Double) -> CATransform3D {
        guard k.isFinite, k >= 1 else { return CATransform3DIdentity }
        var n = UInt64(min(k.rounded(), 1e15))
        var base = t, result = CATransform3DIdentity
        while n > 0 {
            if n & 1 == 1 { result = CATransform3DConcat(result, base) }
            base = CATransform3DConcat(base, base)
            n >>= 1
        }
        return result
    }

    /// The value's numeric components for vector kinds (scalar, point, size, rect, colour as RGBA); nil for
    /// transforms, paths and discrete values.
    package var components: [Double]? {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height)]
        case .color(let c):
            let x = c.rgba
            return [Double(x.r), Double(x.g), Double(x.b), Double(x.a)]
        default: return nil
        }
    }

    /// A value of the same kind as `self` with components `c` (nil when the kind has none or the count differs).
    package func withComponents(_ c: [Double]) -> AnimationValue? {
        guard let own = components, own.count == c.count else { return nil }
        func f(_ i: Int) -> CGFloat { CGFloat(c[i]) }
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: f(0), y: f(1)))
        case .size: return .size(CGSize(width: f(0), height: f(1)))
        case .rect: return .rect(CGRect(x: f(0), y: f(1), width: f(2), height: f(3)))
        case .color: return .color(CGColor(red: f(0), green: f(1), blue: f(2), alpha: f(3)))
        default: return nil
        }
    }

    /// Whether every numeric component is finite (always true for discrete values and paths).
    package var isFinite: Bool {
        // The geometric kinds are checked in place: this runs twice per animated property per frame, and
        // `components` builds an array.
        switch self {
        case .scalar(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r):
            return r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
        case .transform(let t): return t.isFinite
        default: return components?.allSatisfy(\.isFinite) ?? true
        }
    }
}
