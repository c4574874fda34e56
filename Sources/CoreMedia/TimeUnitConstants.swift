// SPDX-License-Identifier: Apache-2.0
//
// Darwin's time-unit constants, which apps pass to CMTime (`CMTimeScale(NSEC_PER_SEC)`). On Apple platforms they come
// from Darwin's <dispatch/time.h>; Foundation and Dispatch on Linux do not export them, so Core Media does.

import Foundation

/// Nanoseconds per second (Darwin's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond (Darwin's `NSEC_PER_MSEC`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second (Darwin's `USEC_PER_SEC`).
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond (Darwin's `NSEC_PER_USEC`).
public let NSEC_PER_USEC: UInt64 = 1_000
