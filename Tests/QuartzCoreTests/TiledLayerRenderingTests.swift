// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Draws a 32-point checkerboard of red and blue with a black diagonal running across every tile.
private final class CheckerTiledLayer: RecordingTiledLayer {
    override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        ctx.setStrokeColor(Palette.black)
        ctx.setLineWidth(1)
        ctx.move(to: CGPoint(x: 0, y: 0))
        ctx.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
        ctx.strokePath()
    }
}

private func checkerColor(_ column: Int, _ row: Int) -> CGColor {
    (column + row) % 2 == 0 ? Palette.red : Palette.blue
}

@Suite("CATiledLayer: levels of detail, fading and compositing", .freshLayerEnvironment)
struct TiledLayerRenderingTests {
    static let suite = "TiledLayerTests"

    @Test("Magnified 2× with levelsOfDetailBias 1, tiles are drawn at twice the pixels per point")
    func magnifiedLevel() {
        let tiled = RecordingTiledLayer()
        tiled.levelsOfDetailBias = 1
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        withoutActions {
            tiled.transform = CATransform3DMakeScale(2, 2, 1)
            tiled.position = CGPoint(x: 50, y: 50)  // fills the screen
        }

        compositor.renderFrame(at: 0)

        #expect(tiled.calls.allSatisfy { $0.scale == 2 })
        // At level 1 a 32-pixel tile covers 16 points: the 50-point layer takes 4 × 4 tiles.
        let bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(tiled.drawnTiles == gridTiles(covering: bounds, side: 16, bounds: bounds))
    }

