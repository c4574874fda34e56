// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A motion effect that maps the tilt along one axis to a value between a minimum and a maximum added to one key
/// path of the view (`"center.x"`, `"layer.shadowOffset"`, …).
///
/// A viewer offset of −1 along the effect's axis gives ``minimumRelativeValue``, +1 ``maximumRelativeValue``, and
/// values between interpolate linearly (offsets outside −1…1 are clamped). Numbers (`CGFloat`, `Double`, `Float`,
/// `Int`, `NSNumber`), `CGPoint`s, `CGSize`s and `UIOffset`s interpolate; a pair of anything else, or a missing
/// end, makes no change.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis of tilt an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        /// Tilting left and right (the offset's horizontal component).
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down (the offset's vertical component).
        case tiltAlongVerticalAxis = 1
    }

    /// The key path of the view the effect changes.
    open private(set) var keyPath: String
    /// The axis the effect follows.
    open private(set) var type: EffectType
    /// The value added at an offset of −1.
    open var minimumRelativeValue: Any?
    /// The value added at an offset of +1.
    open var maximumRelativeValue: Any?

    /// Creates an effect changing `keyPath` along the tilt `type`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Creates an effect with an empty key path (nothing is decoded).
    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// A copy with the same key path, axis and values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }

    /// `[keyPath: value]`, the value interpolated between the minimum and maximum by the offset along the
    /// effect's axis; nil when the values cannot be interpolated.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let along = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        guard along.isFinite, let low = minimumRelativeValue, let high = maximumRelativeValue,
            let value = Self.interpolate(low, high, (min(max(along, -1), 1) + 1) / 2)
        else { return nil }
        return [keyPath: value]
    }

    /// `a` + (`b` − `a`) × `t` for the kinds of values the type lists; nil for others or mismatched kinds.
    private static func interpolate(_ a: Any, _ b: Any, _ t: CGFloat) -> Any? {
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        switch (a, b) {
        case (let x as CGPoint, let y as CGPoint): return CGPoint(x: lerp(x.x, y.x), y: lerp(x.y, y.y))
        case (let x as CGSize, let y as CGSize): return CGSize(width: lerp(x.width, y.width), height: lerp(x.height, y.height))
        case (let x as UIOffset, let y as UIOffset):
            return UIOffset(horizontal: lerp(x.horizontal, y.horizontal), vertical: lerp(x.vertical, y.vertical))
        default:
            guard let x = number(a), let y = number(b) else { return nil }
            return lerp(x, y)
        }
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}
