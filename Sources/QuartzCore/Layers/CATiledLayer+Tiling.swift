// SPDX-License-Identifier: Apache-2.0

/// The display pass of a `CATiledLayer`: which tiles are visible, at which level of detail, drawing the missing
/// ones and publishing what to show (see the class's documentation for the contract).
extension CATiledLayer {
    /// Draws the missing tiles visible in this frame and updates what the layer shows. Called by the compositor's
    /// display pass (``Compositor/prepareModel(_:at:viewport:)``) on the model layer, on the main thread, after the
    /// layer's own display; `root` is the layer the compositor places in its screen and `viewport` the screen's
    /// area in the root's parent space (points; nil: no screen limit), both at media time `time`.
    package func prepareTiles(root: CALayer, at time: CFTimeInterval, viewport: CGRect?) {
        guard !isPresentationCopy, !isRenderMirror else { return }
        let bounds = props.bounds
        guard drawsContent, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite
        else { return publish([], newTiles: false, local: 0) }
        let (area, magnification) = visibleArea(root: root, at: time, viewport: viewport)
        let visible = area.safeIntersection(bounds)
        let local = mediaToLocal(time)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            return publish([], newTiles: false, local: local)
        }
        let level = levelOfDetail(for: magnification, bounds: bounds)
        let density = validContentsScale * pow(2, CGFloat(level))
        let size = tileSize, tileWidth = size.width / density, tileHeight = size.height / density
        let columns = Self.indices(visible.minX - bounds.minX, visible.maxX - bounds.minX, step: tileWidth)
        let rows = Self.indices(visible.minY - bounds.minY, visible.maxY - bounds.minY, step: tileHeight)
        let tileBytes = Int(size.width.rounded(.up)) * Int(size.height.rounded(.up)) * 4
        let budget = max(1, tileCache.byteLimit / max(1, tileBytes))
        let needed = Double(columns.count) * Double(rows.count)
        if needed > Double(budget) {
            if !loggedTileLimit {
                Diagnostics.log("CATiledLayer: \(Int(min(needed, 1e18))) visible tiles exceed the tile cache "
                    + "(\(budget) tiles); drawing the first \(budget)")
            }
            loggedTileLimit = true
        } else {
            loggedTileLimit = false
        }
        tileCache.beginPass()
        var shown: [TiledLayerTile] = []
        var drewAny = false
        rowLoop: for row in rows {
            for column in columns {
                guard shown.count < budget else { break rowLoop }
                let key = TileKey(level: level, column: column, row: row)
                let rect = CGRect(x: bounds.minX + CGFloat(column) * tileWidth,
                                  y: bounds.minY + CGFloat(row) * tileHeight, width: tileWidth, height: tileHeight)
                    .safeIntersection(bounds)
                guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
                if let cached = tileCache.tile(key, rect: rect, density: density) {
                    shown.append(cached)
                } else if let tile = drawTile(key, rect: rect, density: density, birth: local) {
                    tileCache.insert(tile)
                    shown.append(tile)
                    drewAny = true
                }
            }
        }
        tileCache.evictToLimit()
        let fade = Self.validFadeDuration(type(of: self).fadeDuration())
        // While any shown tile still fades in, cached tiles of other levels show beneath it.
        if fade > 0, shown.contains(where: { local - $0.birth < fade }) {
            shown = tileCache.tiles(intersecting: visible, otherThan: level) + shown
        }
        publish(shown, newTiles: drewAny, local: local)
    }

    /// Stores what the layer shows when it changed (the compositor sees a new contents version), and starts the
    /// fade-in animation when tiles were drawn.
    private func publish(_ tiles: [TiledLayerTile], newTiles: Bool, local: CFTimeInterval) {
        let fade = Self.validFadeDuration(type(of: self).fadeDuration())
        let current = props.extra[Self.snapshotKey] as? TiledLayerSnapshot
        let unchanged = current.map { $0.fadeDuration == fade && $0.tiles.elementsEqual(tiles, by: ===) }
            ?? tiles.isEmpty
        if !unchanged {
            props.extra[Self.snapshotKey] = TiledLayerSnapshot(tiles: tiles, fadeDuration: fade)
            bumpContentsVersion()
        }
        guard newTiles, fade > 0 else { return }
        let animation = CABasicAnimation(keyPath: Self.fadeKeyPath)
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = fade
        addAnimationCopy(animation, forKey: Self.fadeAnimationKey)
        // Starts at the frame that drew the tiles, whatever the transaction's clock says.
        if let added = animationList.last(where: { $0.key == Self.fadeAnimationKey })?.animation {
            added.resolvedBeginTime = local
        }
    }

    /// Draws one tile through `draw(in:)`: a bitmap of `rect` at `density` pixels per point, flipped (y down),
    /// clipped to `rect`. Nil when no bitmap can be made.
    private func drawTile(_ key: TileKey, rect: CGRect, density: CGFloat, birth: CFTimeInterval) -> TiledLayerTile? {
        let width = Int((rect.width * density - 1e-6).rounded(.up)), height = Int((rect.height * density - 1e-6).rounded(.up))
        guard width > 0, height > 0,
            let ctx = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: density, y: -density)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        ctx.patternBaseCTM = ctx.userSpaceToDeviceSpaceTransform
        ctx.clip(to: rect)
        draw(in: ctx)
        guard let image = ctx.makeImage() else { return nil }
        return TiledLayerTile(key: key, rect: rect, density: density, image: image, birth: birth)
    }

    /// The level of detail for content shown `magnification` times its size: the coarsest level at least that
    /// sharp, within the levels the layer keeps.
    package func levelOfDetail(for magnification: CGFloat, bounds: CGRect) -> Int {
        let wanted = magnification.isFinite && magnification > 0 ? Int(max(-64, min(64, log2(magnification) - 1e-6)).rounded(.up)) : 0
        let finest = min(30, max(0, levelsOfDetailBias))
        var coarsest = -min(30, max(0, levelsOfDetail - 1))
        // The bottom level must keep at least one pixel in each dimension.
        let smallest = min(bounds.width, bounds.height) * validContentsScale
        let floorLevel = smallest >= 1 ? -Int(log2(smallest).rounded(.down)) : 0
        coarsest = max(coarsest, floorLevel)
        return min(finest, max(min(coarsest, 0), wanted))
    }

    /// `contentsScale`, or 1 when it is not a usable scale.
    private var validContentsScale: CGFloat {
        let scale = props.contentsScale
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// `duration` when it is a usable fade, else 0.
    private static func validFadeDuration(_ duration: CFTimeInterval) -> CFTimeInterval {
        duration.isFinite && duration > 0 ? duration : 0
    }

    /// The grid indices of the cells of width `step` covering `lo…hi` (from 0 at the grid's origin).
    private static func indices(_ lo: CGFloat, _ hi: CGFloat, step: CGFloat) -> Range<Int> {
        let first = (lo / step).rounded(.down), last = (hi / step).rounded(.up)
        guard first.isFinite, last.isFinite, last > first, abs(first) < 1e15, abs(last) < 1e15 else { return 0..<0 }
        return Int(first)..<Int(last)
    }

    /// The part of the layer (bounds space) on screen at media time `time` — its bounds cut by every ancestor's
    /// `masksToBounds` up to `root` and by `viewport` — and how magnified it is shown there (screen points per
    /// layer point at the area's centre). Presented values; a mapping that cannot be inverted (or lands behind the
    /// viewer) does not cut.
    private func visibleArea(root: CALayer, at time: CFTimeInterval, viewport: CGRect?) -> (CGRect, CGFloat) {
        var own = presentedProperties(at: time)
        var area = props.bounds
        var toCurrent = Homography.identity
        var current: CALayer = self
        func cut(by rect: CGRect) {
            guard let back = toCurrent.inverted()?.apply(rect) else { return }
            area = area.safeIntersection(back)
        }
        var steps = 0
        while current !== root, let parent = current.parent, steps < 1_000_000 {
            let parentProps = parent.presentedProperties(at: time)
            toCurrent = toCurrent.concatenating(Homography(CALayer.transformToParent(own, parent: parentProps)))
            if parentProps.masksToBounds { cut(by: parentProps.bounds) }
            (current, own) = (parent, parentProps)
            steps += 1
        }
        toCurrent = toCurrent.concatenating(Homography(CALayer.transformToParent(own, parent: nil)))
        if let viewport { cut(by: viewport) }
        guard !area.isNull, area.width > 0, area.height > 0 else { return (.null, 1) }
        let c = CGPoint(x: area.midX, y: area.midY)
        guard let p = toCurrent.apply(c), let px = toCurrent.apply(CGPoint(x: c.x + 1, y: c.y)),
            let py = toCurrent.apply(CGPoint(x: c.x, y: c.y + 1))
        else { return (area, 1) }
        return (area, max(hypot(px.x - p.x, px.y - p.y), hypot(py.x - p.x, py.y - p.y)))
    }
}
