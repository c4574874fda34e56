// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

@Suite("CGContext: the current path")
struct CGContextPathTests {
    /// A canvas whose current path is the line (0, 10)–(60, 10), with line width 4 and dashes [10, 10].
    private func contextWithDashedLine() -> CGContext {
        let ctx = makeCanvas()
        ctx.setLineWidth(4)
        ctx.setLineDash(phase: 0, lengths: [10, 10])
        ctx.move(to: CGPoint(x: 0, y: 10))
        ctx.addLine(to: CGPoint(x: 60, y: 10))
        return ctx
    }

    // MARK: Construction under the CTM

    @Test("Points are mapped by the CTM in force when they are added, not when the path is painted")
    func pathIsBuiltUnderTheCTM() {
        let ctx = makeCanvas()

        ctx.saveGState()
        ctx.translateBy(x: 10, y: 20)
        ctx.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.restoreGState()

        // Back under the identity CTM, the path sits where the translated CTM put it.
        #expect(ctx.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 5, height: 5))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fillPath()
        #expect(pixel(ctx, 12, 22) == .red)
        #expect(pixel(ctx, 2, 2) == .white)
    }

    @Test("Changing the CTM between points changes only the later points")
    func ctmChangeMidPath() {
        let ctx = makeCanvas()

        ctx.move(to: CGPoint(x: 1, y: 1))
        ctx.scaleBy(x: 10, y: 10)
        ctx.addLine(to: CGPoint(x: 2, y: 1))
        let path = ctx.path!

        // Reported in the current user space (scaled by 10): the first point is (0.1, 0.1).
        #expect(elements(of: path).map { $0.points[0] } == [CGPoint(x: 0.1, y: 0.1), CGPoint(x: 2, y: 1)])
    }

    @Test("currentPointOfPath is in the current user space; zero when there is no path")
    func currentPointInUserSpace() {
        let ctx = makeCanvas()
        #expect(ctx.currentPointOfPath == .zero)

        ctx.translateBy(x: 10, y: 0)
        ctx.move(to: CGPoint(x: 5, y: 5))
        #expect(ctx.currentPointOfPath == CGPoint(x: 5, y: 5))

        ctx.translateBy(x: -10, y: 0)
        #expect(ctx.currentPointOfPath == CGPoint(x: 15, y: 5))
    }

