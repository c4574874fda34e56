// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Reads Image I/O option dictionaries. Values arrive as `NSNumber` from Objective-C-style code, or as boxed
/// Swift values from a Swift literal bridged with `as CFDictionary`; both are read.
struct ImageIOOptions {
    private let dictionary: NSDictionary?

    init(_ dictionary: CFDictionary?) { self.dictionary = dictionary }

    private func value(_ key: CFString) -> Any? { dictionary?.object(forKey: key) }

    /// The number stored under `key`, or nil when absent or not a number.
    func number(_ key: CFString) -> Double? {
        switch value(key) {
        case let v as Int: Double(v)
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as NSNumber: v.doubleValue
        case let v as Bool: v ? 1 : 0
        default: nil
        }
    }

    /// The flag stored under `key` (a Bool or a number), or `fallback`.
    func flag(_ key: CFString, default fallback: Bool = false) -> Bool {
        switch value(key) {
        case let v as Bool: v
        case let v as NSNumber: v.boolValue
        default: number(key).map { $0 != 0 } ?? fallback
        }
    }
}

/// Builds a property dictionary with `CFString` keys, values bridged to Foundation objects.
func propertyDictionary(_ pairs: [(CFString, Any)]) -> CFDictionary {
    let result = NSMutableDictionary()
    for (key, value) in pairs {
        switch value {
        case let v as Int: result[key] = NSNumber(value: v)
        case let v as Double: result[key] = NSNumber(value: v)
        case let v as Bool: result[key] = NSNumber(value: v)
        case let v as String: result[key] = NSString(string: v)
        default: result[key] = value
        }
    }
    return result
}
