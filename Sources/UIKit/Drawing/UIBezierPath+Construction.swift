// SPDX-License-Identifier: Apache-2.0

extension UIBezierPath {
    /// A closed rectangle: starts at `rect`'s origin and runs visually clockwise in UIKit's y-down space.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect` (a circle when `rect` is square), made of four cubic curves.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// A closed rectangle with four circular corners of `cornerRadius` points.
    ///
    /// As in UIKit, a radius larger than half the rectangle's shorter side is clamped to that half (a capsule or
    /// circle); a negative or non-finite radius gives square corners with a diagnostic.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius), circular: true)
    }

    /// A closed rectangle whose `corners` are rounded with elliptical corners of `cornerRadii` (width, height).
    ///
    /// Each radius is clamped to half the rectangle's width (respectively height), as UIKit does; negative or
    /// non-finite radii are treated as 0 with a diagnostic. The outline starts at the top edge and runs visually
    /// clockwise (top-right, bottom-right, bottom-left, top-left).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(roundedRect: rect, byRoundingCorners: corners, cornerRadii: cornerRadii, circular: false)
    }

    /// An open circular arc; see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)`` for the angle contract.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool)
    {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    private convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize,
                             circular: Bool)
    {
        self.init()
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIKitDiagnostics.log("UIBezierPath(roundedRect:): non-finite rectangle ignored")
            return
        }
        let r = rect.standardized
        func sanitize(_ v: CGFloat) -> CGFloat {
            if v.isFinite && v >= 0 { return v }
            UIKitDiagnostics.log("UIBezierPath(roundedRect:): invalid corner radius \(v) treated as 0")
            return 0
        }
        var w = min(sanitize(cornerRadii.width), r.width / 2), h = min(sanitize(cornerRadii.height), r.height / 2)
        if circular { (w, h) = (min(w, h), min(w, h)) }
        func radii(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) && w > 0 && h > 0 ? CGSize(width: w, height: h) : .zero
        }
        let tl = radii(.topLeft), tr = radii(.topRight), bl = radii(.bottomLeft), br = radii(.bottomRight)
        let start = CGPoint(x: r.minX + tl.width, y: r.minY)
        storage.move(to: start)
        addEdgeAndCorner(to: CGPoint(x: r.maxX - tr.width, y: r.minY), radii: tr, startAngle: -.pi / 2, subpathStart: start)
        addEdgeAndCorner(to: CGPoint(x: r.maxX, y: r.maxY - br.height), radii: br, startAngle: 0, subpathStart: start)
        addEdgeAndCorner(to: CGPoint(x: r.minX + bl.width, y: r.maxY), radii: bl, startAngle: .pi / 2, subpathStart: start)
        addEdgeAndCorner(to: CGPoint(x: r.minX, y: r.minY + tl.height), radii: tl, startAngle: .pi, subpathStart: start)
        storage.closeSubpath()
    }

    /// Adds a line to `point` (skipped when already there, or when it is the subpath's start and no corner follows:
    /// `close()` draws that edge), then a quarter ellipse of `radii` turning clockwise on screen from `startAngle`
    /// (a multiple of π/2), whose centre lies inward of `point`. Corner points are computed exactly, so a rounded
    /// rectangle's bounds equal its rectangle.
    private func addEdgeAndCorner(to point: CGPoint, radii: CGSize, startAngle: CGFloat, subpathStart: CGPoint) {
        let rounded = radii.width > 0
        if storage.currentPoint != point && (rounded || point != subpathStart) { storage.addLine(to: point) }
        guard rounded else { return }
        let (c0, s0) = (cos(startAngle).rounded(), sin(startAngle).rounded())
        let center = CGPoint(x: point.x - radii.width * c0, y: point.y - radii.height * s0)
        // The end lies a quarter turn further: direction (-sin, cos) of the start angle.
        let end = CGPoint(x: center.x - radii.width * s0, y: center.y + radii.height * c0)
        let k: CGFloat = 4.0 / 3.0 * tan(.pi / 8)
        storage.addCurve(
            to: end,
            control1: CGPoint(x: point.x + k * (end.x - center.x), y: point.y + k * (end.y - center.y)),
            control2: CGPoint(x: end.x + k * (point.x - center.x), y: end.y + k * (point.y - center.y)))
    }
}

/// Element-level operations UIBezierPath needs beyond Core Graphics' path API.
package enum BezierPathGeometry {
    /// The elements with every subpath traversed backwards: each starts at its original last point, segments come
    /// in reverse order with their control points swapped, and closed subpaths stay closed.
    package static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var result: [PathElement] = []
        var start: CGPoint?
        var segments: [(from: CGPoint, element: PathElement)] = []
        var current = CGPoint.zero
        func flush(closed: Bool) {
            guard let s = start else { return }
            result.append(.move(current))
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(c, from))
                case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, from))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
            start = nil
            segments.removeAll()
            current = s
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                start = p
                current = p
            case .close:
                flush(closed: true)
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if start == nil { start = current }
                segments.append((current, element))
                current = p
            }
        }
        flush(closed: false)
        return result
    }
}
