// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

// Helpers shared by the layer suites: building layers, rendering them to pixels, probing and comparing images.

/// A layer with `frame` and, optionally, a background colour, with actions disabled so nothing animates.
func makeLayer(_ frame: CGRect, color: CGColor? = nil) -> CALayer {
    let layer = CALayer()
    configure(layer, frame: frame, color: color)
    return layer
}

/// Sets `frame` and `backgroundColor` on `layer` without implicit animations.
func configure(_ layer: CALayer, frame: CGRect, color: CGColor? = nil) {
    withoutActions {
        layer.frame = frame
        if let color { layer.backgroundColor = color }
    }
}

/// Runs `body` inside a transaction whose actions are disabled (no implicit animations), then commits it.
func withoutActions<T>(_ body: () throws -> T) rethrows -> T {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    return try body()
}

/// Opaque colours for probes and pictures.
enum Palette {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let black = CGColor(gray: 0, alpha: 1)
    static let white = CGColor(gray: 1, alpha: 1)
}

/// Lays out and displays every layer in `root`'s tree that needs it (what a frame does before compositing).
func prepare(_ root: CALayer) {
    root.layoutIfNeeded()
    var stack = [root]
    while let layer = stack.popLast() {
        layer.displayIfNeeded()
        stack.append(contentsOf: layer.sublayers ?? [])
    }
}

/// Renders `layer` (model values, or presentation values at `time`) into a `width`×`height`-point canvas at
/// `scale` pixels per point, over `background` (nil: transparent). The canvas's user space is the layer's
/// superlayer space with y down, so the layer appears at its frame.
func renderImage(
    _ layer: CALayer, width: Int = 64, height: Int = 64, scale: CGFloat = 1, time: CFTimeInterval? = nil,
    background: CGColor? = Palette.white
) -> CGImage {
    prepare(layer)
    let pw = Int(CGFloat(width) * scale), ph = Int(CGFloat(height) * scale)
    let ctx = CGContext(
        data: nil, width: pw, height: ph, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    if let background {
        ctx.setFillColor(background)
        ctx.fill(CGRect(x: 0, y: 0, width: pw, height: ph))
    }
    // Quartz device space is y-up; layers are y-down (iPhone OS).
    ctx.translateBy(x: 0, y: CGFloat(ph))
    ctx.scaleBy(x: scale, y: -scale)
    // Place the layer at its frame: LayerRenderer draws in the layer's own bounds space.
    ctx.concatenate(Homography(CALayer.transformToParent(layer.props, parent: nil)).affine)
    if let time {
        LayerRenderer.render(layer, in: ctx, at: time)
    } else {
        layer.render(in: ctx)
    }
    return ctx.makeImage()!
}

/// A pixel as straight RGBA, 0…255.
struct Pixel: Equatable, CustomStringConvertible {
    var r, g, b, a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: Pixel, tolerance: Int = 8) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let red = Pixel(255, 0, 0)
    static let green = Pixel(0, 255, 0)
    static let blue = Pixel(0, 0, 255)
    static let yellow = Pixel(255, 255, 0)
    static let black = Pixel(0, 0, 0)
    static let white = Pixel(255, 255, 255)
    static let clear = Pixel(0, 0, 0, 0)
}

/// Reads pixels of an image by (x, y) from the top-left.
struct Probe {
    let image: RGBAImage

    init(_ image: CGImage) { self.image = RGBAImage(image) }

    /// The pixel at (x, y); (-1, -1, -1, -1), which matches nothing, outside the image.
    subscript(x: Int, y: Int) -> Pixel {
        guard (0..<image.width).contains(x), (0..<image.height).contains(y) else { return Pixel(-1, -1, -1, -1) }
        let p = image[x, y]
        return Pixel(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

/// Expects the pixel at (x, y) to be close to `expected`, naming the position on failure.
func expectPixel(
    _ probe: Probe, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 8,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = probe[x, y]
    #expect(
        actual.isClose(to: expected, tolerance: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

/// Compares `image` with `Goldens/<suite>/<name>.png` beside the calling test file.
func expectGolden(_ image: CGImage, _ name: String, suite: String, filePath: String = #filePath) throws {
    try assertGolden(image, named: name, suite: suite, filePath: filePath)
}

/// Whether two numbers agree within `tolerance`.

/// Whether two points agree within `tolerance`.
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Whether two rectangles agree within `tolerance`.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// Whether two transforms agree entry by entry within `tolerance`.
func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { close($0, $1, tolerance) }
}

/// Adds a linear `CABasicAnimation` of `keyPath` from `from` to `to` lasting `duration` seconds to `layer`, and
/// commits it so it starts at the current media time.
func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any, duration: CFTimeInterval = 1) {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    layer.add(animation, forKey: keyPath)
    CATransaction.flush()
}
