// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("CATiledLayer: tiles, visibility and the cache", .freshLayerEnvironment)
struct TiledLayerTests {
    @Test("Defaults: 256 × 256 tiles, one level of detail, no bias, a 0.25 s fade")
    func defaults() {
        let tiled = CATiledLayer()

        #expect(CATiledLayer.fadeDuration() == 0.25)
        #expect(tiled.levelsOfDetail == 1 && tiled.levelsOfDetailBias == 0)
        #expect(tiled.tileSize == CGSize(width: 256, height: 256))
        #expect(CATiledLayer.defaultValue(forKey: "tileSize") as? CGSize == CGSize(width: 256, height: 256))
        #expect(CATiledLayer.defaultValue(forKey: "levelsOfDetail") as? Int == 1)
        #expect(CATiledLayer.defaultValue(forKey: "levelsOfDetailBias") as? Int == 0)
    }

    @Test("Properties round-trip, reach presentation copies and do not animate")
    func roundTrip() {
        let tiled = committed(CATiledLayer())

        tiled.levelsOfDetail = 3
        tiled.levelsOfDetailBias = 2
        tiled.tileSize = CGSize(width: 128, height: 64)

        #expect(tiled.levelsOfDetail == 3 && tiled.levelsOfDetailBias == 2)
        #expect(tiled.tileSize == CGSize(width: 128, height: 64))
        #expect(tiled.animationKeys() == nil)
        let copy = tiled.presentation()!
        #expect(copy.levelsOfDetail == 3 && copy.tileSize == CGSize(width: 128, height: 64))
    }

