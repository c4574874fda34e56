// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// CAMediaTiming on animations and layers: begin time, duration, speed, offsets, repeats, fill modes.
@Suite("CAMediaTiming", .freshLayerEnvironment)
struct MediaTimingTests {
    /// Runs a 0→100 position.x animation configured by `configure` and samples presented x at the given times
    /// (seconds after the commit).
    private func samples(at times: [CFTimeInterval], duration: CFTimeInterval = 1,
                         _ configure: (CABasicAnimation) -> Void = { _ in }) -> [CGFloat]
    {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let animation = basic("position.x", from: 0, to: 100, duration: duration)
            configure(animation)
            addAndCommit(animation, to: layer)
            var result: [CGFloat] = []
            for t in times {
                clock.set(to: t)
                result.append(presentedX(layer))
            }
            return result
        }
    }

    private func expectClose(_ actual: [CGFloat], _ expected: [CGFloat], _ tolerance: CGFloat = 1e-6) {
        #expect(actual.count == expected.count)
        for (a, e) in zip(actual, expected) { #expect(close(a, e, tolerance), "\(actual) vs \(expected)") }
    }

    @Test("beginTime = CACurrentMediaTime() + delay starts the animation after the delay")
    func beginTimeDelay() {
        expectClose(samples(at: [0.5, 1.5]) { $0.beginTime = CACurrentMediaTime() + 1 }, [0, 50])
    }

    @Test("A duration of 0 means 0.25 s; negative and NaN durations too")
    func zeroDuration() {
        for duration in [0, -1, Double.nan, Double.infinity] {
            expectClose(samples(at: [0.125], duration: duration), [50])
        }
    }

    @Test("Speed 2 plays a 1 s animation in 0.5 s")
    func animationSpeed() {
        expectClose(samples(at: [0.25, 0.6]) { $0.speed = 2 }, [50, 0])
    }

    @Test("A layer's speed scales its animations' time")
    func layerSpeed() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            layer.speed = 2
            addAndCommit(basic("position.x", from: 0, to: 100), to: layer)
            clock.advance(by: 0.25)
            #expect(close(presentedX(layer), 50))
        }
    }

    @Test("convertTime maps media time through each ancestor's beginTime, speed and timeOffset")
    func convertTime() {
        withTestEnvironment { _ in
            let parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            parent.speed = 2
            parent.timeOffset = 5
            child.speed = 3
            child.beginTime = 1
            #expect(parent.convertTime(10, from: nil) == 25)
            #expect(child.convertTime(10, from: nil) == 72)
            #expect(child.convertTime(72, to: nil) == 10)
            #expect(child.convertTime(25, from: parent) == 72)
        }
    }

    @Test("timeOffset starts part-way through and wraps round without changing the length")
    func timeOffset() {
        expectClose(samples(at: [0, 0.25, 0.75, 1.1]) { $0.timeOffset = 0.5 }, [50, 75, 25, 0])
    }

    @Test("A fractional repeatCount stops part-way through the last iteration")
    func fractionalRepeat() {
        let values = samples(at: [1.25, 1.5, 1.6]) {
            $0.repeatCount = 1.5
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        expectClose(values, [25, 50, 50])
    }

    @Test("An infinite repeatCount repeats forever")
    func infiniteRepeat() {
        expectClose(samples(at: [1000.25]) { $0.repeatCount = .infinity }, [25], 1e-3)
    }

    @Test("repeatDuration limits the active time")
    func repeatDuration() {
        expectClose(samples(at: [2.5, 2.9, 3.1]) { $0.repeatDuration = 3 }, [50, 90, 0], 1e-6)
    }

    @Test("autoreverses plays forwards, then backwards")
    func autoreverses() {
        expectClose(samples(at: [0.5, 1, 1.25, 1.9, 2.1]) { $0.autoreverses = true }, [50, 100, 75, 10, 0], 1e-6)
    }

    @Test("fillMode decides what shows before the start and after the end (removed/forwards/backwards/both)",
          arguments: [
              (CAMediaTimingFillMode.removed, [CGFloat(0), 60, 0]),
              (.forwards, [0, 60, 100]),
              (.backwards, [20, 60, 0]),
              (.both, [20, 60, 100]),
          ])
    func fillModes(mode: CAMediaTimingFillMode, expected: [CGFloat]) {
        let values = samples(at: [0.5, 1.5, 2.5]) {
            $0.beginTime = CACurrentMediaTime() + 1
            $0.fillMode = mode
            $0.isRemovedOnCompletion = false
            $0.fromValue = 20
        }
        expectClose(values, expected)
    }

    @Test("Speed 0 pauses the animation at its timeOffset and it never finishes")
    func pausedAnimation() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let animation = basic("position.x", from: 0, to: 100)
            animation.speed = 0
            animation.timeOffset = 0.3
            addAndCommit(animation, to: layer)
            clock.advance(by: 50)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(close(presentedX(layer), 30))
            #expect(layer.animationKeys() == ["test"])
        }
    }

    @Test("A paused layer (speed 0, timeOffset) freezes its animations; resuming continues them")
    func pausedLayer() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            addAndCommit(basic("position.x", from: 0, to: 100), to: layer)
            clock.advance(by: 0.25)
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
            clock.advance(by: 10)
            #expect(close(presentedX(layer), 25))
            // Apple's resume recipe.
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            #expect(close(presentedX(layer), 25))
            clock.advance(by: 0.25)
            #expect(close(presentedX(layer), 50))
        }
    }

    @Test("A negative speed plays the animation backwards, from its end to its start")
    func negativeSpeed() {
        expectClose(samples(at: [0, 0.25, 0.5]) { $0.speed = -0.5 }, [100, 87.5, 75])
    }

    @Test("NaN begin time, speed, offset and repeat values are repaired, never producing NaN")
    func nanTiming() {
        let values = samples(at: [0.5]) {
            $0.beginTime = .nan
            $0.speed = .nan
            $0.timeOffset = .infinity
            $0.repeatCount = .nan
            $0.repeatDuration = -.infinity
        }
        expectClose(values, [50])
    }
}
