// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// Overrides every CALayer entry point subclasses commonly override, logging each call.
final class OverridingLayer: CALayer {
    var log: [String] = []

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var drawsOwnContent: Bool { true }
    override func draw(in ctx: CGContext) {
        log.append("draw")
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(bounds)
    }
    override func layoutSublayers() { log.append("layoutSublayers") }
    override func contains(_ p: CGPoint) -> Bool { p.x >= 0 && p.y >= 0 && p.x < 5 && p.y < 5 }
    override func action(forKey event: String) -> CAAction? {
        log.append("action \(event)")
        return nil
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" }
}

/// Overrides CALayer's properties and tree edits with observers, as apps do (`override var bounds { didSet … }`).
final class ObservingLayer: CALayer {
    var events: [String] = []

    override var bounds: CGRect { didSet { events.append("bounds") } }
    override var position: CGPoint { didSet { events.append("position") } }
    override var opacity: Float { didSet { events.append("opacity") } }
    override var contents: Any? { didSet { events.append("contents") } }
    override var isHidden: Bool { didSet { events.append("hidden") } }
    override func addSublayer(_ layer: CALayer) {
        events.append("add")
        super.addSublayer(layer)
    }
    override func insertSublayer(_ layer: CALayer, at index: UInt32) {
        events.append("insert")
        super.insertSublayer(layer, at: index)
    }
    override func removeFromSuperlayer() {
        events.append("remove")
        super.removeFromSuperlayer()
    }
}

/// A shape layer observing its path, as app subclasses do.
final class ObservingShapeLayer: CAShapeLayer {
    var paths = 0
    override var path: CGPath? { didSet { paths += 1 } }
}

@Suite("Subclassing CALayer", .freshLayerEnvironment)
struct CALayerSubclassingTests {
    @Test("Overridden draw(in:), layoutSublayers, contains, action(forKey:) and needsDisplay(forKey:) are called")
    func overridesAreCalled() {
        withTestEnvironment { _ in
            let layer = OverridingLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            #expect(layer.log.contains("action bounds"))

            layer.layoutIfNeeded()
            #expect(layer.log.contains("layoutSublayers"))

            layer.displayIfNeeded()
            #expect(!layer.log.contains("draw"))  // a new layer needs display only once asked, as on Apple
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            #expect(layer.log.contains("draw"))
            #expect((layer.contents as? CGImage)?.width == 20)

            layer.log.removeAll()
            layer.cornerRadius = 3
            #expect(layer.needsDisplay())

            let parent = CALayer()
            parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.position = CGPoint(x: 50, y: 50)  // frame (0, 0, 100, 100): hitTest takes superlayer coordinates
            parent.addSublayer(layer)
            layer.position = CGPoint(x: 10, y: 10)  // bounds 20×20 centred at (10, 10): origin at (0, 0)
            #expect(parent.hitTest(CGPoint(x: 2, y: 2)) === layer)
            #expect(parent.hitTest(CGPoint(x: 15, y: 15)) === parent)  // inside the bounds, outside contains(_:)
        }
    }

    @Test("Properties and tree edits can be overridden; setting frame goes through position and bounds")
    func propertyOverrides() {
        withTestEnvironment { _ in
            let layer = ObservingLayer()
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            #expect(layer.events == ["position", "bounds"])
            layer.opacity = 0.5
            layer.contents = nil
            layer.isHidden = true
            let child = ObservingLayer()
            layer.addSublayer(child)
            child.removeFromSuperlayer()
            #expect(layer.events.suffix(5) == ["opacity", "contents", "hidden", "add", "insert"])
            #expect(child.events == ["remove"])
            #expect(layer.opacity == 0.5 && layer.bounds.size == CGSize(width: 20, height: 20))
            let shape = ObservingShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
            #expect(shape.paths == 1 && shape.path != nil)
        }
    }
}
