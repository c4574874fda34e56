// SPDX-License-Identifier: Apache-2.0
//
// Pixel probes for the path-painting suites. Probes read a `makeCanvas()` context's memory directly, in Quartz
// coordinates (origin bottom-left, +y up), as premultiplied 8-bit values: exact enough to check a blend formula.

import CoreGraphics

/// One premultiplied 8-bit pixel.
struct Pixel: Equatable, CustomStringConvertible {
    var r: Int
    var g: Int
    var b: Int
    var a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The premultiplied pixel of a straight colour with components in 0…1.
    init(red: Double, green: Double, blue: Double, alpha: Double) {
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        self.init(byte(red * alpha), byte(green * alpha), byte(blue * alpha), byte(alpha))
    }

    static let white = Pixel(255, 255, 255)
    static let black = Pixel(0, 0, 0)
    static let red = Pixel(255, 0, 0)
    static let green = Pixel(0, 255, 0)
    static let blue = Pixel(0, 0, 255)
    static let transparent = Pixel(0, 0, 0, 0)

    var description: String { "(\(r), \(g), \(b), \(a))" }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }
}

/// The premultiplied pixel whose bottom-left corner is at device point (`x`, `y`), y measured up from the bottom.
///
/// The context must use `makeCanvas()`'s layout (premultipliedFirst, 32-bit little-endian: B, G, R, A in memory).
func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> Pixel {
    precondition(x >= 0 && x < ctx.width && y >= 0 && y < ctx.height, "probe (\(x), \(y)) is outside the canvas")
    let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
    let i = (ctx.height - 1 - y) * ctx.bytesPerRow + x * 4
    return Pixel(Int(bytes[i + 2]), Int(bytes[i + 1]), Int(bytes[i]), Int(bytes[i + 3]))
}

/// The distinct pixel values in the device rectangle `rect` (Quartz coordinates, whole pixels).
func distinctPixels(_ ctx: CGContext, in rect: CGRect) -> Set<[Int]> {
    var seen = Set<[Int]>()
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) {
            let p = pixel(ctx, x, y)
            seen.insert([p.r, p.g, p.b, p.a])
        }
    }
    return seen
}

/// How many pixels of row `y` (Quartz coordinates), within `xs` (default: the whole row), differ from `background`.
func paintedCount(_ ctx: CGContext, row y: Int, in xs: Range<Int>? = nil, background: Pixel = .white) -> Int {
    (xs ?? 0..<ctx.width).filter { pixel(ctx, $0, y) != background }.count
}

/// How many pixels of column `x`, within `ys` (default: the whole column), differ from `background`.
func paintedCount(_ ctx: CGContext, column x: Int, in ys: Range<Int>? = nil, background: Pixel = .white) -> Int {
    (ys ?? 0..<ctx.height).filter { pixel(ctx, x, $0) != background }.count
}

/// Whether two points are within `tolerance` of each other in both coordinates.
func isClose(_ p: CGPoint, _ q: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
}

/// Whether two rectangles' origins and sizes are within `tolerance` of each other.
func isClose(_ r: CGRect, _ s: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(r.origin, s.origin, tolerance: tolerance)
        && abs(r.width - s.width) <= tolerance && abs(r.height - s.height) <= tolerance
}

/// Whether two transforms' six entries are within `tolerance` of each other.
func isClose(_ t: CGAffineTransform, _ u: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    zip([t.a, t.b, t.c, t.d, t.tx, t.ty], [u.a, u.b, u.c, u.d, u.tx, u.ty]).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The elements of a path as (type, points) pairs, in order.
func elements(of path: CGPath) -> [(type: CGPathElementType, points: [CGPoint])] {
    var result: [(type: CGPathElementType, points: [CGPoint])] = []
    path.applyWithBlock { element in
        let count: Int
        switch element.pointee.type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        case .closeSubpath: count = 0
        }
        result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    return result
}

/// A five-pointed star (pentagram) drawn as one self-intersecting subpath: its centre pentagon has winding number
/// 2, so the non-zero rule fills it and the even-odd rule leaves it empty.
func addStar(to path: CGMutablePath, center: CGPoint, radius: CGFloat) {
    let points = (0..<5).map { i -> CGPoint in
        let angle = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
        return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    path.addLines(between: points)
    path.closeSubpath()
}
