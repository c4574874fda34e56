// SPDX-License-Identifier: Apache-2.0

import CCairo
import QuartzCore

/// Quartz Core rows: the compositor beside raw Cairo doing the same pixel work (the same cached images, painted
/// at the same whole-pixel offsets), on a 640×960-pixel framebuffer (320×480 points at scale 2).
enum QuartzCoreBenchmarks {
    static let pixelWidth = 640
    static let pixelHeight = 960
    static let scale: CGFloat = 2

    static var rows: [BenchmarkRow] {
        [fullComposite, damagedFrame, motionMark, overhead, animatedOverhead, unchangedFrame]
    }

    // MARK: Scenes

    /// A premultiplied ARGB image of `w`×`h` pixels drawn by `draw` in a y-down pixel space.
    static func image(_ w: Int, _ h: Int, _ draw: (CGContext) -> Void) -> CGImage {
        let ctx = CGContext(
            data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: 1, y: -1)
        draw(ctx)
        return ctx.makeImage()!
    }

    /// A rounded, antialiased card image of `w`×`h` points at `scale`, in colour `hue` (0…1).
    static func card(_ w: CGFloat, _ h: CGFloat, hue: CGFloat, alpha: CGFloat = 1) -> CGImage {
        image(Int(w * scale), Int(h * scale)) { ctx in
            ctx.scaleBy(x: scale, y: scale)
            ctx.setFillColor(CGColor(red: hue, green: 0.6 - hue / 2, blue: 1 - hue, alpha: alpha))
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: w, height: h), cornerWidth: min(12, h / 2),
                               cornerHeight: min(12, h / 2)))
            ctx.fillPath()
            ctx.setFillColor(CGColor(gray: 1, alpha: 0.5))
            ctx.fill(CGRect(x: 8, y: h / 3, width: w / 2, height: 6))
        }
    }

    /// One layer of a screen: its image, its frame in points, and where Cairo paints it (pixels).
    struct Placed {
        var layer: CALayer
        var image: CGImage
        var x: Int
        var y: Int
    }

    /// A phone screen of 20 layers with cached contents: wallpaper, status, navigation and tab bars, 8 list rows
    /// each with an icon. Returns the root and the layers in drawing order with their device offsets.
    static func screen() -> (root: CALayer, placed: [Placed]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        var placed: [Placed] = []
        func add(_ frame: CGRect, _ image: CGImage, to parent: CALayer, origin: CGPoint = .zero) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            layer.contents = image
            layer.contentsScale = scale
            parent.addSublayer(layer)
            placed.append(Placed(layer: layer, image: image, x: Int((origin.x + frame.minX) * scale),
                                 y: Int((origin.y + frame.minY) * scale)))
            return layer
        }
        let wallpaper = image(pixelWidth, pixelHeight) { ctx in
            for band in 0..<48 {
                ctx.setFillColor(CGColor(red: 0.2, green: 0.3 + Double(band) / 96, blue: 0.6, alpha: 1))
                ctx.fill(CGRect(x: 0, y: band * 20, width: pixelWidth, height: 20))
            }
        }
        _ = add(CGRect(x: 0, y: 0, width: 320, height: 480), wallpaper, to: root)
        _ = add(CGRect(x: 0, y: 0, width: 320, height: 20), card(320, 20, hue: 0.1), to: root)
        _ = add(CGRect(x: 0, y: 20, width: 320, height: 44), card(320, 44, hue: 0.2, alpha: 0.9), to: root)
        for row in 0..<8 {
            let frame = CGRect(x: 8, y: 70 + CGFloat(row) * 44, width: 304, height: 40)
            let cell = add(frame, card(304, 40, hue: CGFloat(row) / 10), to: root)
            _ = add(CGRect(x: 4, y: 4, width: 32, height: 32), card(32, 32, hue: 0.9), to: cell, origin: frame.origin)
        }
        _ = add(CGRect(x: 0, y: 430, width: 320, height: 50), card(320, 50, hue: 0.3, alpha: 0.95), to: root)
        return (root, placed)
    }

    /// An ARGB32 surface of the framebuffer's size, and a context on it.
    static func cairoTarget() -> (OpaquePointer, OpaquePointer) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        return (surface, cairo_create(surface)!)
    }

    /// Raw Cairo: clears `clip` (the whole surface when nil) and paints `placed` there, as a hand-written Cairo
    /// compositor would.
    static func cairoPaint(_ cr: OpaquePointer, _ placed: [Placed], clip: CGRect? = nil) {
        cairo_save(cr)
        if let clip {
            cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_clip(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for p in placed {
            let r = CGRect(x: p.x, y: p.y, width: p.image.width, height: p.image.height)
            if let clip, !clip.intersects(r) { continue }
            cairo_set_source_surface(cr, p.image.surface!, Double(p.x), Double(p.y))
            cairo_rectangle(cr, Double(p.x), Double(p.y), Double(p.image.width), Double(p.image.height))
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Runs `body` in a fresh layer environment with implicit animations off, then commits.
    static func build<T>(_ environment: LayerEnvironment, _ body: () -> T) -> T {
        environment.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let result = body()
            CATransaction.commit()
            CATransaction.flush()
            return result
        }
    }

    // MARK: Rows

    /// (a) The whole 20-layer screen recomposited from cached contents.
    static var fullComposite: BenchmarkRow {
        let environment = LayerEnvironment(clock: ManualMediaClock())
        let (root, placed) = build(environment) { screen() }
        return fullRepaint("(a) full composite, 20 layers, 640×960: vs Cairo", root, placed, environment)
    }

    /// A row repainting `root` in full every frame (nothing changes; the snapshot and damage pass still run)
    /// beside raw Cairo painting `placed`.
    static func fullRepaint(_ name: String, _ root: CALayer, _ placed: [Placed], _ environment: LayerEnvironment)
        -> BenchmarkRow
    {
        let compositor = Compositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, rootLayer: root)!
        let (surface, cr) = cairoTarget()
        return BenchmarkRow(
            name: name, target: "ratio ≤ 1.30", meets: { ($0.ratio ?? .infinity) <= 1.3 },
            measured: {
                environment.run {
                    compositor.setNeedsFullRedraw()
                    compositor.renderFrame(at: 0)
                }
            },
            baseline: {
                cairoPaint(cr, placed)
                cairo_surface_flush(surface)
            })
    }

    /// (b) The same screen with a 100×100 pt layer moving one point per frame: only its old and new places repaint.
    static var damagedFrame: BenchmarkRow {
        let environment = LayerEnvironment(clock: ManualMediaClock())
        let (root, screenLayers) = build(environment) { screen() }
        var placed = screenLayers
        let bubbleImage = image(200, 200) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0.4, blue: 0.2, alpha: 0.85))
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        }
        let bubble = build(environment) { () -> CALayer in
            let layer = CALayer()
            layer.frame = CGRect(x: 110, y: 190, width: 100, height: 100)
            layer.contents = bubbleImage
            layer.contentsScale = scale
            root.addSublayer(layer)
            return layer
        }
        placed.append(Placed(layer: bubble, image: bubbleImage, x: 220, y: 380))
        let compositor = Compositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, rootLayer: root)!
        environment.run { _ = compositor.renderFrame(at: 0) }
        let (surface, cr) = cairoTarget()
        cairoPaint(cr, placed)
        var step = 0
        var cairoStep = 0
        return BenchmarkRow(
            name: "(b) damaged frame: 100×100 pt layer moves 1 pt",
            target: "≤ 1 ms",
            meets: { $0.measuredMedian <= 1 },
            measured: {
                environment.run {
                    step += 1
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    bubble.position.x += step % 2 == 0 ? 1 : -1
                    CATransaction.commit()
                    compositor.renderFrame(at: 0)
                }
            },
            baseline: {
                cairoStep += 1
                let x = placed[placed.count - 1].x
                placed[placed.count - 1].x = x + (cairoStep % 2 == 0 ? 2 : -2)
                let damage = CGRect(x: min(x, placed[placed.count - 1].x), y: 380, width: 202, height: 200)
                cairoPaint(cr, placed, clip: damage)
                cairo_surface_flush(surface)
            })
    }

    /// (f) A frame where nothing changed on the 20-layer screen: the snapshot and comparison run, no pixel is
    /// touched.
    static var unchangedFrame: BenchmarkRow {
        let environment = LayerEnvironment(clock: ManualMediaClock())
        let (root, _) = build(environment) { screen() }
        let compositor = Compositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, rootLayer: root)!
        environment.run { _ = compositor.renderFrame(at: 0) }
        return BenchmarkRow(
            name: "(f) unchanged frame, 20 layers",
            target: "≤ 0.05 ms",
            meets: { $0.measuredMedian <= 0.05 },
            measured: { environment.run { _ = compositor.renderFrame(at: 0) } },
            baseline: nil)
    }
}
