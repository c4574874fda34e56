// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a conversion to a coarser timescale rounds (Core Media's `CMTimeRoundingMethod`).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    /// To the nearest tick, halves away from zero (the default).
    case roundHalfAwayFromZero = 1
    /// Toward zero (truncation).
    case roundTowardZero = 2
    /// Away from zero.
    case roundAwayFromZero = 3
    /// QuickTime's rule: truncate when the new timescale is coarser, round away from zero when it is finer.
    case quickTime = 4
    /// Toward positive infinity.
    case roundTowardPositiveInfinity = 5
    /// Toward negative infinity.
    case roundTowardNegativeInfinity = 6
    /// ``roundHalfAwayFromZero``.
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// `numerator / denominator` (denominator positive) rounded by `method`; nil when it does not fit an Int64. The
/// numerator is 128 bits wide, so no intermediate product overflows.
private func divide(_ numerator: (high: Int64, low: UInt64), by denominator: Int64, method: CMTimeRoundingMethod,
                    finer: Bool) -> (value: Int64, exact: Bool)? {
    let negative = numerator.high < 0
    // |numerator| as a 128-bit magnitude.
    var high = UInt64(bitPattern: numerator.high), low = numerator.low
    if negative {
        low = ~low &+ 1
        high = ~high &+ (low == 0 ? 1 : 0)
    }
    let divisor = UInt64(denominator)
    guard high < divisor else { return nil }
    let (quotient, remainder) = divisor.dividingFullWidth((high, low))
    var magnitude = quotient
    if remainder != 0 {
        let up: Bool
        switch method {
        case .roundHalfAwayFromZero: up = remainder >= divisor - remainder
        case .roundTowardZero: up = false
        case .roundAwayFromZero: up = true
        case .quickTime: up = finer
        case .roundTowardPositiveInfinity: up = !negative
        case .roundTowardNegativeInfinity: up = negative
        }
        if up { magnitude += 1 }
    }
    if negative {
        guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
        return (magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude), remainder == 0)
    }
    guard magnitude <= UInt64(Int64.max) else { return nil }
    return (Int64(magnitude), remainder == 0)
}

/// `value × factor / divisor` exactly rounded, or nil on overflow.
private func scale(_ value: Int64, by factor: Int64, over divisor: Int64, method: CMTimeRoundingMethod,
                   finer: Bool) -> (value: Int64, exact: Bool)? {
    let product = value.multipliedFullWidth(by: factor)
    return divide((product.high, product.low), by: divisor, method: method, finer: finer)
}

/// The time at `newTimescale`, rounded by `method`; flagged as rounded when inexact. Non-numeric times come back
/// unchanged; a timescale of zero or less gives `.invalid`; a value too large for the new timescale gives the
/// infinity of its sign.
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    guard time.isNumeric else { return time }
    guard newTimescale > 0, time.timescale > 0 else { return .invalid }
    if newTimescale == time.timescale { return time }
    guard let (value, exact) = scale(time.value, by: Int64(newTimescale), over: Int64(time.timescale),
                                     method: method, finer: newTimescale > time.timescale)
    else { return time.value < 0 ? .negativeInfinity : .positiveInfinity }
    var result = CMTime(value: value, timescale: newTimescale, flags: time.flags, epoch: time.epoch)
    if !exact { result.flags.insert(.hasBeenRounded) }
    return result
}

/// Greatest common divisor of two positive numbers.
private func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }

/// The timescale Core Media gives a result of two timescales: their least common multiple, at most
/// ``kCMTimeMaxTimescale``.
private func commonTimescale(_ a: CMTimeScale, _ b: CMTimeScale) -> CMTimeScale {
    if a == b { return a }
    let lcm = Int64(a) / gcd(Int64(a), Int64(b)) * Int64(b)
    return lcm > Int64(kCMTimeMaxTimescale) ? max(kCMTimeMaxTimescale, max(a, b)) : CMTimeScale(lcm)
}

/// Adds (or subtracts) two numeric times' values at a common timescale, halving the timescale while the result
/// overflows and giving an infinity when even timescale 1 overflows.
private func combine(_ lhs: CMTime, _ rhs: CMTime, subtracting: Bool) -> CMTime {
    var timescale = commonTimescale(lhs.timescale, rhs.timescale)
    var rounded = lhs.flags.contains(.hasBeenRounded) || rhs.flags.contains(.hasBeenRounded)
    while true {
        let a = CMTimeConvertScale(lhs, timescale: timescale, method: .default)
        let b = CMTimeConvertScale(rhs, timescale: timescale, method: .default)
        if a.isNumeric && b.isNumeric {
            let (value, overflow) = subtracting ? a.value.subtractingReportingOverflow(b.value)
                : a.value.addingReportingOverflow(b.value)
            if !overflow {
                rounded = rounded || a.hasBeenRounded || b.hasBeenRounded
                return CMTime(value: value, timescale: timescale,
                              flags: rounded ? [.valid, .hasBeenRounded] : .valid, epoch: lhs.epoch)
            }
        }
        if timescale == 1 {
            // The sign of the exact result decides which infinity.
            return lhs.seconds + (subtracting ? -rhs.seconds : rhs.seconds) < 0 ? .negativeInfinity : .positiveInfinity
        }
        timescale /= 2
        rounded = true
    }
}

