// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import MoveMeKit
import TouchstoneTesting
import UIKit

/// `make soak`: MoveMe, launched once headless on an iPhone 4, replays a recorded session (by default
/// Examples/MoveMe/demo-session.json, what `make demo` plays) again and again for a given wall time, one 1/60 s
/// frame of the manual clock at a time. Reports the resident set after the first replay, after a warm-up of a
/// minute (caches, fonts, pools and malloc's arenas at their working size; see ``warmUpMilliseconds``) and at the
/// end, and the frame time percentiles over every frame: the wall time
/// (CLOCK_MONOTONIC_RAW) one `advance(by: 1/60)` takes to deliver the frame's input and lay out, draw, animate
/// and composite. The app's own time stays the manual clock. Fails when the resident set grew more than
/// `maxGrowth` (5 %) from the warm-up to the end.
@MainActor
enum MoveMeSoak {
    /// The largest resident-set growth allowed from the end of the warm-up to the end: 5 %.
    static let maxGrowth = 0.05
    /// The warm-up before the resident set is taken as the baseline: the first minute (half the run when shorter).
    /// One replay is not enough: in the first 10-minute soak the resident set was 58.4 MB after the first replay,
    /// 62.7 MB after a minute, 60.3 MB after two (malloc gave memory back) and 62.4 MB at the end, climbing back
    /// by less each minute (0.5, 0.5, 0.4, 0.3, 0.2, 0.2 MB) towards the first minute's level.
    static let warmUpMilliseconds = 60_000.0

    /// Replays `sessionPath` for `minutes` of wall time; prints a progress line a minute and the summary, and
    /// returns whether the resident set stayed within ``maxGrowth``. Throws when the session or MoveMe cannot load.
    static func run(minutes: Double, sessionPath: String) throws -> Bool {
        let script = try InputScript(contentsOf: sessionPath)
        guard let bundle = MoveMeResources.bundle else { throw SoakError("MoveMe.app is missing from MoveMeKit") }
        AppBundle.main = bundle
        let device = try HeadlessDevice(profile: .iPhone4)
        let delegate = MoveMeAppDelegate()
        try device.launch(delegate: delegate, info: bundle.infoDictionary ?? [:])
        // The placard reads its greetings from Foundation's Bundle.main, which here is the executable's folder:
        // give it MoveMe's, so the session's double taps cycle through them as in the app.
        delegate.moveMeView?.placardView.displayStrings = PlacardView.loadDisplayStrings(from: bundle)
        let frameCount = framesPerReplay(script)
        var histogram = FrameTimeHistogram()
        let end = Harness.realMilliseconds() + minutes * 60_000
        var replays = 0
        var firstReplayRSS = 0
        var startRSS = 0
        let warmUpEnd = Harness.realMilliseconds() + min(warmUpMilliseconds, minutes * 60_000 / 2)
        var nextReport = Harness.realMilliseconds() + 60_000
        print("soak: replaying \(sessionPath) (\(script.events.count) events, \(frameCount) frames) for \(minutes) min")
        repeat {
            device.inject(script.events.map { $0.shifted(by: device.now) })
            for _ in 0..<frameCount {
                let start = Harness.realMilliseconds()
                device.advance(by: 1.0 / 60)
                histogram.add(Harness.realMilliseconds() - start)
            }
            replays += 1
            if replays == 1 { firstReplayRSS = residentBytes() }
            if startRSS == 0, Harness.realMilliseconds() >= warmUpEnd { startRSS = residentBytes() }
            if Harness.realMilliseconds() >= nextReport {
                nextReport += 60_000
                print(String(format: "soak: %d replays, RSS %.1f MB", replays, Double(residentBytes()) / 1e6))
                fflush(nil)
            }
        } while Harness.realMilliseconds() < end
        let endRSS = residentBytes()
        if startRSS == 0 { startRSS = endRSS }
        let growth = Double(endRSS - startRSS) / Double(startRSS)
        print(String(format: "soak: %d replays, %d frames (%d presented); RSS after the first replay %.1f MB, "
                     + "after the warm-up %.1f MB, at the end %.1f MB (%+.2f %% since the warm-up, limit %.0f %%); "
                     + "frame time p50 %.2f ms, p99 %.2f ms, max %.2f ms",
                     replays, histogram.count, device.framesPresented, Double(firstReplayRSS) / 1e6,
                     Double(startRSS) / 1e6, Double(endRSS) / 1e6, growth * 100, maxGrowth * 100,
                     histogram.percentile(0.5), histogram.percentile(0.99), histogram.maximum))
        return growth <= maxGrowth
    }

    /// Frames one replay runs: to the session's `duration`, else half a second past its last event.
    static func framesPerReplay(_ script: InputScript) -> Int {
        let seconds = script.duration ?? ((script.events.last?.timestamp ?? 0) + 0.5)
        return max(1, Int((seconds * 60).rounded(.up)))
    }

    /// The process's resident set in bytes (/proc/self/statm's second field, in pages).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
}

/// Frame times in 10 µs bins up to 1 s (the rest in the last bin), so a long soak's percentiles cost a fixed
/// 800 KB allocated before the first frame rather than an array that grows with the run (and with the RSS).
struct FrameTimeHistogram {
    private static let binMilliseconds = 0.01
    private var bins = [Int](repeating: 0, count: 100_000)
    private(set) var count = 0
    private(set) var maximum = 0.0

    mutating func add(_ milliseconds: Double) {
        let bin = min(bins.count - 1, max(0, Int(milliseconds / Self.binMilliseconds)))
        bins[bin] += 1
        count += 1
        maximum = max(maximum, milliseconds)
    }

    /// The upper edge of the bin holding the `p` quantile (0 < p ≤ 1), in milliseconds.
    func percentile(_ p: Double) -> Double {
        let rank = max(1, Int((Double(count) * p).rounded(.up)))
        var seen = 0
        for (bin, n) in bins.enumerated() {
            seen += n
            if seen >= rank { return Double(bin + 1) * Self.binMilliseconds }
        }
        return maximum
    }
}

/// A soak that could not start: the session or the app did not load.
struct SoakError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
