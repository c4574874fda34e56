// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// `a` and `b` agree to within `tolerance` in every component.
private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Setting `frame` on a transformed layer: the bounds size is the frame size mapped back through the transform's
/// linear part, and the transformed bounds' bounding box is centred on the frame's centre (Apple's CALayer).
@Suite("CALayer frame under a transform", .freshLayerEnvironment)
struct LayerFrameTransformTests {
    @Test("Under a scale, bounds.size is frame.size divided by the scale and frame reads back the value set")
    func scaledFrame() {
        withTestEnvironment { _ in
            let layer = quietLayer { $0.transform = CATransform3DMakeScale(2, 3, 1) }
            withoutActions { layer.frame = CGRect(x: 10, y: 20, width: 100, height: 60) }
            #expect(layer.bounds.size == CGSize(width: 50, height: 20))
            #expect(layer.position == CGPoint(x: 60, y: 50))
            #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
        }
    }

    @Test("With the anchor at the top-left corner, position is the frame's origin under a scale")
    func scaledFrameCornerAnchor() {
        withTestEnvironment { _ in
            let layer = quietLayer {
                $0.anchorPoint = .zero
                $0.transform = CATransform3DMakeScale(2, 2, 1)
            }
            withoutActions { layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40) }
            #expect(layer.bounds.size == CGSize(width: 20, height: 20))
            #expect(layer.position == CGPoint(x: 10, y: 10))
            #expect(layer.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        }
    }

    @Test("Under a mirror or a translation the frame still reads back, whatever the anchor")
    func mirroredAndTranslated() {
        withTestEnvironment { _ in
            let mirrored = quietLayer {
                $0.anchorPoint = CGPoint(x: 0, y: 0)
                $0.transform = CATransform3DMakeScale(-1, 1, 1)
            }
            withoutActions { mirrored.frame = CGRect(x: 10, y: 10, width: 30, height: 20) }
            #expect(mirrored.bounds.size == CGSize(width: 30, height: 20))
            #expect(mirrored.position == CGPoint(x: 40, y: 10))
            #expect(mirrored.frame == CGRect(x: 10, y: 10, width: 30, height: 20))

            let moved = quietLayer { $0.transform = CATransform3DMakeTranslation(100, 0, 0) }
            withoutActions { moved.frame = CGRect(x: 10, y: 300, width: 50, height: 50) }
            #expect(moved.position == CGPoint(x: -65, y: 325))
            #expect(moved.frame == CGRect(x: 10, y: 300, width: 50, height: 50))
        }
    }

    @Test("Under a quarter turn, width and height swap between bounds and frame")
    func quarterTurn() {
        withTestEnvironment { _ in
            let layer = quietLayer { $0.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }
            withoutActions { layer.frame = CGRect(x: 0, y: 0, width: 50, height: 100) }
            #expect(near(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
            #expect(layer.position == CGPoint(x: 25, y: 50))
            #expect(near(layer.frame, CGRect(x: 0, y: 0, width: 50, height: 100)))
        }
    }

    @Test("Under a 0.1 rad rotation, setting the frame gives the values measured on iOS (Stack Overflow 5802830)")
    func smallRotationMatchesIOS() {
        withTestEnvironment { _ in
            let layer = quietLayer { $0.frame = CGRect(x: 20, y: 20, width: 100, height: 100) }
            withoutActions { layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.1)) }
            #expect(near(layer.frame, CGRect(x: 15.258121, y: 15.258121, width: 109.483757, height: 109.483757), 1e-5))
            withoutActions { layer.frame = CGRect(x: 20, y: 20, width: 100, height: 100) }
            #expect(near(layer.frame, CGRect(x: 11.063205, y: 20, width: 117.873589, height: 100), 1e-5))
        }
    }
}