    @Test("Bad tile sizes and negative levels fall back to the defaults",
          arguments: [CGSize.zero, CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10),
                      CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 100_000, height: 10)])
    func badInput(size: CGSize) {
        let tiled = CATiledLayer()

        tiled.tileSize = size
        tiled.levelsOfDetail = -2
        tiled.levelsOfDetailBias = -1

        #expect(tiled.tileSize == CGSize(width: 256, height: 256))
        #expect(tiled.levelsOfDetail == 1 && tiled.levelsOfDetailBias == 0)
    }

    @Test("draw(in:) is called once per visible tile, clipped to the tile")
    func oncePerVisibleTile() {
        let tiled = RecordingTiledLayer()
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        compositor.renderFrame(at: 0)
        compositor.renderFrame(at: 1)

        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(tiled.drawnTiles == gridTiles(covering: bounds, side: 32, bounds: bounds))
        #expect(tiled.calls.allSatisfy { $0.scale == 1 })
        let probe = Probe(compositor.image())
        expectPixel(probe, 5, 5, .red)
        expectPixel(probe, 99, 99, .red)
    }

    @Test("A delegate's draw(_:in:) draws the tiles of a plain CATiledLayer")
    func delegateDraws() {
        final class Painter: NSObject, CALayerDelegate {
            var clips: [CGRect] = []
            func draw(_ layer: CALayer, in ctx: CGContext) {
                clips.append(ctx.boundingBoxOfClipPath)
                ctx.setFillColor(Palette.blue)
                ctx.fill(ctx.boundingBoxOfClipPath)
            }
        }
        let painter = Painter()
        let tiled = CATiledLayer()
        tiled.delegate = painter
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 64, height: 40))

        compositor.renderFrame(at: 0)
        compositor.renderFrame(at: 1)  // past the fade

        #expect(painter.clips.count == 4)
        expectPixel(Probe(compositor.image()), 50, 35, .blue)
    }

    @Test("Tiles outside the screen or an ancestor's masksToBounds are not drawn")
    func onlyVisibleTiles() {
        let tiled = RecordingTiledLayer()
        let (root, compositor) = makeTiledScene(tiled, frame: CGRect(x: -40, y: 0, width: 1_000, height: 1_000))

        compositor.renderFrame(at: 0)

        // The screen shows (40, 0, 100, 100) of the layer: columns 1…4, rows 0…3.
        let bounds = CGRect(x: 0, y: 0, width: 1_000, height: 1_000)
        #expect(tiled.drawnTiles == gridTiles(covering: CGRect(x: 40, y: 0, width: 100, height: 100), side: 32,
                                              bounds: bounds))

        let clipper = makeLayer(CGRect(x: 0, y: 0, width: 50, height: 30))
        clipper.masksToBounds = true
        let other = RecordingTiledLayer()
        withoutActions {
            other.tileSize = CGSize(width: 32, height: 32)
            other.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        }
        clipper.addSublayer(other)
        root.addSublayer(clipper)
        compositor.renderFrame(at: 1)
        #expect(other.drawnTiles == gridTiles(covering: CGRect(x: 0, y: 0, width: 50, height: 30), side: 32,
                                              bounds: CGRect(x: 0, y: 0, width: 500, height: 500)))
    }

    @Test("Scrolling draws only the newly visible tiles")
    func scrollingDrawsNewTiles() {
        let tiled = RecordingTiledLayer()
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
        compositor.renderFrame(at: 0)
        tiled.calls.removeAll()

        withoutActions { tiled.position.x -= 64 }  // shows x 64…164 of the layer
        compositor.renderFrame(at: 1)

        #expect(tiled.drawnTiles == [128.0, 160.0].flatMap { x in
            [0.0, 32, 64, 96].map { y in CGRect(x: x, y: y, width: 32, height: 32) }
        }.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) })
    }

    @Test("A 100,000 × 100,000-point tiled layer draws and keeps only the visible tiles")
    func hugeLayer() {
        let tiled = RecordingTiledLayer()
        let (_, compositor) = makeTiledScene(
            tiled, frame: CGRect(x: -50_000, y: -70_000, width: 100_000, height: 100_000), width: 120, height: 90)

        compositor.renderFrame(at: 0)

        let expected = gridTiles(covering: CGRect(x: 50_000, y: 70_000, width: 120, height: 90), side: 32,
                                 bounds: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        #expect(tiled.drawnTiles == expected)
        #expect(tiled.tileCache.count == expected.count)
        #expect(tiled.tileCache.byteCount == expected.count * 32 * 32 * 4)
        expectPixel(Probe(compositor.image()), 60, 45, .red)
    }

    @Test("Zoomed far out with one level of detail, a frame draws no more tiles than the cache holds")
    func tileBudget() {
        let tiled = RecordingTiledLayer()
        tiled.tileCache.byteLimit = 40 * 32 * 32 * 4
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        withoutActions {
            tiled.transform = CATransform3DMakeScale(0.001, 0.001, 1)
            tiled.position = CGPoint(x: 50, y: 50)
        }

        compositor.renderFrame(at: 0)

        #expect(tiled.calls.count == 40)
        #expect(tiled.tileCache.byteCount <= tiled.tileCache.byteLimit)
    }

    @Test("setNeedsDisplay(_:) redraws only the tiles the rectangle touches; setNeedsDisplay() redraws all")
    func invalidation() {
        let tiled = RecordingTiledLayer()
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        compositor.renderFrame(at: 0)
        tiled.calls.removeAll()

        tiled.setNeedsDisplay(CGRect(x: 40, y: 40, width: 10, height: 10))
        tiled.setNeedsDisplay(CGRect(x: 70, y: 0, width: 4, height: 4))
        compositor.renderFrame(at: 1)
        #expect(tiled.drawnTiles == [CGRect(x: 64, y: 0, width: 32, height: 32),
                                     CGRect(x: 32, y: 32, width: 32, height: 32)])

        tiled.calls.removeAll()
        compositor.renderFrame(at: 2)
        #expect(tiled.calls.isEmpty)

        tiled.setNeedsDisplay()
        compositor.renderFrame(at: 3)
        #expect(tiled.calls.count == 16)
    }

    @Test("Redrawn tiles replace the old ones on screen")
    func redrawShowsNewContent() {
        let tiled = RecordingTiledLayer()
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        compositor.renderFrame(at: 0)

        tiled.colorAt = { _, _ in Palette.green }
        tiled.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        compositor.renderFrame(at: 1)

        let probe = Probe(compositor.image())
        expectPixel(probe, 10, 10, .green)
        expectPixel(probe, 40, 10, .red)
    }

    @Test("The cache evicts the least recently needed tiles beyond its memory limit")
    func leastRecentlyUsedEviction() {
        let tiled = RecordingTiledLayer()
        tiled.tileCache.byteLimit = 40 * 32 * 32 * 4
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 2_000, height: 100))

        for step in 0..<6 {
            withoutActions { tiled.position.x = 1_000 - CGFloat(step) * 96 }
            compositor.renderFrame(at: Double(step))
        }
        #expect(tiled.tileCache.byteCount <= tiled.tileCache.byteLimit)
        tiled.calls.removeAll()

        withoutActions { tiled.position.x = 1_000 - 4 * 96 }  // recently seen: still cached
        compositor.renderFrame(at: 10)
        #expect(tiled.calls.isEmpty)
        withoutActions { tiled.position.x = 1_000 }  // seen first, evicted since
        compositor.renderFrame(at: 11)
        #expect(!tiled.calls.isEmpty)
    }

    @Test("A hidden tiled layer draws nothing")
    func hiddenDrawsNothing() {
        let tiled = RecordingTiledLayer()
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        tiled.isHidden = true

        compositor.renderFrame(at: 0)

        #expect(tiled.calls.isEmpty)
    }
}
