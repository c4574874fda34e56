// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// The simulator's clock: the machine's monotonic clock, in seconds since the host was created.
public final class SystemHostClock: HostClock, @unchecked Sendable {
    private let origin = ContinuousClock.now
    /// Creates a clock that reads 0 now.
    public init() {}
    /// Seconds since the clock was created, from the monotonic clock (never goes back, unaffected by wall-clock
    /// changes).
    public var now: Double {
        let d = ContinuousClock.now - origin
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
