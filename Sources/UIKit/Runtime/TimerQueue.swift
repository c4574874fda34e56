// SPDX-License-Identifier: Apache-2.0

/// Callbacks scheduled on the host clock: what UIKit's `Timer` and delayed performs run on, so headless runs are
/// deterministic (the manual clock moves only when advanced).
@MainActor
package final class TimerQueue {
    private struct Entry {
        let id: Int
        var fireTime: Double
        let action: () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// Schedules `action` at host time `time`; returns a token for ``cancel(_:)``.
    @discardableResult
    package func schedule(at time: Double, _ action: @escaping () -> Void) -> Int {
        nextID += 1
        let entry = Entry(id: nextID, fireTime: time.isFinite ? time : .infinity, action: action)
        let index = entries.firstIndex { $0.fireTime > entry.fireTime } ?? entries.endIndex
        entries.insert(entry, at: index)
        return nextID
    }

    package func cancel(_ id: Int) { entries.removeAll { $0.id == id } }

    /// The earliest scheduled time, if any.
    package var nextFireTime: Double? { entries.first?.fireTime }

    /// Runs every callback due at `now`, in time order (callbacks may schedule more; those due also run).
    package func fireDue(at now: Double) {
        var guardCount = 0
        while let first = entries.first, first.fireTime <= now + 1e-9, guardCount < 100_000 {
            entries.removeFirst()
            first.action()
            guardCount += 1
        }
    }
}
