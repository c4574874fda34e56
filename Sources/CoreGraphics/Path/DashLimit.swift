// SPDX-License-Identifier: Apache-2.0

/// The bound on how many dashes one path may be cut into, for ``CGPath/copy(dashingWithPhase:lengths:transform:)``
/// and dashed strokes.
///
/// A pattern of `[1e-9, 1e-9]`, or `[1, 1]` along a path a billion units long, would otherwise produce billions of
/// dashes (an unbounded allocation, or a stroke that never finishes). Quartz degrades such patterns gracefully;
/// Touchstone draws the path undashed instead, and logs one line saying so.
package enum DashLimit {
    /// The most dashes (painted and unpainted pieces together) one path is cut into.
    package static let maxSegments = 1_000_000

    /// Whether dashing `polylines` with `pattern` stays within ``maxSegments``; logs when it does not.
    ///
    /// `pattern` holds finite, non-negative lengths with a positive sum, in the polylines' units.
    package static func allows(_ polylines: [(points: [CGPoint], closed: Bool)], pattern: [CGFloat], what: String)
        -> Bool
    {
        let period = pattern.reduce(0, +)
        var length: CGFloat = 0
        for line in polylines {
            var pts = line.points
            if line.closed, let first = pts.first { pts.append(first) }
            for i in pts.indices.dropFirst() { length += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
        }
        // One piece per pattern entry per period, plus a partial period per subpath. NaN and infinity fail too.
        let estimate = (length / period + CGFloat(polylines.count)) * CGFloat(pattern.count)
        if estimate <= CGFloat(maxSegments) { return true }
        Diagnostics.log("\(what): the dash pattern (period \(period)) would cut a path of length \(length) into more "
            + "than \(maxSegments) dashes; drawing it undashed")
        return false
    }
}