/// The sum of two times: invalid if either is invalid or they are opposite infinities, indefinite if either is
/// indefinite, an infinity if either is one; otherwise exact at the common timescale (see `CMTime`).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    let positive = lhs.isPositiveInfinity || rhs.isPositiveInfinity
    let negative = lhs.isNegativeInfinity || rhs.isNegativeInfinity
    if positive && negative { return .invalid }
    if positive { return .positiveInfinity }
    if negative { return .negativeInfinity }
    return combine(lhs, rhs, subtracting: false)
}

/// The difference of two times: invalid if either is invalid or they are equal infinities, indefinite if either
/// is indefinite; otherwise as ``CMTimeAdd(_:_:)`` with `rhs` negated.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    let positive = lhs.isPositiveInfinity || rhs.isNegativeInfinity
    let negative = lhs.isNegativeInfinity || rhs.isPositiveInfinity
    if positive && negative { return .invalid }
    if positive { return .positiveInfinity }
    if negative { return .negativeInfinity }
    return combine(lhs, rhs, subtracting: true)
}

/// `time × multiplier` at `time`'s timescale (halved while the value overflows; an infinity past timescale 1). An
/// infinity times a negative number flips sign; an infinity times zero is invalid.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    CMTimeMultiplyByRatio(time, multiplier: multiplier, divisor: 1)
}

/// `time × multiplier / divisor`, rounded at `time`'s timescale; a zero divisor gives `.invalid`.
public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
    guard time.isValid, divisor != 0 else { return .invalid }
    if time.isIndefinite { return time }
    let sign = (multiplier < 0) != (divisor < 0)
    if time.isPositiveInfinity || time.isNegativeInfinity {
        if multiplier == 0 { return .invalid }
        return time.isPositiveInfinity != sign ? .positiveInfinity : .negativeInfinity
    }
    let factor = Int64(multiplier) * (divisor < 0 ? -1 : 1), over = abs(Int64(divisor))
    var timescale = time.timescale
    var rounded = time.flags.contains(.hasBeenRounded)
    while true {
        let base = CMTimeConvertScale(time, timescale: timescale, method: .default)
        if base.isNumeric, let (value, exact) = scale(base.value, by: factor, over: over, method: .default, finer: false) {
            rounded = rounded || !exact || base.hasBeenRounded
            return CMTime(value: value, timescale: timescale, flags: rounded ? [.valid, .hasBeenRounded] : .valid,
                          epoch: time.epoch)
        }
        if timescale == 1 { return (time.value < 0) != sign ? .negativeInfinity : .positiveInfinity }
        timescale /= 2
        rounded = true
    }
}

/// `time × multiplier` for a real multiplier, rounded at `time`'s timescale; a NaN multiplier gives `.invalid`.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isValid, !multiplier.isNaN else { return .invalid }
    if time.isIndefinite { return time }
    if !time.isNumeric {
        if multiplier == 0 { return .invalid }
        return time.isPositiveInfinity == (multiplier > 0) ? .positiveInfinity : .negativeInfinity
    }
    var result = CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
    result.epoch = time.epoch
    return result
}

/// The earlier of two times by ``CMTimeCompare(_:_:)`` (an invalid time loses to any other).
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTimeCompare(time1, time2) <= 0 ? time1 : time2 }

/// The later of two times by ``CMTimeCompare(_:_:)`` (an invalid time is the greatest of all).
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTimeCompare(time1, time2) >= 0 ? time1 : time2 }

/// The time without its sign: negative infinity becomes positive infinity; other non-numeric times are unchanged.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    if time.isNegativeInfinity { return .positiveInfinity }
    guard time.isNumeric, time.value < 0 else { return time }
    if time.value == .min { return CMTimeMultiply(time, multiplier: -1) }
    var result = time
    result.value = -time.value
    return result
}

extension CMTime {
    /// The sum (``CMTimeAdd(_:_:)``).
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    /// The difference (``CMTimeSubtract(_:_:)``).
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    /// The time scaled by an integer (``CMTimeMultiply(_:multiplier:)``).
    public static func * (time: CMTime, multiplier: Int32) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    /// The time scaled by an integer (``CMTimeMultiply(_:multiplier:)``).
    public static func * (multiplier: Int32, time: CMTime) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    /// The time scaled by a real number (``CMTimeMultiplyByFloat64(_:multiplier:)``).
    public static func * (time: CMTime, multiplier: Float64) -> CMTime {
        CMTimeMultiplyByFloat64(time, multiplier: multiplier)
    }
    /// The time scaled by a real number (``CMTimeMultiplyByFloat64(_:multiplier:)``).
    public static func * (multiplier: Float64, time: CMTime) -> CMTime {
        CMTimeMultiplyByFloat64(time, multiplier: multiplier)
    }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
    /// Multiplies `time` by an integer.
    public static func *= (time: inout CMTime, multiplier: Int32) { time = time * multiplier }
    /// Multiplies `time` by a real number.
    public static func *= (time: inout CMTime, multiplier: Float64) { time = time * multiplier }
}
