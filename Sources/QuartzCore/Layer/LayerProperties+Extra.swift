// SPDX-License-Identifier: Apache-2.0

/// Typed reads of subclass properties (``LayerProperties/extra``), for drawing code that works on presented values.
///
/// Values arrive in whatever form the model setter or an animation wrote: the setters store Swift values, and
/// animations write back what ``AnimationValue`` produces (`CGFloat` for numbers, `CGPoint`, `CGColor`, `CGPath`,
/// `CATransform3D`), or `NSNumber`s from `fromValue`/`toValue` written discretely. Each reader accepts all of these.
extension LayerProperties {
    /// How an explicit nil is stored, so that the key stays present (see `CALayer.setExtra`).
    package static var nilExtra: Any { NSNull() }

    /// The colour under `key`, or nil (absent, nil or not a colour).
    package func extraColor(_ key: String) -> CGColor? { extra[key].flatMap { $0 as? CGColor } }

    /// The path under `key`, or nil.
    package func extraPath(_ key: String) -> CGPath? { extra[key].flatMap { $0 as? CGPath } }

    /// The number under `key` as a `CGFloat`, or `fallback` when absent, not a number or not finite.
    package func extraNumber(_ key: String, _ fallback: CGFloat) -> CGFloat {
        guard let value = extra[key], let number = LayerProperties.number(value), number.isFinite else {
            return fallback
        }
        return number
    }

    /// The point under `key`, or `fallback`.
    package func extraPoint(_ key: String, _ fallback: CGPoint) -> CGPoint {
        guard let p = extra[key].flatMap({ $0 as? CGPoint }), p.x.isFinite, p.y.isFinite else { return fallback }
        return p
    }

    /// The transform under `key`, or `fallback`.
    package func extraTransform(_ key: String, _ fallback: CATransform3D) -> CATransform3D {
        if let t = extra[key].flatMap({ $0 as? CATransform3D }), t.isFinite { return t }
        if let a = extra[key].flatMap({ $0 as? CGAffineTransform }) { return CATransform3DMakeAffineTransform(a) }
        return fallback
    }

    /// The Boolean under `key`, or `fallback`.
    package func extraBool(_ key: String, _ fallback: Bool) -> Bool {
        switch extra[key] {
        case let b as Bool: return b
        case let n as NSNumber: return n.boolValue
        default: return fallback
        }
    }

    /// The value under `key` as `T` (string-backed option types and the like), or `fallback`.
    package func extraValue<T>(_ key: String, _ fallback: T) -> T { extra[key].flatMap { $0 as? T } ?? fallback }

    /// The numbers under `key` (an array of `NSNumber`s, `CGFloat`s, `Double`s or `Int`s; other elements are
    /// skipped), or an empty array.
    package func extraNumbers(_ key: String) -> [CGFloat] {
        (extra[key].flatMap { $0 as? [Any] } ?? []).compactMap(LayerProperties.number)
    }

    /// A number of any of the forms a property or animation may carry.
    package static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
