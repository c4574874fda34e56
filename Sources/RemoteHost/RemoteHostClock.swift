// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface

/// The clock of an app running on a simulated device: it reads the last `clock` message the device sent and never
/// goes back (docs/ARCHITECTURE.md, "The device link", the app side).
///
/// A headless device's manual clock therefore drives the app's animations and timers; the SDL device's real
/// clock drives them at its refresh rate. Apps read the real calendar (`Date()`): the device does not say whether
/// its clock simulates time.
public final class RemoteHostClock: HostClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double = 0

    /// A clock at 0 until the device's first `clock` message.
    public init() {}

    /// The device's time, in seconds, as of the last `clock` message.
    public var now: Double { lock.withLock { time } }

    /// Follows a `clock` message: moves to `seconds` unless that is earlier than now (a clock never goes back).
    public func follow(_ seconds: Double) {
        guard seconds.isFinite else { return }
        lock.withLock { time = max(time, seconds) }
    }
}
