// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import TouchstoneTesting
import UIKit

/// The idiom in CustomLayerPropertyIdioms.swift behaves as on iOS.
@Suite("Source compatibility: custom animatable layer properties")
struct CustomLayerPropertyTests {
    /// How many of the 40 pixels across the middle row of `layer`, rendered at media time `time`, are green.
    private func filledWidth(_ layer: CALayer, at time: CFTimeInterval) -> Int {
        let ctx = CGContext(
            data: nil, width: 40, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.translateBy(x: 0, y: 10)
        ctx.scaleBy(x: 1, y: -1)
        LayerRenderer.render(layer, in: ctx, at: time)
        let image = RGBAImage(ctx.makeImage()!)
        return (0..<40).filter { image[$0, 5].g > 200 && image[$0, 5].r < 50 }.count
    }

    /// A 40×10-point progress layer, framed without an animation.
    private func makeProgressLayer() -> ProgressLayer {
        let layer = ProgressLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        CATransaction.commit()
        return layer
    }

    @Test("An explicit animation of progress is drawn by the presentation copy, frame by frame")
    func explicitAnimationIsDrawn() {
        let clock = ManualMediaClock()
        LayerEnvironment(clock: clock).run {
            let layer = makeProgressLayer()

            let anim = CABasicAnimation(keyPath: "progress")
            anim.fromValue = 0
            anim.toValue = 1
            anim.duration = 1
            layer.add(anim, forKey: "p")
            CATransaction.flush()

            clock.advance(by: 0.25)
            #expect(filledWidth(layer, at: CACurrentMediaTime()) == 10)
            clock.advance(by: 0.5)
            #expect(filledWidth(layer, at: CACurrentMediaTime()) == 30)
        }
    }

    @Test("Setting progress animates it through action(forKey:) from the presented value")
    func implicitAnimationOfProgress() {
        let clock = ManualMediaClock()
        LayerEnvironment(clock: clock).run {
            let layer = makeProgressLayer()

            layer.progress = 1
            CATransaction.flush()
            clock.advance(by: 0.5)

            #expect(layer.progress == 1)
            #expect(layer.presentation()?.progress == 0.5)
            #expect(filledWidth(layer, at: CACurrentMediaTime()) == 20)
        }
    }
}
