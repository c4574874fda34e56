// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a time sorts among the kinds of time: negative infinity, numeric, indefinite, positive infinity, invalid.
private func rank(_ time: CMTime) -> Int {
    if !time.isValid { return 4 }
    if time.isPositiveInfinity { return 3 }
    if time.isIndefinite { return 2 }
    if time.isNegativeInfinity { return 0 }
    return 1
}

/// −1, 0 or 1 as `time1` is before, equal to or after `time2`: numeric times by their exact rational value (so
/// 1/2 equals 2/4, compared without overflow), the lower epoch first; negative infinity before every numeric time,
/// then indefinite, positive infinity, and invalid last (invalid times equal each other).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    let (rank1, rank2) = (rank(time1), rank(time2))
    if rank1 != rank2 { return rank1 < rank2 ? -1 : 1 }
    guard rank1 == 1 else { return 0 }
    if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
    // value1 / scale1 against value2 / scale2, both scales positive: cross-multiply in 128 bits.
    let left = time1.value.multipliedFullWidth(by: Int64(time2.timescale))
    let right = time2.value.multipliedFullWidth(by: Int64(time1.timescale))
    if left.high != right.high { return left.high < right.high ? -1 : 1 }
    if left.low != right.low { return left.low < right.low ? -1 : 1 }
    return 0
}

extension CMTime: Comparable, Hashable {
    /// Whether two times are equal by ``CMTimeCompare(_:_:)`` (so `1/2 == 2/4`).
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    /// Whether `lhs` comes before `rhs` by ``CMTimeCompare(_:_:)``.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

    /// Hashes the time's kind and, for a numeric time, its epoch and value in lowest terms, agreeing with `==`.
    public func hash(into hasher: inout Hasher) {
        let kind = rank(self)
        hasher.combine(kind)
        guard kind == 1 else { return }
        var (value, scale) = (self.value, Int64(timescale))
        var (a, b) = (value.magnitude, scale.magnitude)
        while b != 0 { (a, b) = (b, a % b) }
        if a > 1 {
            value /= Int64(a)
            scale /= Int64(a)
        }
        hasher.combine(epoch)
        hasher.combine(value)
        hasher.combine(scale)
    }
}
