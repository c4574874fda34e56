// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A `Logger` message: a string literal with interpolations that carry privacy and formatting
/// (`"User \(name, privacy: .private) has \(count, format: .hex) items"`).
///
/// Interpolated values are autoclosures, evaluated only when the level is kept. The stored text applies each
/// value's privacy (see `OSLogPrivacy`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, @unchecked Sendable {
    /// The message's parts in order.
    let interpolation: OSLogInterpolation

    /// A message built from a string literal with interpolations.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// A message with no interpolations.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The stored text: literal parts as written, values formatted, aligned and redacted by their privacy.
    func render(revealPrivate: Bool) -> String {
        interpolation.segments.map { segment in
            switch segment {
            case .literal(let text): return text
            case .value(let value): return value(revealPrivate)
            }
        }.joined()
    }

    /// The literal parts with a `%@`-like placeholder per value, as `OSLogEntryLog.formatString` shows it.
    var formatString: String {
        interpolation.segments.map { segment in
            switch segment {
            case .literal(let text): return text.replacingOccurrences(of: "%", with: "%%")
            case .value: return "%@"
            }
        }.joined()
    }
}
