// SPDX-License-Identifier: Apache-2.0

/// Finds the device pixels that differ between two render snapshots of the same tree.
///
/// Layers are matched by identity. A layer added or removed damages its footprint; a layer whose own painting
/// changed (geometry, colours, contents, clip, visibility) damages its old and new footprints; a change to what
/// the layer does to its whole subtree (opacity, shadow, mask, `masksToBounds` or corner clipping) damages the
/// old and new subtree footprints; and a layer that now paints in a different order relative to another layer
/// damages its footprints, which cover every pixel where the two overlap.
package enum DamageTracker {
    package static func damage(from old: [RenderNode], to new: [RenderNode]) -> [CGRect] {
        // Through buffer pointers: their subscripts lend the nodes in place, where an array's would copy each one
        // (a dozen reference counts up and down per node).
        old.withUnsafeBufferPointer { old in new.withUnsafeBufferPointer { new in damage(from: old, to: new) } }
    }

    private static func damage(from old: UnsafeBufferPointer<RenderNode>, to new: UnsafeBufferPointer<RenderNode>)
        -> [CGRect]
    {
        var rects: [CGRect] = []
        // Usually the tree kept its shape: walk both snapshots side by side until a layer differs.
        var i = 0
        let common = min(old.count, new.count)
        while i < common, old[i].layer === new[i].layer {
            compare(old.baseAddress! + i, new.baseAddress! + i, reordered: false, into: &rects)
            i += 1
        }
        guard i < old.count || i < new.count else { return rects }
        var oldIndex: [ObjectIdentifier: Int] = [:]
        oldIndex.reserveCapacity(old.count - i)
        for j in i..<old.count { oldIndex[ObjectIdentifier(old[j].layer)] = j }
        var highestOld = i - 1
        for k in i..<new.count {
            guard let j = oldIndex.removeValue(forKey: ObjectIdentifier(new[k].layer)) else {
                append(new[k].footprint, to: &rects)
                continue
            }
            compare(old.baseAddress! + j, new.baseAddress! + k, reordered: j < highestOld, into: &rects)
            highestOld = max(highestOld, j)
        }
        for j in oldIndex.values { append(old[j].footprint, to: &rects) }
        return rects
    }

    /// How many leading nodes (in painting order) are the same layers painting the same way in both snapshots,
    /// with the same effects on their subtrees: the part of the frame a cached backdrop can stand for.
    package static func stablePrefix(from old: [RenderNode], to new: [RenderNode]) -> Int {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var i = 0
                let common = min(old.count, new.count)
                while i < common, old[i].layer === new[i].layer {
                    let o = old.baseAddress! + i, n = new.baseAddress! + i
                    guard o.pointee.maskSignature == n.pointee.maskSignature, paintsSame(o, n),
                        subtreeEffectsSame(o, n)
                    else { break }
                    i += 1
                }
                return i
            }
        }
    }

    /// Appends the damage between two snapshots of one layer.
    /// (Nodes by pointer: every field is read in place; borrowed array elements were still copied whole.)
    private static func compare(_ o: UnsafePointer<RenderNode>, _ n: UnsafePointer<RenderNode>, reordered: Bool,
                                into rects: inout [CGRect])
    {
        // (No `||`: its right side is an autoclosure, which would copy the borrowed nodes.)
        var own = reordered
        if !own { own = !paintsSame(o, n) }
        if own {
            append(o.pointee.footprint, to: &rects)
            append(n.pointee.footprint, to: &rects)
        }
        var subtree = o.pointee.maskSignature != n.pointee.maskSignature
        if !subtree { subtree = !subtreeEffectsSame(o, n) }
        if subtree {
            append(o.pointee.cull, to: &rects)
            append(n.pointee.cull, to: &rects)
        }
    }

    private static func append(_ r: CGRect, to rects: inout [CGRect]) {
        if !r.isNull, !r.isEmpty { rects.append(r) }
    }

    /// Whether the layer's own painting is the same in both snapshots.
    package static func paintsSame(_ a: UnsafePointer<RenderNode>, _ b: UnsafePointer<RenderNode>) -> Bool {
        guard !a.pointee.alwaysDirty, !b.pointee.alwaysDirty, a.pointee.isVisible == b.pointee.isVisible,
            a.pointee.role == b.pointee.role, a.pointee.transform == b.pointee.transform,
            a.pointee.footprint == b.pointee.footprint, a.pointee.clip == b.pointee.clip,
            a.pointee.contentsVersion == b.pointee.contentsVersion, a.pointee.homography == b.pointee.homography,
            a.pointee.shadows == b.pointee.shadows
        else { return false }
        return ownPropertiesSame(a, b)
    }

    /// Properties that change what the layer itself paints. (Read in place through the node pointers: a
    /// `LayerProperties` value passed on would be copied, a dozen reference counts with it.)
    private static func ownPropertiesSame(_ x: UnsafePointer<RenderNode>, _ y: UnsafePointer<RenderNode>) -> Bool {
        guard x.pointee.props.bounds == y.pointee.props.bounds,
            x.pointee.props.backgroundColor == y.pointee.props.backgroundColor,
            x.pointee.props.cornerRadius == y.pointee.props.cornerRadius,
            x.pointee.props.maskedCorners == y.pointee.props.maskedCorners,
            x.pointee.props.borderWidth == y.pointee.props.borderWidth,
            x.pointee.props.borderColor == y.pointee.props.borderColor,
            sameObject(x.pointee.props.contents, y.pointee.props.contents),
            x.pointee.props.contentsGravity == y.pointee.props.contentsGravity,
            x.pointee.props.contentsRect == y.pointee.props.contentsRect,
            x.pointee.props.contentsCenter == y.pointee.props.contentsCenter,
            x.pointee.props.contentsScale == y.pointee.props.contentsScale,
            x.pointee.props.minificationFilter == y.pointee.props.minificationFilter,
            x.pointee.props.magnificationFilter == y.pointee.props.magnificationFilter,
            x.pointee.props.isDoubleSided == y.pointee.props.isDoubleSided,
            x.pointee.props.isGeometryFlipped == y.pointee.props.isGeometryFlipped,
            x.pointee.props.sublayerTransform == y.pointee.props.sublayerTransform,
            x.pointee.props.transform == y.pointee.props.transform,
            extrasSame(x.pointee.props.extra, y.pointee.props.extra)
        else { return false }
        return true
    }

    /// Properties that change how the whole subtree is composited.
    private static func subtreeEffectsSame(_ x: UnsafePointer<RenderNode>, _ y: UnsafePointer<RenderNode>) -> Bool {
        guard x.pointee.props.opacity == y.pointee.props.opacity,
            x.pointee.props.masksToBounds == y.pointee.props.masksToBounds,
            x.pointee.props.shadowOpacity == y.pointee.props.shadowOpacity
        else { return false }
        if x.pointee.props.masksToBounds {
            guard x.pointee.props.cornerRadius == y.pointee.props.cornerRadius else { return false }
        }
        if x.pointee.props.shadowOpacity == 0 { return true }
        guard x.pointee.props.shadowColor == y.pointee.props.shadowColor,
            x.pointee.props.shadowOffset == y.pointee.props.shadowOffset,
            x.pointee.props.shadowRadius == y.pointee.props.shadowRadius,
            x.pointee.props.shadowPath == y.pointee.props.shadowPath
        else { return false }
        return true
    }

    /// Identity for objects; values of other types are never assumed equal.
    private static func sameObject(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?):
            guard type(of: x) is AnyClass, type(of: y) is AnyClass else { return false }
            return (x as AnyObject) === (y as AnyObject)
        default: return false
        }
    }

    /// Subclass properties: same keys with equal values (objects by identity, then hashable values by `==`).
    package static func extrasSame(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        for (key, x) in a {
            guard let y = b[key] else { return false }
            if RasterizationKeys.unrendered.contains(key) { continue }
            if sameObject(x, y) { continue }
            if let hx = x as? AnyHashable, let hy = y as? AnyHashable, hx == hy { continue }
            return false
        }
        return true
    }

    /// Damage rectangles made whole-pixel and cut to `bounds`; merged into their bounding box when there are
    /// many or they cover most of it.
    package static func normalize(_ rects: [CGRect], within bounds: CGRect, maxRects: Int = 16) -> [CGRect] {
        var out: [CGRect] = []
        let clipped = rects.lazy.map { $0.integral.safeIntersection(bounds) }.filter { !$0.isNull && !$0.isEmpty }
        if rects.count > maxRects * 4 {
            return clipped.first.map { first in [clipped.dropFirst().reduce(first) { $0.safeUnion($1) }] } ?? []
        }
        for c in clipped {
            if out.contains(where: { $0.contains(c) }) { continue }
            out.removeAll { c.safeContains($0) }
            out.append(c)
        }
        guard out.count > 1 else { return out }
        let box = out.dropFirst().reduce(out[0]) { $0.safeUnion($1) }
        let area = out.reduce(0) { $0 + $1.width * $1.height }
        if out.count > maxRects || area >= box.width * box.height * 0.7 { return [box] }
        return out
    }

    /// The rectangles to repaint for `damage`: disjoint, each painted under a single rectangular clip.
    ///
    /// Cairo rasterizes an antialiased edge (a rotated side, a rounded corner, a stroke) slightly differently when
    /// a clip boundary cuts the shape — up to several levels, even rows away from the cut — so a damage clip
    /// through such a shape would leave pixels a little off a full repaint. Each rectangle therefore grows to
    /// contain the whole footprint of every layer it touches that does not paint exactly on the pixel grid, and
    /// overlapping rectangles merge. Layers on the pixel grid (whole-pixel rectangles, 1:1 image blits) are
    /// clipped exactly and may be cut. The result repaints to the same pixels as a full frame.
    package static func repaintRects(for damage: [CGRect], nodes: [RenderNode], within bounds: CGRect) -> [CGRect] {
        guard !damage.isEmpty, damage != [bounds] else { return damage }
        // Collected once, by index (a closure over the array's elements would copy every node).
        var edges: [CGRect] = []
        for i in nodes.indices where nodes[i].isVisible && nodes[i].role != .delegated && !nodes[i].paintsOnPixelGrid {
            // A rasterized layer paints its whole subtree as one bitmap.
            let e = (nodes[i].rasterizes ? nodes[i].cull : nodes[i].footprint).integral.safeIntersection(bounds)
            if !e.isNull, !e.isEmpty { edges.append(e) }
        }
        // What a backdrop blur reads must be repainted whole with it (see BackdropFiltering).
        edges.append(contentsOf: BackdropFiltering.sampleRegions(nodes, within: bounds))
        var rects = merged(damage)
        var grown = true
        while grown {
            grown = false
            for i in rects.indices {
                for e in edges where e.safeIntersects(rects[i]) && !rects[i].safeContains(e) {
                    rects[i] = rects[i].safeUnion(e)
                    grown = true
                }
            }
            if grown { rects = merged(rects) }
        }
        return rects
    }

    /// `rects` with overlapping ones replaced by their bounding boxes, until none overlap.
    private static func merged(_ rects: [CGRect]) -> [CGRect] {
        var out: [CGRect] = []
        for r in rects {
            var m = r
            while let i = out.firstIndex(where: { $0.safeIntersects(m) }) { m = m.safeUnion(out.remove(at: i)) }
            out.append(m)
        }
        return out
    }
}