    @Test("Without a bias, magnified tiles stay at level 0; shown unmagnified, a bias does not sharpen")
    func noBiasNoMagnifiedLevel() {
        let zoomed = RecordingTiledLayer()
        let (_, compositor) = makeTiledScene(zoomed, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        withoutActions { zoomed.transform = CATransform3DMakeScale(2, 2, 1) }
        compositor.renderFrame(at: 0)
        #expect(!zoomed.calls.isEmpty && zoomed.calls.allSatisfy { $0.scale == 1 })

        let plain = RecordingTiledLayer()
        plain.levelsOfDetailBias = 3
        let (_, other) = makeTiledScene(plain, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.renderFrame(at: 0)
        #expect(!plain.calls.isEmpty && plain.calls.allSatisfy { $0.scale == 1 })
    }

    @Test("A magnifying ancestor counts, and the contents scale multiplies the level's resolution")
    func ancestorScaleAndContentsScale() {
        let tiled = RecordingTiledLayer()
        tiled.levelsOfDetailBias = 2
        tiled.contentsScale = 2
        // Centred in the root, whose sublayerTransform magnifies 4× about its centre: the layer fills the screen.
        let (root, compositor) = makeTiledScene(tiled, frame: CGRect(x: 37.5, y: 37.5, width: 25, height: 25))
        withoutActions { root.sublayerTransform = CATransform3DMakeScale(4, 4, 1) }

        compositor.renderFrame(at: 0)

        #expect(!tiled.calls.isEmpty && tiled.calls.allSatisfy { $0.scale == 8 })
    }

    @Test("Zoomed out, coarser levels down to levelsOfDetail are used")
    func coarserLevels() {
        let tiled = RecordingTiledLayer()
        tiled.levelsOfDetail = 2
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        withoutActions {
            tiled.transform = CATransform3DMakeScale(0.25, 0.25, 1)
            tiled.position = CGPoint(x: 25, y: 25)
        }

        compositor.renderFrame(at: 0)

        // Level −1: half resolution, so a 32-pixel tile covers 64 points.
        #expect(tiled.calls.allSatisfy { $0.scale == 0.5 })
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(tiled.drawnTiles == gridTiles(covering: bounds, side: 64, bounds: bounds))
    }

    @Test("Zoomed content drawn at the finer level is sharp: one-pixel stripes survive")
    func magnifiedPixelsAreSharp() {
        final class Stripes: RecordingTiledLayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(Palette.black)
                for i in stride(from: 0.0, to: 32.0, by: 1) { ctx.fill(CGRect(x: i, y: 0, width: 0.5, height: 32)) }
            }
        }
        let tiled = Stripes()
        tiled.levelsOfDetailBias = 1
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 32, height: 32), width: 64,
                                             height: 64)
        withoutActions {
            tiled.transform = CATransform3DMakeScale(2, 2, 1)
            tiled.position = CGPoint(x: 32, y: 32)
        }

        compositor.renderFrame(at: 0)

        let probe = Probe(compositor.image())
        expectPixel(probe, 10, 20, .black, tolerance: 2)
        expectPixel(probe, 11, 20, .white, tolerance: 2)
    }

    @Test("New tiles fade in over fadeDuration: half opaque halfway, opaque after")
    func fadeIn() {
        let tiled = FadingTiledLayer()
        let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 64, height: 64))

        let first = compositor.renderFrame(at: 1)
        expectPixel(Probe(compositor.image()), 20, 20, .white)
        #expect(first.animationsRunning)
        compositor.renderFrame(at: 1.125)
        expectPixel(Probe(compositor.image()), 20, 20, Pixel(255, 128, 128), tolerance: 3)
        let last = compositor.renderFrame(at: 1.25)
        expectPixel(Probe(compositor.image()), 20, 20, .red)
        #expect(!compositor.renderFrame(at: 1.5).animationsRunning && last.changed)
        #expect(tiled.calls.count == 4)
    }

    @Test("Headless runs are deterministic: the same scene gives the same tiles and pixels every time")
    func determinism() {
        func run() -> (calls: [RecordingTiledLayer.Call], pixels: [UInt8]) {
            let tiled = FadingTiledLayer()
            tiled.colorAt = checkerColor
            tiled.levelsOfDetailBias = 1
            let (_, compositor) = makeTiledScene(tiled, frame: CGRect(x: -30, y: -20, width: 300, height: 300))
            var pixels: [UInt8] = []
            for (k, t) in [0, 0.1, 0.2, 0.3].enumerated() {
                if k == 2 { withoutActions { tiled.transform = CATransform3DMakeScale(1.5, 1.5, 1) } }
                compositor.renderFrame(at: t)
                pixels += RGBAImage(compositor.image()).pixels
            }
            return (tiled.calls, pixels)
        }
        let a = run(), b = run()

        #expect(a.calls == b.calls)
        #expect(a.pixels == b.pixels)
    }

    @Test("A render server's mirror shows the tiles the main thread drew")
    func renderServer() {
        let tiled = RecordingTiledLayer()
        tiled.colorAt = checkerColor
        let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100), color: Palette.white)
        withoutActions {
            tiled.tileSize = CGSize(width: 32, height: 32)
            tiled.frame = CGRect(x: 0, y: 0, width: 1_000, height: 1_000)
        }
        root.addSublayer(tiled)
        let server = RenderServer(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!

        server.commitAndRender(at: 0)

        #expect(tiled.calls.count == 16)
        let probe = Probe(server.withCompositor { $0.image() })
        expectPixel(probe, 10, 10, .red)
        expectPixel(probe, 40, 10, .blue)
    }

    @Test("Golden: a checkerboard drawn tile by tile, zoomed 1.5× at the finer level")
    func golden() throws {
        let tiled = CheckerTiledLayer()
        tiled.colorAt = checkerColor
        tiled.levelsOfDetailBias = 1
        let (root, compositor) = makeTiledScene(tiled, frame: CGRect(x: 0, y: 0, width: 128, height: 128),
                                                width: 96, height: 96)
        let sub = makeLayer(CGRect(x: 40, y: 40, width: 16, height: 16), color: Palette.yellow)
        tiled.addSublayer(sub)
        withoutActions {
            tiled.transform = CATransform3DMakeScale(1.5, 1.5, 1)
            tiled.position = CGPoint(x: 48, y: 48)
        }
        _ = root

        compositor.renderFrame(at: 0)

        #expect(tiled.calls.allSatisfy { $0.scale == 2 })
        try expectGolden(compositor.image(), "checker-zoomed", suite: Self.suite)
    }
}
