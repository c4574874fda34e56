// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// A white `width`×`height` bitmap context with UIKit's flipped CTM (origin top-left, y down), pushed as current.
@MainActor
func pushUIKitCanvas(width: Int = 64, height: Int = 64) -> CGContext {
    let ctx = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.translateBy(x: 0, y: CGFloat(height))
    ctx.scaleBy(x: 1, y: -1)
    ctx.setFillColor(gray: 1, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
    UIGraphicsPushContext(ctx)
    return ctx
}

/// Pops the canvas, checks it against `Tests/UIKitTests/Goldens/Drawing/<name>.png` and returns its pixels
/// (top row first, so UIKit coordinates index them directly).
@MainActor
func popAndCheckGolden(_ ctx: CGContext, _ name: String, filePath: String = #filePath) throws -> RGBAImage {
    UIGraphicsPopContext()
    let image = try #require(ctx.makeImage())
    // Goldens live in the target's shared Goldens directory (excluded from the target), not beside this file.
    let targetDirectory = URL(fileURLWithPath: filePath).deletingLastPathComponent().path
    try assertGolden(image, named: name, suite: "Drawing", filePath: targetDirectory)
    return RGBAImage(image)
}

func isColor(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
    p.r == r && p.g == g && p.b == b && p.a == 255
}

@Suite("UIBezierPath structure")
struct BezierPathStructureTests {
    @Test("init(rect:) is a closed clockwise rectangle from the origin; the current point returns to it after close")
    func rectPath() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.cgPath.description == "moveto (1 2)\nlineto (11 2)\nlineto (11 22)\nlineto (1 22)\nclosepath")
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(!path.isEmpty)
    }

    @Test("A new path is empty with Apple's defaults: width 1, miter limit 10, flatness 0.6, butt caps, miter joins")
    func defaults() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.bounds.isNull)
        #expect(path.lineWidth == 1 && path.miterLimit == 10 && path.flatness == 0.6)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter && !path.usesEvenOddFillRule)
    }

    @Test("Lines and curves without a current point, NaN points and invalid attributes are ignored")
    func badInputIgnored() {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: CGPoint(x: 1, y: 1), controlPoint1: .zero, controlPoint2: .zero)
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), controlPoint: .zero)
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        path.addArc(withCenter: .zero, radius: -4, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(path.cgPath.description == "moveto (1 1)")
        path.lineWidth = -3
        path.miterLimit = .nan
        path.flatness = .infinity
        #expect(path.lineWidth == 1 && path.miterLimit == 10 && path.flatness == 0.6)
    }

    @Test("bounds includes Bézier control points, as Apple documents")
    func boundsIncludeControlPoints() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 0, y: 20), controlPoint2: CGPoint(x: 10, y: 20))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: -8))
        #expect(path.bounds == CGRect(x: 0, y: -8, width: 20, height: 28))
        #expect(path.currentPoint == CGPoint(x: 20, y: 0))
    }

    @Test("contains(_:) honours usesEvenOddFillRule for a hole made by nested same-direction rectangles")
    func containsFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 40, y: 5)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
    }

    @Test("cornerRadius is clamped to half the shorter side: a 40×20 rect with radius 50 is a capsule")
    func cornerRadiusClamped() {
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
        #expect(capsule.cgPath.description.hasPrefix("moveto (10 0)\nlineto (30 0)\ncurveto"))
        #expect(capsule.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(capsule.contains(CGPoint(x: 20, y: 10)))
        #expect(!capsule.contains(CGPoint(x: 1, y: 1)))
    }

    @Test("Per-corner radii are clamped per axis and only the named corners are rounded")
    func perCornerRadii() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topRight, .bottomLeft],
                                cornerRadii: CGSize(width: 30, height: 4))
        let d = path.cgPath.description.split(separator: "\n")
        #expect(d.first == "moveto (0 0)")
        #expect(d[1] == "lineto (20 0)")
        #expect(d[2].hasPrefix("curveto") && d[2].hasSuffix("(40 4)"))
        #expect(path.contains(CGPoint(x: 1, y: 1)))        // square top-left
        #expect(!path.contains(CGPoint(x: 39.5, y: 0.5)))  // rounded top-right
        #expect(path.contains(CGPoint(x: 39.5, y: 19.5)))  // square bottom-right
        let negative = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: -5, height: 5))
        #expect(negative.cgPath.description == UIBezierPath(rect: rect).cgPath.description)
    }

    @Test("clockwise: true sweeps towards increasing angles (visually clockwise in y-down space)")
    func arcDirection() {
        let cw = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(cw.currentPoint.x) < 1e-9 && abs(cw.currentPoint.y - 10) < 1e-9)
        #expect(cw.bounds.minY > -1e-9)
        let ccw = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(ccw.currentPoint.y - 10) < 1e-9)
        #expect(ccw.bounds.minY < -9.9)
    }

    @Test("reversing() starts each subpath at its last point, reverses segments and keeps attributes")
    func reversing() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: CGPoint(x: 20, y: 0))
        path.addCurve(to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 22, y: 5), controlPoint2: CGPoint(x: 28, y: 5))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.cgPath.description == """
            moveto (0 10)
            lineto (10 10)
            lineto (10 0)
            lineto (0 0)
            closepath
            moveto (30 0)
            curveto (28 5) (22 5) (20 0)
            """)
        #expect(reversed.lineWidth == 3)
        #expect(path.currentPoint == CGPoint(x: 30, y: 0))
    }

    @Test("apply(_:), append(_:), removeAllPoints() and cgPath round trips")
    func editing() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.apply(CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 2))
        #expect(path.bounds == CGRect(x: 10, y: 5, width: 8, height: 8))
        path.append(UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 10, y: 5, width: 30, height: 35))
        path.lineWidth = 7
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath && copy.lineWidth == 1)
        path.cgPath = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 1, height: 1) && path.lineWidth == 7)
        path.removeAllPoints()
        #expect(path.isEmpty && path.currentPoint == .zero && path.lineWidth == 7)
    }

    @Test("setLineDash/getLineDash round-trip; a nil pattern makes the line solid; negative lengths are rejected")
    func lineDash() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var count = 0, phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3 && phase == 1.5)
        var out = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&out, count: nil, phase: nil)
        #expect(out == pattern)
        path.setLineDash([3, -1], count: 2, phase: 0)
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 0 && phase == 0)
    }
}

