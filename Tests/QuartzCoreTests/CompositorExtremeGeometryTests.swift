// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Layer geometry near the top of the Double range: finite on its own, it overflows to infinity once scaled,
/// offset or grown by a shadow. Foundation's `CGRect.intersection` traps on Linux for such rectangles; the compositor
/// and `render(in:)` must treat them as unbounded (or draw nothing), never trap.
@Suite("Compositor extreme geometry", .freshLayerEnvironment)
struct CompositorExtremeGeometryTests {
    /// Each case configures one layer inside a 2× root and a sibling that must still paint.
    static let cases: [(String, @Sendable (CALayer) -> Void)] = [
        ("huge bounds, scaled past Double", { l in
            l.bounds = CGRect(x: 0, y: 0, width: 1e308, height: 1e308)
            l.masksToBounds = true
        }),
        ("huge bounds origin", { l in l.bounds = CGRect(x: -1.7e308, y: -1.7e308, width: 1.7e308, height: 10) }),
        ("huge position", { l in l.position = CGPoint(x: 1.7e308, y: -1.7e308) }),
        ("huge transform scale with a mask", { l in
            l.transform = CATransform3DMakeScale(1e300, 1e300, 1)
            l.masksToBounds = true
            l.mask = Scene.layer(CGRect(x: 0, y: 0, width: 1e308, height: 1e308), Scene.black)
        }),
        ("mask far outside Double after scaling", { l in
            l.mask = Scene.layer(CGRect(x: -1e308, y: -1e308, width: 1.7e308, height: 1.7e308), Scene.black)
        }),
        ("huge shadow offset and radius", { l in
            l.shadowOpacity = 1
            l.shadowOffset = CGSize(width: 1.7e308, height: -1.7e308)
            l.shadowRadius = 1e308
        }),
        ("huge shadow path", { l in
            l.shadowOpacity = 1
            l.shadowPath = CGPath(rect: CGRect(x: -1e308, y: -1e308, width: 1.7e308, height: 1.7e308),
                                  transform: nil)
        }),
        ("huge group shadow with sublayer", { l in
            l.shadowOpacity = 1
            l.shadowRadius = 1e308
            l.bounds = CGRect(x: 0, y: 0, width: 1e308, height: 1e308)
            l.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 1e308, height: 1e308), Scene.blue))
        }),
        ("contents in huge bounds", { l in
            l.contents = Scene.quadrants(4, 4)
            l.bounds = CGRect(x: 0, y: 0, width: 1.7e308, height: 1.7e308)
            l.masksToBounds = true
        }),
        ("contents with a huge contentsRect", { l in
            l.contents = Scene.quadrants(4, 4)
            l.contentsRect = CGRect(x: -1.7e308, y: -1.7e308, width: 1.7e308, height: 1.7e308)
        }),
        ("contents scaled by a tiny contentsScale", { l in
            l.contents = Scene.quadrants(4, 4)
            l.contentsScale = 1e-308
            l.contentsGravity = .center
        }),
        ("huge border and corner radius", { l in
            l.borderWidth = 1.7e308
            l.cornerRadius = 1.7e308
            l.borderColor = Scene.blue
        }),
        ("huge sublayer transform", { l in
            l.sublayerTransform = CATransform3DMakeTranslation(1.7e308, 1.7e308, 0)
            l.addSublayer(Scene.layer(CGRect(x: 1.7e308, y: 0, width: 10, height: 10), Scene.blue))
        }),
        ("shape layer with a huge path and line width", { l in
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            shape.path = CGPath(rect: CGRect(x: -1e308, y: -1e308, width: 1.7e308, height: 1.7e308), transform: nil)
            shape.lineWidth = 1e308
            shape.strokeColor = Scene.blue
            l.addSublayer(shape)
        }),
        ("perspective with huge depth", { l in
            var t = CATransform3DIdentity
            t.m34 = -1e-308
            l.transform = CATransform3DRotate(t, 0.5, 0, 1, 0)
            l.bounds = CGRect(x: 0, y: 0, width: 1e308, height: 1e308)
        }),
    ]

    @Test("Every extreme case renders through the compositor and render(in:) without trapping",
          arguments: 0..<cases.count)
    func extremeCase(_ index: Int) {
        let (name, configure) = Self.cases[index]
        Scene.build { _ in
            let root = Scene.root()
            root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
            let layer = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Scene.red)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            configure(layer)
            CATransaction.commit()
            root.addSublayer(layer)
            // A witness that must still paint (at pixels 30–50: the root scales about its centre): the frame is
            // not lost to one bad layer.
            root.addSublayer(Scene.layer(CGRect(x: 45, y: 45, width: 10, height: 10), Scene.green))
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            compositor.renderFrame(at: 0)
            expectPixel(RGBAImage(compositor.image()), 40, 40, 0, 255, 0, tolerance: 4)
            let ctx = CGContext(
                data: nil, width: 120, height: 120, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            ctx.translateBy(x: 0, y: 120)
            ctx.scaleBy(x: 1, y: -1)
            root.render(in: ctx)
            #expect(ctx.cairoIsHealthy, "\(name): render(in:) left the context in an error state")
            expectPixel(RGBAImage(ctx.makeImage()!), 40, 40, 0, 255, 0, tolerance: 4)
            _ = LayerTreeDump.dump(root)
            layer.mask = nil
        }
    }
}
