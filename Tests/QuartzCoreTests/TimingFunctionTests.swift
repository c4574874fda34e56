// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// CAMediaTimingFunction: Apple's named curves and the accuracy of the curve solver.
@Suite("CAMediaTimingFunction", .freshLayerEnvironment)
struct TimingFunctionTests {
    private func controlPoints(_ f: CAMediaTimingFunction) -> [Float] {
        var result: [Float] = []
        var pair: [Float] = [0, 0]
        for i in 0..<4 {
            pair.withUnsafeMutableBufferPointer { f.getControlPoint(at: i, values: $0.baseAddress!) }
            result += pair
        }
        return result
    }

    @Test("The named functions have Apple's control points exactly", arguments: [
        (CAMediaTimingFunction.Name.linear, [Float(0), 0, 0, 0, 1, 1, 1, 1]),
        (.easeIn, [0, 0, 0.42, 0, 1, 1, 1, 1]),
        (.easeOut, [0, 0, 0, 0, 0.58, 1, 1, 1]),
        (.easeInEaseOut, [0, 0, 0.42, 0, 0.58, 1, 1, 1]),
        (.default, [0, 0, 0.25, 0.1, 0.25, 1, 1, 1]),
    ])
    func namedControlPoints(name: CAMediaTimingFunction.Name, expected: [Float]) {
        #expect(controlPoints(CAMediaTimingFunction(name: name)) == expected)
    }

    /// y(x) of the cubic Bézier (0,0), c1, c2, (1,1), found by bisection on x(t) to ~1e-15.
    private func reference(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(c1x, c2x, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(c1y, c2y, (lo + hi) / 2)
    }

    @Test("Custom curves are solved to within 1e-5 of a bisection reference")
    func customCurveAccuracy() {
        let curves: [(Float, Float, Float, Float)] = [
            (0.1, 0.7, 0.1, 1), (0.9, 0, 0.1, 1), (0.5, -0.5, 0.5, 1.5), (0, 1, 1, 0), (0.68, -0.55, 0.27, 1.55),
        ]
        for (a, b, c, d) in curves {
            let f = CAMediaTimingFunction(controlPoints: a, b, c, d)
            for i in 0...200 {
                let x = Double(i) / 200
                let expected = reference(Double(a), Double(b), Double(c), Double(d), x)
                #expect(abs(f.solve(x) - expected) <= 1e-5, "curve \((a, b, c, d)) at \(x)")
            }
        }
    }

    @Test("easeInEaseOut at a quarter of the time is 12.92 % of the way")
    func easeInEaseOutSample() {
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).solve(0.25) * 100 - 12.92) < 0.005)
    }

    @Test("Non-finite control points fall back to linear")
    func nonFinite() {
        let f = CAMediaTimingFunction(controlPoints: .nan, 0, 1, .infinity)
        #expect(f == CAMediaTimingFunction(name: .linear))
        #expect(abs(f.solve(0.3) - 0.3) < 1e-9)
    }

    @Test("An animation's timing function paces its progress")
    func pacesAnimation() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let animation = basic("position.x", from: 0, to: 100)
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.5)
            let expected = 100 * reference(0.42, 0, 1, 1, 0.5)
            #expect(close(presentedX(layer), expected, 1e-3))
        }
    }
}
