// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Records every `draw(_:)` call (name and dirty rectangle) in a shared log, and fills or frames as told.
final class DrawRecordingView: UIView {
    enum Content { case nothing, fill(UIColor), listing2_3 }
    var name = ""
    var content = Content.nothing
    var drawLog: ViewDrawLog?
    var contextWasCurrent = false

    override func draw(_ rect: CGRect) {
        drawLog?.entries.append((name, rect))
        contextWasCurrent = UIGraphicsGetCurrentContext() != nil
        switch content {
        case .nothing:
            break
        case .fill(let color):
            color.setFill()
            UIRectFill(rect)
        case .listing2_3:
            // Listing 2-3 of the guide, verbatim in today's spelling.
            let ctx = UIGraphicsGetCurrentContext()
            ctx?.setLineWidth(10)
            UIColor.red.set()
            UIRectFrame(bounds)
        }
    }
}

/// The draw calls of several views, in order.
final class ViewDrawLog {
    var entries: [(name: String, rect: CGRect)] = []
    var names: [String] { entries.map(\.name) }
}

/// A layer subclass a view asks for through `layerClass`.
final class ViewMarkerLayer: CALayer {}

final class ViewWithMarkerLayer: UIView {
    override class var layerClass: AnyClass { ViewMarkerLayer.self }
}

@MainActor
@Suite("UIView drawing (guide §2.2.9–2.2.10, §2.4.1)")
struct ViewDrawingTests {
    private func frame(_ device: HeadlessDevice) { device.advance(by: 1.0 / 60) }

    private func view(_ name: String, _ rect: CGRect, log: ViewDrawLog, content: DrawRecordingView.Content = .nothing) -> DrawRecordingView {
        let view = DrawRecordingView(frame: rect)
        view.name = name
        view.drawLog = log
        view.content = content
        return view
    }

