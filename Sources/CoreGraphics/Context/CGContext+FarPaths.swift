// SPDX-License-Identifier: Apache-2.0

import Foundation

extension CGContext {
    /// Paints device-space `elements` that reach past what Cairo can represent (``DevicePathCutter``): the fill is
    /// clipped to a box around the canvas, the stroke to the runs within its reach of it, dashed here in user space
    /// from where each run starts along its subpath, so the pattern keeps its phase.
    ///
    /// Fill and stroke are composited one after the other (a shadow or a transparency group sees two shapes), which
    /// only differs from one composite where the two overlap under a shadow.
    func paintFarPath(_ elements: [PathElement], fill: CGPathFillRule?, stroke: Bool) {
        if let fill {
            let cut = DevicePathCutter(deviceSize: deviceSize, margin: 64).cutForFill(elements)
            if !cut.isEmpty { paint(cut, fill: fill, stroke: false) }
        }
        guard stroke else { return }
        let t = state.ctm
        let det = t.a * t.d - t.b * t.c
        let invertible = det != 0 && det.isFinite
        // Dash lengths are user-space lengths: measure device vectors through the inverse CTM.
        let inverse = invertible ? t.inverted() : .identity
        let length: (CGPoint) -> CGFloat = { v in
            hypot(inverse.a * v.x + inverse.c * v.y, inverse.b * v.x + inverse.d * v.y)
        }
        let runs = DevicePathCutter(deviceSize: deviceSize, margin: strokeReach).cutForStroke(elements, length: length)
        var out: [PathElement] = []
        if state.dashLengths.isEmpty || !invertible {
            for run in runs { out += run.elements }
        } else {
            for run in runs {
                let user = CGPath(elements: run.elements.map { $0.applying(inverse) })
                out += user.copy(dashingWithPhase: state.dashPhase + run.offset, lengths: state.dashLengths,
                                 transform: t).elements
            }
        }
        guard !out.isEmpty else { return }
        let savedDashes = state.dashLengths
        state.dashLengths = []
        defer { state.dashLengths = savedDashes }
        paint(out, fill: nil, stroke: true)
    }

    /// How far (device pixels) a stroke with the current line attributes reaches from its path: half the widest
    /// stretch of the line width, times the miter limit for mitred joins and √2 for square caps.
    private var strokeReach: CGFloat {
        let t = state.ctm
        let stretch = (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d).squareRoot()
        var reach = max(state.lineWidth, 0) * stretch / 2
        if state.lineJoin == .miter { reach *= max(1, state.miterLimit) }
        if state.lineCap == .square { reach *= 2.0.squareRoot() }
        return reach + 2
    }
}
