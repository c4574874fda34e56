// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A fresh environment with a manual clock at t = 0 for each test.
func withTestEnvironment<T>(_ body: (ManualMediaClock) throws -> T) rethrows -> T {
    let clock = ManualMediaClock()
    return try LayerEnvironment(clock: clock).run { try body(clock) }
}

@Suite("Animation timing", .freshLayerEnvironment)
struct AnimationTimingTests {
    @Test("1 s easeInEaseOut position.x 0→100 is at 12.92 at t = 0.25 s (control points 0.42, 0, 0.58, 1)")
    func easeInEaseOutSample() throws {
        withTestEnvironment { clock in
            let layer = CALayer()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 0
            animation.toValue = 100
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(animation, forKey: "move")
            CATransaction.flush()

            clock.advance(by: 0.25)
            let x = layer.presentation()!.position.x
            #expect(abs(x - 12.92) <= 0.01)
        }
    }

    @Test("A standalone layer animates an implicit position change over 0.25 s")
    func implicitAnimation() {
        withTestEnvironment { clock in
            let layer = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 0, y: 0)
            CATransaction.commit()
            CATransaction.flush()

            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.flush()
            #expect(layer.position.x == 100)
            #expect(layer.animationKeys() == ["position"])
            #expect(layer.presentation()!.position.x == 0)

            clock.advance(by: 0.125)
            // Implicit animations use the default function (0.25, 0.1, 0.25, 1): 80.24 % of the way at half time.
            let mid = layer.presentation()!.position.x
            let expected = 100 * CAMediaTimingFunction(name: .default).solve(0.5)
            #expect(abs(expected - 80.24) < 0.05)
            #expect(abs(mid - expected) < 0.01)
            clock.advance(by: 0.2)
            #expect(layer.presentation()!.position.x == 100)
        }
    }

    @Test("setDisableActions suppresses the implicit animation")
    func disableActions() {
        withTestEnvironment { _ in
            let layer = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()!.opacity == 0.5)
        }
    }
}
