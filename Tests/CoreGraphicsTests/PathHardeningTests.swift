// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

/// Whether every point of `path` is finite.
private func isFinite(_ path: CGPath) -> Bool {
    elements(of: path).allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}

/// A path whose one curve has a control point at (`value`, `value`).
private func curve(withControl value: CGFloat) -> CGMutablePath {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: value, y: value), control2: CGPoint(x: 10, y: 10))
    path.closeSubpath()
    return path
}

@Suite("Path hardening: huge coordinates, sweeps and dash patterns")
struct PathHardeningTests {
    // MARK: Huge control points

    @Test("contains and stroking take a ±1e300 control point without trapping", arguments: [1e300, -1e300])
    func hugeControlPoint(value: CGFloat) {
        let path = curve(withControl: value)

        _ = path.contains(CGPoint(x: 5, y: 1))
        #expect(!path.contains(CGPoint(x: 1e302, y: 1e302)), "beyond the curve's reach")
        let stroked = path.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10)

        #expect(!stroked.isEmpty)
        #expect(isFinite(stroked))
    }

    @Test("An ellipse in a 1e300 rectangle can be tested and stroked")
    func hugeEllipse() {
        let oval = CGPath(ellipseIn: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), transform: nil)

        #expect(!oval.contains(CGPoint(x: 3e300, y: 0)))
        let stroked = oval.copy(strokingWithWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        #expect(isFinite(stroked))
        #expect(oval.boundingBoxOfPath.width == 2e300)
    }

    @Test("A path whose points overflowed to infinity contains nothing and strokes to an empty path")
    func overflowedPath() {
        let path = CGMutablePath()
        let blowUp = CGAffineTransform(scaleX: 1e300, y: 1e300)
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 1e10, height: 1e10), transform: blowUp)

        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(path.copy(dashingWithPhase: 0, lengths: [1, 1]).isEmpty)
    }

    // MARK: Arc sweeps

    @Test("A relative arc sweeping more than a turn draws the full circle once", arguments: [1e300, -1e300, 1e9, 7.0])
    func hugeSweep(delta: CGFloat) {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, delta: delta)
        let circle = CGMutablePath()
        circle.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, delta: delta > 0 ? 2 * .pi : -2 * .pi)

        #expect(path == circle)
        #expect(elements(of: path).count == 5, "a move and four quarter curves")
    }

    @Test("Huge start and end angles give at most one full circle", arguments: [
        (0.0, 1e300, false), (0.0, 1e300, true), (-1e300, 1e300, false), (1e300, -1e300, true),
        (-1.7e308, 1.7e308, false), (1e20, 1e20 + 1, true),
    ])
    func hugeAngles(start: CGFloat, end: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)

        #expect(elements(of: path).count <= 5)
        #expect(isFinite(path))
        #expect(path.boundingBoxOfPath.width <= 20.01, "a circle of radius 10 (cubic arcs overshoot slightly)")
    }

    // MARK: Dash patterns

    @Test("A dash pattern that would cut a path into billions of pieces returns the undashed path", arguments: [
        ([1e-9, 1e-9], 100.0), ([1, 1], 1e9), ([0, 1e-300], 10.0),
    ] as [([CGFloat], CGFloat)])
    func unboundedDashes(lengths: [CGFloat], length: CGFloat) {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: length, y: 0))

        let dashed = line.copy(dashingWithPhase: 0, lengths: lengths)

        #expect(dashed == line)
    }

    @Test("Dash patterns under the limit are still applied: [1, 1] along 100,000 units gives 50,000 dashes")
    func boundedDashes() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100_000, y: 0))

        let dashed = line.copy(dashingWithPhase: 0, lengths: [1, 1])

        #expect(elements(of: dashed).count == 100_000, "a move and a line per dash")
    }
}
