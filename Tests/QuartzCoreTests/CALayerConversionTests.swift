// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("CALayer coordinate conversion", .freshLayerEnvironment)
struct CALayerConversionTests {
    /// root (300×300) ⊃ parent at (100, 100) ⊃ child at (10, 20), 50×50 each below the root.
    private func makeTree() -> (root: CALayer, parent: CALayer, child: CALayer) {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = makeLayer(CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = makeLayer(CGRect(x: 10, y: 20, width: 50, height: 50))
        root.addSublayer(parent)
        parent.addSublayer(child)
        return (root, parent, child)
    }

    @Test("Points convert between a layer and its superlayer through the frame origin")
    func simpleOffsets() {
        withTestEnvironment { _ in
            let (root, parent, child) = makeTree()
            #expect(child.convert(CGPoint(x: 5, y: 5), to: parent) == CGPoint(x: 15, y: 25))
            #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 115, y: 125))
            #expect(child.convert(CGPoint(x: 115, y: 125), from: root) == CGPoint(x: 5, y: 5))
            #expect(parent.convert(CGPoint(x: 0, y: 0), from: child) == CGPoint(x: 10, y: 20))
        }
    }

    @Test("nil means the root layer of the tree")
    func nilIsRoot() {
        withTestEnvironment { _ in
            let (_, _, child) = makeTree()
            #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 115, y: 125))
            #expect(child.convert(CGPoint(x: 115, y: 125), from: nil) == CGPoint(x: 5, y: 5))
            #expect(
                child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
                    == CGRect(x: 110, y: 120, width: 10, height: 10))
        }
    }

    @Test("The anchor point decides where position puts the layer")
    func anchorPoint() {
        withTestEnvironment { _ in
            let (_, parent, child) = makeTree()
            withoutActions {
                child.anchorPoint = .zero
                child.position = CGPoint(x: 10, y: 20)
            }
            #expect(child.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 10, y: 20))
        }
    }

    @Test("A bounds origin shifts the content: that point appears at the layer's top-left")
    func boundsOrigin() {
        withTestEnvironment { _ in
            let (root, parent, child) = makeTree()
            withoutActions { parent.bounds.origin = CGPoint(x: 50, y: 0) }
            #expect(parent.convert(CGPoint(x: 50, y: 0), to: root) == CGPoint(x: 100, y: 100))
            // The child's frame is in the parent's bounds space, so it moved left by 50 on screen.
            #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 60, y: 120))
        }
    }

    @Test("Transforms apply about the anchor point: a quarter turn maps the top-left corner")
    func rotation() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 300, height: 300))
            let layer = CALayer()
            withoutActions {
                layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
                layer.position = CGPoint(x: 100, y: 100)
                layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            }
            root.addSublayer(layer)
            #expect(close(layer.convert(CGPoint.zero, to: root), CGPoint(x: 110, y: 80), 1e-9))
            #expect(close(root.convert(CGPoint(x: 110, y: 80), to: layer), .zero, 1e-9))
            #expect(
                close(
                    layer.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: root),
                    CGRect(x: 90, y: 80, width: 20, height: 40), 1e-9))
        }
    }

    @Test("A superlayer's sublayerTransform applies about its anchor point")
    func sublayerTransform() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSublayer(child)
            withoutActions { root.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }
            #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: -100, y: -100))
            #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: -80, y: -80))
        }
    }

    @Test("Perspective: the edge turned towards the viewer looks taller, and conversion round-trips")
    func perspective() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 200, height: 200))
            let card = makeLayer(CGRect(x: 50, y: 50, width: 100, height: 100))
            root.addSublayer(card)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            withoutActions {
                root.sublayerTransform = perspective
                card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            }
            let leftTop = card.convert(CGPoint(x: 0, y: 0), to: root)
            let leftBottom = card.convert(CGPoint(x: 0, y: 100), to: root)
            let rightTop = card.convert(CGPoint(x: 100, y: 0), to: root)
            let rightBottom = card.convert(CGPoint(x: 100, y: 100), to: root)
            let left = leftBottom.y - leftTop.y, right = rightBottom.y - rightTop.y
            // Rotating about +y turns the left edge towards the viewer (+z).
            #expect(left > 100 && right < 100, "left \(left), right \(right)")
            // The centre stays put.
            #expect(close(card.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 100, y: 100), 1e-9))
            for p in [CGPoint(x: 3, y: 7), CGPoint(x: 90, y: 40)] {
                #expect(close(root.convert(card.convert(p, to: root), to: card), p, 1e-9))
            }
        }
    }

    @Test("Converting between layers of different trees returns the point unchanged")
    func unrelatedTrees() {
        withTestEnvironment { _ in
            let a = makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10))
            let b = makeLayer(CGRect(x: 50, y: 50, width: 10, height: 10))
            let root = CALayer()
            root.addSublayer(b)
            #expect(a.convert(CGPoint(x: 1, y: 2), to: b) == CGPoint(x: 1, y: 2))
        }
    }

    @Test("A layer scaled to zero cannot be converted into; the point comes back unchanged")
    func singularTransform() {
        withTestEnvironment { _ in
            let (root, _, child) = makeTree()
            withoutActions { child.transform = CATransform3DMakeScale(0, 1, 1) }
            #expect(child.convert(CGPoint(x: 7, y: 8), from: root) == CGPoint(x: 7, y: 8))
        }
    }

    @Test("A presentation layer converts through the presentation tree: where the layers are on screen now")
    func presentationConverts() {
        withTestEnvironment { clock in
            let (root, parent, child) = makeTree()
            animate(parent, "position.x", from: 50, to: 150)
            clock.advance(by: 0.5)  // parent presented at x = 100 - 50 = 50 instead of 100

            let presented = child.presentation()!
            #expect(presented.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 65, y: 125))
            #expect(presented.convert(CGPoint(x: 65, y: 125), from: nil) == CGPoint(x: 5, y: 5))
            #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 115, y: 125))
        }
    }
}
