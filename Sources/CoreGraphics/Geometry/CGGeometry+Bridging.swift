// SPDX-License-Identifier: Apache-2.0

// Foundation bridging for the Core Graphics value types, as Apple's SDK has it: a `CGFloat` cast with `as?` to
// `NSNumber` gives a number and an `NSNumber` casts back to `CGFloat`; a `CGPoint`, `CGSize`, `CGRect`,
// `CGAffineTransform` or `CGVector` casts to `NSValue` and back. Key-value coding and animation values depend on
// it: `layer.value(forKey: "cornerRadius") as? CGFloat` reads an `NSNumber`, and
// `layer.value(forKey: "position") as? CGPoint` an `NSValue`, as on iOS.
//
// Foundation on Linux bridges `Int`, `Double`, `Float` and `Bool` to `NSNumber` but not `CGFloat`, and no
// geometry type to `NSValue`. The Swift runtime consults `_ObjectiveCBridgeable` for `as?` casts on every
// platform, so the conformances below are all it takes. They are retroactive (Foundation owns `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect`); if a future Foundation adds its own, these must go (the compiler will say so).

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The number as an `NSNumber` holding a `Double`.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// Reads any number (as Apple's `CGFloat` bridging does: through `doubleValue`).
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// Reads any number; always succeeds.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The number's value, or 0 for nil.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

/// A geometry struct that bridges to an `NSValue` carrying Apple's type encoding for it.
package protocol NSValueBridged: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
    /// Boxes the value.
    func boxed() -> NSValue
    /// The value in `box`, or nil when `box` holds another type.
    static func unboxed(_ box: NSValue) -> Self?
    /// What a failed unconditional bridge gives.
    static var bridgingFallback: Self { get }
}

extension NSValueBridged {
    /// Boxes the value in an `NSValue`.
    public func _bridgeToObjectiveC() -> NSValue { boxed() }

    /// Reads the value from `source`, or the type's zero value when `source` holds another type.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) {
        result = unboxed(source) ?? bridgingFallback
    }

    /// Reads the value from `source`; fails when `source` holds another type.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) -> Bool {
        result = unboxed(source)
        return result != nil
    }

    /// The value in `source`, or the type's zero value.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
        source.flatMap(unboxed) ?? bridgingFallback
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    package func boxed() -> NSValue { NSValue(cgPoint: self) }
    package static func unboxed(_ box: NSValue) -> CGPoint? {
        box.structValue(CGPoint.self, encoding: NSValue.CoreGraphicsEncoding.point)
    }
    package static var bridgingFallback: CGPoint { .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    package func boxed() -> NSValue { NSValue(cgSize: self) }
    package static func unboxed(_ box: NSValue) -> CGSize? {
        box.structValue(CGSize.self, encoding: NSValue.CoreGraphicsEncoding.size)
    }
    package static var bridgingFallback: CGSize { .zero }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    package func boxed() -> NSValue { NSValue(cgRect: self) }
    package static func unboxed(_ box: NSValue) -> CGRect? {
        box.structValue(CGRect.self, encoding: NSValue.CoreGraphicsEncoding.rect)
    }
    package static var bridgingFallback: CGRect { .zero }
}

extension CGAffineTransform: _ObjectiveCBridgeable, NSValueBridged {
    package func boxed() -> NSValue { NSValue(cgAffineTransform: self) }
    package static func unboxed(_ box: NSValue) -> CGAffineTransform? {
        box.structValue(CGAffineTransform.self, encoding: NSValue.CoreGraphicsEncoding.affineTransform)
    }
    package static var bridgingFallback: CGAffineTransform { .identity }
}

extension CGVector: _ObjectiveCBridgeable, NSValueBridged {
    package func boxed() -> NSValue { NSValue(cgVector: self) }
    package static func unboxed(_ box: NSValue) -> CGVector? {
        box.structValue(CGVector.self, encoding: NSValue.CoreGraphicsEncoding.vector)
    }
    package static var bridgingFallback: CGVector { .zero }
}
