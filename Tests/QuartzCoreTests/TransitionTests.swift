// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// CATransition: progress and the four effects, checked with pixel probes on rendered frames.
@Suite("CATransition", .freshLayerEnvironment)
struct TransitionTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 100 × 100 container showing two halves: `left` on x 0…50, `right` on x 50…100.
    private func container() -> CALayer {
        quietLayer {
            $0.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            $0.position = CGPoint(x: 50, y: 50)
        }
    }

    /// Replaces the container's content with two halves coloured `left` and `right`.
    private func show(_ left: CGColor, _ right: CGColor, in layer: CALayer) {
        withoutActions {
            layer.sublayers = nil
            for (color, x) in [(left, 0.0), (right, 50.0)] {
                let half = CALayer()
                half.frame = CGRect(x: x, y: 0, width: 50, height: 100)
                half.backgroundColor = color
                layer.addSublayer(half)
            }
        }
    }

    /// Renders `layer` as presented at media time `time` (nil: the model) into a 100 × 100 image, y down.
    private func render(_ layer: CALayer, at time: CFTimeInterval?) -> RGBAImage {
        let ctx = CGContext(data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.translateBy(x: 0, y: 100)
        ctx.scaleBy(x: 1, y: -1)
        if let time { LayerRenderer.render(layer, in: ctx, at: time) } else { layer.render(in: ctx) }
        return RGBAImage(ctx.makeImage()!)
    }

    /// The colour name of the pixel at (x, y), or its components when it is none of the test colours.
    private func color(_ image: RGBAImage, _ x: Int, _ y: Int) -> String {
        let p = image[x, y]
        switch (p.r, p.g, p.b, p.a) {
        case (255, 0, 0, 255): return "red"
        case (0, 255, 0, 255): return "green"
        case (255, 255, 0, 255): return "yellow"
        case (0, 0, 255, 255): return "blue"
        case (_, _, _, 0): return "clear"
        default: return "\(p)"
        }
    }

    /// Runs a 1 s linear transition from red|green to yellow|blue and renders it at `t` seconds.
    private func frame(_ type: CATransitionType, _ subtype: CATransitionSubtype?, at t: CFTimeInterval,
                       configure: (CATransition) -> Void = { _ in }) -> RGBAImage
    {
        withTestEnvironment { clock in
            let layer = container()
            show(Self.red, Self.green, in: layer)
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            configure(transition)
            layer.add(transition, forKey: kCATransition)
            show(Self.yellow, Self.blue, in: layer)
            CATransaction.flush()
            clock.advance(by: t)
            return render(layer, at: CACurrentMediaTime())
        }
    }

    @Test("push fromRight moves the old content out to the left and the new in from the right")
    func pushFromRight() {
        let image = frame(.push, .fromRight, at: 0.5)
        #expect([color(image, 25, 50), color(image, 75, 50)] == ["green", "yellow"])
    }

    @Test("moveIn fromRight slides the new content over the still old content")
    func moveInFromRight() {
        let image = frame(.moveIn, .fromRight, at: 0.5)
        #expect([color(image, 25, 50), color(image, 75, 50)] == ["red", "yellow"])
    }

    @Test("reveal fromRight slides the old content away over the still new content")
    func revealFromRight() {
        let image = frame(.reveal, .fromRight, at: 0.5)
        #expect([color(image, 25, 50), color(image, 75, 50)] == ["green", "blue"])
    }

    @Test("push fromLeft, fromTop and fromBottom move the content the other ways")
    func otherDirections() {
        let left = frame(.push, .fromLeft, at: 0.5)
        #expect([color(left, 25, 50), color(left, 75, 50)] == ["blue", "red"])
        let top = frame(.moveIn, .fromTop, at: 0.25)
        #expect([color(top, 25, 10), color(top, 25, 60)] == ["yellow", "red"])
        let bottom = frame(.moveIn, .fromBottom, at: 0.25)
        #expect([color(bottom, 25, 10), color(bottom, 25, 90)] == ["red", "yellow"])
        let unspecified = frame(.moveIn, nil, at: 0.5)
        #expect([color(unspecified, 25, 50), color(unspecified, 75, 50)] == ["blue", "green"])
    }

    @Test("fade crossfades: half-way, each pixel is an even mix of old and new")
    func fade() {
        let image = frame(.fade, nil, at: 0.5)
        let p = image[25, 50]
        #expect(abs(Int(p.r) - 255) <= 2 && abs(Int(p.g) - 128) <= 2 && p.b <= 2 && p.a == 255, "\(p)")
        let q = image[75, 50]
        #expect(q.r <= 2 && abs(Int(q.g) - 128) <= 2 && abs(Int(q.b) - 128) <= 2 && q.a == 255, "\(q)")
    }

    @Test("startProgress and endProgress map the duration onto part of the effect")
    func progressRange() {
        let image = frame(.push, .fromRight, at: 0.5) {
            $0.startProgress = 0.2
            $0.endProgress = 0.6
        }
        // Progress 0.4: old shifted 40 left (red to x 10, green to 60), new from x 60.
        #expect([color(image, 5, 50), color(image, 30, 50), color(image, 70, 50)] == ["red", "green", "yellow"])
    }

    @Test("At the start the old look shows; after the end, and in render(in:), the new look")
    func endsAndModel() {
        #expect(color(frame(.push, .fromRight, at: 0), 25, 50) == "red")
        withTestEnvironment { clock in
            let layer = container()
            show(Self.red, Self.green, in: layer)
            let transition = CATransition()
            transition.duration = 1
            layer.add(transition, forKey: kCATransition)
            show(Self.yellow, Self.blue, in: layer)
            CATransaction.flush()
            #expect(color(render(layer, at: nil), 25, 50) == "yellow")
            clock.advance(by: 1.5)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(layer.animationKeys() == nil)
            #expect(color(render(layer, at: CACurrentMediaTime()), 25, 50) == "yellow")
        }
    }

    /// A 2 × 2 image filled with `color`.
    private func image(_ color: CGColor) -> CGImage {
        let ctx = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(color)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        return ctx.makeImage()!
    }

    @Test("Changing a standalone layer's contents crossfades the old image into the new one")
    func implicitContentsCrossfade() {
        withTestEnvironment { clock in
            let layer = container()
            withoutActions { layer.contents = image(Self.red) }
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setAnimationDuration(1)
            layer.contents = image(Self.blue)
            CATransaction.commit()
            #expect(layer.animation(forKey: "contents") is CATransition)
            clock.advance(by: 0.25)
            let p = render(layer, at: CACurrentMediaTime())[50, 50]
            #expect(abs(Int(p.r) - 191) <= 2 && p.g <= 2 && abs(Int(p.b) - 64) <= 2 && p.a == 255, "\(p)")
            clock.advance(by: 1)
            #expect(color(render(layer, at: CACurrentMediaTime()), 50, 50) == "blue")
        }
    }

    @Test("Bad progress values are repaired; an empty layer transitions from nothing")
    func badInput() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let transition = CATransition()
            transition.startProgress = .nan
            transition.endProgress = -3
            layer.add(transition, forKey: kCATransition)
            let added = layer.animation(forKey: kCATransition) as? CATransition
            #expect(added?.startProgress == 0 && added?.endProgress == 0)
            CATransaction.flush()
            clock.advance(by: 0.1)
            _ = render(layer, at: CACurrentMediaTime())
        }
    }
}
