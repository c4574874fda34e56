// SPDX-License-Identifier: Apache-2.0

/// The form key-value coding hands values back in, which is the form Objective-C hands them to Swift on Apple.
///
/// Numbers (`CGFloat`, `Double`, `Float`, `Int`, `Bool`) come back as `NSNumber`, geometry (`CGPoint`, `CGSize`,
/// `CGRect`, `CGAffineTransform`, `CATransform3D`, …) as `NSValue`, string-backed option types
/// (`CALayerContentsGravity`, `CAMediaTimingFillMode`, …) as their `String`, `NSNull` as nil, and everything else
/// (colours, paths, images, layers, arrays) as it is. With the bridging conformances in CoreGraphics and
/// QuartzCore, Swift's `as?` then reads them back as iOS code does: `as? CGFloat`, `as? Float`, `as? Double`,
/// `as? NSNumber`, `as? CGPoint`, `as? NSValue`, `as? CATransform3D`, `as? String`.
package enum KeyValueBoxing {
    /// `value` in key-value coding's form (see the type's documentation).
    package static func box(_ value: Any?) -> Any? {
        switch value {
        case nil, is NSNull: return nil
        // Every number and geometry type bridges to NSValue (NSNumber is one), keeping its own type: a Float
        // becomes a float NSNumber, a CGFloat a double one.
        case let v as NSValue: return v
        case let v?:
            if let option = v as? any RawRepresentable, let raw = option.rawValue as? String { return raw }
            return v
        }
    }

    /// `value` converted to the type of `existing` when `existing` is a string-backed option type and `value` is
    /// its string (key-value coding sets `lineCap` or `contentsGravity` from a `String`, as Objective-C does);
    /// `value` itself otherwise.
    package static func matching(_ value: Any?, existing: Any?) -> Any? {
        guard let raw = value as? String, let option = existing as? any RawRepresentable else { return value }
        return rebuild(option, from: raw) ?? value
    }

    private static func rebuild<T: RawRepresentable>(_ like: T, from raw: String) -> Any? {
        (raw as? T.RawValue).flatMap(T.init(rawValue:))
    }

    /// A string-backed option from its own type or its string, or nil.
    package static func option<T: RawRepresentable>(_ value: Any?, _ type: T.Type) -> T? where T.RawValue == String {
        (value as? T) ?? (value as? String).flatMap(T.init(rawValue:))
    }

    /// The number in `value` (any numeric type or `NSNumber`), or nil.
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// The Boolean in `value` (`Bool` or a number), or nil.
    package static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let v as Bool: return v
        case let v as NSNumber: return v.boolValue
        default: return number(value).map { $0 != 0 }
        }
    }
}
