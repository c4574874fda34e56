// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import HostInterface

/// A host clock that moves only when advanced: the headless device's time.
public final class ManualHostClock: HostClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double

    /// A clock reading `start` seconds until advanced.
    public init(start: Double = 0) { time = start }

    /// The current time in seconds; changes only when advanced.
    public var now: Double { lock.withLock { time } }

    /// Moves time forward; negative or non-finite amounts are ignored.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        lock.withLock { time += seconds }
    }
}
