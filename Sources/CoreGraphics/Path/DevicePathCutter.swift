// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Cuts device-space paths down to the part Cairo can take and the canvas can show.
///
/// Cairo keeps path coordinates in 24.8 fixed point: past about ±8.4 million device pixels they wrap, and a line
/// reaching that far draws nothing, or the wrong thing (a triangle with far vertices fills the wrong side). Quartz
/// has no such limit. So a path reaching past ``safeReach`` is cut to a box around the canvas first:
/// - curves crossing the box are split until each piece lies wholly inside it (kept as a curve) or wholly outside
///   (replaced by its chord, which for a fill changes only area outside the box);
/// - for a fill, each subpath is clipped to the box (Sutherland–Hodgman), so its edges outside become runs along the
///   box's sides, which lie outside the canvas and change no pixel; winding numbers inside the box are unchanged;
/// - for a stroke, the parts outside a box grown by the stroke's reach are dropped, and each visible run remembers
///   how far along its subpath it starts, so a dash pattern continues with the phase it had (the runs are dashed
///   here, in user space, and stroked undashed).
///
/// Paths inside the safe range are never touched, so ordinary drawing pays one scan of its points.
package struct DevicePathCutter {
    /// How far from the origin Cairo takes coordinates exactly enough; its fixed point holds ±8,388,607.
    package static let safeReach: CGFloat = 4_000_000
    /// Deepest split of one curve; pieces still crossing the box then are replaced by chords.
    private static let maxSplitDepth = 64

    /// The box paths are cut to, in device space.
    let box: CGRect

    /// A cutter for a canvas of `deviceSize` pixels, keeping `margin` device pixels around it (the stroke's reach
    /// for strokes), never beyond half of ``safeReach``.
    package init(deviceSize: CGSize, margin: CGFloat) {
        let m = max(64, margin.isFinite ? margin : Self.safeReach)
        // Half the reach that triggers cutting, so a cut path (even after dashing's round trip through the inverse
        // CTM) never needs cutting again.
        let limit = Self.safeReach / 2
        let minX = max(-m, -limit), minY = max(-m, -limit)
        let maxX = min(deviceSize.width + m, limit), maxY = min(deviceSize.height + m, limit)
        box = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Whether any point of `elements` lies beyond ``safeReach`` (control points included).
    package static func needsCutting(_ elements: [PathElement]) -> Bool {
        func far(_ p: CGPoint) -> Bool { !(abs(p.x) <= safeReach && abs(p.y) <= safeReach) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): if far(p) { return true }
            case .quad(let c, let p): if far(c) || far(p) { return true }
            case .cubic(let c1, let c2, let p): if far(c1) || far(c2) || far(p) { return true }
            case .close: break
            }
        }
        return false
    }

    // MARK: Subpaths as vertices

    /// A point of a subpath and how it is reached from the previous one: a line, or a curve with these controls.
    struct Vertex {
        var point: CGPoint
        var controls: (CGPoint, CGPoint)?
        /// The length of the edge ending here, for dashing: exact for lines, an estimate for far chords.
        var length: CGFloat = 0
        /// Whether the edge ending here stands for a curve outside the box (dropped when stroking).
        var isFarChord = false
    }

    struct Subpath {
        var vertices: [Vertex]
        var closed: Bool
    }

    /// `elements` as subpaths whose curves lie wholly inside the box; `length` measures an edge vector (user
    /// space lengths for dashing, or anything when unused).
    func subpaths(of elements: [PathElement], length: (CGPoint) -> CGFloat) -> [Subpath] {
        var result: [Subpath] = []
        var current: [Vertex] = []
        var lastStart: CGPoint?
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Subpath(vertices: current, closed: closed)) }
            current = []
        }
        func startIfNeeded() {
            if current.isEmpty, let s = lastStart { current = [Vertex(point: s)] }
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [Vertex(point: p)]
                lastStart = p
            case .line(let p):
                startIfNeeded()
                if current.isEmpty { current = [Vertex(point: p)] }
                let from = current[current.count - 1].point
                current.append(Vertex(point: p, length: length(CGPoint(x: p.x - from.x, y: p.y - from.y))))
            case .quad(let c, let p):
                startIfNeeded()
                let p0 = current.last?.point ?? c
                if current.isEmpty { current = [Vertex(point: p0)] }
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                appendCubic(&current, p0, c1, c2, p, length: length)
            case .cubic(let c1, let c2, let p):
                startIfNeeded()
                let p0 = current.last?.point ?? c1
                if current.isEmpty { current = [Vertex(point: p0)] }
                appendCubic(&current, p0, c1, c2, p, length: length)
            case .close:
                lastStart = current.first?.point
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Appends the cubic p0…p3 as curves inside the box and chords outside it, splitting in half as needed.
    private func appendCubic(_ out: inout [Vertex], _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                             length: (CGPoint) -> CGFloat)
    {
        // Pieces in order: a stack holding the later halves on top of nothing earlier.
        var stack: [(CGPoint, CGPoint, CGPoint, CGPoint, Int)] = [(p0, p1, p2, p3, 0)]
        while let (a, b, c, d, depth) = stack.popLast() {
            let hull = Self.bounds(a, b, c, d)
            if box.safeContains(hull) {
                let polygon = length(Self.vector(a, b)) + length(Self.vector(b, c)) + length(Self.vector(c, d))
                out.append(Vertex(point: d, controls: (b, c), length: (polygon + length(Self.vector(a, d))) / 2))
            } else if !hull.safeIntersects(box) || depth >= Self.maxSplitDepth || !hull.isSafeOperand {
                let chord = length(Self.vector(a, d))
                let polygon = length(Self.vector(a, b)) + length(Self.vector(b, c)) + length(Self.vector(c, d))
                // An outside piece is dropped by strokes, so only its length matters; a deep piece still crossing
                // the box is tiny relative to its neighbours and drawn as its chord.
                out.append(Vertex(point: d, length: (chord + polygon) / 2, isFarChord: !hull.safeIntersects(box)))
            } else {
                let ab = Self.mid(a, b), bc = Self.mid(b, c), cd = Self.mid(c, d)
                let abc = Self.mid(ab, bc), bcd = Self.mid(bc, cd), m = Self.mid(abc, bcd)
                stack.append((m, bcd, cd, d, depth + 1))
                stack.append((a, ab, abc, m, depth + 1))
            }
        }
    }

    private static func bounds(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGRect {
        let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x / 2 + b.x / 2, y: a.y / 2 + b.y / 2)
    }

    private static func vector(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: b.x - a.x, y: b.y - a.y) }
}
