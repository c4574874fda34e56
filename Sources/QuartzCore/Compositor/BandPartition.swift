// SPDX-License-Identifier: Apache-2.0

/// How a frame's damage is cut into horizontal bands for parallel compositing, so that every band repaints to
/// exactly the pixels a single-threaded pass would give.
///
/// A band is painted under a rectangular clip, like a damage rectangle, so the rule that makes damage exact
/// (``DamageTracker/repaintRects(for:nodes:within:)``) applies to band edges too: an edge must not cut a layer that
/// does not paint on the pixel grid (Cairo rasterises a shape cut by a clip slightly differently), nor the area a
/// backdrop blur reads (its pixels must be painted by the same thread, before the blur). So cuts are only made at
/// rows outside those *uncuttable* areas, at the allowed row nearest to where an even split would put them; a
/// damage rectangle with no allowed row is one band.
///
/// Parts that call into layer code while painting — transitions, replicator and vector-content layers
/// (``SublayerRendering``), masks, perspective layers, contents redrawn for an animation — are marked
/// *main-only*: the compositor's own thread paints the bands they touch (see ``Compositor``'s parallel path).
package struct BandPartition: Equatable {
    /// One band: a whole-pixel rectangle inside one damage rectangle.
    package struct Band: Equatable {
        package var rect: CGRect
        /// Whether only the compositor's thread may paint it.
        package var mainOnly: Bool
    }

    /// The bands, top to bottom within each damage rectangle, disjoint.
    package var bands: [Band]

    /// Fewer rows than this make a band not worth a thread.
    package static let minimumBandRows = 16

    /// Cuts `damage` (disjoint whole-pixel rectangles) into about `pieces` bands of similar area. `uncuttable`
    /// are device areas no cut may cross; `mainOnly` those whose bands only the compositor's thread paints.
    package init(damage: [CGRect], pieces: Int, uncuttable: [CGRect], mainOnly: [CGRect]) {
        let total = damage.reduce(0) { $0 + $1.width * $1.height }
        let target = total / CGFloat(max(1, pieces))
        var bands: [Band] = []
        for rect in damage where !rect.isNull && !rect.isEmpty {
            let blocked = Self.blockedRows(in: rect, uncuttable: uncuttable)
            let count = Int((rect.width * rect.height / max(target, 1)).rounded())
            var top = rect.minY
            if count > 1 {
                let step = rect.height / CGFloat(count)
                for k in 1..<count {
                    let ideal = (rect.minY + step * CGFloat(k)).rounded()
                    guard let cut = Self.allowedRow(near: ideal, blocked: blocked),
                        cut - top >= CGFloat(Self.minimumBandRows), rect.maxY - cut >= CGFloat(Self.minimumBandRows)
                    else { continue }
                    bands.append(Band(rect: CGRect(x: rect.minX, y: top, width: rect.width, height: cut - top),
                                      mainOnly: false))
                    top = cut
                }
            }
            bands.append(Band(rect: CGRect(x: rect.minX, y: top, width: rect.width, height: rect.maxY - top),
                              mainOnly: false))
        }
        if !mainOnly.isEmpty {
            // The painter visits a layer whose area merely touches its damage, so touching counts here too.
            for i in bands.indices where mainOnly.contains(where: { $0.safeIntersects(bands[i].rect) }) {
                bands[i].mainOnly = true
            }
        }
        self.bands = bands
    }

    /// The open row intervals (minY, maxY) of the uncuttable areas touching `rect`, merged and sorted.
    private static func blockedRows(in rect: CGRect, uncuttable: [CGRect]) -> [(CGFloat, CGFloat)] {
        var spans: [(CGFloat, CGFloat)] = []
        for u in uncuttable where u.safeIntersects(rect) {
            let a = u.minY.rounded(.down), b = u.maxY.rounded(.up)
            if b - a > 1 { spans.append((a, b)) }
        }
        spans.sort { $0.0 < $1.0 }
        var merged: [(CGFloat, CGFloat)] = []
        for s in spans {
            if let last = merged.last, s.0 < last.1 {
                merged[merged.count - 1].1 = max(last.1, s.1)
            } else {
                merged.append(s)
            }
        }
        return merged
    }

    /// `ideal`, or the nearer end of the blocked interval containing it.
    private static func allowedRow(near ideal: CGFloat, blocked: [(CGFloat, CGFloat)]) -> CGFloat? {
        for (a, b) in blocked where a < ideal && ideal < b {
            return ideal - a <= b - ideal ? a : b
        }
        return ideal
    }
}
