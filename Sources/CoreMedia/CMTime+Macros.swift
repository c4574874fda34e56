// SPDX-License-Identifier: Apache-2.0
//
// Core Media's C macros as Swift imports them (`CMTIME_IS_VALID(duration)`), and the empty initialisers.

import Foundation

/// Whether `time` is valid.
public func CMTIME_IS_VALID(_ time: CMTime) -> Bool { time.isValid }
/// Whether `time` is invalid.
public func CMTIME_IS_INVALID(_ time: CMTime) -> Bool { !time.isValid }
/// Whether `time` is valid and numeric (not infinite or indefinite).
public func CMTIME_IS_NUMERIC(_ time: CMTime) -> Bool { time.isNumeric }
/// Whether `time` is valid and indefinite.
public func CMTIME_IS_INDEFINITE(_ time: CMTime) -> Bool { time.isIndefinite }
/// Whether `time` is valid and positive infinity.
public func CMTIME_IS_POSITIVEINFINITY(_ time: CMTime) -> Bool { time.isPositiveInfinity }
/// Whether `time` is valid and negative infinity.
public func CMTIME_IS_NEGATIVEINFINITY(_ time: CMTime) -> Bool { time.isNegativeInfinity }
/// Whether `time` is numeric and was rounded.
public func CMTIME_HAS_BEEN_ROUNDED(_ time: CMTime) -> Bool { time.hasBeenRounded }
/// Whether `range` is valid (see `CMTimeRange.isValid`).
public func CMTIMERANGE_IS_VALID(_ range: CMTimeRange) -> Bool { range.isValid }
/// Whether `range` is invalid.
public func CMTIMERANGE_IS_INVALID(_ range: CMTimeRange) -> Bool { !range.isValid }
/// Whether `range` is valid and indefinite.
public func CMTIMERANGE_IS_INDEFINITE(_ range: CMTimeRange) -> Bool { range.isIndefinite }
/// Whether `range` is valid and empty.
public func CMTIMERANGE_IS_EMPTY(_ range: CMTimeRange) -> Bool { range.isEmpty }

/// The times both ranges contain (see `CMTimeRange.intersection(_:)`).
public func CMTimeRangeGetIntersection(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange {
    range.intersection(otherRange)
}

/// The smallest range containing both (see `CMTimeRange.union(_:)`).
public func CMTimeRangeGetUnion(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange {
    range.union(otherRange)
}

extension CMTime {
    /// The invalid time (`CMTime()` as Swift imports Core Media's struct).
    public init() { self = .invalid }
}

extension CMTimeRange {
    /// The invalid range.
    public init() { self = .invalid }
}
