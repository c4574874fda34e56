// SPDX-License-Identifier: Apache-2.0

import QuartzCore

/// A tiled layer that fills each tile with a colour and records every `draw(in:)` call; tiles show at once.
class RecordingTiledLayer: CATiledLayer {
    /// One `draw(in:)` call: the clip's bounding box (the tile) and the CTM's x scale (pixels per point).
    struct Call: Equatable {
        var clip: CGRect
        var scale: CGFloat
    }

    var calls: [Call] = []
    /// The colour of tile (column, row) of a 32-point grid (default: red everywhere).
    var colorAt: (Int, Int) -> CGColor = { _, _ in Palette.red }

    override class func fadeDuration() -> CFTimeInterval { 0 }

    override func draw(in ctx: CGContext) {
        let clip = ctx.boundingBoxOfClipPath
        calls.append(Call(clip: clip, scale: ctx.ctm.a))
        ctx.setFillColor(colorAt(Int(clip.minX / 32), Int(clip.minY / 32)))
        ctx.fill(clip)
    }

    /// The tiles drawn so far, as clip rectangles.
    var drawnTiles: [CGRect] { calls.map(\.clip) }
}

/// A recording tiled layer keeping Apple's 0.25 s fade-in.
final class FadingTiledLayer: RecordingTiledLayer {
    override class func fadeDuration() -> CFTimeInterval { 0.25 }
}

/// A white `width` × `height` root holding `tiled` at `frame` (actions off), and a compositor showing it.
func makeTiledScene<Layer: CATiledLayer>(
    _ tiled: Layer, frame: CGRect, width: Int = 100, height: Int = 100, tileSide: CGFloat = 32,
    scale: CGFloat = 1
) -> (root: CALayer, compositor: Compositor) {
    let root = makeLayer(CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)), color: Palette.white)
    withoutActions {
        tiled.tileSize = CGSize(width: tileSide, height: tileSide)
        tiled.frame = frame
    }
    root.addSublayer(tiled)
    let compositor = Compositor(
        pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale), scale: scale,
        rootLayer: root)!
    return (root, compositor)
}

/// The rectangles of a `side`-point grid's cells covering `area`, cut to `bounds`, row by row.
func gridTiles(covering area: CGRect, side: CGFloat, bounds: CGRect) -> [CGRect] {
    var tiles: [CGRect] = []
    var y = (area.minY / side).rounded(.down) * side
    while y < area.maxY {
        var x = (area.minX / side).rounded(.down) * side
        while x < area.maxX {
            tiles.append(CGRect(x: x, y: y, width: side, height: side).intersection(bounds))
            x += side
        }
        y += side
    }
    return tiles
}
