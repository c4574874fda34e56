// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A delegate that logs `layoutSublayers(of:)` by layer name and stretches the first sublayer over the bounds.
///
/// (A `CALayer` subclass cannot override `layoutSublayers()` yet: it is declared in an extension, which Swift
/// without Objective-C cannot override. The default implementation forwards to the delegate.)
private final class LayoutDelegate: CALayerDelegate {
    var names: [String] = []
    var laidOut: [CALayer] = []
    func layoutSublayers(of layer: CALayer) {
        laidOut.append(layer)
        names.append(layer.name ?? "?")
        layer.sublayers?.first?.frame = layer.bounds
    }
}

/// Layers named `names`, all laid out by `delegate`, with their layout marks cleared.
private func makeLayers(_ names: [String], delegate: LayoutDelegate) -> [CALayer] {
    let layers = names.map { name in
        let layer = CALayer()
        layer.name = name
        layer.delegate = delegate
        layer.layoutIfNeeded()
        return layer
    }
    delegate.names = []
    delegate.laidOut = []
    return layers
}

@Suite("CALayer layout", .freshLayerEnvironment)
struct CALayerLayoutTests {
    @Test("setNeedsLayout marks the layer; layoutIfNeeded lays it out once and clears the mark")
    func basicCycle() {
        withTestEnvironment { _ in
            let log = LayoutDelegate()
            let layer = makeLayers(["layer"], delegate: log)[0]

            #expect(!layer.needsLayout())
            layer.setNeedsLayout()
            #expect(layer.needsLayout())
            layer.layoutIfNeeded()
            layer.layoutIfNeeded()
            #expect(log.names == ["layer"])
            #expect(!layer.needsLayout())
        }
    }

    @Test("The default layoutSublayers asks the delegate's layoutSublayers(of:)")
    func delegateLayout() {
        withTestEnvironment { _ in
            let delegate = LayoutDelegate()
            let layer = CALayer()
            layer.delegate = delegate
            layer.setNeedsLayout()
            layer.layoutIfNeeded()
            #expect(delegate.laidOut.count == 1 && delegate.laidOut.first === layer)
        }
    }

    @Test("A bounds size change marks the layer, and layout can position sublayers from the new bounds")
    func boundsChangeRelayout() {
        withTestEnvironment { _ in
            let delegate = LayoutDelegate()
            let layer = makeLayers(["layer"], delegate: delegate)[0]
            let child = CALayer()
            layer.addSublayer(child)
            withoutActions { layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 30) }
            #expect(layer.needsLayout())
            withoutActions { layer.layoutIfNeeded() }
            #expect(child.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
        }
    }

    @Test("layoutIfNeeded lays out parents before children, visiting only marked layers")
    func topDown() {
        withTestEnvironment { _ in
            let log = LayoutDelegate()
            let layers = makeLayers(["root", "a", "b", "c"], delegate: log)
            let (root, a, b, c) = (layers[0], layers[1], layers[2], layers[3])
            root.addSublayer(a)
            root.addSublayer(b)
            a.addSublayer(c)
            for layer in [root, a, b, c] { layer.layoutIfNeeded() }
            log.names = []

            c.setNeedsLayout()
            b.setNeedsLayout()
            root.setNeedsLayout()
            withoutActions { root.layoutIfNeeded() }
            #expect(log.names == ["root", "c", "b"])
        }
    }

    @Test("layoutIfNeeded on a sublayer first climbs to the highest ancestor that needs layout")
    func climbsToAncestors() {
        withTestEnvironment { _ in
            let log = LayoutDelegate()
            let layers = makeLayers(["root", "a", "b"], delegate: log)
            let (root, a, b) = (layers[0], layers[1], layers[2])
            root.addSublayer(a)
            a.addSublayer(b)
            for layer in [root, a, b] { layer.layoutIfNeeded() }
            log.names = []

            a.setNeedsLayout()
            b.setNeedsLayout()
            b.layoutIfNeeded()
            #expect(log.names == ["a", "b"])
            #expect(!a.needsLayout() && !b.needsLayout())
        }
    }

    @Test("preferredFrameSize defaults to the bounds size")
    func preferredSize() {
        withTestEnvironment { _ in
            let layer = makeLayer(CGRect(x: 5, y: 5, width: 30, height: 12))
            #expect(layer.preferredFrameSize() == CGSize(width: 30, height: 12))
        }
    }
}
