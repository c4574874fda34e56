// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

/// Where subview layers go among plain sublayers of the superview's layer, as UIKit places them: relative to the
/// sibling's layer for above/below, at the ends of all sublayers for front/back, slots swapped for exchange.
@MainActor
@Suite("Subview layer order with plain sublayers")
struct ViewLayerOrderTests {
    /// A superview whose layer holds: a's layer, plain layer p, b's layer, plain layer q (back to front).
    private func makeStack() -> (UIView, a: UIView, b: UIView, p: CALayer, q: CALayer) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        let p = CALayer(), q = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(p)
        parent.addSubview(b)
        parent.layer.addSublayer(q)
        return (parent, a, b, p, q)
    }

    @Test("insertSubview(_:aboveSubview:) puts the layer directly above the sibling's layer")
    func insertAbove() {
        let (parent, a, b, p, q) = makeStack()
        let c = UIView()
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, c.layer, p, b.layer, q].map(ObjectIdentifier.init))
        #expect(parent.subviews == [a, c, b])
    }

    @Test("insertSubview(_:belowSubview:) puts the layer directly below the sibling's layer")
    func insertBelow() {
        let (parent, a, b, p, q) = makeStack()
        let c = UIView()
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, p, c.layer, b.layer, q].map(ObjectIdentifier.init))
        #expect(parent.subviews == [a, c, b])
    }

    @Test("Moving an existing subview above a sibling also places its layer directly above the sibling's")
    func moveAbove() {
        let (parent, a, b, p, q) = makeStack()
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [p, b.layer, a.layer, q].map(ObjectIdentifier.init))
        #expect(parent.subviews == [b, a])
    }

    @Test("insertSubview(_:at:) places the layer just below the layer of the subview now at that index")
    func insertAtIndex() {
        let (parent, a, b, p, q) = makeStack()
        let c = UIView()
        parent.insertSubview(c, at: 1)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, p, c.layer, b.layer, q].map(ObjectIdentifier.init))
        #expect(parent.subviews == [a, c, b])
    }

    @Test("bringSubviewToFront and sendSubviewToBack move the layer in front of or behind every sublayer")
    func frontAndBack() {
        let (parent, a, b, p, q) = makeStack()
        parent.bringSubviewToFront(a)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [p, b.layer, q, a.layer].map(ObjectIdentifier.init))
        #expect(parent.subviews == [b, a])
        parent.sendSubviewToBack(a)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, p, b.layer, q].map(ObjectIdentifier.init))
        #expect(parent.subviews == [a, b])
    }

    @Test("exchangeSubview(at:withSubviewAt:) swaps the two layers' slots and leaves plain sublayers in place")
    func exchange() {
        let (parent, a, b, p, q) = makeStack()
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, p, a.layer, q].map(ObjectIdentifier.init))
        #expect(parent.subviews == [b, a])
    }
}
