// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// Apple's from/to/by rules, additive and cumulative animations, and non-finite values.
@Suite("CABasicAnimation", .freshLayerEnvironment)
struct BasicAnimationTests {
    /// Presented position.x half-way through a 1 s linear animation on a layer whose model x is 10.
    private func halfway(from: Any? = nil, to: Any? = nil, by: Any? = nil) -> CGFloat {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.position = CGPoint(x: 10, y: 0) }
            addAndCommit(basic("position.x", from: from, to: to, by: by), to: layer)
            clock.advance(by: 0.5)
            return presentedX(layer)
        }
    }

    @Test("fromValue and toValue interpolate from → to")
    func fromTo() { #expect(close(halfway(from: 20, to: 40), 30)) }

    @Test("fromValue and byValue interpolate from → from + by")
    func fromBy() { #expect(close(halfway(from: 20, by: 10), 25)) }

    @Test("byValue and toValue interpolate to − by → to")
    func byTo() { #expect(close(halfway(to: 40, by: 10), 35)) }

    @Test("fromValue only interpolates from → the current value")
    func fromOnly() { #expect(close(halfway(from: 20), 15)) }

    @Test("toValue only interpolates the current presentation value → to")
    func toOnly() { #expect(close(halfway(to: 40), 25)) }

    @Test("byValue only interpolates current → current + by")
    func byOnly() { #expect(close(halfway(by: 10), 15)) }

    @Test("No values interpolates the previous value → the current model value")
    func noValues() {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.position = CGPoint(x: 10, y: 0) }
            layer.add(basic("position.x"), forKey: "test")
            withoutActions { layer.position = CGPoint(x: 50, y: 0) }
            CATransaction.flush()
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 30))
        }
    }

    @Test("toValue only starts from the presentation value of an animation it replaces")
    func toOnlyStartsFromPresentation() {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.position = .zero }
            addAndCommit(basic("position.x", from: 0, to: 100), to: layer, key: "move")
            clock.advance(by: 0.5)
            addAndCommit(basic("position.x", to: 0), to: layer, key: "move")
            #expect(close(presentedX(layer), 50))
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 25))
        }
    }

    @Test("An additive animation adds its value to the model value (from/to and byValue alone)",
          arguments: [(Double?.some(0), Double?.some(10), Double?.none), (nil, nil, 10)])
    func additive(from: Double?, to: Double?, by: Double?) {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.position = CGPoint(x: 100, y: 0) }
            let animation = basic("position.x", from: from, to: to, by: by)
            animation.isAdditive = true
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 105))
        }
    }

    @Test("A cumulative animation starts each repeat where the previous one ended")
    func cumulative() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let animation = basic("position.x", from: 0, to: 10)
            animation.isCumulative = true
            animation.repeatCount = 3
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 5))
            clock.advance(by: 1)
            #expect(close(presentedX(layer), 15))
            clock.advance(by: 1)
            #expect(close(presentedX(layer), 25))
            clock.advance(by: 2)
            #expect(close(presentedX(layer), 30))
        }
    }

    @Test("A cumulative transform animation composes its change once per repeat")
    func cumulativeTransform() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = CATransform3DIdentity
            animation.toValue = CATransform3DMakeTranslation(10, 0, 0)
            animation.duration = 1
            animation.repeatCount = 2
            animation.isCumulative = true
            addAndCommit(animation, to: layer)
            clock.advance(by: 1.5)
            #expect(close(layer.presentation()!.transform.m41, 15))
        }
    }

    @Test("A NaN fromValue is ignored: the animation runs from the current value, never showing NaN")
    func nanFromValue() { #expect(close(halfway(from: CGFloat.nan, to: 40), 25)) }

    @Test("Infinite from and to values leave the model value showing")
    func infiniteValues() {
        #expect(close(halfway(from: CGFloat.infinity, to: -CGFloat.infinity), 10))
    }

    @Test("A NaN byValue alone changes nothing")
    func nanBy() { #expect(close(halfway(by: Double.nan), 10)) }

    @Test("A NaN point toValue leaves position finite")
    func nanPoint() {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.position = CGPoint(x: 3, y: 4) }
            addAndCommit(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: CGFloat.nan, y: 1)), to: layer)
            clock.advance(by: 0.5)
            let p = layer.presentation()!.position
            #expect(p.x.isFinite && p.y.isFinite)
        }
    }

    @Test("Values may be given as NSNumber and NSValue")
    func boxedValues() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            addAndCommit(basic("opacity", from: NSNumber(value: 0), to: NSNumber(value: 1)), to: layer, key: "a")
            addAndCommit(basic("position", from: NSValue(point: .zero), to: NSValue(point: CGPoint(x: 8, y: 4))),
                         to: layer, key: "b")
            clock.advance(by: 0.25)
            #expect(abs(layer.presentation()!.opacity - 0.25) < 1e-6)
            #expect(layer.presentation()!.position == CGPoint(x: 2, y: 1))
        }
    }
}
