// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The string interpolation of `OSLogMessage`: literal parts and values, each value with its format, alignment and
/// privacy (`\(value, privacy: .public)`, `\(count, format: .hex, align: .right(columns: 8))`).
///
/// Numbers and Booleans are public by default, strings, objects and other values private.
public struct OSLogInterpolation: StringInterpolationProtocol, @unchecked Sendable {
    enum Segment {
        case literal(String)
        /// Formats the value given whether private values are revealed.
        case value((Bool) -> String)
    }

    var segments: [Segment] = []

    /// An empty interpolation; the capacities are hints.
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: String) {
        guard !literal.isEmpty else { return }
        segments.append(.literal(literal))
    }

    private mutating func append(dynamic: Bool, privacy: OSLogPrivacy, align: OSLogStringAlignment,
                                 _ text: @escaping () -> String) {
        segments.append(.value { reveal in privacy.apply(to: align.apply(to: text()), dynamic: dynamic, revealPrivate: reveal) })
    }

    /// Appends an integer, public by default, in decimal unless `format` says otherwise.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: false, privacy: privacy, align: align) { format.format(number()) }
    }

    /// Appends a `Double`, public by default, as `%f` unless `format` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: false, privacy: privacy, align: align) { format.format(number()) }
    }

    /// Appends a `Float`, public by default, as `%f` unless `format` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: false, privacy: privacy, align: align) { format.format(Double(number())) }
    }

    /// Appends a `CGFloat`, public by default, as `%f` unless `format` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: false, privacy: privacy, align: align) { format.format(Double(number())) }
    }

    /// Appends a Boolean, public by default, as `true`/`false` or `YES`/`NO`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: false, privacy: privacy, align: .none) {
            let value = boolean()
            return format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
        }
    }

    /// Appends a string, private by default.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: true, privacy: privacy, align: align, argumentString)
    }

    /// Appends a value's `description`, private by default (integers and floating-point values take their own
    /// overloads first, as with Apple's).
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: true, privacy: privacy, align: align) { value().description }
    }

    /// Appends an object's `description`, private by default.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: true, privacy: privacy, align: .none) { argumentObject().description }
    }

    /// Appends an error as Swift describes it (`String(describing:)`), private by default.
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: true, privacy: privacy, align: .none) { String(describing: error()) }
    }

    /// Appends a type's name, private by default.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(dynamic: true, privacy: privacy, align: align) { String(describing: value()) }
    }
}
