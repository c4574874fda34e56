// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

@Suite("CGPath: stroked and dashed copies")
struct CGPathStrokingTests {
    /// A horizontal segment from (10, 10) to (50, 10).
    private func segment() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        return path
    }

    /// A right-angle corner: (10, 10) → (40, 10) → (40, 40); the outer corner points to (45, 5).
    private func corner() -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 40)])
        return path
    }

    // MARK: Width and caps

    @Test("A stroked copy covers points within half the line width of the path and nothing beyond")
    func strokeWidth() {
        let outline = segment().copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        #expect(outline.contains(CGPoint(x: 30, y: 12.9)))
        #expect(outline.contains(CGPoint(x: 30, y: 7.1)))
        #expect(!outline.contains(CGPoint(x: 30, y: 13.1)))
        #expect(!outline.contains(CGPoint(x: 30, y: 6.9)))
        #expect(isClose(outline.boundingBoxOfPath, CGRect(x: 10, y: 7, width: 40, height: 6), tolerance: 1e-9))
    }

    @Test("Butt caps end exactly at the end points")
    func buttCap() {
        let outline = segment().copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        #expect(outline.contains(CGPoint(x: 10.1, y: 10)))
        #expect(!outline.contains(CGPoint(x: 9.9, y: 10)))
        #expect(!outline.contains(CGPoint(x: 50.1, y: 10)))
    }

    @Test("Round caps add a half disc of the half width beyond each end")
    func roundCap() {
        let outline = segment().copy(strokingWithWidth: 6, lineCap: .round, lineJoin: .miter, miterLimit: 10)

        #expect(outline.contains(CGPoint(x: 7.1, y: 10)))
        #expect(outline.contains(CGPoint(x: 52.9, y: 10)))
        #expect(!outline.contains(CGPoint(x: 6.9, y: 10)))
        // The corner of the square cap's area is outside the disc.
        #expect(!outline.contains(CGPoint(x: 7.5, y: 12.5)))
        #expect(isClose(outline.boundingBoxOfPath, CGRect(x: 7, y: 7, width: 46, height: 6), tolerance: 1e-6))
    }

    @Test("Square caps extend the stroke by half the width, corners included")
    func squareCap() {
        let outline = segment().copy(strokingWithWidth: 6, lineCap: .square, lineJoin: .miter, miterLimit: 10)

        #expect(outline.contains(CGPoint(x: 7.2, y: 12.8)))
        #expect(outline.contains(CGPoint(x: 52.8, y: 7.2)))
        #expect(!outline.contains(CGPoint(x: 6.9, y: 10)))
        #expect(isClose(outline.boundingBoxOfPath, CGRect(x: 7, y: 7, width: 46, height: 6), tolerance: 1e-9))
    }

    @Test("A zero-length subpath paints a dot with round and square caps only")
    func zeroLengthSubpath() {
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 20, y: 20))
        dot.addLine(to: CGPoint(x: 20, y: 20))

        let butt = dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let round = dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        let square = dot.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)

        #expect(!butt.contains(CGPoint(x: 20, y: 20)))
        #expect(round.contains(CGPoint(x: 21.5, y: 20)) && !round.contains(CGPoint(x: 21.6, y: 21.6)))
        #expect(square.contains(CGPoint(x: 21.9, y: 21.9)) && !square.contains(CGPoint(x: 22.1, y: 20)))
    }

    @Test("A zero or non-finite width gives an empty outline")
    func degenerateWidth() {
        #expect(segment().copy(strokingWithWidth: 0, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        #expect(segment().copy(strokingWithWidth: .nan, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    // MARK: Joins

    @Test("A miter join fills the outer corner; bevel cuts it off; round rounds it")
    func joins() {
        let miter = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let bevel = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        let round = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        let nearTip = CGPoint(x: 44, y: 6)  // in the miter's square corner, beyond the bevel line y = x − 35
        let onBevelSide = CGPoint(x: 43, y: 9)  // inside the bevel triangle

        #expect(miter.contains(nearTip) && miter.contains(onBevelSide))
        #expect(!bevel.contains(nearTip) && bevel.contains(onBevelSide))
        #expect(!round.contains(nearTip) && round.contains(CGPoint(x: 43.4, y: 6.6)))
        #expect(isClose(miter.boundingBoxOfPath, CGRect(x: 10, y: 5, width: 35, height: 35), tolerance: 1e-9))
    }

    @Test("A join whose miter is longer than miterLimit × width is bevelled")
    func miterLimit() {
        // A right angle's miter is √2 ≈ 1.414 times the line width.
        let underLimit = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.5)
        let overLimit = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        let nearTip = CGPoint(x: 44, y: 6)

        #expect(underLimit.contains(nearTip))
        #expect(!overLimit.contains(nearTip))
    }

    @Test("A sharp V's miter reaches far beyond the vertex unless the limit bevels it")
    func sharpCornerMiter() {
        // Legs meet at about 11.4°: miter ratio 1 / sin(5.7°) ≈ 10.05.
        let vee = CGMutablePath()
        vee.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 10), CGPoint(x: 0, y: 20)])

        let long = vee.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 11)
        let cut = vee.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        #expect(long.contains(CGPoint(x: 108, y: 10)))
        #expect(!cut.contains(CGPoint(x: 102, y: 10)))
        #expect(cut.contains(CGPoint(x: 100.05, y: 10)))
    }

    @Test("A closed subpath is joined at its start instead of capped")
    func closedSubpathJoins() {
        let square = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)

        let outline = square.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        // The start corner (10, 10) gets a miter like every other corner.
        #expect(outline.contains(CGPoint(x: 8.2, y: 8.2)))
        #expect(outline.contains(CGPoint(x: 31.8, y: 31.8)))
        #expect(!outline.contains(CGPoint(x: 20, y: 20)))
    }

    @Test("The transform maps the finished outline")
    func strokeTransform() {
        let outline = segment().copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                     transform: CGAffineTransform(translationX: 0, y: 100))

        #expect(outline.contains(CGPoint(x: 30, y: 110.9)))
        #expect(!outline.contains(CGPoint(x: 30, y: 10)))
    }

    // MARK: Dashes

    /// The (start x … end x) of each dash of a dashed horizontal line: one subpath per dash.
    private func dashSpans(_ dashed: CGPath) -> [ClosedRange<CGFloat>] {
        var spans: [ClosedRange<CGFloat>] = []
        var current: (start: CGFloat, end: CGFloat)?
        for element in elements(of: dashed) {
            if element.type == .moveToPoint {
                if let c = current { spans.append(c.start...c.end) }
                current = (element.points[0].x, element.points[0].x)
            } else if element.type == .addLineToPoint {
                current?.end = element.points[0].x
            }
        }
        if let c = current { spans.append(c.start...c.end) }
        return spans
    }

    private func horizontal(length: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: length, y: 0))
        return path
    }

    @Test("Dashes alternate painted and unpainted lengths from the start of the path")
    func dashLengths() {
        let spans = dashSpans(horizontal(length: 50).copy(dashingWithPhase: 0, lengths: [10, 5]))

        #expect(spans == [0...10, 15...25, 30...40, 45...50])
    }

    @Test("The phase starts the pattern that far in", arguments: [
        (CGFloat(5), [0...5, 10...20, 25...35, 40...50] as [ClosedRange<CGFloat>]),
        (CGFloat(12), [3...13, 18...28, 33...43, 48...50]),
        (CGFloat(15), [0...10, 15...25, 30...40, 45...50]),
    ])
    func dashPhase(phase: CGFloat, expected: [ClosedRange<CGFloat>]) {
        let spans = dashSpans(horizontal(length: 50).copy(dashingWithPhase: phase, lengths: [10, 5]))

        #expect(spans.count == expected.count)
        for (got, want) in zip(spans, expected) {
            #expect(abs(got.lowerBound - want.lowerBound) < 1e-9 && abs(got.upperBound - want.upperBound) < 1e-9)
        }
    }

    @Test("A dash pattern continues around corners")
    func dashAroundCorner() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0), CGPoint(x: 8, y: 20)])

        let got = elements(of: path.copy(dashingWithPhase: 0, lengths: [10, 5]))

        // First dash: 8 along x, then 2 up the second leg.
        #expect(got.prefix(3).map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(isClose(got[2].points[0], CGPoint(x: 8, y: 2)))
        #expect(isClose(got[3].points[0], CGPoint(x: 8, y: 7)))
        #expect(got[3].type == .moveToPoint)
    }

    @Test("An empty or all-zero pattern copies the path unchanged")
    func noDashes() {
        let line = horizontal(length: 50)

        #expect(line.copy(dashingWithPhase: 3, lengths: []) == line)
        #expect(line.copy(dashingWithPhase: 3, lengths: [0, 0]) == line)
    }
}