    @Test("boundingBoxOfPath encloses the points and control points, in the current user space; null when empty")
    func boundingBoxInUserSpace() {
        let ctx = makeCanvas()
        #expect(ctx.boundingBoxOfPath.isNull)

        ctx.scaleBy(x: 2, y: 2)
        ctx.move(to: .zero)
        ctx.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))

        // The curve itself peaks at y = 7.5; its control points reach y = 10.
        #expect(isClose(ctx.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), tolerance: 1e-9))
        ctx.scaleBy(x: 0.5, y: 0.5)
        #expect(isClose(ctx.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 20), tolerance: 1e-9))
    }

    @Test("addPath maps the added path through the CTM")
    func addPathUsesCTM() {
        let ctx = makeCanvas()
        ctx.translateBy(x: 30, y: 30)

        ctx.addPath(CGPath(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10), transform: nil))
        ctx.translateBy(x: -30, y: -30)

        #expect(isClose(ctx.boundingBoxOfPath, CGRect(x: 25, y: 25, width: 10, height: 10), tolerance: 1e-9))
    }

    @Test("A tangent arc is built in user space, its current point reported there")
    func tangentArcUnderCTM() {
        let ctx = makeCanvas()
        ctx.scaleBy(x: 2, y: 3)
        ctx.move(to: .zero)

        ctx.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)

        #expect(isClose(ctx.currentPointOfPath, CGPoint(x: 10, y: 5)))
        #expect(isClose(ctx.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), tolerance: 1e-9))
    }

    // MARK: User and device space

    @Test("The CTM maps user space to device space; conversions go both ways")
    func spaceConversions() {
        let ctx = makeCanvas()
        ctx.translateBy(x: 10, y: 20)
        ctx.scaleBy(x: 2, y: -1)

        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 10, ty: 20))
        #expect(ctx.userSpaceToDeviceSpaceTransform == ctx.ctm)
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 19))
        #expect(ctx.convertToUserSpace(CGPoint(x: 12, y: 19)) == CGPoint(x: 1, y: 1))
        #expect(ctx.convertToDeviceSpace(CGSize(width: 3, height: 4)) == CGSize(width: 6, height: -4))
        #expect(ctx.convertToUserSpace(CGSize(width: 6, height: -4)) == CGSize(width: 3, height: 4))
        #expect(ctx.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 5, height: 5))
            == CGRect(x: 10, y: 15, width: 10, height: 5))
        #expect(ctx.convertToUserSpace(CGRect(x: 10, y: 15, width: 10, height: 5))
            == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("concatenate applies the new transform before the current CTM; non-finite input is ignored")
    func concatenateOrder() {
        let ctx = makeCanvas()
        ctx.translateBy(x: 100, y: 0)

        ctx.concatenate(CGAffineTransform(scaleX: 2, y: 2))
        ctx.translateBy(x: .nan, y: 0)
        ctx.scaleBy(x: .infinity, y: 1)
        ctx.rotate(by: .nan)
        ctx.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))

        #expect(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 102, y: 2))
        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 100, ty: 0))
    }

    // MARK: Emptiness and the path property

    @Test("isPathEmpty, path and beginPath")
    func emptinessAndBeginPath() {
        let ctx = makeCanvas()
        #expect(ctx.isPathEmpty)
        #expect(ctx.path == nil)

        ctx.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(!ctx.isPathEmpty)
        #expect(ctx.path == CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: nil))

        ctx.beginPath()
        #expect(ctx.isPathEmpty)
        #expect(ctx.path == nil)
    }

    @Test("The path is not part of the graphics state: restoreGState keeps it")
    func pathSurvivesRestore() {
        let ctx = makeCanvas()

        ctx.saveGState()
        ctx.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        ctx.restoreGState()

        #expect(!ctx.isPathEmpty)
    }

    @Test("Every path-painting call and clip clears the current path", arguments: [
        "fillPath", "eoFill", "strokePath", "drawPath", "clip",
    ])
    func paintingClearsThePath(operation: String) {
        let ctx = makeCanvas()
        ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))

        switch operation {
        case "fillPath": ctx.fillPath()
        case "eoFill": ctx.fillPath(using: .evenOdd)
        case "strokePath": ctx.strokePath()
        case "drawPath": ctx.drawPath(using: .fillStroke)
        default: ctx.clip()
        }

        #expect(ctx.isPathEmpty)
    }

    @Test("Rectangle and ellipse conveniences leave the current path alone")
    func conveniencesKeepThePath() {
        let ctx = makeCanvas()
        ctx.move(to: CGPoint(x: 3, y: 3))

        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.strokeLineSegments(between: [.zero, CGPoint(x: 5, y: 5)])
        ctx.clear(CGRect(x: 0, y: 0, width: 1, height: 1))

        #expect(ctx.currentPointOfPath == CGPoint(x: 3, y: 3))
    }

    // MARK: Hit testing

    @Test("pathContains follows the fill rule of the mode")
    func pathContainsFillRules() {
        let ctx = makeCanvas()
        ctx.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let hole = CGPoint(x: 15, y: 15)

        #expect(ctx.pathContains(hole, mode: .fill))
        #expect(!ctx.pathContains(hole, mode: .eoFill))
        #expect(ctx.pathContains(CGPoint(x: 5, y: 5), mode: .eoFill))
        #expect(!ctx.pathContains(CGPoint(x: 40, y: 5), mode: .fill))
        #expect(!ctx.isPathEmpty)  // hit testing does not consume the path
    }

    @Test("pathContains in stroke mode uses the line width, scaled by the CTM")
    func pathContainsStroke() {
        let ctx = makeCanvas()
        ctx.scaleBy(x: 2, y: 2)
        ctx.setLineWidth(4)
        ctx.addRect(CGRect(x: 5, y: 5, width: 20, height: 20))

        #expect(ctx.pathContains(CGPoint(x: 5, y: 15), mode: .stroke))
        #expect(ctx.pathContains(CGPoint(x: 6.9, y: 15), mode: .stroke))
        #expect(!ctx.pathContains(CGPoint(x: 7.1, y: 15), mode: .stroke))
        #expect(!ctx.pathContains(CGPoint(x: 15, y: 15), mode: .stroke))
        #expect(ctx.pathContains(CGPoint(x: 15, y: 15), mode: .fillStroke))
        #expect(ctx.pathContains(CGPoint(x: 3.5, y: 15), mode: .eoFillStroke))
    }

    @Test("pathContains in stroke mode misses the gaps of a dashed line")
    func pathContainsDashedStroke() {
        let ctx = contextWithDashedLine()

        #expect(ctx.pathContains(CGPoint(x: 5, y: 10), mode: .stroke))
        #expect(!ctx.pathContains(CGPoint(x: 15, y: 10), mode: .stroke))
    }

    @Test("pathContains in stroke mode treats a zero-width line as one device pixel wide")
    func pathContainsHairline() {
        let ctx = makeCanvas()
        ctx.scaleBy(x: 4, y: 4)
        ctx.setLineWidth(0)
        ctx.move(to: CGPoint(x: 1, y: 8))
        ctx.addLine(to: CGPoint(x: 15, y: 8))

        #expect(ctx.pathContains(CGPoint(x: 5, y: 8.1), mode: .stroke))  // 0.4 device pixels away
        #expect(!ctx.pathContains(CGPoint(x: 5, y: 8.2), mode: .stroke))  // 0.8 device pixels away
    }

    // MARK: replacePathWithStrokedPath

    @Test("replacePathWithStrokedPath replaces the path with the stroke's outline")
    func replaceWithStrokedPath() {
        let ctx = makeCanvas()
        ctx.setLineWidth(6)
        ctx.move(to: CGPoint(x: 10, y: 32))
        ctx.addLine(to: CGPoint(x: 54, y: 32))

        ctx.replacePathWithStrokedPath()

        #expect(isClose(ctx.boundingBoxOfPath, CGRect(x: 10, y: 29, width: 44, height: 6), tolerance: 1e-9))
        #expect(ctx.pathContains(CGPoint(x: 30, y: 34.5), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 30, y: 35.5), mode: .fill))
    }

    @Test("replacePathWithStrokedPath honours the dash pattern")
    func replaceWithDashedStrokedPath() {
        let ctx = contextWithDashedLine()

        ctx.replacePathWithStrokedPath()

        #expect(ctx.pathContains(CGPoint(x: 5, y: 10), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 15, y: 10), mode: .fill))
    }

    @Test("Filling the replaced path paints the same pixels as stroking the original")
    func replacedPathFillsLikeTheStroke() {
        func draw(_ ctx: CGContext) {
            ctx.setLineWidth(5)
            ctx.setLineJoin(.round)
            ctx.setLineCap(.round)
            ctx.setLineDash(phase: 2, lengths: [14, 6])
            ctx.move(to: CGPoint(x: 8, y: 8))
            ctx.addCurve(to: CGPoint(x: 56, y: 20), control1: CGPoint(x: 20, y: 60), control2: CGPoint(x: 40, y: 0))
            ctx.addLine(to: CGPoint(x: 30, y: 56))
        }
        let stroked = makeCanvas()
        let filled = makeCanvas()

        draw(stroked)
        stroked.strokePath()
        draw(filled)
        filled.setFillColor(gray: 0, alpha: 1)
        filled.replacePathWithStrokedPath()
        filled.fillPath()

        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let a = pixel(stroked, x, y), b = pixel(filled, x, y)
                worst = max(worst, abs(a.r - b.r), abs(a.a - b.a))
            }
        }
        // Only antialiasing at the edges may differ (the outline flattens curves).
        #expect(worst < 32)
        #expect(pixel(filled, 8, 8) == .black)
    }
}
