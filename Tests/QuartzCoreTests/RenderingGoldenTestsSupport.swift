// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Shared helpers for the compositor's golden, damage and structural tests.
enum Scene {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let white = CGColor(gray: 1, alpha: 1)
    static let black = CGColor(gray: 0, alpha: 1)

    /// Runs `body` in a fresh environment (manual clock at 0) with implicit animations off, so scenes are built
    /// without animating.
    static func build<T>(_ body: (ManualMediaClock) throws -> T) rethrows -> T {
        let clock = ManualMediaClock()
        return try LayerEnvironment(clock: clock).run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer {
                CATransaction.commit()
                CATransaction.flush()
            }
            return try body(clock)
        }
    }

    /// Commits the scene's transaction, so animations added so far start now (Core Animation starts an animation
    /// when the outermost transaction commits; `flush()` inside an explicit transaction waits for it), and opens a
    /// new one with implicit actions still off.
    static func startAnimations() {
        CATransaction.commit()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
    }

    /// A layer with `frame` and a background colour.
    static func layer(_ frame: CGRect, _ color: CGColor? = nil, name: String? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        layer.name = name
        return layer
    }

    /// A white root layer of `size` points at the origin.
    static func root(_ width: CGFloat = 120, _ height: CGFloat = 120, _ color: CGColor? = white) -> CALayer {
        layer(CGRect(x: 0, y: 0, width: width, height: height), color, name: "root")
    }

    /// A premultiplied ARGB image of `width`×`height` pixels drawn by `draw` in a y-down pixel space.
    static func image(_ width: Int, _ height: Int, _ draw: (CGContext) -> Void) -> CGImage {
        let ctx = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: 1, y: -1)
        draw(ctx)
        return ctx.makeImage()!
    }

    /// A test card: four coloured quadrants (red top-left, green top-right, blue bottom-left, yellow
    /// bottom-right) so orientation, cropping and placement are visible.
    static func quadrants(_ width: Int, _ height: Int) -> CGImage {
        image(width, height) { ctx in
            let w = CGFloat(width) / 2, h = CGFloat(height) / 2
            for (rect, color) in [(CGRect(x: 0, y: 0, width: w, height: h), red),
                                  (CGRect(x: w, y: 0, width: w, height: h), green),
                                  (CGRect(x: 0, y: h, width: w, height: h), blue),
                                  (CGRect(x: w, y: h, width: w, height: h), yellow)] {
                ctx.setFillColor(color)
                ctx.fill(rect)
            }
        }
    }

    /// Renders `root` once into a fresh compositor and returns the frame's pixels.
    static func render(_ root: CALayer, width: Int = 120, height: Int = 120, scale: CGFloat = 1,
                       at time: CFTimeInterval = 0) -> CGImage
    {
        let compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: scale, rootLayer: root)!
        compositor.renderFrame(at: time)
        return compositor.image()
    }
}

/// A pixel probe: straight RGBA within `tolerance` per channel.
func expectPixel(
    _ image: RGBAImage, _ x: Int, _ y: Int, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let p = image[x, y]
    let ok = abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
        && abs(Int(p.a) - a) <= tolerance
    #expect(ok, "pixel (\(x), \(y)) is \(p), expected (\(r), \(g), \(b), \(a))", sourceLocation: sourceLocation)
}

/// Compares `image` with `Goldens/RenderingGoldenTests/<name>.png` and returns its pixels for probes.
@discardableResult
func expectGolden(_ image: CGImage, _ name: String, filePath: String = #filePath) throws -> RGBAImage {
    try assertGolden(image, named: name, suite: "RenderingGoldenTests", filePath: filePath)
    return RGBAImage(image)
}

extension Compositor {
    /// The framebuffer's bytes as they are now (premultiplied BGRA rows, `bytesPerRow` apart): for comparing two
    /// compositors' frames byte for byte.
    var framebufferBytes: [UInt8] {
        Array(UnsafeRawBufferPointer(start: framebuffer.data, count: framebuffer.bytesPerRow * framebuffer.height))
    }
}
