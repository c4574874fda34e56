// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// Operations on a 10,000-deep chain of layers must not recurse: each would overflow the stack if it did.
@Suite("CALayer deep trees", .freshLayerEnvironment)
struct CALayerDeepTreeTests {
    static let depth = 10_000

    /// A chain root → … → leaf, each layer 1 point right and down of its parent, built bottom-up so no cycle check
    /// walks the whole chain.
    private func makeChain() -> (root: CALayer, leaf: CALayer) {
        let leaf = makeLayer(CGRect(x: 1, y: 1, width: 10, height: 10))
        var top = leaf
        for _ in 1..<Self.depth {
            let parent = makeLayer(CGRect(x: 1, y: 1, width: 10, height: 10))
            parent.addSublayer(top)
            top = parent
        }
        return (top, leaf)
    }

    @Test("Conversion, the root layer and hit testing work through 10,000 levels")
    func geometry() {
        withTestEnvironment { _ in
            let (root, leaf) = makeChain()
            #expect(leaf.rootLayer === root)
            let d = CGFloat(Self.depth - 1)
            #expect(leaf.convert(CGPoint.zero, to: root) == CGPoint(x: d, y: d))
            #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: d, y: d))
            #expect(root.convert(CGPoint(x: d, y: d), to: leaf) == .zero)
            // The root's superlayer space is offset by the root's own frame origin (1, 1).
            #expect(root.hitTest(CGPoint(x: d + 3, y: d + 3)) === leaf)
        }
    }

    @Test("Layout of a fully marked 10,000-deep chain finishes and clears every mark")
    func layout() {
        withTestEnvironment { _ in
            let (root, leaf) = makeChain()
            var layer: CALayer? = leaf
            while let l = layer {
                l.setNeedsLayout()
                layer = l.superlayer
            }
            leaf.layoutIfNeeded()
            #expect(!root.needsLayout() && !leaf.needsLayout())
        }
    }

    @Test("Cycles are refused, subtrees move and the chain is released, all at 10,000 levels")
    func hierarchyAndRelease() {
        withTestEnvironment { _ in
            let (root, leaf) = makeChain()
            leaf.addSublayer(root)
            #expect(root.superlayer == nil && leaf.sublayers == nil)

            let newRoot = CALayer()
            newRoot.addSublayer(root)
            #expect(leaf.rootLayer === newRoot)
            leaf.removeFromSuperlayer()
            #expect(leaf.superlayer == nil)

            weak var weakRoot: CALayer? = root
            newRoot.sublayers = nil
            _ = consume root
            // The open implicit transaction holds the layers it changed until it commits.
            CATransaction.flush()
            #expect(weakRoot == nil)
        }
    }

    @Test("A presentation deep in the chain still finds its superlayer's presentation")
    func presentation() {
        withTestEnvironment { _ in
            let (root, leaf) = makeChain()
            let presented = leaf.presentation()!
            #expect(presented.superlayer?.model() === leaf.superlayer)
            #expect(
                presented.convert(CGPoint.zero, to: root)
                    == CGPoint(x: CGFloat(Self.depth - 1), y: CGFloat(Self.depth - 1)))
        }
    }
}
