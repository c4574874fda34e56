// SPDX-License-Identifier: Apache-2.0

/// Callbacks scheduled on the host clock: what Foundation timers and `dispatch_after` blocks from app code, UIKit's
/// `DeviceTimer`s, delayed performs and "next turn" view-animation completions run on, so headless runs are
/// deterministic (the manual clock moves only when advanced).
///
/// One pass (``fireDue(at:hostClock:)``) is bounded, so that UIKit work cannot starve input and frames:
/// - **Snapshot.** A pass runs only callbacks that were queued and due when it began. A callback scheduled during
///   the pass (a zero-delay perform that performs itself again, a timer whose fire date is set to now) waits for
///   the next pass, as a Core Foundation run loop fires the timers due when its timer pass starts. A repeating
///   `Timer` therefore fires at most once per pass, whatever its interval.
/// - **Count budget.** At most ``maxCallbacksPerPass`` callbacks run per pass; the rest stay queued, ahead of
///   anything scheduled later, and run in later passes.
/// - **Time budget.** A pass also stops once the host clock has moved ``timeBudget`` seconds past its start (at
///   least one callback runs per pass). Headless hosts' clocks do not move during a turn, so there only the count
///   budget applies and runs stay deterministic; no wall clock is read.
///
/// Order is never changed: callbacks run in fire-time order, equal times in the order they were scheduled, and the
/// budget only moves the point where one pass ends and the next begins.
@MainActor
package final class TimerQueue {
    private struct Entry {
        let id: Int
        let fireTime: Double
        let action: () -> Void
    }

    /// Pending callbacks sorted by fire time, then by scheduling order (`id`).
    private var entries: [Entry] = []
    /// Callbacks taken out by a pass in progress and not run yet; cancelling one removes it from here.
    private var firing: Set<Int> = []
    private var nextID = 0

    /// How many callbacks one pass runs at most (a positive count; values below 1 count as 1).
    package var maxCallbacksPerPass = 1_000
    /// Host-clock seconds after which a pass stops running callbacks (the runtime uses half a refresh interval).
    package var timeBudget: Double = .infinity

    package init() {}

    /// Schedules `action` at host time `time`; returns a token for ``cancel(_:)``. A non-finite time never fires.
    @discardableResult
    package func schedule(at time: Double, _ action: @escaping () -> Void) -> Int {
        nextID += 1
        let entry = Entry(id: nextID, fireTime: time.isFinite ? time : .infinity, action: action)
        entries.insert(entry, at: insertionIndex(of: entry))
        return nextID
    }

    /// Removes the callback with token `id`, also when a pass in progress has taken it but not run it yet.
    package func cancel(_ id: Int) {
        if firing.remove(id) != nil { return }
        if let index = entries.firstIndex(where: { $0.id == id }) { entries.remove(at: index) }
    }

    /// The earliest scheduled time, if any.
    package var nextFireTime: Double? { entries.first?.fireTime }

    /// How many callbacks are queued (due or not).
    package var count: Int { entries.count }

    /// Whether a callback is due at host time `now` (for example one a budgeted pass carried over).
    package func hasDue(at now: Double) -> Bool { (entries.first?.fireTime ?? .infinity) <= now + Self.slack }

    /// Runs the callbacks due at `now` that were queued before this call, in order, within the budgets; reads
    /// `hostClock` for the time budget. Returns whether due callbacks remain for the next pass.
    @discardableResult
    package func fireDue(at now: Double, hostClock: () -> Double) -> Bool {
        let dueCount = upperBound(ofTime: now + Self.slack)
        let batch = Array(entries.prefix(min(dueCount, max(1, maxCallbacksPerPass))))
        guard !batch.isEmpty else { return false }
        entries.removeFirst(batch.count)
        firing.formUnion(batch.map(\.id))
        var next = 0
        while next < batch.count {
            if next > 0, hostClock() - now >= timeBudget { break }
            let entry = batch[next]
            next += 1
            if firing.remove(entry.id) != nil { entry.action() }
        }
        // What the time budget cut off goes back in place (still ahead of anything scheduled later at its time).
        for entry in batch[next...] where firing.remove(entry.id) != nil {
            entries.insert(entry, at: insertionIndex(of: entry))
        }
        return hasDue(at: now)
    }

    /// Tolerance for "due": a callback scheduled for `now` computed by a different sum still fires.
    private static let slack = 1e-9

    /// The index before which every entry has an earlier fire time, or the same time and a lower id.
    private func insertionIndex(of entry: Entry) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            let other = entries[mid]
            if other.fireTime < entry.fireTime || (other.fireTime == entry.fireTime && other.id < entry.id) {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low
    }

    /// How many entries fire at or before `time`.
    private func upperBound(ofTime time: Double) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].fireTime <= time { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
