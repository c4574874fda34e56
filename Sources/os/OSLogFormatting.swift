// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How an interpolated integer is written: decimal, hexadecimal or octal, with a sign, prefix and minimum digits.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    enum Radix: Equatable, Sendable { case decimal, hex, octal }
    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int?

    /// Decimal digits (the default).
    public static let decimal = decimal()
    /// Lowercase hexadecimal digits, no prefix.
    public static let hex = hex()
    /// Octal digits, no prefix.
    public static let octal = octal()

    /// Decimal digits, optionally with `+` before positive values and at least `minDigits` digits (zero-padded).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
                               uppercase: false, minDigits: minDigits)
    }

    /// Hexadecimal digits, optionally with `0x`, uppercase digits and at least `minDigits` digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int? = nil) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal digits, optionally with a `0` prefix and at least `minDigits` digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: Int? = nil) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// The text of an integer in this format (negative values keep their sign before any prefix).
    func format<T: BinaryInteger>(_ value: T) -> String {
        let base: Int = radix == .decimal ? 10 : radix == .hex ? 16 : 8
        var digits = String(value.magnitude, radix: base, uppercase: uppercase)
        if let minDigits, digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let prefix = !includePrefix ? "" : radix == .hex ? (uppercase ? "0X" : "0x") : radix == .octal ? "0" : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point value is written: fixed (`%f`), exponential (`%e`), hybrid (`%g`) or hex.
public struct OSLogFloatFormatting: Equatable, Sendable {
    enum Style: Equatable, Sendable { case fixed, exponential, hybrid, hex }
    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point with six digits after the point (`%f`, the default).
    public static let fixed = fixed()
    /// Exponential notation (`%e`).
    public static let exponential = exponential()
    /// The shorter of fixed and exponential (`%g`).
    public static let hybrid = hybrid()
    /// Hexadecimal floating point (`%a`).
    public static let hex = hex()

    /// Fixed-point with `precision` digits after the point.
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }
    /// Fixed-point with the default six digits after the point.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential notation with `precision` digits after the point.
    public static func exponential(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: precision, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }
    /// Exponential notation with the default precision.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }
    /// `%g` with `precision` significant digits.
    public static func hybrid(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: precision, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }
    /// `%g` with the default precision.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Hexadecimal floating point.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The text of a value in this format, through the C library's printf conversions.
    func format(_ value: Double) -> String {
        var spec = "%" + (explicitPositiveSign ? "+" : "")
        if let precision { spec += "." + String(max(0, min(precision, 100))) }
        let conversion: String
        switch style {
        case .fixed: conversion = "f"
        case .exponential: conversion = "e"
        case .hybrid: conversion = "g"
        case .hex: conversion = "a"
        }
        return String(format: spec + (uppercase ? conversion.uppercased() : conversion), value)
    }
}

/// How an interpolated Boolean is written: `true`/`false` or `YES`/`NO`.
public enum OSLogBoolFormat: Equatable, Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}

/// How an interpolated value is padded to a number of columns.
public struct OSLogStringAlignment: Equatable, Sendable {
    let columns: Int
    let leftAligned: Bool

    /// No padding (the default).
    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, leftAligned: true) }
    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, leftAligned: false) }

    /// The text padded to the alignment's width (longer text is kept whole).
    func apply(to text: String) -> String {
        let padding = columns - text.count
        guard padding > 0 else { return text }
        let spaces = String(repeating: " ", count: padding)
        return leftAligned ? text + spaces : spaces + text
    }
}
