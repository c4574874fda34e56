// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// CAKeyframeAnimation: values with every calculation mode, key times, per-segment timing, paths and rotation.
@Suite("CAKeyframeAnimation", .freshLayerEnvironment)
struct KeyframeAnimationTests {
    /// Presented values of `keyPath` (read by `read`) at each time, for `animation` lasting 1 s.
    private func samples<T>(_ animation: CAKeyframeAnimation, at times: [CFTimeInterval],
                            read: (CALayer) -> T) -> [T]
    {
        withTestEnvironment { clock in
            let layer = quietLayer()
            animation.duration = 1
            addAndCommit(animation, to: layer)
            return times.map { t in
                clock.set(to: t)
                return read(layer.presentation()!)
            }
        }
    }

    private func xs(_ animation: CAKeyframeAnimation, at times: [CFTimeInterval]) -> [CGFloat] {
        samples(animation, at: times) { $0.position.x }
    }

    private func keyframes(_ values: [Any], mode: CAAnimationCalculationMode = .linear,
                           keyTimes: [NSNumber]? = nil) -> CAKeyframeAnimation
    {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.calculationMode = mode
        animation.keyTimes = keyTimes
        return animation
    }

    /// A position animation along straight lines through `points`.
    private func along(_ points: [CGPoint], mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let path = CGMutablePath()
        path.addLines(between: points)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = mode
        return animation
    }

