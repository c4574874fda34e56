// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A time value's count of ticks (Core Media's `CMTimeValue`).
public typealias CMTimeValue = Int64
/// Ticks per second (Core Media's `CMTimeScale`); a numeric time's timescale is positive.
public typealias CMTimeScale = Int32
/// Which timeline a time belongs to (Core Media's `CMTimeEpoch`): times of a lower epoch come first.
public typealias CMTimeEpoch = Int64

/// The largest timescale Core Media uses for results of mixed timescales (`kCMTimeMaxTimescale`).
public let kCMTimeMaxTimescale: CMTimeScale = 1_000_000_000

/// What a `CMTime` is: valid or not, rounded, or one of the non-numeric values (infinities, indefinite).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    /// The raw bits, as in Core Media.
    public var rawValue: UInt32
    /// Makes flags from Core Media's bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The time is valid; without it the time is `CMTime.invalid` whatever its other fields say.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The value was rounded when the time was made or converted.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// Positive infinity; the value and timescale mean nothing.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// Negative infinity; the value and timescale mean nothing.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// Indefinite (an unknown duration, such as a live stream's); the value and timescale mean nothing.
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that make a time non-numeric.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A rational time, `value / timescale` seconds, as Core Media represents media time: exact for any frame rate.
///
/// Comparison is by the exact rational value (`1/2 == 2/4`), epoch first, and orders the special values as Core
/// Media does: negative infinity < every numeric time < indefinite < positive infinity < invalid. Arithmetic keeps
/// the timescale when both sides share one, uses their least common multiple otherwise (at most
/// ``kCMTimeMaxTimescale``, rounding), halves the timescale while the value would overflow and gives an infinity
/// when even timescale 1 overflows; an invalid operand gives an invalid result.
public struct CMTime: Sendable {
    /// The number of ticks.
    public var value: CMTimeValue
    /// Ticks per second.
    public var timescale: CMTimeScale
    /// Validity, rounding and the non-numeric kinds.
    public var flags: CMTimeFlags
    /// The timeline the time belongs to (0 for ordinary times).
    public var epoch: CMTimeEpoch

    /// A time from all four fields, unchecked (Core Media's memberwise initialiser).
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `value / timescale` seconds; a timescale of zero or less gives ``invalid``.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self = timescale > 0 ? CMTime(value: value, timescale: timescale, flags: .valid, epoch: 0) : .invalid
    }

    /// `seconds` at `preferredTimescale`, rounded half away from zero (flagged as rounded when inexact). The
    /// timescale is halved until the value fits; NaN gives ``invalid`` and infinities the matching infinity.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard !seconds.isNaN, preferredTimescale > 0 else { self = .invalid; return }
        if seconds.isInfinite { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
        var scale = preferredTimescale
        while true {
            let ticks = seconds * Double(scale)
            let rounded = ticks.rounded(.toNearestOrAwayFromZero)
            if abs(rounded) < 9.2e18 {
                self.init(value: CMTimeValue(rounded), timescale: scale, flags: .valid, epoch: 0)
                if rounded != ticks || scale != preferredTimescale { flags.insert(.hasBeenRounded) }
                return
            }
            if scale == 1 { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
            scale /= 2
        }
    }

    /// Zero seconds (`kCMTimeZero`: value 0, timescale 1).
    public static let zero = CMTime(value: 0, timescale: 1, flags: .valid, epoch: 0)
    /// The invalid time (`kCMTimeInvalid`): every field zero.
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// An unknown time or duration (`kCMTimeIndefinite`).
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Positive infinity (`kCMTimePositiveInfinity`).
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Negative infinity (`kCMTimeNegativeInfinity`).
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Whether the time is valid (``CMTimeFlags/valid`` is set).
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is valid and an ordinary number of seconds (not infinite or indefinite).
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    /// Whether the time is valid and indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is valid and positive infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is valid and negative infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the value was rounded when the time was made.
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN for invalid or indefinite times, ±infinity for the infinities.
    public var seconds: Double {
        if !isValid || flags.contains(.indefinite) { return .nan }
        if flags.contains(.positiveInfinity) { return .infinity }
        if flags.contains(.negativeInfinity) { return -.infinity }
        return timescale > 0 ? Double(value) / Double(timescale) : .nan
    }

    /// The time at `newTimescale`, rounded by `method` (``CMTimeConvertScale(_:timescale:method:)``).
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        CMTimeConvertScale(self, timescale: newTimescale, method: method)
    }
}

/// `value / timescale` seconds (see `CMTime.init(value:timescale:)`).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `seconds` at `preferredTimescale` (see `CMTime.init(seconds:preferredTimescale:)`).
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// A time in a given epoch.
public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime {
    var time = CMTime(value: value, timescale: timescale)
    if time.isValid { time.epoch = epoch }
    return time
}

/// The time in seconds (see `CMTime.seconds`).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// Prints Core Media's description of a time and a newline: `{1/2 = 0.500}`, `{INVALID}`, `{+INFINITY}`,
/// `{-INFINITY}`, `{INDEFINITE}`, with `, rounded` and `, epoch = N` when they apply.
public func CMTimeShow(_ time: CMTime) { print(timeDescription(time)) }

/// The text ``CMTimeShow(_:)`` prints.
package func timeDescription(_ time: CMTime) -> String {
    if !time.isValid { return "{INVALID}" }
    if time.flags.contains(.positiveInfinity) { return "{+INFINITY}" }
    if time.flags.contains(.negativeInfinity) { return "{-INFINITY}" }
    if time.flags.contains(.indefinite) { return "{INDEFINITE}" }
    var text = "{\(time.value)/\(time.timescale) = \(String(format: "%.3f", time.seconds))"
    if time.flags.contains(.hasBeenRounded) { text += ", rounded" }
    if time.epoch != 0 { text += ", epoch = \(time.epoch)" }
    return text + "}"
}
