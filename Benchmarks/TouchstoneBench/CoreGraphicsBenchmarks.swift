// SPDX-License-Identifier: Apache-2.0

import CCairo
import CoreGraphics

/// Core Graphics rows: the same drawing through `CGContext` and straight through Cairo.
enum CoreGraphicsBenchmarks {
    /// One rounded rectangle of the shared scene.
    struct RoundedRect {
        var rect: CGRect
        var radius: CGFloat
        var rgba: (Double, Double, Double, Double)
    }

    static let width = 750
    static let height = 1334

    /// 1,000 random rounded rectangles (alpha 0.3–0.8) on a 750×1334 canvas; the same every run.
    static let scene: [RoundedRect] = {
        var random = SeededRandom(seed: 2026)
        return (0..<1000).map { _ in
            let w = random.next(in: 20...160), h = random.next(in: 20...160)
            let x = random.next(in: 0...(Double(width) - w)), y = random.next(in: 0...(Double(height) - h))
            return RoundedRect(
                rect: CGRect(x: x, y: y, width: w, height: h), radius: random.next(in: 4...min(w, h) / 2),
                rgba: (random.next(in: 0...1), random.next(in: 0...1), random.next(in: 0...1), random.next(in: 0.3...0.8)))
        }
    }()

    static var rows: [BenchmarkRow] {
        [roundedRects]
    }

    static var roundedRects: BenchmarkRow {
        let ctx = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        return BenchmarkRow(
            name: "1,000 rounded rects: CGContext vs raw Cairo",
            target: "ratio ≤ 1.10",
            meets: { ($0.ratio ?? .infinity) <= 1.10 },
            measured: {
                ctx.clear(CGRect(x: 0, y: 0, width: width, height: height))
                for r in scene {
                    ctx.setFillColor(red: r.rgba.0, green: r.rgba.1, blue: r.rgba.2, alpha: r.rgba.3)
                    ctx.addPath(CGPath(roundedRect: r.rect, cornerWidth: r.radius, cornerHeight: r.radius))
                    ctx.fillPath()
                }
            },
            baseline: {
                cairo_save(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_restore(cr)
                for r in scene {
                    // A native Cairo program's rounded rectangle: four arcs.
                    let x = Double(r.rect.minX), y = Double(r.rect.minY)
                    let w = Double(r.rect.width), h = Double(r.rect.height), rad = Double(r.radius)
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, x + w - rad, y + rad, rad, -Double.pi / 2, 0)
                    cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, Double.pi / 2)
                    cairo_arc(cr, x + rad, y + h - rad, rad, Double.pi / 2, Double.pi)
                    cairo_arc(cr, x + rad, y + rad, rad, Double.pi, 3 * Double.pi / 2)
                    cairo_close_path(cr)
                    cairo_set_source_rgba(cr, r.rgba.0, r.rgba.1, r.rgba.2, r.rgba.3)
                    cairo_fill(cr)
                }
                cairo_surface_flush(surface)
            })
    }
}