@MainActor
@Suite("UIBezierPath drawing")
struct BezierPathDrawingTests {
    @Test("Drawing without a current context does nothing")
    func noContext() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.fill()
        path.stroke()
        path.fill(with: .multiply, alpha: 0.5)
        path.stroke(with: .normal, alpha: 0.5)
        path.addClip()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("fill() and a dashed stroke() of a rounded rect with per-corner radii; state is restored afterwards")
    func fillAndDashedStroke() throws {
        let ctx = pushUIKitCanvas()
        let path = UIBezierPath(roundedRect: CGRect(x: 8, y: 8, width: 48, height: 40),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 16, height: 16))
        UIColor.red.setFill()
        UIColor.blue.setStroke()
        path.fill()
        path.lineWidth = 4
        path.setLineDash([6, 4], count: 2, phase: 0)
        path.stroke()
        // The path's width, dash and alpha must not leak into the context: a later 1-point UIRectFill is exact.
        path.fill(with: .normal, alpha: 0.25)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 60, width: 64, height: 4))
        let image = try popAndCheckGolden(ctx, "bezier-fill-dashed-stroke")
        #expect(isColor(image[32, 28], 255, 0, 0))    // interior: red fill
        #expect(isColor(image[10, 10], 255, 255, 255)) // outside the rounded top-left corner
        #expect(isColor(image[57, 7], 0, 0, 255))     // square top-right corner, outer half of a dash
        #expect(isColor(image[55, 9], 64, 0, 191))    // inner half: the 25 % red fill composited over the dash
        #expect(isColor(image[2, 2], 255, 255, 255))
        #expect(isColor(image[30, 62], 0, 255, 0))
    }

    @Test("A clockwise arc from 0 to π/2 fills the bottom-right quadrant; counter-clockwise π to π/2 is bottom-left")
    func clockwiseArcRendering() throws {
        let ctx = pushUIKitCanvas()
        let pie = UIBezierPath()
        pie.move(to: CGPoint(x: 32, y: 32))
        pie.addArc(withCenter: CGPoint(x: 32, y: 32), radius: 28, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        pie.close()
        UIColor.blue.setFill()
        pie.fill()
        let other = UIBezierPath(arcCenter: CGPoint(x: 32, y: 32), radius: 20, startAngle: .pi, endAngle: .pi / 2,
                                 clockwise: false)
        other.lineWidth = 3
        UIColor.red.setStroke()
        other.stroke()
        let image = try popAndCheckGolden(ctx, "bezier-arc-clockwise")
        #expect(isColor(image[44, 44], 0, 0, 255))     // bottom-right: filled
        #expect(isColor(image[44, 20], 255, 255, 255)) // top-right: empty
        #expect(isColor(image[18, 46], 255, 0, 0))     // counter-clockwise from 9 to 6 o'clock: bottom-left
        #expect(isColor(image[32, 12], 255, 255, 255)) // not over the top
        #expect(isColor(image[20, 44], 255, 255, 255)) // inside the arc, not on it
    }

    @Test("addClip() with the even-odd rule restricts later painting to a ring")
    func clipRendering() throws {
        let ctx = pushUIKitCanvas()
        let ring = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 56, height: 56))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 24, height: 24)))
        ring.usesEvenOddFillRule = true
        ctx.saveGState()
        ring.addClip()
        UIColor.purple.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 64, height: 64))
        ctx.restoreGState()
        let image = try popAndCheckGolden(ctx, "bezier-clip-even-odd")
        #expect(isColor(image[32, 32], 255, 255, 255)) // the hole
        #expect(isColor(image[32, 10], 128, 0, 128))   // the ring
        #expect(isColor(image[1, 1], 255, 255, 255))   // outside
    }
}
