// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A scroll layer showing (0, 0, 100, 100) of its content, with a container at (50, 50) holding a 200-point
/// `leaf` at (10, 10): the leaf's origin is (60, 60) in the scroll layer.
private struct NestedScene {
    let scroller = CAScrollLayer()
    let container = CALayer()
    let leaf = CALayer()

    init() {
        configure(scroller, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        configure(container, frame: CGRect(x: 50, y: 50, width: 400, height: 400))
        configure(leaf, frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        scroller.addSublayer(container)
        container.addSublayer(leaf)
    }
}

@Suite("CAScrollLayer and CALayer scrolling", .freshLayerEnvironment)
struct ScrollLayerTests {
    @Test("A scroll layer scrolls both axes by default")
    func defaults() {
        let scroller = CAScrollLayer()

        #expect(scroller.scrollMode == .both)
        #expect(CAScrollLayer.defaultValue(forKey: "scrollMode") as? CAScrollLayerScrollMode == .both)
        #expect(CAScrollLayerScrollMode.vertically.rawValue == "vertically")
    }

    @Test("scroll(to: point) moves the bounds' origin only along the axes scrollMode allows",
          arguments: [
            (CAScrollLayerScrollMode.both, CGPoint(x: 30, y: 40)),
            (.vertically, CGPoint(x: 0, y: 40)),
            (.horizontally, CGPoint(x: 30, y: 0)),
            (.none, CGPoint(x: 0, y: 0)),
            (CAScrollLayerScrollMode(rawValue: "sideways"), CGPoint(x: 0, y: 0)),
          ])
    func scrollModes(mode: CAScrollLayerScrollMode, expected: CGPoint) {
        let scroller = CAScrollLayer()
        configure(scroller, frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        scroller.scrollMode = mode

        withoutActions { scroller.scroll(to: CGPoint(x: 30, y: 40)) }

        #expect(scroller.bounds.origin == expected)
        #expect(scroller.bounds.size == CGSize(width: 100, height: 100))
        #expect(scroller.frame.origin == CGPoint(x: 5, y: 5))
    }

    @Test("scroll(to: rect) scrolls the least distance that shows the rectangle")
    func scrollToRect() {
        let scroller = CAScrollLayer()
        configure(scroller, frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        withoutActions { scroller.scroll(to: CGRect(x: 150, y: 20, width: 30, height: 30)) }
        #expect(scroller.bounds.origin == CGPoint(x: 80, y: 0))
        withoutActions { scroller.scroll(to: CGRect(x: 100, y: 10, width: 20, height: 20)) }
        #expect(scroller.bounds.origin == CGPoint(x: 80, y: 0))  // already visible
        withoutActions { scroller.scroll(to: CGRect(x: 10, y: 300, width: 10, height: 250)) }
        #expect(scroller.bounds.origin == CGPoint(x: 10, y: 300))  // taller than the bounds: top edge aligned
        withoutActions { scroller.scroll(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) }
        #expect(scroller.bounds.origin == CGPoint(x: 10, y: 300))  // refused
    }

    @Test("scroll(_:) puts a point of a nested layer at the closest scroll layer's origin")
    func scrollPointThroughNestedLayers() {
        let scene = NestedScene()

        withoutActions { scene.leaf.scroll(CGPoint(x: 5, y: 7)) }

        #expect(scene.scroller.bounds.origin == CGPoint(x: 65, y: 67))
    }

    @Test("scroll(_:) honours the scroll layer's mode and goes through transforms")
    func scrollPointHonoursModeAndTransform() {
        let scene = NestedScene()
        scene.scroller.scrollMode = .vertically
        withoutActions { scene.container.transform = CATransform3DMakeScale(2, 2, 1) }
        let expected = scene.leaf.convert(CGPoint(x: 5, y: 7), to: scene.scroller)

        withoutActions { scene.leaf.scroll(CGPoint(x: 5, y: 7)) }

        #expect(scene.scroller.bounds.origin == CGPoint(x: 0, y: expected.y))
    }

    @Test("scrollRectToVisible(_:) scrolls the closest scroll layer just enough")
    func scrollRectToVisibleThroughNestedLayers() {
        let scene = NestedScene()

        withoutActions { scene.leaf.scrollRectToVisible(CGRect(x: 100, y: 0, width: 20, height: 20)) }

        // The rectangle is (160, 60, 20, 20) in the scroll layer: its right edge meets the bounds' right edge.
        #expect(scene.scroller.bounds.origin == CGPoint(x: 80, y: 0))
        #expect(scene.leaf.visibleRect == CGRect(x: 20, y: 0, width: 100, height: 40))
    }

    @Test("visibleRect is the part of the layer inside the closest scroll layer, in the layer's own space")
    func visibleRect() {
        let scene = NestedScene()

        #expect(scene.leaf.visibleRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        withoutActions { scene.scroller.scroll(to: CGPoint(x: 65, y: 70)) }
        #expect(scene.leaf.visibleRect == CGRect(x: 5, y: 10, width: 100, height: 100))
        withoutActions { scene.scroller.scroll(to: CGPoint(x: 1000, y: 0)) }
        #expect(scene.leaf.visibleRect == .zero)
    }

    @Test("Without a scroll layer above, scrolling does nothing and visibleRect is the bounds")
    func noScrollLayer() {
        let parent = makeLayer(CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = makeLayer(CGRect(x: 10, y: 10, width: 80, height: 80))
        parent.addSublayer(child)
        let scroller = CAScrollLayer()
        configure(scroller, frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        withoutActions {
            child.scroll(CGPoint(x: 5, y: 5))
            child.scrollRectToVisible(CGRect(x: 0, y: 0, width: 5, height: 5))
            scroller.scroll(CGPoint(x: 3, y: 3))  // a scroll layer does not scroll itself
        }

        #expect(parent.bounds.origin == .zero && child.bounds.origin == .zero && scroller.bounds.origin == .zero)
        #expect(child.visibleRect == child.bounds)
    }

    @Test("Scrolling slides the sublayers through the scroll layer's frame")
    func scrollingMovesContentOnScreen() {
        let scroller = CAScrollLayer()
        configure(scroller, frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        scroller.masksToBounds = true
        scroller.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 16, height: 64), color: Palette.red))
        scroller.addSublayer(makeLayer(CGRect(x: 16, y: 0, width: 16, height: 64), color: Palette.blue))

        withoutActions { scroller.scroll(to: CGPoint(x: 8, y: 0)) }
        let probe = Probe(renderImage(scroller, width: 32, height: 32))

        expectPixel(probe, 4, 16, .red)
        expectPixel(probe, 12, 16, .blue)
        expectPixel(probe, 28, 16, .white)  // past the content
    }

    @Test("Presentation copies keep the scroll mode")
    func presentationCopy() {
        let scroller = CAScrollLayer()
        scroller.scrollMode = .horizontally

        #expect(scroller.presentation()?.scrollMode == .horizontally)
        #expect(scroller.value(forKey: "scrollMode") as? String == "horizontally")  // KVC gives the string, as Apple's NSString
    }
}
