// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A span of media time: a start and a duration (Core Media's `CMTimeRange`).
///
/// A range contains the times from its start up to, not including, its end (`start + duration`). It is valid
/// when both times are valid and the duration is not negative and in epoch 0.
public struct CMTimeRange: Sendable, Equatable {
    /// Where the range begins.
    public var start: CMTime
    /// How long it lasts.
    public var duration: CMTime

    /// A range from `start` lasting `duration`.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }

    /// The range from `start` up to `end` (`end − start` long).
    public init(start: CMTime, end: CMTime) {
        self.init(start: start, duration: end - start)
    }

    /// The empty range at zero (`kCMTimeRangeZero`).
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// The invalid range (`kCMTimeRangeInvalid`).
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)

    /// The first time after the range: `start + duration`.
    public var end: CMTime { start + duration }

    /// Whether both times are valid and the duration is not negative (and in epoch 0).
    public var isValid: Bool {
        start.isValid && duration.isValid && duration.epoch == 0 && duration.value >= 0
    }
    /// Whether the range is valid and contains no time (zero duration).
    public var isEmpty: Bool { isValid && duration == .zero }
    /// Whether the range is valid and its start or duration is indefinite.
    public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }

    /// Whether `time` lies in the range: at or after the start and before the end.
    public func containsTime(_ time: CMTime) -> Bool {
        isValid && time.isValid && start <= time && time < end
    }

    /// Whether `range` lies wholly inside this range.
    public func containsTimeRange(_ range: CMTimeRange) -> Bool {
        isValid && range.isValid && start <= range.start && range.end <= end
    }

    /// The times both ranges contain (an empty range when they do not meet).
    public func intersection(_ otherRange: CMTimeRange) -> CMTimeRange {
        guard isValid, otherRange.isValid else { return .invalid }
        let start = CMTimeMaximum(self.start, otherRange.start), end = CMTimeMinimum(self.end, otherRange.end)
        return end > start ? CMTimeRange(start: start, end: end) : CMTimeRange(start: start, duration: .zero)
    }

    /// The smallest range containing both.
    public func union(_ otherRange: CMTimeRange) -> CMTimeRange {
        guard isValid, otherRange.isValid else { return .invalid }
        return CMTimeRange(start: CMTimeMinimum(start, otherRange.start), end: CMTimeMaximum(end, otherRange.end))
    }
}

/// A range from `start` lasting `duration`.
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
    CMTimeRange(start: start, duration: duration)
}

/// The range from `start` to `end`.
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange { CMTimeRange(start: start, end: end) }

/// The range's end (`start + duration`).
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }

/// Whether `time` lies in `range` (see `CMTimeRange.containsTime(_:)`).
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool { range.containsTime(time) }

/// Whether two ranges have equal starts and durations.
public func CMTimeRangeEqual(_ range1: CMTimeRange, _ range2: CMTimeRange) -> Bool { range1 == range2 }

/// A pair of ranges mapping source media time onto a target timeline, as an edit does (Core Media's
/// `CMTimeMapping`).
public struct CMTimeMapping: Sendable, Equatable {
    /// The range of the source media.
    public var source: CMTimeRange
    /// Where that range plays in the target.
    public var target: CMTimeRange

    /// A mapping from `source` onto `target`.
    public init(source: CMTimeRange, target: CMTimeRange) {
        self.source = source
        self.target = target
    }
}

/// A mapping from `source` onto `target`.
public func CMTimeMappingMake(source: CMTimeRange, target: CMTimeRange) -> CMTimeMapping {
    CMTimeMapping(source: source, target: target)
}
