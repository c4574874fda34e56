// SPDX-License-Identifier: Apache-2.0

/// Per-frame callbacks for the controls' own motion (a switch's thumb sliding, a slider's or progress bar's
/// animated value, an activity indicator's spin), on the device clock: a `CADisplayLink` that calls ``tick``
/// with the frame's timestamp once per host frame while running, so a headless device's `advance(by:)` steps it.
///
/// The link holds the ticker weakly through its owner: a control released mid-motion leaves a link that
/// invalidates itself on its next frame.
@MainActor
package final class ControlTicker {
    /// Called once per frame with the device time (seconds); returns whether to keep ticking.
    private let tick: @MainActor (Double) -> Bool
    private var link: CADisplayLink?

    /// A stopped ticker that will call `tick` each frame once started.
    package init(tick: @escaping @MainActor (Double) -> Bool) { self.tick = tick }

    /// Whether the ticker is running.
    package var isRunning: Bool { link != nil }

    /// Starts ticking from the next frame (does nothing when already running).
    package func start() {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated {
                guard let self else { return link.invalidate() }
                if !self.tick(link.timestamp) { self.stop() }
            }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops ticking.
    package func stop() {
        link?.invalidate()
        link = nil
    }

    /// The device clock now (seconds), the one display link timestamps use.
    package static var now: Double { UIGestureRecognizer.clockNow }
}

/// A value moving from `from` to `to` over `duration` seconds of device time from `start`, eased in and out,
/// as the controls animate their thumbs and bars.
package struct ControlTransition: Equatable {
    package var from: CGFloat
    package var to: CGFloat
    package var start: Double
    package var duration: Double

    package init(from: CGFloat, to: CGFloat, start: Double, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// The value at device time `time`: `from` before the start, `to` at and after the end.
    package func value(at time: Double) -> CGFloat {
        guard duration > 0, time.isFinite else { return to }
        let t = min(1, max(0, (time - start) / duration))
        let eased = t * t * (3 - 2 * t)
        return from + (to - from) * CGFloat(eased)
    }

    /// Whether the transition has reached its end at `time`.
    package func isFinished(at time: Double) -> Bool { !time.isFinite || time >= start + duration }
}
