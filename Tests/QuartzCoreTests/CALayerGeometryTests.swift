// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("CALayer geometry", .freshLayerEnvironment)
struct CALayerGeometryTests {
    @Test("A new layer has empty bounds at the origin, anchor (0.5, 0.5) and identity transforms")
    func defaults() {
        withTestEnvironment { _ in
            let layer = CALayer()
            #expect(layer.bounds == .zero)
            #expect(layer.position == .zero)
            #expect(layer.zPosition == 0)
            #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
            #expect(layer.anchorPointZ == 0)
            #expect(layer.frame == .zero)
            #expect(CATransform3DIsIdentity(layer.transform))
            #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        }
    }

    @Test("frame is derived from position, bounds size and anchor point")
    func frameDerived() {
        withTestEnvironment { _ in
            let layer = CALayer()
            withoutActions {
                layer.bounds = CGRect(x: 7, y: 9, width: 100, height: 40)
                layer.position = CGPoint(x: 50, y: 60)
            }
            #expect(layer.frame == CGRect(x: 0, y: 40, width: 100, height: 40))

            withoutActions { layer.anchorPoint = .zero }
            #expect(layer.frame == CGRect(x: 50, y: 60, width: 100, height: 40))

            withoutActions { layer.anchorPoint = CGPoint(x: 1, y: 1) }
            #expect(layer.frame == CGRect(x: -50, y: 20, width: 100, height: 40))
        }
    }

    @Test("Setting frame sets position (through the anchor point) and bounds size, keeping the bounds origin")
    func frameSetter() {
        withTestEnvironment { _ in
            let layer = CALayer()
            withoutActions {
                layer.bounds.origin = CGPoint(x: 3, y: 4)
                layer.anchorPoint = CGPoint(x: 0.25, y: 0)
                layer.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
            }
            #expect(layer.position == CGPoint(x: 30, y: 20))
            #expect(layer.bounds == CGRect(x: 3, y: 4, width: 80, height: 40))
            #expect(layer.frame == CGRect(x: 10, y: 20, width: 80, height: 40))
        }
    }

    @Test("Setting a frame with negative size stores its standardized form")
    func frameNegativeSize() {
        withTestEnvironment { _ in
            let layer = CALayer()
            withoutActions { layer.frame = CGRect(x: 100, y: 100, width: -40, height: -20) }
            #expect(layer.frame == CGRect(x: 60, y: 80, width: 40, height: 20))
        }
    }

    @Test("With a transform, frame is the bounding box of the transformed bounds about the anchor point")
    func frameWithTransform() {
        withTestEnvironment { _ in
            let layer = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 50))
            withoutActions { layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }
            #expect(close(layer.frame, CGRect(x: 25, y: -25, width: 50, height: 100), 1e-9))

            withoutActions { layer.transform = CATransform3DMakeScale(2, 3, 1) }
            #expect(close(layer.frame, CGRect(x: -50, y: -50, width: 200, height: 150)))
            #expect(layer.position == CGPoint(x: 50, y: 25))
            #expect(layer.bounds.size == CGSize(width: 100, height: 50))
        }
    }

    @Test("affineTransform and setAffineTransform read and write the transform's 2-D part")
    func affineAccessors() {
        withTestEnvironment { _ in
            let layer = CALayer()
            let affine = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 4)
            withoutActions { layer.setAffineTransform(affine) }
            #expect(layer.affineTransform() == affine)
            #expect(CATransform3DIsAffine(layer.transform))
        }
    }

    @Test("Transform key paths read and write components: rotation, scale and translation")
    func transformKeyPaths() {
        withTestEnvironment { _ in
            let layer = CALayer()
            withoutActions {
                layer.transform = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), 0.25, 0, 0, 1)
            }
            let props = layer.props
            guard case .scalar(let rotation)? = props.value(forKeyPath: "transform.rotation.z"),
                case .scalar(let scaleX)? = props.value(forKeyPath: "transform.scale.x")
            else {
                Issue.record("transform key paths did not produce scalars")
                return
            }
            #expect(close(CGFloat(rotation), 0.25, 1e-12))
            #expect(close(CGFloat(scaleX), 2, 1e-12))
        }
    }

    @Test("zPosition orders siblings: higher in front, ties keep insertion order")
    func zPositionOrdering() {
        withTestEnvironment { _ in
            let parent = CALayer()
            let a = CALayer(), b = CALayer(), c = CALayer()
            for layer in [a, b, c] { parent.addSublayer(layer) }
            #expect(
                parent.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [a, b, c].map(ObjectIdentifier.init))

            withoutActions {
                a.zPosition = 5
                c.zPosition = -1
            }
            #expect(parent.sublayersInDrawingOrder.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
            // The model order is unchanged: zPosition only affects drawing and hit testing.
            #expect(parent.sublayers!.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        }
    }

    @Test("Changing the bounds size marks the layer for layout; moving it does not")
    func boundsMarksLayout() {
        withTestEnvironment { _ in
            let layer = CALayer()
            layer.layoutIfNeeded()
            withoutActions { layer.position = CGPoint(x: 10, y: 10) }
            #expect(!layer.needsLayout())
            withoutActions { layer.bounds.size = CGSize(width: 10, height: 10) }
            #expect(layer.needsLayout())
        }
    }
}
