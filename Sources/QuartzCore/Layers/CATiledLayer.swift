// SPDX-License-Identifier: Apache-2.0

/// A layer whose content is drawn tile by tile, only where it is on screen, and cached at several levels of
/// detail: for content far larger than the screen (maps, documents, huge images).
///
/// **Drawing.** Each tile is drawn by a separate call to `draw(in:)` (a subclass's override, or the delegate's
/// `draw(_:in:)`, as for any layer). The context is flipped (y down) with the layer's bounds space as user space;
/// its clip is the tile's rectangle, so `ctx.boundingBoxOfClipPath` is the tile, and its CTM is scaled to the
/// tile's resolution, `contentsScale × 2^level` pixels per point, so `ctx.ctm.a` tells the drawing code how
/// sharp to be. A tile is a `tileSize`-pixel square of that level's grid (anchored at the bounds' origin, cut to
/// the bounds). The layer's `contents` are not used.
///
/// **Which tiles.** Only tiles intersecting the *visible area* are drawn: the bounds, cut by every ancestor's
/// `masksToBounds` and by the compositor's screen, mapped through the presented geometry of the frame. Each is
/// drawn once per level of detail and cached until `setNeedsDisplay()` (every tile) or `setNeedsDisplay(_:)` (the
/// tiles the rectangle touches, at every level) invalidates it. So a 100,000 × 100,000-point layer costs only the
/// tiles on screen. The cache keeps at most `TileCache.defaultByteLimit` (64 MiB) of tiles after a frame,
/// evicting the least recently needed first; a frame that would need more tiles than fit draws only the first
/// that fit, row by row (logged).
///
/// **Level of detail.** Level 0 draws at `contentsScale`. When the layer is shown magnified — its own or an
/// ancestor's transform, e.g. a zooming `UIScrollView` — by more than 2^(n−1), up to n = `levelsOfDetailBias`, it
/// draws at level n (2^n × the pixels); shown reduced, it uses the coarser levels −1, −2, …, down to
/// −(`levelsOfDetail` − 1), and never one whose layer would be smaller than one pixel. While newly drawn tiles
/// fade in, cached tiles of other levels show beneath them.
///
/// **Threads and determinism (Touchstone).** Apple draws tiles on background threads and shows them when ready.
/// Touchstone draws every missing visible tile during the frame's display pass, on the main thread, before
/// compositing: UIKit drawing (`UIView.draw(_:)` through the view as delegate) must stay on the main thread, and a
/// headless run must produce the same frames every time, which asynchronous tiles would not. A frame therefore
/// always has its visible tiles; they still fade in over ``fadeDuration()`` seconds of the layer's local time
/// from the frame that drew them (a subclass returning 0 shows them at once), driven by an animation the layer
/// adds under the key `"_touchstone.tileFade"` so the compositor keeps producing frames while tiles fade.
/// `render(in:)` shows the tiles drawn so far, fully opaque. The layer must be shown by a ``Compositor`` (or the
/// render server) to draw tiles.
///
/// Bad input — a `tileSize` that is not finite, not positive or over 4,096 pixels a side, negative levels —
/// falls back to the default, logged.
open class CATiledLayer: CALayer, LayerContentPainting {
    /// The key under which the layer's properties carry what it shows (``TiledLayerSnapshot``).
    package static let snapshotKey = "touchstoneTileSnapshot"
    /// The key of the fade-in animation (its key path is ``fadeKeyPath``).
    package static let fadeAnimationKey = "_touchstone.tileFade"
    /// The property the fade-in animation drives: its changing value makes the compositor repaint each frame.
    package static let fadeKeyPath = "touchstoneTileFade"
    /// The largest tile side, in pixels.
    package static let maximumTileSide: CGFloat = 4_096

    /// Every tiled layer property and its default.
    static var defaults: [String: Any?] {
        ["levelsOfDetail": 1, "levelsOfDetailBias": 0, "tileSize": CGSize(width: 256, height: 256)]
    }

    /// The drawn tiles (meaningful on the model layer only; main thread).
    package let tileCache = TileCache()
    /// Rectangles invalidated since the last display (nil: everything).
    package var pendingInvalidations: [CGRect]? = []
    /// Whether the last pass had to leave visible tiles undrawn (logged once per episode).
    package var loggedTileLimit = false

