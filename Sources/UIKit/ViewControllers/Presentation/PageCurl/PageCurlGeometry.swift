// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a page curled up from its bottom-right corner lies, for a curl `progress` from 0 (flat) to 1 (at rest
/// over the upper part of the page, as `.partialCurl` leaves it), in the page's coordinates (points, y down).
///
/// The model is the usual cylinder curl. A fold line crosses the page; `s` is a point's signed distance beyond it
/// along the unit ``normal`` (which points down and a little right, towards the lifted corner). The page lies flat
/// where `s ≤ 0`. Beyond the fold it wraps up and back round a cylinder of ``radius`` r lying on the page along the
/// fold line: a point at `s` ≤ πr sits at angle φ = s/r and is seen from above at `r·sin φ` beyond the fold, its
/// front face up while φ < π/2 and its back face up after; a point further than πr has come round the cylinder
/// and rises back over the flat part at 60° from it, mirrored and seen foreshortened by half, at
/// `−(s − πr) · tailForeshortening`. Seen from above, the curl therefore reaches ``leadingEdge`` beyond the
/// fold; past that the page has lifted off what lies beneath, and the upper part of the page stays in view.
///
/// As progress grows the fold advances from the corner (``advance`` goes from 0 to its resting value, which puts
/// the leading edge through the page's centre) and turns from a diagonal towards its resting tilt of 18°: the
/// corner lifts first, then the curl rolls up the page. Apple publishes no numbers; these are Touchstone's,
/// chosen by eye against iOS's Maps curl.
package struct PageCurlGeometry: Equatable, Sendable {
    /// The page's size in points.
    package let size: CGSize
    /// The curl's progress, clamped to 0...1.
    package let progress: CGFloat
    /// The unit normal of the fold line, pointing from the flat part towards the lifted corner.
    package let normal: CGVector
    /// The fold line is where `normal · p == offset`.
    package let offset: CGFloat
    /// The cylinder's radius in points.
    package let radius: CGFloat
    /// How far the fold line lies from the corner, along the normal: the corner's `s`.
    package let advance: CGFloat

    /// The resting tilt of the fold line (radians): it rises towards the right.
    package static let restingTilt: CGFloat = 18 * .pi / 180
    /// How much the part past the cylinder is foreshortened seen from above (cos 60°: it stands up off the page).
    package static let tailForeshortening: CGFloat = 0.5
    /// How much more the fold line tilts when the curl starts (radians).
    package static let startingExtraTilt: CGFloat = 22 * .pi / 180

    /// The curl of a `size` page at `progress` (non-finite progress counts as 0).
    package init(size: CGSize, progress: CGFloat) {
        let width = max(0, size.width.isFinite ? size.width : 0)
        let height = max(0, size.height.isFinite ? size.height : 0)
        self.size = CGSize(width: width, height: height)
        let p = progress.isFinite ? min(1, max(0, progress)) : 0
        self.progress = p
        radius = max(1, 0.09 * min(width, height))
        let corner = CGPoint(x: width, y: height)
        let centre = CGPoint(x: width / 2, y: height / 2)
        // The resting fold puts the leading edge (r beyond the fold) through the centre.
        let rest = CGVector(dx: sin(Self.restingTilt), dy: cos(Self.restingTilt))
        let restingAdvance = max(0, Self.dot(rest, corner) - Self.dot(rest, centre) + radius)
        let tilt = Self.restingTilt + (1 - p) * Self.startingExtraTilt
        normal = CGVector(dx: sin(tilt), dy: cos(tilt))
        advance = p * restingAdvance
        offset = Self.dot(normal, corner) - advance
    }

    /// `s`: how far `point` lies beyond the fold line (negative on the flat side).
    package func distance(of point: CGPoint) -> CGFloat { Self.dot(normal, point) - offset }

    /// How far beyond the fold the curl reaches, seen from above: `r·sin(advance/r)` until the corner has gone a
    /// quarter turn round the cylinder, r after.
    package var leadingEdge: CGFloat {
        advance >= radius * .pi / 2 ? radius : radius * sin(advance / radius)
    }

    /// Whether the page (flat, curled or lying on top) covers `point` seen from above; false off the page and
    /// where it has lifted off.
    package func covers(_ point: CGPoint) -> Bool {
        guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else { return false }
        return distance(of: point) < leadingEdge || advance == 0
    }

    /// Where a point of the page at `s` beyond the fold is seen: `r·sin(s/r)` on the cylinder,
    /// `−(s − πr) · tailForeshortening` past it.
    package func projected(_ s: CGFloat) -> CGFloat {
        guard s > 0 else { return s }
        return s <= radius * .pi ? radius * sin(s / radius) : -(s - radius * .pi) * Self.tailForeshortening
    }

    /// The affine map taking the page's points with `s` in `lower...upper` to where they are seen, linear across
    /// the band (exact for the flat and rising parts; a band of the cylinder is approximated by its chord). It
    /// moves points only along the normal: `p + normal · (f(s) − s)`, with f linear through the band's ends.
    package func transform(forBand lower: CGFloat, _ upper: CGFloat) -> CGAffineTransform {
        let f0 = projected(lower), f1 = projected(upper)
        let k = upper > lower ? (f1 - f0) / (upper - lower) : 1
        let e = f0 - k * lower - (k - 1) * offset
        let nx = normal.dx, ny = normal.dy
        return CGAffineTransform(a: 1 + (k - 1) * nx * nx, b: (k - 1) * nx * ny, c: (k - 1) * nx * ny,
                                 d: 1 + (k - 1) * ny * ny, tx: e * nx, ty: e * ny)
    }

    /// The part of the page with `s` between `lower` and `upper` (either may be infinite), as a convex polygon in
    /// the page's coordinates; empty when the band misses the page.
    package func region(from lower: CGFloat, to upper: CGFloat) -> [CGPoint] {
        var polygon = [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0),
                       CGPoint(x: size.width, y: size.height), CGPoint(x: 0, y: size.height)]
        if lower.isFinite { polygon = Self.clip(polygon) { distance(of: $0) - lower } }
        if upper.isFinite { polygon = Self.clip(polygon) { upper - distance(of: $0) } }
        return polygon
    }

    /// Keeps the part of a convex polygon where `inside` is ≥ 0 (Sutherland–Hodgman against one line).
    private static func clip(_ polygon: [CGPoint], inside: (CGPoint) -> CGFloat) -> [CGPoint] {
        guard !polygon.isEmpty else { return [] }
        var result: [CGPoint] = []
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let da = inside(a), db = inside(b)
            if da >= 0 { result.append(a) }
            if (da >= 0) != (db >= 0) {
                let t = da / (da - db)
                result.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return result
    }

    private static func dot(_ v: CGVector, _ p: CGPoint) -> CGFloat { v.dx * p.x + v.dy * p.y }
}
