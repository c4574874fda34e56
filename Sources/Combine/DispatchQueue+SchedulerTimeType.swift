// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import OpenCombine

extension DispatchQueue {
    /// A dispatch queue scheduler's time: a `DispatchTime` (uptime nanoseconds), as Apple's Combine has it.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The time as dispatch measures it.
        public var dispatchTime: DispatchTime

        /// A scheduler time at a dispatch time.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The signed distance to another time, in nanoseconds (clamped to `Int`'s range).
        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds, to = other.dispatchTime.uptimeNanoseconds
            let magnitude = to >= from ? to - from : from - to
            let clamped = Int(clamping: magnitude)
            return Stride(nanoseconds: to >= from ? clamped : -clamped)
        }

        /// The time a stride later (or earlier, for a negative stride); never before uptime 0.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let now = Int64(clamping: dispatchTime.uptimeNanoseconds)
            let (sum, overflow) = now.addingReportingOverflow(Int64(n.magnitude))
            let result = overflow ? (n.magnitude > 0 ? Int64.max : 0) : max(sum, 1)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(result)))
        }

        /// Hashes the time's nanoseconds.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// Whether two times are the same nanosecond.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// Decodes the uptime nanoseconds `encode(to:)` wrote.
        public init(from decoder: any Decoder) throws {
            let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
            dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
        }

        /// Encodes the time as its uptime nanoseconds.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A signed span of dispatch time in nanoseconds; literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            /// Literal floating-point strides are seconds.
            public typealias FloatLiteralType = Double
            /// Literal integer strides are seconds.
            public typealias IntegerLiteralType = Int
            /// Magnitudes are nanoseconds.
            public typealias Magnitude = Int

            /// The stride in nanoseconds (signed, despite the name, as Apple's).
            public var magnitude: Int

            init(nanoseconds: Int) { magnitude = nanoseconds }

            /// The stride as a `DispatchTimeInterval` (nanoseconds).
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// A stride from a dispatch interval (`.never` is the longest stride).
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let value): magnitude = value.multipliedClamped(by: 1_000_000_000)
                case .milliseconds(let value): magnitude = value.multipliedClamped(by: 1_000_000)
                case .microseconds(let value): magnitude = value.multipliedClamped(by: 1_000)
                case .nanoseconds(let value): magnitude = value
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// A stride of `value` seconds.
            public init(floatLiteral value: Double) { self = .seconds(value) }
            /// A stride of `value` seconds.
            public init(integerLiteral value: Int) { self = .seconds(value) }
            /// A stride of `source` nanoseconds, if it fits in an `Int`.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// Orders strides by length.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The product of two strides' nanoseconds (clamped).
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude.multipliedClamped(by: rhs.magnitude))
            }
            /// The sum of two strides (clamped).
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                let (sum, overflow) = lhs.magnitude.addingReportingOverflow(rhs.magnitude)
                return Stride(nanoseconds: overflow ? (rhs.magnitude > 0 ? .max : .min) : sum)
            }
            /// The difference of two strides (clamped).
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                let (difference, overflow) = lhs.magnitude.subtractingReportingOverflow(rhs.magnitude)
                return Stride(nanoseconds: overflow ? (rhs.magnitude < 0 ? .max : .min) : difference)
            }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// A stride of seconds, rounded to the nanosecond (non-finite values clamp).
            public static func seconds(_ s: Double) -> Stride {
                let nanoseconds = s * 1_000_000_000
                guard nanoseconds.isFinite else { return Stride(nanoseconds: nanoseconds < 0 ? .min : .max) }
                return Stride(nanoseconds: Int(exactly: nanoseconds.rounded()) ?? (nanoseconds < 0 ? .min : .max))
            }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }
}

extension Int {
    /// The product, clamped to `Int`'s range instead of trapping.
    fileprivate func multipliedClamped(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) != (other < 0) ? .min : .max) : product
    }
}
