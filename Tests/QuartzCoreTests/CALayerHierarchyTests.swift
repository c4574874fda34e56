// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// The identities of `layers`, for order comparisons.
private func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

@Suite("CALayer hierarchy", .freshLayerEnvironment)
struct CALayerHierarchyTests {
    @Test("A new layer has no superlayer and nil sublayers")
    func fresh() {
        let layer = CALayer()
        #expect(layer.superlayer == nil)
        #expect(layer.sublayers == nil)
    }

    @Test("addSublayer appends in front and sets the superlayer")
    func addSublayer() {
        withTestEnvironment { _ in
            let parent = CALayer(), a = CALayer(), b = CALayer()
            parent.addSublayer(a)
            parent.addSublayer(b)
            #expect(ids(parent.sublayers) == ids([a, b]))
            #expect(a.superlayer === parent && b.superlayer === parent)
        }
    }

    @Test("insertSublayer(at:) inserts at the index, clamping past-the-end indices")
    func insertAtIndex() {
        withTestEnvironment { _ in
            let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
            parent.addSublayer(a)
            parent.addSublayer(b)
            parent.insertSublayer(c, at: 1)
            parent.insertSublayer(d, at: 99)
            #expect(ids(parent.sublayers) == ids([a, c, b, d]))
        }
    }

    @Test("insertSublayer(above:/below:) places next to the sibling, or at the end/start when it is not a sublayer")
    func insertRelative() {
        withTestEnvironment { _ in
            let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
            parent.addSublayer(a)
            parent.addSublayer(b)
            parent.insertSublayer(c, above: a)
            parent.insertSublayer(d, below: a)
            #expect(ids(parent.sublayers) == ids([d, a, c, b]))

            parent.insertSublayer(e, below: CALayer())
            #expect(ids(parent.sublayers).first == ObjectIdentifier(e))
            let f = CALayer()
            parent.insertSublayer(f, above: nil)
            #expect(ids(parent.sublayers).last == ObjectIdentifier(f))
        }
    }

    @Test("Re-adding a sublayer moves it; adding it elsewhere removes it from its old superlayer")
    func reAddMoves() {
        withTestEnvironment { _ in
            let parent = CALayer(), other = CALayer(), a = CALayer(), b = CALayer()
            parent.addSublayer(a)
            parent.addSublayer(b)
            parent.addSublayer(a)
            #expect(ids(parent.sublayers) == ids([b, a]))

            parent.insertSublayer(a, at: 0)
            #expect(ids(parent.sublayers) == ids([a, b]))

            other.addSublayer(a)
            #expect(ids(parent.sublayers) == ids([b]))
            #expect(a.superlayer === other)
        }
    }

    @Test("replaceSublayer swaps at the same index and detaches the old layer")
    func replace() {
        withTestEnvironment { _ in
            let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), n = CALayer()
            for l in [a, b, c] { parent.addSublayer(l) }
            parent.replaceSublayer(b, with: n)
            #expect(ids(parent.sublayers) == ids([a, n, c]))
            #expect(b.superlayer == nil && n.superlayer === parent)

            // Replacing a layer that is not a sublayer does nothing.
            parent.replaceSublayer(CALayer(), with: CALayer())
            #expect(ids(parent.sublayers) == ids([a, n, c]))
        }
    }

    @Test("replaceSublayer with a later sibling moves that sibling into the old place")
    func replaceWithSibling() {
        withTestEnvironment { _ in
            let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
            for l in [a, b, c] { parent.addSublayer(l) }
            parent.replaceSublayer(a, with: c)
            #expect(ids(parent.sublayers) == ids([c, b]))
            #expect(a.superlayer == nil)
        }
    }

    @Test("removeFromSuperlayer detaches; sublayers becomes nil when the last one leaves")
    func remove() {
        withTestEnvironment { _ in
            let parent = CALayer(), a = CALayer()
            parent.addSublayer(a)
            a.removeFromSuperlayer()
            #expect(a.superlayer == nil)
            #expect(parent.sublayers == nil)
            a.removeFromSuperlayer()  // harmless when already detached
        }
    }

    @Test("Setting sublayers replaces all of them, detaching the old ones; nil removes all")
    func sublayersSetter() {
        withTestEnvironment { _ in
            let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), other = CALayer()
            parent.addSublayer(a)
            other.addSublayer(c)
            parent.sublayers = [b, c]
            #expect(ids(parent.sublayers) == ids([b, c]))
            #expect(a.superlayer == nil && c.superlayer === parent && other.sublayers == nil)

            parent.sublayers = nil
            #expect(parent.sublayers == nil && b.superlayer == nil)
        }
    }

    @Test("Adding a layer to itself or to one of its descendants is refused")
    func cyclesRefused() {
        withTestEnvironment { _ in
            let root = CALayer(), child = CALayer(), grandchild = CALayer()
            root.addSublayer(child)
            child.addSublayer(grandchild)

            root.addSublayer(root)
            grandchild.addSublayer(root)
            child.insertSublayer(child, at: 0)
            grandchild.sublayers = [child]

            #expect(root.superlayer == nil)
            #expect(ids(root.sublayers) == ids([child]))
            #expect(ids(child.sublayers) == ids([grandchild]))
            #expect(grandchild.sublayers == nil)
        }
    }

    @Test("A layer used as a mask leaves the tree; adding it as a sublayer takes it off its owner")
    func maskMembership() {
        withTestEnvironment { _ in
            let parent = CALayer(), masked = CALayer(), m = CALayer()
            parent.addSublayer(m)
            masked.mask = m
            #expect(m.superlayer == nil && parent.sublayers == nil)

            parent.addSublayer(m)
            #expect(masked.mask == nil)
            #expect(m.superlayer === parent)

            masked.mask = m
            m.removeFromSuperlayer()
            #expect(masked.mask == nil)
        }
    }

    @Test("A mask cannot create a cycle: a layer cannot mask itself, its ancestor or its own mask's owner")
    func maskCycles() {
        withTestEnvironment { _ in
            let a = CALayer(), b = CALayer(), parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            a.mask = a
            #expect(a.mask == nil)
            a.mask = b
            b.mask = a
            #expect(b.mask == nil)
            #expect(a.mask === b)
            child.mask = parent
            #expect(child.mask == nil)
            // Rendering the accepted masks terminates.
            let ctx = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
            a.render(in: ctx)
            a.mask = nil
        }
    }

    @Test("Adding and removing sublayers marks the superlayer for layout")
    func membershipMarksLayout() {
        withTestEnvironment { _ in
            let parent = CALayer(), a = CALayer()
            parent.layoutIfNeeded()
            parent.addSublayer(a)
            #expect(parent.needsLayout())
            parent.layoutIfNeeded()
            a.removeFromSuperlayer()
            #expect(parent.needsLayout())
        }
    }
}
