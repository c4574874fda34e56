// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// The iOS custom-property idiom: a key-value-backed `progress`, redrawn for by `needsDisplay(forKey:)` and drawn
/// in `draw(in:)` as a bar from the left edge. It does not override `drawsOwnContent`.
final class ProgressBarLayer: CALayer, @unchecked Sendable {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(Palette.blue)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// A layer whose custom key animates implicitly through `action(forKey:)` and has a default.
final class DefaultedProgressLayer: CALayer, @unchecked Sendable {
    override class func defaultValue(forKey key: String) -> Any? {
        key == "progress" ? 0.5 : super.defaultValue(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.value(forKey: event)
        animation.duration = 1
        return animation
    }
}

@Suite("Custom animatable layer properties and boxed animation values", .freshLayerEnvironment)
struct CustomPropertyAnimationTests {
    @Test("A layer class overriding draw(in:) draws without overriding drawsOwnContent")
    func drawOverrideIsRecognised() {
        #expect(ProgressBarLayer().drawsOwnContent)
        #expect(!CALayer().drawsOwnContent)
        #expect(!CAShapeLayer().drawsOwnContent)
        #expect(!DefaultedProgressLayer().drawsOwnContent)
    }

    @Test("draw(in:) sees the interpolated progress on the presentation copy, frame by frame")
    func progressIsDrawnFrameByFrame() {
        withTestEnvironment { clock in
            let layer = ProgressBarLayer()
            configure(layer, frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            let animation = CABasicAnimation(keyPath: "progress")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            addAndCommit(animation, to: layer, key: "p")

            var widths: [Int] = []
            for _ in 0..<3 {
                clock.advance(by: 0.25)
                let probe = Probe(renderImage(layer, width: 40, height: 10, time: CACurrentMediaTime()))
                widths.append((0..<40).filter { probe[$0, 5].isClose(to: .blue) }.count)
            }

            #expect(widths == [10, 20, 30])
            #expect(close(layer.presentation()?.value(forKey: "progress") as? CGFloat ?? -1, 0.75))
        }
    }

    @Test("Setting the custom key marks the layer for display; the model draws its own progress")
    func settingProgressRedisplays() {
        withTestEnvironment { _ in
            let layer = ProgressBarLayer()
            configure(layer, frame: CGRect(x: 0, y: 0, width: 40, height: 10))

            withoutActions { layer.progress = 0.5 }

            #expect(layer.needsDisplay())
            let probe = Probe(renderImage(layer, width: 40, height: 10))
            expectPixel(probe, 18, 5, .blue)
            expectPixel(probe, 22, 5, .white)
        }
    }

    @Test("A custom key animates implicitly through action(forKey:) from its default")
    func customActionAnimatesFromDefault() {
        withTestEnvironment { clock in
            let layer = DefaultedProgressLayer()

            #expect(layer.value(forKey: "progress") as? CGFloat == 0.5)
            layer.setValue(1.5, forKey: "progress")
            CATransaction.flush()
            clock.advance(by: 0.5)

            #expect(layer.animation(forKey: "progress") != nil)
            #expect(close(layer.presentation()?.value(forKey: "progress") as? CGFloat ?? -1, 1.0))
            #expect(layer.value(forKey: "progress") as? CGFloat == 1.5)
        }
    }

    @Test("NSValue and NSNumber animation values animate geometry, transforms and scalars")
    func boxedAnimationValues() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            addAndCommit(basic("position", from: NSValue(cgPoint: .zero), to: NSValue(cgPoint: CGPoint(x: 100, y: 50))),
                         to: layer, key: "move")
            addAndCommit(basic("transform", from: NSValue(caTransform3D: CATransform3DIdentity),
                               to: NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))), to: layer, key: "grow")
            addAndCommit(basic("opacity", from: NSNumber(value: 0), to: NSNumber(value: 1)), to: layer, key: "fade")
            addAndCommit(basic("bounds", from: NSValue(cgRect: .zero), to: NSValue(cgRect: CGRect(x: 0, y: 0, width: 20, height: 10))),
                         to: layer, key: "size")
            let keyframes = CAKeyframeAnimation(keyPath: "shadowOffset")
            keyframes.values = [NSValue(cgSize: .zero), NSValue(cgSize: CGSize(width: 8, height: 8)),
                                NSValue(cgSize: CGSize(width: 10, height: 10))]
            keyframes.keyTimes = [0, 0.25, 1]
            keyframes.duration = 1
            addAndCommit(keyframes, to: layer, key: "shadow")

            clock.advance(by: 0.5)
            let presented = layer.presentation()!

            #expect(close(presented.position, CGPoint(x: 50, y: 25)))
            #expect(close(presented.transform.m11, 2))
            #expect(close(CGFloat(presented.opacity), 0.5))
            #expect(close(presented.bounds.width, 10))
            #expect(close(presented.shadowOffset.width, 8 + 2 / 3))
        }
    }

    @Test("NSValue boxes every geometry type and reads it back; bridging casts work both ways")
    func nsValueBoxes() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t3 = CATransform3DMakeRotation(0.5, 0, 0, 1)

        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: -1)).cgVectorValue == CGVector(dx: 1, dy: -1))
        #expect(NSValue(caTransform3D: t3).caTransform3DValue == t3)
        #expect(NSValue(caTransform3D: t3) == NSValue(caTransform3D: t3))
        #expect(String(cString: NSValue(caTransform3D: t3).objCType) == "{CATransform3D=dddddddddddddddd}")
        #expect(NSValue(cgPoint: .zero).cgRectValue == .zero)

        let boxed: Any = NSValue(cgAffineTransform: transform)
        let plain: Any = CGPoint(x: 3, y: 4)
        let number: Any = NSNumber(value: 2.5)
        #expect(boxed as? CGAffineTransform == transform)
        #expect(boxed as? CGPoint == nil)
        #expect((plain as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
        #expect(number as? CGFloat == 2.5)
        #expect((CGFloat(1.5) as Any as? NSNumber)?.doubleValue == 1.5)
    }
}
