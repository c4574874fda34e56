// SPDX-License-Identifier: Apache-2.0

/// Enforces the time limit on `applicationWillTerminate` (guide §2.1.2: "If quitting takes more than 5 seconds,
/// the system may kill the app immediately"). Started before the delegate is called and cancelled after; if it
/// fires first it logs, and — for a real app — ends the process at once, so code after the deadline never runs.
final class TerminationWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    init(seconds: Double, killsProcess: Bool) {
        guard seconds.isFinite, seconds > 0 else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + seconds)
        timer.setEventHandler { [self] in
            let fire = lock.withLock { !cancelled }
            guard fire else { return }
            UIKitDiagnostics.log("applicationWillTerminate ran longer than \(seconds) s; the system ends the app")
            if killsProcess { _exit(3) }
        }
        timer.resume()
        self.timer = timer
    }

    private var timer: DispatchSourceTimer?

    func cancel() {
        lock.withLock { cancelled = true }
        timer?.cancel()
    }
}
