// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The render server's worker threads: a small persistent pool that runs one compositing job at a time on every
/// thread that takes part, the caller included (infrastructure, not Apple API).
///
/// The threads are created once, on the first job that needs them, and then sleep on a condition variable between
/// frames: no thread is created or destroyed per frame. A job is a closure called once on each participating
/// thread with that thread's slot (0 is the calling thread, which always takes part; 1… are workers); ``run(participants:_:)``
/// returns when every call has returned, so whatever the closure wrote is visible to the caller afterwards (the
/// condition variable's lock orders it). Jobs from different threads (two compositors) run one after the other.
///
/// How many threads compositing uses: ``defaultThreadCount`` — `TOUCHSTONE_RENDER_THREADS` when set to a positive
/// integer or `all` (1 keeps compositing on the calling thread alone), else every active core.
package final class RenderWorkerPool: @unchecked Sendable {
    /// The process-wide pool.
    package static let shared = RenderWorkerPool()

    /// The most threads a job may use (the caller and 63 workers): beyond this, bands get too thin to pay.
    package static let maximumThreads = 64

    /// The thread count from `TOUCHSTONE_RENDER_THREADS` (see ``threadCount(setting:cores:)``), read once.
    package static let defaultThreadCount: Int = threadCount(
        setting: ProcessInfo.processInfo.environment["TOUCHSTONE_RENDER_THREADS"],
        cores: ProcessInfo.processInfo.activeProcessorCount)

    /// The thread count a `TOUCHSTONE_RENDER_THREADS` value asks for on a machine with `cores` active cores: a
    /// positive integer (clamped to ``maximumThreads``), or `all`; unset, every core (at most ``maximumThreads``).
    /// Anything else is logged and counts as unset.
    package static func threadCount(setting: String?, cores: Int) -> Int {
        let all = min(max(1, cores), maximumThreads)
        guard let text = setting?.trimmingCharacters(in: .whitespaces) else { return all }
        if text == "all" { return all }
        guard let n = Int(text), n > 0 else {
            Diagnostics.log("TOUCHSTONE_RENDER_THREADS=\(text): neither a positive integer nor 'all'; using all \(all)")
            return all
        }
        return min(n, maximumThreads)
    }

    /// Serialises jobs (held for a whole ``run(participants:_:)``).
    private let jobLock = NSLock()
    /// Guards everything below; workers wait on it.
    private let condition = NSCondition()
    private var workers = 0
    /// Bumped for each job: a worker runs a job once, when it sees a new generation.
    private var generation = 0
    private var job: ((Int) -> Void)?
    /// Workers with a slot up to this take part in the current job.
    private var participants = 0
    /// Workers still running the current job.
    private var running = 0

    private init() {}

    /// Calls `body(slot)` on `participants` threads at once — slot 0 on the calling thread, 1..<participants on
    /// workers (started on first need) — and returns when all calls have returned. `participants` is clamped to
    /// 1...``maximumThreads``; with 1, `body(0)` simply runs here.
    package func run(participants requested: Int, _ body: @escaping (Int) -> Void) {
        let count = min(max(1, requested), Self.maximumThreads)
        guard count > 1 else { return body(0) }
        jobLock.lock()
        defer { jobLock.unlock() }
        condition.lock()
        while workers < count - 1 { startWorker(slot: workers + 1) }
        job = body
        participants = count
        running = count - 1
        generation += 1
        condition.broadcast()
        condition.unlock()
        body(0)
        condition.lock()
        spin { running > 0 }
        while running > 0 { condition.wait() }
        job = nil
        condition.unlock()
    }

    /// How long a thread keeps checking for its wake-up condition before sleeping on the condition variable: a
    /// frame's job takes about a millisecond and frames follow each other closely, so a short spin saves the
    /// sleep and wake-up (tens of microseconds each on a virtual machine) that otherwise dominate small jobs.
    package static let spinNanoseconds: UInt64 = 150_000

    /// Checks `waiting` (with the condition's lock held) until it turns false or ``spinNanoseconds`` pass,
    /// releasing the lock between checks so other threads can change the state.
    private func spin(while waiting: () -> Bool) {
        let deadline = DispatchTime.now().uptimeNanoseconds + Self.spinNanoseconds
        while waiting(), DispatchTime.now().uptimeNanoseconds < deadline {
            condition.unlock()
            sched_yield()
            condition.lock()
        }
    }

    /// Starts the worker for `slot` (called with the condition's lock held).
    private func startWorker(slot: Int) {
        workers += 1
        let seen = generation
        let thread = Thread { [unowned self] in self.workerLoop(slot: slot, seen: seen) }
        thread.name = "touchstone.render.\(slot)"
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// A worker's life: sleep until a new job, run it if this slot takes part, report, sleep again.
    private func workerLoop(slot: Int, seen initial: Int) {
        var seen = initial
        condition.lock()
        while true {
            spin { generation == seen }
            while generation == seen { condition.wait() }
            seen = generation
            guard slot < participants, let body = job else { continue }
            condition.unlock()
            body(slot)
            condition.lock()
            running -= 1
            if running == 0 { condition.broadcast() }
        }
    }
}

/// The indices `next..<end` of a job's pieces (bands, recordings), handed out in order to whichever thread asks
/// first.
package final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next: Int
    private let end: Int

    package init(next: Int, end: Int) {
        self.next = next
        self.end = end
    }

    /// The next index, or nil when all are taken.
    package func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < end else { return nil }
        next += 1
        return next - 1
    }
}
