// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("CALayer presentation and model", .freshLayerEnvironment)
struct CALayerPresentationTests {
    @Test("A model layer's model() is itself; its presentation's model() is the model")
    func modelRelationships() {
        withTestEnvironment { _ in
            let layer = CALayer()
            #expect(layer.model() === layer)
            let presented = layer.presentation()!
            #expect(presented !== layer)
            #expect(presented.model() === layer)
            #expect(presented.presentation() === presented)
        }
    }

    @Test("A presentation's superlayer and sublayers are presentations of the model's")
    func treeOfPresentations() {
        withTestEnvironment { _ in
            let root = CALayer(), child = CALayer(), grandchild = CALayer()
            root.addSublayer(child)
            child.addSublayer(grandchild)
            let presented = child.presentation()!
            let up = presented.superlayer!
            #expect(up !== root && up.model() === root)
            let down = presented.sublayers!
            #expect(down.count == 1 && down[0] !== grandchild && down[0].model() === grandchild)
        }
    }

    @Test("The presentation shows animated values at the current media time; the model keeps the target")
    func animatedValues() {
        withTestEnvironment { clock in
            let layer = CALayer()
            animate(layer, "bounds.size.width", from: 0, to: 100)
            clock.advance(by: 0.5)
            #expect(close(layer.presentation()!.bounds.width, 50, 1e-9))
            #expect(layer.bounds.width == 0)
        }
    }

    @Test("Presentation layers ignore changes and cannot be reparented")
    func presentationIsReadOnly() {
        withTestEnvironment { _ in
            let root = CALayer(), child = CALayer()
            let presented = child.presentation()!
            root.addSublayer(presented)
            #expect(root.sublayers == nil)
            presented.setNeedsDisplay()
            presented.setNeedsLayout()
            #expect(!presented.needsDisplay() && !presented.needsLayout())
        }
    }

    @Test("init(layer:) copies properties, name and timing")
    func initLayerCopies() {
        withTestEnvironment { _ in
            let layer = makeLayer(CGRect(x: 1, y: 2, width: 3, height: 4), color: Palette.red)
            layer.name = "original"
            layer.speed = 2
            let copy = CALayer(layer: layer)
            #expect(copy.frame == layer.frame && copy.backgroundColor == Palette.red)
            #expect(copy.name == "original" && copy.speed == 2)
            #expect(copy.superlayer == nil && copy.sublayers == nil)
        }
    }
}
