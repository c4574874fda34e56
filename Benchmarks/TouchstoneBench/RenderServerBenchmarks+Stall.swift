// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import QuartzCore

/// (b) A 300 ms main-thread stall during an animation, on the real clock: how many refreshes still show a frame,
/// and the hitch ratio, with the render thread (paced at 60 Hz) against the main thread rendering each refresh
/// itself (the pre-render-server way: nothing is drawn while it is blocked).
extension RenderServerBenchmarks {
    /// Seconds on a monotonic clock.
    static func monotonicNow() -> CFTimeInterval { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Frame times and when each was presented, collected on the render thread.
    private final class PresentLog: @unchecked Sendable {
        let lock = NSLock()
        var frames: [(tick: CFTimeInterval, presented: CFTimeInterval)] = []
        func add(_ tick: CFTimeInterval) {
            let now = RenderServerBenchmarks.monotonicNow()
            lock.withLock { frames.append((tick, now)) }
        }
        var all: [(tick: CFTimeInterval, presented: CFTimeInterval)] { lock.withLock { frames } }
    }

    /// The 20-layer screen with a 64-point card sliding across it for 2 s from `start` (media time): over 2 points
    /// a refresh, so every frame changes pixels (an unchanged frame is not presented).
    private static func slidingScene(start: CFTimeInterval) -> CALayer {
        let environment = LayerEnvironment(clock: ManualMediaClock())
        let (root, _) = QuartzCoreBenchmarks.build(environment) { QuartzCoreBenchmarks.screen() }
        environment.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let card = CALayer()
            card.frame = CGRect(x: 0, y: 200, width: 64, height: 64)
            card.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
            card.cornerRadius = 12
            root.addSublayer(card)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 32
            slide.toValue = 288
            slide.duration = 2
            slide.beginTime = start
            card.add(slide, forKey: "slide")
            CATransaction.commit()
            CATransaction.flush()
        }
        return root
    }

    /// Runs the stall once with the paced render thread and once with main-thread rendering; prints both.
    static func printStall() {
        let interval = 1.0 / 60, stall = 0.3
        let expected = Int((stall / interval).rounded())
        // Render thread: the main thread commits once, then blocks for the stall.
        do {
            let start = monotonicNow()
            let root = slidingScene(start: start)
            let server = RenderServer(pixelWidth: QuartzCoreBenchmarks.pixelWidth,
                                      pixelHeight: QuartzCoreBenchmarks.pixelHeight, scale: QuartzCoreBenchmarks.scale,
                                      rootLayer: root)!
            let log = PresentLog()
            server.commit(at: start)
            server.startRenderThread(pacing: .init(refreshInterval: interval, clock: monotonicNow) { _, frame in
                // The refresh the frame was made for (its time is later when a commit came after the refresh). A
                // refresh time divided by the interval can land a hair under its whole number (the clock reads
                // hours of uptime): the tolerance keeps such a frame on its own refresh, not the one before.
                log.add((frame.time / interval + 1e-6).rounded(.down) * interval)
            })
            // Settle for 0.2 s, then stall for 0.3 s, then let it run 0.2 s more.
            usleep(200_000)
            let stallStart = monotonicNow()
            usleep(UInt32(stall * 1e6))
            let stallEnd = monotonicNow()
            usleep(200_000)
            server.stopRenderThread()
            report("render thread", log.all, from: stallStart, to: stallEnd, interval: interval, expected: expected)
        }
        // Main thread: it renders each refresh itself, so the stall shows nothing.
        do {
            let start = monotonicNow()
            let root = slidingScene(start: start)
            let compositor = Compositor(pixelWidth: QuartzCoreBenchmarks.pixelWidth,
                                        pixelHeight: QuartzCoreBenchmarks.pixelHeight, scale: QuartzCoreBenchmarks.scale,
                                        rootLayer: root)!
            let log = PresentLog()
            func run(until end: CFTimeInterval) {
                var last = -Double.infinity
                while monotonicNow() < end {
                    let tick = (monotonicNow() / interval).rounded(.down) * interval
                    if tick > last {
                        last = tick
                        if compositor.renderFrame(at: tick).changed { _ = compositor.image(); log.add(tick) }
                    }
                    usleep(1_000)
                }
            }
            run(until: monotonicNow() + 0.2)
            let stallStart = monotonicNow()
            usleep(UInt32(stall * 1e6))
            let stallEnd = monotonicNow()
            run(until: monotonicNow() + 0.2)
            report("main thread", log.all, from: stallStart, to: stallEnd, interval: interval, expected: expected)
        }
    }

    /// Prints the frames whose refresh fell in the stall and the hitch ratio over the whole run: each frame
    /// presented later than the refresh after its own adds the lateness, and each refresh with no frame adds a
    /// whole interval (ms of hitch per second).
    private static func report(_ label: String, _ frames: [(tick: CFTimeInterval, presented: CFTimeInterval)],
                               from: CFTimeInterval, to: CFTimeInterval, interval: Double, expected: Int)
    {
        guard let first = frames.first, let last = frames.last, last.tick > first.tick else {
            return print("(render b) main-thread stall, \(label): no frames presented")
        }
        let during = frames.filter { $0.tick >= from && $0.tick < to }.count
        var hitch = 0.0
        for f in frames { hitch += max(0, f.presented - (f.tick + interval)) }
        let refreshes = Int(((last.tick - first.tick) / interval).rounded()) + 1
        hitch += Double(max(0, refreshes - frames.count)) * interval
        let seconds = last.tick - first.tick + interval
        print(String(format: "(render b) main-thread stall of %.0f ms, %@: %d of %d refreshes presented during it; "
                     + "%d of %d over %.2f s; hitch ratio %.1f ms/s (target ≤ 5)",
                     (to - from) * 1000, label, during, expected, frames.count, refreshes, seconds,
                     1000 * hitch / seconds))
    }
}
