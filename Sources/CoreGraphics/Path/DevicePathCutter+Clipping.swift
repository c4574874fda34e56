// SPDX-License-Identifier: Apache-2.0

import Foundation

extension DevicePathCutter {
    /// `elements` (device space) clipped to the box for filling or clipping: each subpath, implicitly closed, is
    /// clipped with Sutherland–Hodgman, so the area inside the box keeps its winding numbers. Subpaths with a
    /// non-finite point are dropped (Cairo could not draw them either).
    package func cutForFill(_ elements: [PathElement]) -> [PathElement] {
        var out: [PathElement] = []
        for sub in subpaths(of: elements, length: { _ in 0 }) {
            var polygon = sub.vertices
            guard polygon.allSatisfy({ $0.point.x.isFinite && $0.point.y.isFinite }) else { continue }
            for side in Side.allCases where !polygon.isEmpty { polygon = clip(polygon, to: side) }
            guard polygon.count >= 2, let last = polygon.last else { continue }
            // Start at the last vertex, so every vertex's own edge (line or curve) is drawn, the first's included.
            out.append(.move(last.point))
            for v in polygon { out.append(v.controls.map { .cubic($0.0, $0.1, v.point) } ?? .line(v.point)) }
            out.append(.close)
        }
        return out
    }

    /// The visible runs of `elements` (device space) for stroking, each with the distance along its subpath where
    /// it starts (measured by `length`). A closed subpath that is never cut stays closed, keeping its join.
    package func cutForStroke(_ elements: [PathElement], length: (CGPoint) -> CGFloat)
        -> [(elements: [PathElement], offset: CGFloat)]
    {
        var runs: [(elements: [PathElement], offset: CGFloat)] = []
        for sub in subpaths(of: elements, length: length) {
            var vertices = sub.vertices
            guard vertices.allSatisfy({ $0.point.x.isFinite && $0.point.y.isFinite }) else { continue }
            if sub.closed, vertices.count > 1, let first = vertices.first, let last = vertices.last {
                let back = CGPoint(x: first.point.x - last.point.x, y: first.point.y - last.point.y)
                vertices.append(Vertex(point: first.point, length: length(back)))
            }
            var run: [PathElement] = []
            var runOffset: CGFloat = 0, travelled: CGFloat = 0
            var wasCut = false
            func endRun() {
                if run.count > 1 { runs.append((run, runOffset)) }
                run = []
            }
            for i in vertices.indices.dropFirst() {
                let from = vertices[i - 1].point, v = vertices[i]
                defer { travelled += v.length }
                if let c = v.controls {
                    if run.isEmpty {
                        run = [.move(from)]
                        runOffset = travelled
                    }
                    run.append(.cubic(c.0, c.1, v.point))
                    continue
                }
                guard !v.isFarChord, let seen = clipSegment(from, v.point) else {
                    endRun()
                    wasCut = true
                    continue
                }
                if seen.enters {
                    endRun()
                    wasCut = true
                }
                if run.isEmpty {
                    run = [.move(seen.start)]
                    runOffset = travelled + length(CGPoint(x: seen.start.x - from.x, y: seen.start.y - from.y))
                }
                run.append(.line(seen.end))
                if seen.leaves {
                    endRun()
                    wasCut = true
                }
            }
            if sub.closed, !wasCut, run.count > 2 {
                run.removeLast()
                run.append(.close)
            }
            endRun()
        }
        return runs
    }

    // MARK: Half-planes

    enum Side: CaseIterable { case left, right, bottom, top }

    private func inside(_ p: CGPoint, _ side: Side) -> Bool {
        switch side {
        case .left: p.x >= box.minX
        case .right: p.x <= box.maxX
        case .bottom: p.y >= box.minY
        case .top: p.y <= box.maxY
        }
    }

    /// Where the segment a–b crosses `side`'s line, interpolated from the endpoint nearer to it (precise even when
    /// the other is a billion pixels away), halving before subtracting so far points cannot overflow.
    private func crossing(_ a: CGPoint, _ b: CGPoint, _ side: Side) -> CGPoint {
        func along(_ edge: CGFloat, _ a: CGFloat, _ b: CGFloat, _ aOther: CGFloat, _ bOther: CGFloat) -> CGFloat {
            let (n, nOther, f, fOther) = abs(a - edge) <= abs(b - edge) ? (a, aOther, b, bOther) : (b, bOther, a, aOther)
            let slope = (fOther / 2 - nOther / 2) / (f / 2 - n / 2)
            let value = nOther + (edge - n) * slope
            return value.isFinite ? value : nOther
        }
        switch side {
        case .left: return CGPoint(x: box.minX, y: along(box.minX, a.x, b.x, a.y, b.y))
        case .right: return CGPoint(x: box.maxX, y: along(box.maxX, a.x, b.x, a.y, b.y))
        case .bottom: return CGPoint(x: along(box.minY, a.y, b.y, a.x, b.x), y: box.minY)
        case .top: return CGPoint(x: along(box.maxY, a.y, b.y, a.x, b.x), y: box.maxY)
        }
    }

    /// One Sutherland–Hodgman pass: `polygon` (closed, each vertex reached from the previous one) cut to `side`.
    /// A curve only joins two vertices inside the box, so only lines ever cross a side.
    private func clip(_ polygon: [Vertex], to side: Side) -> [Vertex] {
        var out: [Vertex] = []
        out.reserveCapacity(polygon.count + 2)
        var previous = polygon[polygon.count - 1]
        var previousInside = inside(previous.point, side)
        for v in polygon {
            let isInside = inside(v.point, side)
            if isInside {
                if previousInside {
                    out.append(v)
                } else {
                    out.append(Vertex(point: crossing(previous.point, v.point, side)))
                    out.append(Vertex(point: v.point))
                }
            } else if previousInside {
                out.append(Vertex(point: crossing(previous.point, v.point, side)))
            }
            previous = v
            previousInside = isInside
        }
        return out
    }

    /// The part of the segment a–b inside the box, and whether it was cut at its start or end; nil when none is.
    private func clipSegment(_ a: CGPoint, _ b: CGPoint) -> (start: CGPoint, end: CGPoint, enters: Bool, leaves: Bool)? {
        var p = a, q = b, enters = false, leaves = false
        for side in Side.allCases {
            let pIn = inside(p, side), qIn = inside(q, side)
            if !pIn && !qIn { return nil }
            if !pIn {
                p = crossing(p, q, side)
                enters = true
            } else if !qIn {
                q = crossing(p, q, side)
                leaves = true
            }
        }
        return (p, q, enters, leaves)
    }
}
