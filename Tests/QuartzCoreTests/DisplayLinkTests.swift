// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// CADisplayLink driven by the environment's frames (`LayerEnvironment.displayFrame`), with a manual clock.
@Suite("CADisplayLink", .freshLayerEnvironment)
struct DisplayLinkTests {
    static let frame = 1.0 / 60

    /// Drives `count` 60 Hz frames: advance the clock one frame, then fire the environment's links.
    private func runFrames(_ count: Int, clock: ManualMediaClock) {
        for _ in 0..<count {
            clock.advance(by: Self.frame)
            LayerEnvironment.current.displayFrame(timestamp: clock.now, duration: Self.frame)
        }
    }

    @Test("An added link fires every frame with timestamp, targetTimestamp and duration")
    func firesEachFrame() {
        withTestEnvironment { clock in
            var seen: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
            let link = CADisplayLink { seen.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
            runFrames(1, clock: clock)
            #expect(seen.isEmpty)
            link.add(to: .main, forMode: .default)
            runFrames(3, clock: clock)
            #expect(seen.count == 3)
            for (i, entry) in seen.enumerated() {
                let expected = Double(i + 2) * Self.frame
                #expect(abs(entry.0 - expected) < 1e-9)
                #expect(abs(entry.1 - (expected + Self.frame)) < 1e-9)
                #expect(abs(entry.2 - Self.frame) < 1e-12)
            }
            link.invalidate()
        }
    }

    @Test("preferredFramesPerSecond 30 fires every other 60 Hz frame, targeting two frames ahead")
    func thirtyFPS() {
        withTestEnvironment { clock in
            var stamps: [CFTimeInterval] = []
            var targets: [CFTimeInterval] = []
            let link = CADisplayLink {
                stamps.append($0.timestamp)
                targets.append($0.targetTimestamp)
            }
            link.preferredFramesPerSecond = 30
            link.add(to: .main, forMode: .common)
            runFrames(6, clock: clock)
            #expect(stamps.count == 3)
            #expect(zip(stamps, targets).allSatisfy { abs($1 - $0 - 2 * Self.frame) < 1e-9 })
            #expect(zip(stamps.dropFirst(), stamps).allSatisfy { abs($0 - $1 - 2 * Self.frame) < 1e-9 })
            link.invalidate()
        }
    }

    @Test("preferredFrameRateRange and frameInterval also slow the link down")
    func frameRateRangeAndInterval() {
        withTestEnvironment { clock in
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
            link.add(to: .main, forMode: .default)
            runFrames(9, clock: clock)
            #expect(count == 3)
            link.preferredFrameRateRange = .default
            link.frameInterval = 2
            #expect(link.preferredFramesPerSecond == 30)
            count = 0
            runFrames(8, clock: clock)
            #expect(count == 4)
            link.invalidate()
        }
    }

    @Test("A paused link skips frames; unpausing resumes on the next frame")
    func paused() {
        withTestEnvironment { clock in
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .main, forMode: .default)
            runFrames(2, clock: clock)
            link.isPaused = true
            runFrames(5, clock: clock)
            #expect(count == 2)
            link.isPaused = false
            runFrames(1, clock: clock)
            #expect(count == 3)
            link.invalidate()
        }
    }

    @Test("invalidate and remove stop the link, also from inside its own handler")
    func invalidateAndRemove() {
        withTestEnvironment { clock in
            var count = 0
            let link = CADisplayLink { link in
                count += 1
                if count == 2 { link.invalidate() }
            }
            link.add(to: .main, forMode: .default)
            runFrames(5, clock: clock)
            #expect(count == 2)
            link.add(to: .main, forMode: .default)
            runFrames(1, clock: clock)
            #expect(count == 2)

            var other = 0
            let second = CADisplayLink { _ in other += 1 }
            second.add(to: .main, forMode: .default)
            second.add(to: .main, forMode: .common)
            second.remove(from: .main, forMode: .default)
            runFrames(1, clock: clock)
            #expect(other == 1)
            second.remove(from: .main, forMode: .common)
            runFrames(1, clock: clock)
            #expect(other == 1)
        }
    }

    @Test("Links fire only for frames of their run-loop mode (or .common)")
    func modes() {
        withTestEnvironment { clock in
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .main, forMode: .default)
            clock.advance(by: Self.frame)
            LayerEnvironment.current.displayFrame(timestamp: clock.now, duration: Self.frame,
                                                  mode: RunLoop.Mode(rawValue: "tracking"))
            #expect(count == 0)
            link.invalidate()
        }
    }

    @Test("A handler may add another link; bad frame timing is ignored")
    func addFromHandlerAndBadInput() {
        withTestEnvironment { clock in
            var fired: [String] = []
            let late = CADisplayLink { _ in fired.append("late") }
            let first = CADisplayLink { link in
                fired.append("first")
                late.add(to: .main, forMode: .default)
                link.invalidate()
            }
            first.add(to: .main, forMode: .default)
            runFrames(2, clock: clock)
            #expect(fired == ["first", "late"])
            LayerEnvironment.current.displayFrame(timestamp: .nan, duration: Self.frame)
            LayerEnvironment.current.displayFrame(timestamp: 1, duration: 0)
            #expect(fired == ["first", "late"])
            late.invalidate()
        }
    }

    @Test("Display links belong to the environment they were added in")
    func perEnvironment() {
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        let a = LayerEnvironment(clock: ManualMediaClock()), b = LayerEnvironment(clock: ManualMediaClock())
        a.run { link.add(to: .main, forMode: .default) }
        b.displayFrame(timestamp: 1, duration: Self.frame)
        #expect(count == 0)
        a.displayFrame(timestamp: 1, duration: Self.frame)
        #expect(count == 1)
        link.invalidate()
    }
}
