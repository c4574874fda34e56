// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A position that moves with the host clock at a rate (infrastructure, not Apple API): the movie and music
/// players' simulated playback, since nothing is decoded.
///
/// The position is anchored at a date; while the rate is non-zero it moves by `rate` seconds per second of
/// `Date()`, which on a headless device is the device's clock (docs/ARCHITECTURE.md, "Foundation's clocks and
/// names"), so `HeadlessDevice.advance(by:)` plays a movie and a paused one holds its place.
package struct PlaybackTimeline: Sendable {
    private var anchorPosition: TimeInterval = 0
    private var anchorDate = Date.distantPast
    /// Seconds of movie per second of host time (0: paused or stopped).
    package private(set) var rate: Float = 0

    package init() {}

    /// The position at `now`.
    package func position(at now: Date = Date()) -> TimeInterval {
        guard rate != 0 else { return anchorPosition }
        return anchorPosition + now.timeIntervalSince(anchorDate) * Double(rate)
    }

    /// Whether the position scans (``beginSeeking(rate:)``), and the rate to go back to when it stops.
    package private(set) var isSeeking = false
    private var resumeRate: Float = 0

    /// Moves to `position` and goes on at `rate` from `now` (a scan goes on scanning: a seek or the next song).
    package mutating func set(position: TimeInterval, rate: Float, at now: Date = Date()) {
        anchor(position: position, rate: rate, at: now)
    }

    /// Forgets a scan (the player played, paused or stopped meanwhile).
    package mutating func forgetSeeking() { isSeeking = false }

    private mutating func anchor(position: TimeInterval, rate: Float, at now: Date) {
        anchorPosition = position.isFinite ? position : 0
        anchorDate = now
        self.rate = rate.isFinite ? rate : 0
    }

    /// Scans at `rate` from the current position, remembering (the first time) whether it was playing.
    package mutating func beginSeeking(rate: Float, at now: Date = Date()) {
        if !isSeeking { resumeRate = self.rate > 0 ? 1 : 0 }
        anchor(position: position(at: now), rate: rate, at: now)
        isSeeking = true
    }

    /// Stops scanning and goes back to playing or paused; returns whether it plays (nil when it was not scanning).
    package mutating func endSeeking(at now: Date = Date()) -> Bool? {
        guard isSeeking else { return nil }
        isSeeking = false
        set(position: position(at: now), rate: resumeRate, at: now)
        return resumeRate > 0
    }

    /// Keeps the current position and changes the rate from `now`.
    package mutating func change(rate: Float, at now: Date = Date()) {
        set(position: position(at: now), rate: rate, at: now)
    }

    /// Host seconds until the position reaches `target` (nil if it never will at the current rate).
    package func seconds(until target: TimeInterval, at now: Date = Date()) -> TimeInterval? {
        guard rate != 0 else { return nil }
        let seconds = (target - position(at: now)) / Double(rate)
        return seconds >= 0 ? seconds : 0
    }
}

/// Formats seconds as the players' controls show them: `m:ss` (or `h:mm:ss`).
package func formattedPlaybackTime(_ seconds: TimeInterval) -> String {
    let total = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
}
