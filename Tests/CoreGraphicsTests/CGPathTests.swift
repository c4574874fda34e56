// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

@Suite("CGPath: building and queries")
struct CGPathTests {
    // MARK: Building

    @Test("A mutable path records move, line, quad, curve and close elements in order")
    func buildingRecordsElements() {
        let path = CGMutablePath()

        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        path.closeSubpath()

        let got = elements(of: path)
        #expect(got.map(\.type) == [
            .moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath,
        ])
        #expect(got[0].points == [CGPoint(x: 1, y: 2)])
        #expect(got[1].points == [CGPoint(x: 3, y: 4)])
        #expect(got[2].points == [CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)])
        #expect(got[3].points == [CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14)])
        #expect(got[4].points.isEmpty)
    }

    @Test("addLines, addRects and addPath append subpaths, mapped by their transform")
    func compoundBuilders() {
        let path = CGMutablePath()
        let shift = CGAffineTransform(translationX: 100, y: 0)

        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)], transform: shift)
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        path.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil), transform: shift)

        let got = elements(of: path)
        #expect(got.count == 3 + 5 + 5 + 5)
        #expect(got[0].points == [CGPoint(x: 100, y: 0)])
        #expect(got[2].points == [CGPoint(x: 101, y: 1)])
        #expect(got[8].points == [CGPoint(x: 5, y: 5)])
        #expect(got[13].points == [CGPoint(x: 100, y: 0)])
        #expect(got.filter { $0.type == .moveToPoint }.count == 4)
    }

    @Test("A rectangle path runs counter-clockwise from the bottom-left corner and closes")
    func rectangleElementOrder() {
        let got = elements(of: CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil))

        #expect(got.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(got.flatMap(\.points) == [
            CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6),
        ])
    }

    // MARK: Bounds

    @Test("boundingBox includes control points; boundingBoxOfPath is tight around the curve")
    func boundingBoxes() {
        let cubic = CGMutablePath()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -10))

        #expect(cubic.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The cubic peaks at t = 0.5: y = 3/4 × 10.
        #expect(isClose(cubic.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5), tolerance: 1e-12))
        #expect(quad.boundingBox == CGRect(x: 0, y: -10, width: 10, height: 10))
        #expect(isClose(quad.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 10, height: 5), tolerance: 1e-12))
    }

    @Test("An empty path's bounding boxes are null")
    func emptyBounds() {
        let path = CGMutablePath()

        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
    }

    @Test("A path made of one point has a zero-size bounding box at that point")
    func singlePointBounds() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 3, y: 4))

        #expect(path.boundingBox == CGRect(x: 3, y: 4, width: 0, height: 0))
        #expect(path.boundingBoxOfPath == CGRect(x: 3, y: 4, width: 0, height: 0))
    }

    // MARK: Containment

    @Test("Nested rectangles wound the same way: winding fills the hole, even-odd leaves it empty")
    func nestedRectsContainment() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let hole = CGPoint(x: 15, y: 15), ring = CGPoint(x: 5, y: 15), outside = CGPoint(x: 35, y: 15)

        #expect(path.contains(hole, using: .winding))
        #expect(!path.contains(hole, using: .evenOdd))
        #expect(path.contains(ring, using: .winding) && path.contains(ring, using: .evenOdd))
        #expect(!path.contains(outside, using: .winding) && !path.contains(outside, using: .evenOdd))
        #expect(path.contains(hole))  // winding is the default rule
    }

    @Test("A self-intersecting star: its centre pentagon is inside under winding only")
    func starContainment() {
        let star = CGMutablePath()
        addStar(to: star, center: CGPoint(x: 50, y: 50), radius: 40)
        let centre = CGPoint(x: 50, y: 50), tip = CGPoint(x: 50, y: 85)

        #expect(star.contains(centre, using: .winding))
        #expect(!star.contains(centre, using: .evenOdd))
        #expect(star.contains(tip, using: .winding) && star.contains(tip, using: .evenOdd))
        #expect(!star.contains(CGPoint(x: 12, y: 85)))
    }

    @Test("contains applies the transform to the point, not the path, before testing")
    func containsWithTransform() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let shift = CGAffineTransform(translationX: 100, y: 0)

        // (−95, 5) moves to (5, 5), inside; (105, 5) moves to (205, 5), outside.
        #expect(square.contains(CGPoint(x: -95, y: 5), using: .winding, transform: shift))
        #expect(!square.contains(CGPoint(x: 105, y: 5), using: .winding, transform: shift))
        #expect(!square.contains(CGPoint(x: 5, y: 5), using: .winding, transform: shift))
    }

    @Test("An open subpath is treated as closed when testing containment")
    func openSubpathIsClosedForContainment() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 20)])

        #expect(triangle.contains(CGPoint(x: 5, y: 5)))
        #expect(!triangle.contains(CGPoint(x: 15, y: 15)))
    }

    // MARK: Shape queries

    @Test("isRect recognises exactly one axis-aligned rectangle and reports it")
    func isRect() {
        var rect = CGRect.zero
        let rotate = CGAffineTransform(rotationAngle: .pi / 4)
        let two = CGMutablePath()
        two.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)])

        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
        let diamond = withUnsafePointer(to: rotate) { CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: $0) }
        #expect(!diamond.isRect(nil))
        #expect(!two.isRect(nil))
    }

    @Test("currentPoint: zero when empty, the last end point, the subpath start after closing")
    func currentPoint() {
        let path = CGMutablePath()
        #expect(path.currentPoint == .zero)

        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addQuadCurve(to: CGPoint(x: 9, y: 9), control: CGPoint(x: 9, y: 1))
        #expect(path.currentPoint == CGPoint(x: 9, y: 9))

        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))

        path.addRect(CGRect(x: 20, y: 30, width: 5, height: 5))
        #expect(path.currentPoint == CGPoint(x: 20, y: 30))
    }

    // MARK: Copies and iteration

    @Test("copy(using:) maps every point, control points included; nil copies unchanged")
    func copyUsingTransform() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addCurve(to: CGPoint(x: 4, y: 1), control1: CGPoint(x: 2, y: 3), control2: CGPoint(x: 3, y: 3))
        var scale = CGAffineTransform(scaleX: 2, y: -1)

        let mapped = path.copy(using: &scale)!
        let same = path.copy(using: nil)!

        #expect(elements(of: mapped).flatMap(\.points) == [
            CGPoint(x: 2, y: -1), CGPoint(x: 4, y: -3), CGPoint(x: 6, y: -3), CGPoint(x: 8, y: -1),
        ])
        #expect(same == path)
        #expect(path.mutableCopy(using: &scale)! == mapped)
    }

    @Test("A copy is independent of later changes to the mutable original")
    func copiesAreSnapshots() {
        let path = CGMutablePath()
        path.move(to: .zero)
        let snapshot = path.copy()!

        path.addLine(to: CGPoint(x: 1, y: 1))

        #expect(elements(of: snapshot).count == 1)
        #expect(snapshot != path)
    }

    @Test("apply(info:function:) visits the same elements as applyWithBlock, passing info through")
    func applyFunction() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0

        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, element in
                info!.assumingMemoryBound(to: Int.self).pointee += element.pointee.type == .closeSubpath ? 100 : 1
            }
        }

        #expect(count == 104)
    }

    @Test("description lists one element per line with %g coordinates")
    func description() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0.5))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2))
        path.addCurve(to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4))
        path.closeSubpath()

        #expect(path.description == """
            moveto (0 0.5)
            lineto (10 0)
            quadto (1 2) (3 4)
            curveto (1 2) (3 4) (5 6)
            closepath
            """)
    }

    // MARK: Bad input

    @Test("Non-finite coordinates are ignored without crashing")
    func nonFiniteInputIsIgnored() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))

        path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        path.move(to: CGPoint(x: 0, y: CGFloat.infinity))
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.nan, y: 1), control2: .zero)
        path.addQuadCurve(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan), control: .zero)
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        path.addEllipse(in: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
        path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        path.addRelativeArc(center: .zero, radius: 1, startAngle: .nan, delta: 1)
        path.addArc(tangent1End: CGPoint(x: CGFloat.nan, y: 0), tangent2End: .zero, radius: 1)
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1), cornerWidth: 1, cornerHeight: 1)

        #expect(elements(of: path).count == 1)
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 0)))
    }
}
