// SPDX-License-Identifier: Apache-2.0

import FuzzApp
import FuzzSupport
import HostInterface
import UIKit

/// `fuzz-input-script`: any bytes as a recorded input script (`InputScript(json:)`, what `--replay` reads). A
/// script that reads is replayed into a fresh small app on a headless device: its events are queued at their
/// times after launch and the device runs until the last one, at most `maxSeconds` of simulated time (so one input
/// costs at most that many frames; later events stay queued and are dropped with the device).
@main
enum FuzzInputScript {
    /// The simulated time one input may run: 0.5 s, 30 frames.
    static let maxSeconds = 0.5

    static func main() {
        FuzzDriver.run { data in
            guard let script = try? InputScript(json: data) else { return }
            MainActor.assumeIsolated {
                guard let device = FuzzApp.launch() else { return }
                let start = device.now
                device.inject(script.events.map { $0.shifted(by: start) })
                let last = script.events.last?.timestamp ?? 0
                device.advance(by: min(max(last, script.duration ?? 0), maxSeconds) + 1.0 / 60)
            }
        }
    }
}
