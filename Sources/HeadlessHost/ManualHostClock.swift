// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import HostInterface

/// A host clock that moves only when advanced: the headless device's time.
///
/// The app's calendar follows it too: while this clock's device runs, app code that reads `Date()` sees
/// ``simulatedStartDate`` plus ``now`` (docs/ARCHITECTURE.md, "Foundation's clocks and names").
public final class ManualHostClock: HostClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double

    /// The date apps see at clock time 0 unless told otherwise: 1 January 2026, 09:41 UTC. A fixed date keeps
    /// replays and screenshots that show the time identical from run to run.
    public static let defaultStartDate = Date(timeIntervalSince1970: 1_767_260_460)

    /// The calendar date at clock time 0.
    public let simulatedStartDate: Date?

    /// A clock reading `start` seconds until advanced, whose apps' calendar reads `startDate` at time 0.
    public init(start: Double = 0, startDate: Date = ManualHostClock.defaultStartDate) {
        time = start
        simulatedStartDate = startDate
    }

    /// The current time in seconds; changes only when advanced.
    public var now: Double { lock.withLock { time } }

    /// Moves time forward; negative or non-finite amounts are ignored.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        lock.withLock { time += seconds }
    }
}