    private func expectClose(_ actual: [CGFloat], _ expected: [CGFloat], _ tolerance: CGFloat = 1e-6) {
        #expect(actual.count == expected.count)
        for (a, e) in zip(actual, expected) { #expect(close(a, e, tolerance), "\(actual) vs \(expected)") }
    }

    @Test("Linear mode spaces keyframes evenly without keyTimes")
    func linearEven() {
        expectClose(xs(keyframes([0, 100, 50]), at: [0.25, 0.5, 0.75, 1]), [50, 100, 75, 50])
    }

    @Test("Linear mode follows keyTimes")
    func linearKeyTimes() {
        expectClose(xs(keyframes([0, 100, 50], keyTimes: [0, 0.8, 1]), at: [0.4, 0.9]), [50, 75])
    }

    @Test("keyTimes whose count differs from the values, or that fall, are ignored")
    func badKeyTimes() {
        expectClose(xs(keyframes([0, 100, 50], keyTimes: [0, 1]), at: [0.25]), [50])
        expectClose(xs(keyframes([0, 100, 50], keyTimes: [0, 0.9, 0.2]), at: [0.25]), [50])
        expectClose(xs(keyframes([0, 100, 50], keyTimes: [0, NSNumber(value: Double.nan), 1]), at: [0.25]), [50])
    }

    @Test("timingFunctions pace each segment")
    func segmentTimingFunctions() {
        let animation = keyframes([0, 100, 200])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let easeIn = CAMediaTimingFunction(name: .easeIn).solve(0.5)
        expectClose(xs(animation, at: [0.25, 0.75]), [100 * CGFloat(easeIn), 150])
    }

    @Test("Discrete mode holds each value from its key time until the next (n + 1 key times)")
    func discreteWithKeyTimes() {
        let animation = keyframes([310, 60, 120, 60], mode: .discrete, keyTimes: [0, 0.25, 0.5, 0.75, 1])
        expectClose(xs(animation, at: [0.1, 0.3, 0.55, 0.8, 0.99]), [310, 60, 120, 60, 60])
    }

    @Test("Discrete mode without keyTimes gives each value an equal slot")
    func discreteEven() {
        expectClose(xs(keyframes([10, 20, 30, 40], mode: .discrete), at: [0.1, 0.3, 0.6, 0.9]), [10, 20, 30, 40])
    }

    @Test("Discrete mode also accepts one key time per value")
    func discreteNKeyTimes() {
        expectClose(xs(keyframes([10, 20, 30], mode: .discrete, keyTimes: [0, 0.5, 0.9]), at: [0.4, 0.6, 0.95]),
                    [10, 20, 30])
    }

    @Test("Paced mode moves at constant speed, ignoring keyTimes and the timing function")
    func paced() {
        let animation = keyframes([0, 100, 50], mode: .paced, keyTimes: [0, 0.1, 1])
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        // Total distance 150: 100 at 2/3 of the time.
        expectClose(xs(animation, at: [1.0 / 3, 2.0 / 3, 5.0 / 6]), [50, 100, 75], 1e-4)
    }

    @Test("Cubic mode passes through the keyframes smoothly (Catmull-Rom)")
    func cubic() {
        let values = xs(keyframes([0, 100, 0, 100], mode: .cubic), at: [0, 1.0 / 6, 1.0 / 3, 2.0 / 3, 1])
        expectClose([values[0], values[2], values[3], values[4]], [0, 100, 0, 100], 1e-4)
        // Half-way through the first segment, with tangents 0→(end repeated) and (0 − 0)/2 = 0 at keyframe 1:
        // Hermite gives 0.5·0 + 0.125·50 + 0.5·100 − 0.125·0 = 56.25.
        #expect(close(values[1], 56.25, 1e-3))
    }

    @Test("Tension 1 flattens the cubic tangents to a smooth step")
    func cubicTension() {
        let animation = keyframes([0, 100], mode: .cubic)
        animation.tensionValues = [1, 1]
        // Zero tangents: 3u² − 2u³ at u = 0.25 is 0.15625.
        expectClose(xs(animation, at: [0.25]), [15.625], 1e-4)
    }

    @Test("Cubic paced mode travels the spline at constant speed")
    func cubicPaced() {
        let animation = keyframes([0, 100, 300], mode: .cubicPaced)
        let values = xs(animation, at: [0.25, 0.5, 0.75])
        let steps = zip(values, [0] + values.dropLast()).map { $0 - $1 }
        #expect(steps.allSatisfy { abs($0 - 75) < 1.5 }, "\(values)")
    }

    @Test("Point, size and colour keyframes interpolate componentwise")
    func otherKinds() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20)]
        #expect(samples(animation, at: [0.5]) { $0.position } == [CGPoint(x: 5, y: 10)])
        let color = CAKeyframeAnimation(keyPath: "backgroundColor")
        color.values = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        color.calculationMode = .cubic
        let red = samples(color, at: [0.5]) { $0.backgroundColor?.components?[0] ?? -1 }
        #expect(abs(red[0] - 0.5) < 1e-6)
    }

    @Test("Empty values animate nothing; a single value holds")
    func emptyAndSingle() {
        expectClose(xs(keyframes([]), at: [0.5]), [0])
        expectClose(xs(keyframes([42]), at: [0.5]), [42])
    }

    @Test("A non-finite keyframe shows the value underneath for the segments touching it")
    func nonFiniteKeyframe() {
        expectClose(xs(keyframes([0, CGFloat.nan, 100, 200]), at: [0.1, 0.8]), [0, 140])
    }

    @Test("A cumulative keyframe animation continues from the last value")
    func cumulative() {
        let animation = keyframes([0, 10])
        animation.repeatCount = 2
        animation.isCumulative = true
        expectClose(xs(animation, at: [1.5]), [15])
    }

    @Test("A path moves position along its lines and curves, one element per equal time slot")
    func pathLinear() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 200, y: 50))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.values = [CGPoint(x: 999, y: 999)]
        let points = samples(animation, at: [0.25, 0.5, 0.75, 1]) { $0.position }
        // Quadratic at u = 0.5: 0.25·(100,0) + 0.5·(200,50) + 0.25·(100,100) = (150, 50).
        let expected = [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 150, y: 50), CGPoint(x: 100, y: 100)]
        for (p, e) in zip(points, expected) { #expect(close(p.x, e.x, 1e-9) && close(p.y, e.y, 1e-9), "\(points)") }
    }

    @Test("A paced path moves at constant speed along its length")
    func pathPaced() {
        let animation = along([CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 90)], mode: .paced)
        let points = samples(animation, at: [0.125, 0.5]) { $0.position }
        #expect(close(points[0].x, 15, 1e-6) && close(points[0].y, 0, 1e-6))
        #expect(close(points[1].x, 30, 1e-6) && close(points[1].y, 30, 1e-6))
    }

    @Test("A discrete path jumps between its vertices")
    func pathDiscrete() {
        let animation = along([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], mode: .discrete)
        let points = samples(animation, at: [0.2, 0.5, 0.9]) { $0.position }
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    }

    @Test("rotationMode auto turns the layer to the path's tangent; autoReverse adds 180°")
    func rotationMode() {
        let animation = along([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        animation.rotationMode = .rotateAuto
        let angles = samples(animation, at: [0.25, 0.75]) { atan2($0.transform.m12, $0.transform.m11) }
        #expect(close(angles[0], 0, 1e-9))
        #expect(close(angles[1], .pi / 2, 1e-9))
        animation.rotationMode = .rotateAutoReverse
        let reversed = samples(animation, at: [0.25]) { atan2($0.transform.m12, $0.transform.m11) }
        #expect(close(abs(reversed[0]), .pi, 1e-9))
    }

    @Test("Rotation follows a curve's tangent and keeps the model transform")
    func rotationOnCurve() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 100, y: 0), control2: CGPoint(x: 100, y: 0))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.rotationMode = .rotateAuto
        animation.duration = 1
        withTestEnvironment { clock in
            let layer = quietLayer { $0.transform = CATransform3DMakeScale(2, 2, 1) }
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.5)
            let t = layer.presentation()!.transform
            // Derivative at u = 0.5 of this cubic is (75, 75): 45°, and the scale of 2 is kept.
            #expect(close(atan2(t.m12, t.m11), .pi / 4, 1e-9))
            #expect(close(hypot(t.m11, t.m12), 2, 1e-9))
        }
    }
}
