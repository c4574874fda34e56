// SPDX-License-Identifier: Apache-2.0

import CoreMedia
import Foundation
import Testing

/// Core Media's rational time: construction, comparison, arithmetic, conversion and ranges.
@Suite("CMTime")
struct CMTimeTests {
    @Test("Construction: value/timescale, seconds at a preferred timescale, and the special values")
    func construction() {
        let half = CMTimeMake(value: 1, timescale: 2)
        #expect(half.isValid && half.isNumeric && half.seconds == 0.5 && CMTimeGetSeconds(half) == 0.5)
        let inexact = CMTime(seconds: 0.1234, preferredTimescale: 600)
        #expect(inexact.value == 74 && inexact.timescale == 600 && inexact.hasBeenRounded)
        #expect(!CMTimeMakeWithSeconds(2.5, preferredTimescale: 600).hasBeenRounded)
        #expect(!CMTime(value: 1, timescale: 0).isValid)
        #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 600).isPositiveInfinity)
        #expect(CMTime(seconds: -.infinity, preferredTimescale: 600).isNegativeInfinity)
        #expect(CMTime.zero.seconds == 0 && CMTime.zero.timescale == 1)
        #expect(CMTime.invalid.seconds.isNaN && CMTime.indefinite.seconds.isNaN)
        #expect(CMTime.positiveInfinity.seconds == .infinity && CMTime.negativeInfinity.seconds == -.infinity)
        #expect(CMTime.indefinite.isIndefinite && !CMTime.indefinite.isNumeric && CMTime.indefinite.isValid)
        #expect(CMTIME_IS_INVALID(CMTime()) && CMTIME_IS_VALID(half) && CMTIME_IS_NUMERIC(half))
        #expect(CMTIME_IS_INDEFINITE(.indefinite) && CMTIME_IS_POSITIVEINFINITY(.positiveInfinity))
        // Too many ticks for the timescale: it is halved until the value fits.
        let huge = CMTime(seconds: 1e13, preferredTimescale: 1_000_000_000)
        #expect(huge.isNumeric && huge.timescale < 1_000_000_000 && abs(huge.seconds - 1e13) / 1e13 < 1e-9)
    }

