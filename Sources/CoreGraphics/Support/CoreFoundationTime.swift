// SPDX-License-Identifier: Apache-2.0

import Foundation

// Core Foundation's absolute time, which iOS code reads to time things (`let start = CFAbsoluteTimeGetCurrent()`).
// swift-corelibs-foundation keeps Core Foundation private, so Touchstone declares these beside the other CF names
// (CoreFoundationBridging.swift).

/// A time interval in seconds.
public typealias CFTimeInterval = Double

/// Seconds since 00:00:00 UTC on 1 January 2001 (Core Foundation's reference date).
public typealias CFAbsoluteTime = Double

/// Seconds between the Unix epoch (1 January 1970) and Core Foundation's reference date (1 January 2001).
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200

/// Seconds between 1 January 1904 and Core Foundation's reference date.
public let kCFAbsoluteTimeIntervalSince1904: CFTimeInterval = 3_061_152_000

/// The current absolute time: `Date().timeIntervalSinceReferenceDate`. It is the wall clock, which can jump;
/// measure durations with `CACurrentMediaTime()`. Under a headless device, app code reads the device's
/// simulated calendar here (docs/ARCHITECTURE.md, "Foundation's clocks and names").
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