    /// Creates a tiled layer with 256 × 256-pixel tiles and one level of detail.
    public override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    /// Copies `layer`'s properties, tiled layer properties and shown tiles included (used for presentation
    /// copies). The copy has its own, empty tile cache.
    public override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    /// Creates a tiled layer with default properties (nothing is decoded: see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    /// The tiled layer's default for `key` (`levelsOfDetail` 1, `levelsOfDetailBias` 0, `tileSize` 256 × 256),
    /// else `CALayer`'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return value }
        return super.defaultValue(forKey: key)
    }

    /// How long, in seconds, a newly drawn tile takes to fade in (Apple: 0.25). Subclasses override it; 0 (or a
    /// negative or non-finite value) shows tiles at once.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// How many levels of detail the layer keeps for showing it reduced: level 0 and the coarser levels down to
    /// −(`levelsOfDetail` − 1), each half the resolution of the one above (default 1). Values below 1 fall back to
    /// 1 (logged). Not animatable. Changing it discards the drawn tiles.
    open var levelsOfDetail: Int {
        get { props.extraValue("levelsOfDetail", 1) }
        set {
            let value = newValue >= 1 ? newValue : 1
            if newValue < 1 { Diagnostics.log("CATiledLayer.levelsOfDetail: \(newValue) is below 1; using 1") }
            setExtra("levelsOfDetail", value, animatable: false)
            tileCache.removeAll()
        }
    }

    /// How many magnified levels of detail the layer keeps: levels 1…`levelsOfDetailBias`, at 2×, 4×, … the
    /// resolution of level 0 (default 0). Negative values fall back to 0 (logged). Not animatable. Changing it
    /// discards the drawn tiles.
    open var levelsOfDetailBias: Int {
        get { props.extraValue("levelsOfDetailBias", 0) }
        set {
            let value = max(0, newValue)
            if newValue < 0 { Diagnostics.log("CATiledLayer.levelsOfDetailBias: \(newValue) is negative; using 0") }
            setExtra("levelsOfDetailBias", value, animatable: false)
            tileCache.removeAll()
        }
    }

    /// The size of a tile in pixels of its level (default 256 × 256): at level 0 a tile covers `tileSize /
    /// contentsScale` points. Sizes that are not finite, not positive or over 4,096 pixels a side fall back to the
    /// default (logged). Not animatable. Changing it discards the drawn tiles.
    open var tileSize: CGSize {
        get { props.extraValue("tileSize", CGSize(width: 256, height: 256)) }
        set {
            var value = newValue
            if !Self.isValidTileSize(newValue) {
                Diagnostics.log("CATiledLayer.tileSize: \(newValue) is not a usable tile size; using 256 × 256")
                value = CGSize(width: 256, height: 256)
            }
            setExtra("tileSize", value, animatable: false)
            tileCache.removeAll()
        }
    }

    /// Whether `size` can be a tile size: finite, positive, at most ``maximumTileSide`` pixels a side.
    package static func isValidTileSize(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
            && size.width <= maximumTileSide && size.height <= maximumTileSide
    }

    // MARK: Invalidation

    /// Discards every drawn tile: all visible tiles are drawn again before the next frame.
    open override func setNeedsDisplay() {
        pendingInvalidations = nil
        super.setNeedsDisplay()
    }

    /// Discards the drawn tiles (at every level of detail) that `r` (layer bounds space) touches: only those are
    /// drawn again before the next frame. Non-finite rectangles are ignored (logged).
    open override func setNeedsDisplay(_ r: CGRect) {
        let finite = r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        if finite, !r.isNull, !isPresentationCopy { pendingInvalidations?.append(r.standardized) }
        super.setNeedsDisplay(r)
    }

    /// Applies the invalidations since the last display: the tiles they touch are dropped and redrawn, when
    /// visible, in the same display pass. (No backing image is made: tiles replace it.) A delegate implementing
    /// `display(_:)` is asked instead, as for any layer.
    open override func display() {
        needsDisplayFlag = false
        let dirty = dirtyRect
        dirtyRect = .null
        let invalidations = pendingInvalidations
        pendingInvalidations = []
        if let delegate, delegate.implementsDisplay { return delegate.display(self) }
        switch invalidations {
        case nil: tileCache.removeAll()
        case let rects? where !rects.isEmpty: tileCache.remove(intersecting: rects)
        default:
            // Marked through a path that bypasses the overrides: the accumulated rectangle.
            if dirty.isInfinite || dirty.isNull { tileCache.removeAll() } else { tileCache.remove(intersecting: [dirty]) }
        }
    }

    // MARK: Compositing

    package func paintContent(_ props: LayerProperties, in ctx: CGContext) {
        (props.extra[Self.snapshotKey] as? TiledLayerSnapshot)?.paint(in: ctx, at: nil)
    }

    package func renderSublayers(
        props: LayerProperties, in ctx: CGContext, time: CFTimeInterval?,
        renderSublayer: (_ sublayer: CALayer, _ extra: CATransform3D, _ alpha: CGFloat) -> Void
    ) {
        if let snapshot = props.extra[Self.snapshotKey] as? TiledLayerSnapshot {
            ctx.saveGState()
            snapshot.paint(in: ctx, at: time.map { mediaToLocal($0) })
            ctx.restoreGState()
        }
        for sublayer in sublayersInDrawingOrder { renderSublayer(sublayer, CATransform3DIdentity, 1) }
    }
}
