// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// Issue 12: Foundation timers scheduled by app code under a running device with an infinite or NaN interval. An
/// infinite interval never fires; NaN follows Foundation's documented floor for intervals, 0.1 ms.
@MainActor
@Suite("Timer interval hardening")
struct TimerIntervalHardeningTests {
    private func launched() throws -> HeadlessDevice {
        let device = try HeadlessDevice()
        try device.launch(delegate: LoggingDelegate())
        return device
    }

    @Test("A timer with an infinite interval never fires, one-shot or repeating, and stays valid")
    func infiniteInterval() throws {
        let device = try launched()
        let log = FiringLog()
        let once = Timer.scheduledTimer(withTimeInterval: .infinity, repeats: false) { _ in
            MainActor.assumeIsolated { log.count += 1 }
        }
        let repeating = Timer.scheduledTimer(withTimeInterval: .infinity, repeats: true) { _ in
            MainActor.assumeIsolated { log.count += 1 }
        }

        device.advance(by: 5)

        #expect(log.count == 0)
        #expect(once.isValid && repeating.isValid)
        once.invalidate()
        repeating.invalidate()
    }

    @Test("A repeating timer with an infinite interval fires at its first date, then never again")
    func infiniteRepeat() throws {
        let device = try launched()
        let log = FiringLog()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.1), interval: .infinity, repeats: true) { _ in
            MainActor.assumeIsolated { log.count += 1 }
        }
        RunLoop.main.add(timer, forMode: .common)

        device.advance(by: 3)

        #expect(log.count == 1)
        #expect(timer.isValid)
        timer.invalidate()
    }

    @Test("A NaN interval counts as 0.1 ms: a one-shot fires on the next turn, a repeating one once per turn")
    func nanInterval() throws {
        let device = try launched()
        let once = FiringLog(), repeating = FiringLog()
        Timer.scheduledTimer(withTimeInterval: .nan, repeats: false) { _ in
            MainActor.assumeIsolated { once.count += 1 }
        }
        let ticker = Timer.scheduledTimer(withTimeInterval: .nan, repeats: true) { _ in
            MainActor.assumeIsolated { repeating.count += 1 }
        }

        device.advance(by: 0.5)

        #expect(once.count == 1)
        #expect(repeating.count >= 25 && repeating.count <= 31)
        ticker.invalidate()
        let fired = repeating.count
        device.advance(by: 0.5)
        #expect(repeating.count == fired)
    }
}