    @Test("Equality and order are by exact value: 1/2 == 2/4, across timescales, without overflow")
    func comparison() {
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 2, timescale: 4))
        #expect(CMTime(value: 1, timescale: 3) < CMTime(value: 334, timescale: 1000))
        #expect(CMTimeCompare(CMTime(value: 1, timescale: 3), CMTime(value: 333, timescale: 1000)) == 1)
        let big = CMTime(value: .max, timescale: 1_000_000_000), bigger = CMTime(value: .max, timescale: 999_999_999)
        #expect(big < bigger && CMTimeCompare(bigger, big) == 1)
        #expect(Set([CMTime(value: 1, timescale: 2), CMTime(value: 3, timescale: 6)]).count == 1)
        #expect(CMTime(value: 5, timescale: 1, flags: .valid, epoch: 0) < CMTime(value: 1, timescale: 1, flags: .valid, epoch: 1))
    }

    @Test("Special values order: −∞ < numeric < indefinite < +∞ < invalid; invalid equals invalid")
    func specialOrder() {
        let ordered: [CMTime] = [.negativeInfinity, CMTime(value: -5, timescale: 1), .zero,
                                 CMTime(value: Int64.max, timescale: 1), .indefinite, .positiveInfinity, .invalid]
        for (a, b) in zip(ordered, ordered.dropFirst()) { #expect(a < b) }
        #expect(CMTime.invalid == CMTime.invalid && CMTime.positiveInfinity == CMTime.positiveInfinity)
        #expect(CMTimeMinimum(.invalid, .zero) == .zero && CMTimeMaximum(.invalid, .zero) == .invalid)
        #expect(CMTimeMaximum(CMTime(value: 1, timescale: 2), CMTime(value: 2, timescale: 3)) == CMTime(value: 2, timescale: 3))
    }

    @Test("Addition and subtraction: same timescale kept, mixed ones at their common multiple, specials propagate")
    func addSubtract() {
        let sum = CMTime(value: 1, timescale: 600) + CMTime(value: 2, timescale: 600)
        #expect(sum.value == 3 && sum.timescale == 600)
        let mixed = CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 3)
        #expect(mixed.value == 5 && mixed.timescale == 6 && !mixed.hasBeenRounded)
        #expect(CMTimeSubtract(CMTime(value: 1, timescale: 2), CMTime(value: 1, timescale: 3)) == CMTime(value: 1, timescale: 6))
        #expect(!(CMTime.invalid + .zero).isValid)
        #expect((CMTime.indefinite + CMTime(value: 1, timescale: 1)).isIndefinite)
        #expect((CMTime.positiveInfinity + CMTime(value: 1, timescale: 1)).isPositiveInfinity)
        #expect(!(CMTime.positiveInfinity + .negativeInfinity).isValid)
        #expect(!(CMTime.positiveInfinity - .positiveInfinity).isValid)
        #expect((CMTime.zero - .positiveInfinity).isNegativeInfinity)
        // Overflow halves the timescale; past timescale 1 the sum is infinite.
        let large = CMTime(value: .max - 1, timescale: 2) + CMTime(value: 10, timescale: 2)
        #expect(large.isNumeric && large.timescale == 1 && large.hasBeenRounded)
        #expect((CMTime(value: .max, timescale: 1) + CMTime(value: 1, timescale: 1)).isPositiveInfinity)
        #expect((CMTime(value: .min, timescale: 1) - CMTime(value: 1, timescale: 1)).isNegativeInfinity)
        var accumulated = CMTime.zero
        accumulated += CMTime(value: 1, timescale: 4)
        accumulated -= CMTime(value: 1, timescale: 8)
        #expect(accumulated == CMTime(value: 1, timescale: 8))
    }

    @Test("Multiplication by integers, ratios and reals; infinities flip sign, times zero is invalid")
    func multiply() {
        #expect(CMTime(value: 3, timescale: 600) * Int32(4) == CMTime(value: 12, timescale: 600))
        #expect((2 as Int32) * CMTime(value: 1, timescale: 2) == CMTime(value: 1, timescale: 1))
        #expect(CMTimeMultiplyByRatio(CMTime(value: 10, timescale: 1), multiplier: 1, divisor: 3).value == 3)
        #expect(!CMTimeMultiplyByRatio(.zero, multiplier: 1, divisor: 0).isValid)
        #expect(CMTimeMultiplyByFloat64(CMTime(value: 600, timescale: 600), multiplier: 1.5) == CMTime(value: 900, timescale: 600))
        #expect((CMTime(value: 600, timescale: 600) * 0.25).seconds == 0.25)
        let coarse = CMTime(value: 1, timescale: 1) * 0.25  // the operand's timescale is kept
        #expect(coarse == .zero && coarse.timescale == 1 && coarse.hasBeenRounded)
        #expect((CMTime.positiveInfinity * Int32(-2)).isNegativeInfinity)
        #expect(!(CMTime.positiveInfinity * Int32(0)).isValid)
        #expect(!CMTimeMultiplyByFloat64(.zero, multiplier: .nan).isValid)
        #expect((CMTime(value: .max / 2, timescale: 1) * Int32(3)).isPositiveInfinity)
    }

    @Test("Converting the timescale rounds by the method asked and flags the result as rounded")
    func convertScale() {
        let time = CMTime(value: 5, timescale: 3)  // 1.666…
        #expect(CMTimeConvertScale(time, timescale: 10, method: .default).value == 17)
        #expect(CMTimeConvertScale(time, timescale: 10, method: .roundTowardZero).value == 16)
        #expect(CMTimeConvertScale(time, timescale: 10, method: .roundHalfAwayFromZero).hasBeenRounded)
        let negative = CMTime(value: -5, timescale: 3)
        #expect(negative.convertScale(10, method: .roundTowardNegativeInfinity).value == -17)
        #expect(negative.convertScale(10, method: .roundTowardPositiveInfinity).value == -16)
        #expect(negative.convertScale(10, method: .roundAwayFromZero).value == -17)
        #expect(CMTime(value: 1, timescale: 4).convertScale(2, method: .default).value == 1)  // half away from zero
        #expect(CMTime(value: 7, timescale: 1000).convertScale(100, method: .quickTime).value == 0)
        let exact = CMTime(value: 1, timescale: 2).convertScale(600, method: .default)
        #expect(exact.value == 300 && !exact.hasBeenRounded)
        // A huge value at a huge timescale converts without overflowing in between.
        let original = CMTime(value: .max / 3, timescale: 1_000_000_000)
        let wide = original.convertScale(999_999_999, method: .default)
        #expect(wide.isNumeric && wide.timescale == 999_999_999 && abs(wide.seconds - original.seconds) / original.seconds < 1e-12)
        #expect(CMTime(value: .max, timescale: 1).convertScale(1000, method: .default).isPositiveInfinity)
        #expect(!CMTime(value: 1, timescale: 1).convertScale(0, method: .default).isValid)
        #expect(CMTime.positiveInfinity.convertScale(600, method: .default).isPositiveInfinity)
    }

    @Test("Absolute value, and the printed description")
    func absoluteAndDescription() {
        #expect(CMTimeAbsoluteValue(CMTime(value: -3, timescale: 2)) == CMTime(value: 3, timescale: 2))
        #expect(CMTimeAbsoluteValue(.negativeInfinity).isPositiveInfinity)
        #expect(timeDescription(CMTime(value: 1, timescale: 2)) == "{1/2 = 0.500}")
        #expect(timeDescription(CMTime(seconds: 0.1234, preferredTimescale: 600)) == "{74/600 = 0.123, rounded}")
        #expect(timeDescription(.invalid) == "{INVALID}" && timeDescription(.indefinite) == "{INDEFINITE}")
        #expect(timeDescription(.positiveInfinity) == "{+INFINITY}" && timeDescription(.negativeInfinity) == "{-INFINITY}")
    }

    @Test("Ranges: end, containment (start in, end out), intersection, union, validity")
    func ranges() {
        let range = CMTimeRange(start: CMTime(value: 1, timescale: 1), duration: CMTime(value: 2, timescale: 1))
        #expect(range.end == CMTime(value: 3, timescale: 1) && CMTimeRangeGetEnd(range) == range.end)
        #expect(range.containsTime(CMTime(value: 1, timescale: 1)) && !range.containsTime(CMTime(value: 3, timescale: 1)))
        #expect(CMTimeRangeContainsTime(range, time: CMTime(value: 5, timescale: 2)))
        #expect(!range.containsTime(.invalid) && !CMTimeRange.invalid.isValid && CMTimeRange.zero.isEmpty)
        let other = CMTimeRange(start: CMTime(value: 2, timescale: 1), end: CMTime(value: 5, timescale: 1))
        #expect(range.intersection(other) == CMTimeRange(start: CMTime(value: 2, timescale: 1), duration: CMTime(value: 1, timescale: 1)))
        #expect(range.union(other) == CMTimeRangeMake(start: CMTime(value: 1, timescale: 1), duration: CMTime(value: 4, timescale: 1)))
        #expect(range.containsTimeRange(CMTimeRange(start: CMTime(value: 2, timescale: 1), duration: .zero)))
        #expect(!CMTimeRange(start: .zero, duration: CMTime(value: -1, timescale: 1)).isValid)
        #expect(CMTIMERANGE_IS_VALID(range) && CMTIMERANGE_IS_INVALID(CMTimeRange()) && CMTIMERANGE_IS_EMPTY(.zero))
        #expect(CMTimeRangeGetIntersection(range, otherRange: other) == range.intersection(other))
        let mapping = CMTimeMappingMake(source: range, target: other)
        #expect(mapping.source == range && mapping.target == other)
    }
}
