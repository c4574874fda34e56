// SPDX-License-Identifier: Apache-2.0

/// Where a tile sits: its level of detail (0: `contentsScale` pixels per point; each level up doubles the
/// resolution, each level down halves it) and its column and row in that level's grid, counted from the bounds'
/// origin.
package struct TileKey: Hashable, Comparable, Sendable {
    package var level: Int
    package var column: Int
    package var row: Int

    /// Coarse levels first, then row by row, left to right: the order tiles are drawn and painted in.
    package static func < (a: TileKey, b: TileKey) -> Bool { (a.level, a.row, a.column) < (b.level, b.row, b.column) }
}

/// One drawn tile of a `CATiledLayer`: an immutable image of `rect` (layer bounds space) at `density` pixels per
/// point, drawn when the layer's local time was `birth`. Immutable, so the painter may read it on any thread.
package final class TiledLayerTile: @unchecked Sendable {
    package let key: TileKey
    package let rect: CGRect
    package let density: CGFloat
    package let image: CGImage
    package let birth: CFTimeInterval

    package init(key: TileKey, rect: CGRect, density: CGFloat, image: CGImage, birth: CFTimeInterval) {
        self.key = key
        self.rect = rect
        self.density = density
        self.image = image
        self.birth = birth
    }

    /// The memory the tile's pixels take.
    package var byteCount: Int { image.bytesPerRow * image.height }
}

/// What a `CATiledLayer` shows: the tiles to paint, back to front, and how long each fades in. Stored in the
/// layer's properties (so presentation copies and render-server mirrors carry it) and never changed once made, so
/// the compositor reads it on any thread without locks.
package final class TiledLayerSnapshot: @unchecked Sendable {
    package let tiles: [TiledLayerTile]
    package let fadeDuration: CFTimeInterval

    package init(tiles: [TiledLayerTile], fadeDuration: CFTimeInterval) {
        self.tiles = tiles
        self.fadeDuration = fadeDuration
    }

    /// How opaque `tile` is at the layer's local time `local` (nil: fully, as when rendering without a clock).
    package func alpha(of tile: TiledLayerTile, at local: CFTimeInterval?) -> CGFloat {
        guard let local, fadeDuration > 0 else { return 1 }
        return CGFloat(min(1, max(0, (local - tile.birth) / fadeDuration)))
    }

    /// Paints the tiles into `ctx`, whose user space is the layer's bounds space (y down).
    package func paint(in ctx: CGContext, at local: CFTimeInterval?) {
        for tile in tiles {
            let alpha = alpha(of: tile, at: local)
            guard alpha > 0 else { continue }
            let size = CGSize(width: CGFloat(tile.image.width) / tile.density,
                              height: CGFloat(tile.image.height) / tile.density)
            ctx.saveGState()
            if alpha < 1 { ctx.setAlpha(alpha) }
            ContentsDrawing.drawUpright(tile.image, in: CGRect(origin: tile.rect.origin, size: size), ctx: ctx)
            ctx.restoreGState()
        }
    }
}

/// A model `CATiledLayer`'s drawn tiles, at every level of detail, with least-recently-used eviction.
///
/// Tiles stay until invalidated (`setNeedsDisplay()` / `setNeedsDisplay(_:)`) or evicted: after each display pass,
/// tiles not needed for that pass are dropped, least recently needed first, until the cache holds at most
/// ``byteLimit`` bytes. The tiles a pass shows are never evicted by that pass; the pass itself draws at most as
/// many tiles as fit in the limit (see `CATiledLayer`), so the cache stays bounded by about the limit.
///
/// Main thread only (the thread that owns the model tree).
package final class TileCache {
    /// The default memory cap: 64 MiB, 256 tiles of 256 × 256 pixels.
    package static let defaultByteLimit = 64 << 20

    /// The most bytes of tile pixels kept after a pass.
    package var byteLimit = TileCache.defaultByteLimit
    private var entries: [TileKey: (tile: TiledLayerTile, lastUse: Int)] = [:]
    /// Bumped once per pass: a tile's `lastUse` is the last pass that needed it.
    private var pass = 0
    /// Bytes of all cached tiles.
    package private(set) var byteCount = 0

    package init() {}

    /// How many tiles are cached.
    package var count: Int { entries.count }

    /// Starts a display pass (tiles touched from now on count as used in it).
    package func beginPass() { pass &+= 1 }

    /// The tile cached under `key` when it still covers `rect` at `density`, marked used; nil otherwise.
    package func tile(_ key: TileKey, rect: CGRect, density: CGFloat) -> TiledLayerTile? {
        guard let entry = entries[key], entry.tile.rect == rect, entry.tile.density == density else { return nil }
        entries[key]?.lastUse = pass
        return entry.tile
    }

    /// Stores `tile` (replacing any tile under its key), marked used.
    package func insert(_ tile: TiledLayerTile) {
        if let old = entries[tile.key] { byteCount -= old.tile.byteCount }
        entries[tile.key] = (tile, pass)
        byteCount += tile.byteCount
    }

    /// The cached tiles of levels other than `level` intersecting `rect`, in ``TileKey`` order.
    package func tiles(intersecting rect: CGRect, otherThan level: Int) -> [TiledLayerTile] {
        entries.values.lazy.map(\.tile).filter { $0.key.level != level && $0.rect.intersects(rect) }
            .sorted { $0.key < $1.key }
    }

    /// Drops every tile.
    package func removeAll() {
        entries.removeAll()
        byteCount = 0
    }

    /// Drops the tiles (every level) intersecting any of `rects` (layer bounds space).
    package func remove(intersecting rects: [CGRect]) {
        for (key, entry) in entries where rects.contains(where: { $0.intersects(entry.tile.rect) }) {
            entries[key] = nil
            byteCount -= entry.tile.byteCount
        }
    }

    /// Evicts tiles not used in the current pass, least recently used first (ties in ``TileKey`` order, so runs
    /// are repeatable), until at most ``byteLimit`` bytes remain or only this pass's tiles are left.
    package func evictToLimit() {
        guard byteCount > byteLimit else { return }
        let candidates = entries.filter { $0.value.lastUse != pass }
            .sorted { ($0.value.lastUse, $0.key) < ($1.value.lastUse, $1.key) }
        for (key, entry) in candidates {
            guard byteCount > byteLimit else { break }
            entries[key] = nil
            byteCount -= entry.tile.byteCount
        }
    }
}
