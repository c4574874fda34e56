// SPDX-License-Identifier: Apache-2.0

/// A `CGPath` prepared for a keyframe animation to follow: its drawing elements as pieces, each a cubic Bézier
/// (lines and quadratic curves are raised to cubics without changing their shape or parameterisation).
///
/// The keyframes of a path are its vertices: the start of each piece and the end of the last. A `move` in the
/// middle of the path starts the next piece elsewhere, so the position jumps there; `close` adds a straight piece
/// back to the subpath's start (none when it is already there).
package struct KeyframePath {
    /// One drawing element: a cubic Bézier from `p0` to `p3`.
    package struct Piece {
        package var p0, p1, p2, p3: CGPoint

        package func point(at u: Double) -> CGPoint { PathGeometry.cubicPoint(p0, p1, p2, p3, CGFloat(u)) }

        /// The curve's derivative (direction of travel) at `u`.
        package func derivative(at u: Double) -> CGPoint {
            let t = CGFloat(u), s = 1 - t
            func d(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ e: CGFloat) -> CGFloat {
                3 * s * s * (b - a) + 6 * s * t * (c - b) + 3 * t * t * (e - c)
            }
            return CGPoint(x: d(p0.x, p1.x, p2.x, p3.x), y: d(p0.y, p1.y, p2.y, p3.y))
        }

        /// The tangent angle at `u` (radians, y down, so positive turns clockwise on screen): from the
        /// derivative, or from nearby points or the chord where control points coincide with an end point.
        package func angle(at u: Double) -> Double {
            var d = derivative(at: u)
            if hypot(d.x, d.y) < 1e-9 {
                let a = point(at: max(0, u - 1e-3)), b = point(at: min(1, u + 1e-3))
                d = CGPoint(x: b.x - a.x, y: b.y - a.y)
            }
            if hypot(d.x, d.y) < 1e-12 { d = CGPoint(x: p3.x - p0.x, y: p3.y - p0.y) }
            return Double(atan2(d.y, d.x))
        }

        /// Cumulative arc lengths at u = k / ``samples`` (k = 0…samples), for pacing.
        package func lengthTable() -> [Double] {
            var table = [0.0]
            var previous = p0
            for k in 1...KeyframePath.samples {
                let q = point(at: Double(k) / Double(KeyframePath.samples))
                table.append(table[k - 1] + Double(hypot(q.x - previous.x, q.y - previous.y)))
                previous = q
            }
            return table
        }
    }

    /// Arc-length samples per piece.
    package static let samples = 32

    package let pieces: [Piece]
    /// Where the path starts (nil for an empty path).
    package let start: CGPoint?
    /// Each piece's cumulative arc-length table (see ``Piece/lengthTable()``).
    private let lengthTables: [[Double]]

    package init(_ path: CGPath) {
        var pieces: [Piece] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        var first: CGPoint?
        func add(_ end: CGPoint, _ c1: CGPoint? = nil, _ c2: CGPoint? = nil) {
            let from = current ?? c1 ?? end
            if subpathStart == nil { subpathStart = from }
            if first == nil { first = from }
            let third = CGPoint(x: (end.x - from.x) / 3, y: (end.y - from.y) / 3)
            pieces.append(Piece(p0: from, p1: c1 ?? CGPoint(x: from.x + third.x, y: from.y + third.y),
                                p2: c2 ?? CGPoint(x: end.x - third.x, y: end.y - third.y), p3: end))
            current = end
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                if first == nil { first = p }
            case .line(let p): add(p)
            case .quad(let c, let p):
                let from = current ?? c
                add(p, CGPoint(x: from.x + 2 / 3 * (c.x - from.x), y: from.y + 2 / 3 * (c.y - from.y)),
                    CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
            case .cubic(let c1, let c2, let p): add(p, c1, c2)
            case .close:
                if let c = current, let s = subpathStart, c != s { add(s) }
                current = subpathStart
            }
        }
        self.pieces = pieces
        self.start = first
        self.lengthTables = pieces.map { $0.lengthTable() }
    }

    /// The vertices: each piece's start, then the last piece's end.
    package var vertices: [CGPoint] {
        guard let last = pieces.last else { return start.map { [$0] } ?? [] }
        return pieces.map(\.p0) + [last.p3]
    }

    /// The point and tangent angle `u` of the way through piece `index`.
    package func sample(piece index: Int, local u: Double) -> (point: CGPoint, angle: Double) {
        let piece = pieces[min(max(0, index), pieces.count - 1)]
        return (piece.point(at: u), piece.angle(at: u))
    }

    /// The point and tangent angle at fraction `f` of the total arc length (paced modes).
    package func samplePaced(at f: Double) -> (point: CGPoint, angle: Double) {
        let tables = lengthTables
        let total = tables.reduce(0) { $0 + ($1.last ?? 0) }
        guard total > 0 else { return sample(piece: pieces.count - 1, local: 1) }
        var remaining = min(max(0, f), 1) * total
        for (index, table) in tables.enumerated() {
            let length = table.last ?? 0
            if remaining <= length || index == tables.count - 1 {
                return sample(piece: index, local: Self.parameter(forLength: remaining, in: table))
            }
            remaining -= length
        }
        return sample(piece: pieces.count - 1, local: 1)
    }

    /// The curve parameter at which `table`'s cumulative length reaches `length` (linear between samples).
    private static func parameter(forLength length: Double, in table: [Double]) -> Double {
        guard let total = table.last, total > 0 else { return 0 }
        let target = min(max(0, length), total)
        var k = 1
        while k < table.count - 1 && table[k] < target { k += 1 }
        let span = table[k] - table[k - 1]
        let within = span > 0 ? (target - table[k - 1]) / span : 0
        return (Double(k - 1) + within) / Double(samples)
    }
}
