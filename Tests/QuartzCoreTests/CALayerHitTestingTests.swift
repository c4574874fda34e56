// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("CALayer hit testing", .freshLayerEnvironment)
struct CALayerHitTestingTests {
    /// root (0, 0, 300, 300) ⊃ a (50, 50, 100, 100) ⊃ b (80, 80, 50, 50), so b sticks out of a.
    private func makeTree() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = makeLayer(CGRect(x: 50, y: 50, width: 100, height: 100))
        let b = makeLayer(CGRect(x: 80, y: 80, width: 50, height: 50))
        root.addSublayer(a)
        a.addSublayer(b)
        return (root, a, b)
    }

    @Test("hitTest takes the point in the superlayer's coordinates and returns the deepest layer containing it")
    func superlayerCoordinates() {
        withTestEnvironment { _ in
            let (root, a, b) = makeTree()
            #expect(root.hitTest(CGPoint(x: 60, y: 60)) === a)
            #expect(root.hitTest(CGPoint(x: 140, y: 140)) === b)
            #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
            // a's superlayer is root: (60, 60) in root space is inside a; (10, 10) is not.
            #expect(a.hitTest(CGPoint(x: 60, y: 60)) === a)
            #expect(a.hitTest(CGPoint(x: 10, y: 10)) == nil)
            #expect(root.hitTest(CGPoint(x: 400, y: 10)) == nil)
        }
    }

    @Test("Sublayers outside their superlayer's bounds are hit unless it masks to bounds")
    func masksToBounds() {
        withTestEnvironment { _ in
            let (root, a, b) = makeTree()
            #expect(root.hitTest(CGPoint(x: 170, y: 170)) === b)
            withoutActions { a.masksToBounds = true }
            #expect(root.hitTest(CGPoint(x: 170, y: 170)) === root)
            #expect(root.hitTest(CGPoint(x: 140, y: 140)) === b)
        }
    }

    @Test("Hidden layers and their sublayers are skipped")
    func hidden() {
        withTestEnvironment { _ in
            let (root, a, b) = makeTree()
            withoutActions { b.isHidden = true }
            #expect(root.hitTest(CGPoint(x: 140, y: 140)) === a)
            withoutActions {
                b.isHidden = false
                a.isHidden = true
            }
            #expect(root.hitTest(CGPoint(x: 140, y: 140)) === root)
            #expect(root.hitTest(CGPoint(x: 170, y: 170)) === root)
        }
    }

    @Test("Siblings are tested front to back: the last added wins, unless a higher zPosition is in front")
    func frontToBack() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
            let first = makeLayer(CGRect(x: 0, y: 0, width: 50, height: 50))
            let second = makeLayer(CGRect(x: 25, y: 25, width: 50, height: 50))
            root.addSublayer(first)
            root.addSublayer(second)
            #expect(root.hitTest(CGPoint(x: 30, y: 30)) === second)
            withoutActions { first.zPosition = 1 }
            #expect(root.hitTest(CGPoint(x: 30, y: 30)) === first)
            #expect(root.hitTest(CGPoint(x: 60, y: 60)) === second)
        }
    }

    @Test("Transforms are honoured: a rotated layer is hit where it appears")
    func transformed() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 200, height: 200))
            let bar = CALayer()
            withoutActions {
                bar.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
                bar.position = CGPoint(x: 100, y: 100)
                bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            }
            root.addSublayer(bar)
            #expect(root.hitTest(CGPoint(x: 100, y: 60)) === bar)  // vertical after the turn
            #expect(root.hitTest(CGPoint(x: 140, y: 100)) === root)
        }
    }

    @Test("contains(_:) takes the layer's own coordinates, bounds origin included")
    func containsPoint() {
        withTestEnvironment { _ in
            let layer = makeLayer(CGRect(x: 100, y: 100, width: 20, height: 20))
            withoutActions { layer.bounds.origin = CGPoint(x: -10, y: -10) }
            #expect(layer.contains(CGPoint(x: -5, y: -5)))
            #expect(!layer.contains(CGPoint(x: 15, y: 15)))

        }
    }

    @Test("Non-finite points hit nothing")
    func nonFinite() {
        withTestEnvironment { _ in
            let (root, _, _) = makeTree()
            #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 0)) == nil)
            #expect(root.hitTest(CGPoint(x: 0, y: CGFloat.infinity)) == nil)
        }
    }

    @Test("Hit-testing a presentation layer walks the presentation tree and returns presentation layers")
    func presentationTree() {
        withTestEnvironment { clock in
            let (root, a, b) = makeTree()
            animate(a, "position.x", from: 200, to: 300)
            clock.advance(by: 0.5)  // a presented at x 200…300 (model 50…150); b at 280…330 (model 130…180)

            let presentedRoot = root.presentation()!
            let hitA = presentedRoot.hitTest(CGPoint(x: 210, y: 60))
            #expect(hitA !== a && hitA?.model() === a)
            #expect(presentedRoot.hitTest(CGPoint(x: 290, y: 140))?.model() === b)
            #expect(presentedRoot.hitTest(CGPoint(x: 60, y: 60))?.model() === root)
            // The model tree is unaffected.
            #expect(root.hitTest(CGPoint(x: 60, y: 60)) === a)
            #expect(root.hitTest(CGPoint(x: 290, y: 140)) === root)
        }
    }

    @Test("A layer scaled to nothing is skipped")
    func degenerate() {
        withTestEnvironment { _ in
            let (root, a, _) = makeTree()
            withoutActions { a.transform = CATransform3DMakeScale(0, 0, 1) }
            #expect(root.hitTest(CGPoint(x: 100, y: 100)) === root)
        }
    }
}
