// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

@Suite("CGPath: arcs, ellipses and rounded rectangles")
struct CGPathArcTests {
    // MARK: addArc(center:…)

    @Test("A counter-clockwise quarter arc runs from angle 0 to π/2 and lands on (0, r)")
    func counterClockwiseQuarter() {
        let path = CGMutablePath()

        path.addArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)

        let got = elements(of: path)
        #expect(got.first?.type == .moveToPoint)
        #expect(isClose(got[0].points[0], CGPoint(x: 15, y: 5)))
        #expect(isClose(path.currentPoint, CGPoint(x: 5, y: 15)))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 5, y: 5, width: 10, height: 10), tolerance: 1e-9))
    }

    @Test("clockwise means decreasing angles in y-up space: 0 → π/2 clockwise sweeps three quarters")
    func clockwiseSweepsTheLongWay() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)

        #expect(isClose(path.currentPoint, CGPoint(x: 0, y: 10)))
        // Through (0, −10) and (−10, 0): the bounds cover the whole circle.
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), tolerance: 1e-9))
    }

    @Test("Each quarter arc lands within 1e-9 of the exact point", arguments: [
        (CGFloat(0), CGFloat.pi / 2, false, CGPoint(x: 0, y: 1)),
        (CGFloat.pi / 2, CGFloat.pi, false, CGPoint(x: -1, y: 0)),
        (CGFloat.pi, 3 * CGFloat.pi / 2, false, CGPoint(x: 0, y: -1)),
        (CGFloat(0), -CGFloat.pi / 2, true, CGPoint(x: 0, y: -1)),
        (CGFloat.pi, CGFloat.pi / 2, true, CGPoint(x: 0, y: 1)),
    ])
    func quarterArcEndPoints(start: CGFloat, end: CGFloat, clockwise: Bool, unitEnd: CGPoint) {
        let path = CGMutablePath()
        let radius: CGFloat = 7

        path.addArc(center: CGPoint(x: 3, y: 4), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)

        let expected = CGPoint(x: 3 + radius * unitEnd.x, y: 4 + radius * unitEnd.y)
        #expect(isClose(path.currentPoint, expected))
        // A quarter sweep stays within its quadrant's square.
        let box = path.boundingBoxOfPath
        #expect(abs(box.width - radius) < 1e-9 && abs(box.height - radius) < 1e-9)
    }

    @Test("The arc's curve stays on the circle (midpoint within 0.01 of the radius)")
    func arcStaysOnCircle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let curve = elements(of: path)[1].points
        let p0 = CGPoint(x: 100, y: 0)

        // De Casteljau at t = 0.5.
        let mid = CGPoint(
            x: (p0.x + 3 * curve[0].x + 3 * curve[1].x + curve[2].x) / 8,
            y: (p0.y + 3 * curve[0].y + 3 * curve[1].y + curve[2].y) / 8)

        #expect(abs((mid.x * mid.x + mid.y * mid.y).squareRoot() - 100) < 0.01)
    }

    @Test("An arc on a non-empty path starts with a line from the current point to the arc's start")
    func arcAddsConnectingLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)

        let got = elements(of: path)
        #expect(got[1].type == .addLineToPoint)
        #expect(isClose(got[1].points[0], CGPoint(x: 10, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: -10, y: 0)))
    }

    @Test("A full turn draws a whole circle")
    func fullCircle() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)

        #expect(isClose(path.currentPoint, CGPoint(x: 5, y: 0)))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 10, height: 10), tolerance: 1e-9))
    }

    @Test("An arc's transform maps the finished arc")
    func arcTransform() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false,
                    transform: CGAffineTransform(scaleX: 10, y: 20))

        #expect(isClose(path.currentPoint, CGPoint(x: 0, y: 20)))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 20), tolerance: 1e-9))
    }

    // MARK: addRelativeArc

    @Test("addRelativeArc sweeps delta radians from the start angle; negative deltas turn clockwise")
    func relativeArc() {
        let ccw = CGMutablePath()
        let cw = CGMutablePath()

        ccw.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi)
        cw.addRelativeArc(center: .zero, radius: 10, startAngle: .pi / 2, delta: -.pi / 2)

        #expect(isClose(ccw.currentPoint, CGPoint(x: -10, y: 0)))
        #expect(isClose(ccw.boundingBoxOfPath, CGRect(x: -10, y: 0, width: 20, height: 10), tolerance: 1e-9))
        #expect(isClose(elements(of: cw)[0].points[0], CGPoint(x: 0, y: 10)))
        #expect(isClose(cw.currentPoint, CGPoint(x: 10, y: 0)))
        #expect(isClose(cw.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), tolerance: 1e-9))
    }

    // MARK: addArc(tangent1End:…)

    @Test("A tangent arc adds a line to the first tangent point, then an arc ending on the second leg")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)

        let got = elements(of: path)
        #expect(got.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(isClose(got[1].points[0], CGPoint(x: 5, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 5)))
        // The rounded corner keeps clear of the sharp corner (10, 0).
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), tolerance: 1e-9))
    }

    @Test("Collinear tangent points give a straight line to tangent1End")
    func collinearTangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)

        let got = elements(of: path)
        #expect(got.map(\.type) == [.moveToPoint, .addLineToPoint])
        #expect(got[1].points == [CGPoint(x: 10, y: 0)])
    }

    // MARK: Ellipses and rounded rectangles

    @Test("An ellipse is a move to (maxX, midY), four curves through the edge midpoints, and a close")
    func ellipse() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let path = CGPath(ellipseIn: rect, transform: nil)

        let got = elements(of: path)

        #expect(got.map(\.type) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(isClose(got[0].points[0], CGPoint(x: 20, y: 5)))
        let ends = got[1...4].map { $0.points[2] }
        let expectedEnds = [CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 5)]
        #expect(zip(ends, expectedEnds).allSatisfy { isClose($0, $1) })
        #expect(isClose(path.boundingBoxOfPath, rect, tolerance: 1e-9))
        #expect(path.contains(CGPoint(x: 10, y: 5)) && !path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test("A rounded rectangle keeps its corners clear and its edges straight")
    func roundedRect() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5, transform: nil)

        #expect(isClose(path.boundingBoxOfPath, rect, tolerance: 1e-9))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 39.5, y: 10)))
        #expect(!path.isRect(nil))
    }

    @Test("Corner sizes larger than half the rectangle are clamped to half")
    func roundedRectClamping() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let clamped = CGMutablePath()
        let exact = CGMutablePath()

        clamped.addRoundedRect(in: rect, cornerWidth: 100, cornerHeight: 100)
        exact.addRoundedRect(in: rect, cornerWidth: 20, cornerHeight: 10)

        #expect(clamped == exact)
        #expect(isClose(clamped.boundingBoxOfPath, rect, tolerance: 1e-9))
        // Fully rounded: an ellipse, so the middle of the left edge is on the path and a corner is not inside.
        #expect(clamped.contains(CGPoint(x: 0.5, y: 10)))
        #expect(!clamped.contains(CGPoint(x: 3, y: 3)))
    }

    @Test("Zero corners give a plain rectangle")
    func roundedRectWithoutCorners() {
        var rect = CGRect.zero

        let path = CGPath(roundedRect: CGRect(x: 1, y: 2, width: 3, height: 4), cornerWidth: 0, cornerHeight: 0,
                          transform: nil)

        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