    @Test("54: a newly shown view's first draw(_:) gets its full bounds; 59: the UIKit context is current only then")
    func firstDrawGetsBounds() throws {
        let (device, window) = try launchedTestWindow()
        let log = ViewDrawLog()
        let v = view("v", CGRect(x: 10, y: 20, width: 60, height: 40), log: log)
        window.addSubview(v)
        frame(device)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.rect == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(v.contextWasCurrent)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("55: two setNeedsDisplay(_:) calls in one turn give one draw(_:) with the union")
    func dirtyRectsUnite() throws {
        let (device, window) = try launchedTestWindow()
        let log = ViewDrawLog()
        let v = view("v", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(v)
        frame(device)
        log.entries.removeAll()
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        v.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
        frame(device)
        #expect(log.entries.count == 1)
        let rect = try #require(log.entries.first?.rect)
        #expect(rect.contains(CGRect(x: 0, y: 0, width: 30, height: 30)))
        #expect(rect != v.bounds)
    }

    @Test("56: moving or transforming a view does not redraw it")
    func geometryChangesDoNotRedraw() throws {
        let (device, window) = try launchedTestWindow()
        let log = ViewDrawLog()
        let v = view("v", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        window.addSubview(v)
        frame(device)
        log.entries.removeAll()
        v.frame.origin = CGPoint(x: 30, y: 30)
        frame(device)
        v.center = CGPoint(x: 100, y: 100)
        frame(device)
        v.transform = CGAffineTransform(rotationAngle: 0.3)
        frame(device)
        #expect(log.entries.isEmpty)
    }

    @Test("57: a hidden view is not drawn or shown but keeps its place; unhiding draws it again")
    func hiddenViews() throws {
        let (device, window) = try launchedTestWindow()
        let log = ViewDrawLog()
        let parent = view("parent", CGRect(x: 0, y: 100, width: 100, height: 100), log: log, content: .fill(.blue))
        let child = view("child", CGRect(x: 10, y: 10, width: 20, height: 20), log: log, content: .fill(.green))
        parent.addSubview(child)
        parent.isHidden = true
        let before = RGBAImage(device.screenshot())
        window.addSubview(parent)
        frame(device)
        #expect(log.entries.isEmpty)
        #expect(window.subviews.contains { $0 === parent } && parent.subviews.first === child)
        #expect(RGBAImage(device.screenshot()) == before)

        parent.isHidden = false
        frame(device)
        #expect(Set(log.names) == ["parent", "child"])
        let shown = RGBAImage(device.screenshot())
        #expect(shown[50, 150].b == 255 && shown[50, 150].r == 0)
        #expect(shown[15, 115].g == 255 && shown[15, 115].r == 0)
    }

    @Test("58: dirty views draw parents before children, back to front")
    func drawOrder() throws {
        let (device, window) = try launchedTestWindow()
        let log = ViewDrawLog()
        let r = view("R", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let a = view("A", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let a1 = view("A1", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let b = view("B", CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        r.addSubview(a)
        a.addSubview(a1)
        r.addSubview(b)
        window.addSubview(r)
        frame(device)
        #expect(log.names == ["R", "A", "A1", "B"])
    }

    @Test("60: clearsContextBeforeDrawing clears the update area; without it earlier content stays")
    func clearsBeforeDrawing() throws {
        let (device, window) = try launchedTestWindow()
        let log = ViewDrawLog()
        let clearing = view("clearing", CGRect(x: 0, y: 100, width: 50, height: 50), log: log, content: .fill(.red))
        let keeping = view("keeping", CGRect(x: 100, y: 100, width: 50, height: 50), log: log, content: .fill(.red))
        keeping.clearsContextBeforeDrawing = false
        window.addSubview(clearing)
        window.addSubview(keeping)
        frame(device)
        for v in [clearing, keeping] {
            v.content = .nothing
            v.setNeedsDisplay()
        }
        frame(device)
        #expect(log.entries.count == 4)
        let cleared = RGBAImage(try #require(clearing.layer.contents as? CGImage))
        #expect(cleared[25, 25] == (0, 0, 0, 0))
        let kept = RGBAImage(try #require(keeping.layer.contents as? CGImage))
        #expect(kept[25, 25].r == 255 && kept[25, 25].a == 255)
    }

    @Test("61: a red view at alpha 0.5 over white composites to pink")
    func alphaComposites() throws {
        let (device, window) = try launchedTestWindow()
        let white = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        white.backgroundColor = .white
        let red = UIView(frame: white.bounds)
        red.backgroundColor = .red
        red.alpha = 0.5
        white.addSubview(red)
        window.addSubview(white)
        let pixel = RGBAImage(device.screenshot())[50, 150]
        #expect(pixel.r == 255)
        #expect(abs(Int(pixel.g) - 128) <= 1 && abs(Int(pixel.b) - 128) <= 1)
    }

    @Test("62: Listing 2-3 draws a 10-point red border centred on the bounds edge")
    func listing2_3() throws {
        let (device, window) = try launchedTestWindow()
        let backdrop = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        backdrop.backgroundColor = .white
        let log = ViewDrawLog()
        backdrop.addSubview(view("L2-3", backdrop.bounds, log: log, content: .listing2_3))
        window.addSubview(backdrop)
        let image = RGBAImage(device.screenshot())
        for (x, y) in [(1, 101), (98, 150), (50, 104), (50, 196)] {
            #expect(image[x, y].r == 255 && image[x, y].g == 0, "(\(x), \(y)) should be red")
        }
        for (x, y) in [(50, 150), (6, 150), (50, 106)] {
            #expect(image[x, y].g == 255, "(\(x), \(y)) should be white")
        }
    }

    @Test("63: the layer exists from init, has the view as delegate, and honours layerClass")
    func layerClass() {
        let plain = UIView()
        #expect(plain.layer.delegate === plain)
        let marked = ViewWithMarkerLayer()
        #expect(marked.layer is ViewMarkerLayer)
        #expect(marked.layer.delegate === marked)
    }

    @Test("64: a view made delegate of a second layer does not draw, lay out or animate that layer (logged)")
    func secondLayerDelegate() throws {
        let (device, window) = try launchedTestWindow()
        let log = ViewDrawLog()
        let v = view("v", CGRect(x: 0, y: 0, width: 40, height: 40), log: log, content: .fill(.red))
        window.addSubview(v)
        let stray = CALayer()
        stray.frame = CGRect(x: 0, y: 200, width: 40, height: 40)
        stray.delegate = v
        window.layer.addSublayer(stray)
        frame(device)
        log.entries.removeAll()
        stray.setNeedsDisplay()
        frame(device)
        #expect(log.entries.isEmpty)
        if let contents = stray.contents as? CGImage {
            #expect(RGBAImage(contents)[20, 20] == (0, 0, 0, 0))
        }
    }
}

@MainActor
@Suite("UIView drawing: idle hidden views")
struct HiddenViewIdleTests {
    @Test("A hidden view waiting to draw does not keep the screen presenting frames")
    func hiddenPendingDisplayIsIdle() throws {
        let (device, window) = try launchedTestWindow()
        let v = DrawRecordingView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        v.isHidden = true
        window.addSubview(v)
        device.advance(by: 0.1)
        let presented = device.framesPresented
        device.advance(by: 0.5)
        #expect(device.framesPresented == presented)
        #expect(v.layer.needsDisplay())
    }
}
