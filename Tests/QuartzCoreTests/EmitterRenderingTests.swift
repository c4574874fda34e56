// SPDX-License-Identifier: Apache-2.0

import GoldenImages
import QuartzCore
import Testing

/// What an emitter draws, frame by frame, on a compositor asked for explicit times.
@Suite("CAEmitterLayer rendering", .freshLayerEnvironment)
struct EmitterRenderingTests {
    /// The golden images' folder.
    static let suite = "EmitterLayerTests"

    @Test("Identical emitters give identical pixels at the same time; another seed gives other pixels")
    func determinism() {
        func make(seed: UInt32) -> EmitterScene {
            EmitterScene {
                let spray = emitterCell(birthRate: 40, lifetime: 2, velocity: 30)
                spray.emissionRange = 2 * .pi
                spray.velocityRange = 20
                spray.scaleRange = 0.5
                $0.emitterCells = [spray]
                $0.seed = seed
            }
        }
        let a = make(seed: 1).run(to: 1.3), b = make(seed: 1).run(to: 1.3), c = make(seed: 2).run(to: 1.3)
        #expect(litPixels(a).count > 100)
        #expect(samePixels(a, b))
        #expect(!samePixels(a, c))

        // Time, not the frame schedule, decides: one jump to 1.3 s shows what 13 frames did.
        let jumped = make(seed: 1)
        jumped.frame(at: 0)
        #expect(samePixels(jumped.frame(at: 1.3), a))
    }

    @Test("Nothing shows before time advances or before the layer's begin time; particles appear after")
    func appearance() {
        let scene = EmitterScene { $0.emitterCells = [emitterCell(birthRate: 60, lifetime: 5)] }
        #expect(litPixels(scene.frame(at: 0)).count == 0)
        #expect(litPixels(scene.frame(at: 0.5)).count > 0)

        let late = EmitterScene {
            $0.emitterCells = [emitterCell(birthRate: 60, lifetime: 5)]
            $0.beginTime = 1
        }
        #expect(litPixels(late.frame(at: 0)).count == 0)
        #expect(litPixels(late.frame(at: 0.9)).count == 0)
        #expect(litPixels(late.frame(at: 1.5)).count > 0)
    }

    @Test("With birthRate 0, particles are gone once their lifetime is over, and frames stop animating")
    func lifetime() {
        let scene = EmitterScene { $0.emitterCells = [emitterCell(birthRate: 60, lifetime: 0.5)] }
        #expect(litPixels(scene.run(to: 1)).count > 0)
        #expect(scene.compositor.renderFrame(at: 1.05).animationsRunning)

        withoutActions { scene.emitter.birthRate = 0 }
        #expect(litPixels(scene.frame(at: 1.3)).count > 0)  // the last ones still live
        #expect(scene.compositor.renderFrame(at: 1.4).animationsRunning)
        let after = scene.frame(at: 1.7)
        #expect(litPixels(after).count == 0)
        #expect(!scene.compositor.renderFrame(at: 1.8).animationsRunning)
        #expect(!scene.compositor.renderFrame(at: 1.9).changed)
    }

    @Test("A running emitter repaints every frame and keeps the compositor animating")
    func keepsFramesComing() {
        let scene = EmitterScene { $0.emitterCells = [emitterCell(birthRate: 30, lifetime: 3, velocity: 20)] }
        scene.compositor.renderFrame(at: 0)
        for k in 1...5 {
            let result = scene.compositor.renderFrame(at: Double(k) / 10)
            #expect(result.animationsRunning && result.changed)
        }
        let idle = EmitterScene { _ in }
        idle.compositor.renderFrame(at: 0)
        #expect(!idle.compositor.renderFrame(at: 0.1).animationsRunning)
    }

    @Test("Through a render server the mirror emits the same particles and its frames keep animating")
    func renderServer() {
        let scene = EmitterScene { $0.emitterCells = [emitterCell("dot", birthRate: 30, lifetime: 2, velocity: 20)] }
        let server = RenderServer(pixelWidth: 100, pixelHeight: 100, rootLayer: scene.root)!
        var last = server.commitAndRender(at: 0)
        scene.compositor.renderFrame(at: 0)
        for k in 1...10 {
            let t = Double(k) / 10
            scene.compositor.renderFrame(at: t)
            last = server.commitAndRender(at: t)
        }
        #expect(last.animationsRunning && last.changed)
        let mirrored = server.withCompositor { RGBAImage($0.image()) }
        #expect(mirrored.pixels == RGBAImage(scene.compositor.image()).pixels)
        #expect(litPixels(Probe(scene.compositor.image())).count > 0)

        // A key-path change reaches the mirror with the next commit.
        withoutActions { scene.emitter.setValue(0, forKeyPath: "emitterCells.dot.birthRate") }
        for k in 11...35 { last = server.commitAndRender(at: Double(k) / 10) }
        #expect(!last.animationsRunning)
        #expect(litPixels(Probe(server.withCompositor { $0.image() })).count == 0)
    }

    @Test("Longitude 0 moves particles towards +x; π/2 moves them down in the y-down layer")
    func direction() {
        let right = EmitterScene { $0.emitterCells = [emitterCell(birthRate: 60, lifetime: 0.5, velocity: 60)] }
        let r = litPixels(right.run(to: 1)).box
        #expect(r.minX >= 47 && r.maxX > 70 && r.minY >= 46 && r.maxY <= 54, "box \(r)")

        let down = EmitterScene {
            let c = emitterCell(birthRate: 60, lifetime: 0.5, velocity: 60)
            c.emissionLongitude = .pi / 2
            $0.emitterCells = [c]
        }
        let d = litPixels(down.run(to: 1)).box
        #expect(d.minY >= 47 && d.maxY > 70 && d.minX >= 46 && d.maxX <= 54, "box \(d)")

        let falling = EmitterScene {
            let c = emitterCell(birthRate: 60, lifetime: 0.5)
            c.yAcceleration = 200
            $0.emitterCells = [c]
        }
        let f = litPixels(falling.run(to: 1)).box
        #expect(f.maxY > 65 && f.minX >= 46 && f.maxX <= 54, "box \(f)")
    }

    @Test("A white image takes the cell's colour; alpha fades it")
    func tint() {
        let red = EmitterScene {
            let c = emitterCell(birthRate: 60, lifetime: 5)
            c.color = Scene.red
            $0.emitterCells = [c]
        }
        expectPixel(red.run(to: 0.5), 50, 50, .red, tolerance: 3)

        let faded = EmitterScene {
            let c = emitterCell(birthRate: 2, lifetime: 5)
            c.color = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
            $0.emitterCells = [c]
        }
        // One particle (born at 0.5 s) at half alpha over black.
        expectPixel(faded.run(to: 0.7), 50, 50, Pixel(0, 128, 0), tolerance: 3)
    }

    @Test("Additive rendering adds overlapping particles; unordered rendering covers them")
    func additive() {
        func make(_ mode: CAEmitterLayerRenderMode) -> Probe {
            EmitterScene {
                let c = emitterCell(birthRate: 6, lifetime: 5)
                c.color = CGColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
                $0.emitterCells = [c]
                $0.renderMode = mode
            }.run(to: 1)
        }
        let plain = make(.unordered)[50, 50], added = make(.additive)[50, 50]
        #expect(Pixel(77, 77, 77).isClose(to: plain, tolerance: 3), "unordered \(plain)")
        #expect(added.r > 200, "additive \(added)")  // six particles at 0.3 each, clamped
    }

    @Test("A huge birth rate is capped at the particle limit and the frame still finishes")
    func particleCap() {
        let scene = EmitterScene {
            let c = emitterCell(birthRate: 1e9, lifetime: 100)
            c.emissionRange = 2 * .pi
            c.velocity = 30
            $0.emitterCells = [c]
        }
        scene.frame(at: 0)
        scene.frame(at: 0.5)
        #expect(scene.emitter.simulatedParticleCount == 10_000)
        #expect(scene.emitter.drawnParticleCount <= 10_000)
    }

    @Test("NaN birth rates, negative lifetimes, nil or non-image contents draw nothing and never crash")
    func badInput() {
        let bad = EmitterScene {
            let nanRate = emitterCell(birthRate: .nan)
            let negativeLife = emitterCell(lifetime: -3)
            let noImage = emitterCell(contents: nil)
            let notImage = emitterCell(contents: "sparkle.png")
            let infinite = emitterCell(birthRate: .infinity)
            infinite.velocity = .nan
            $0.emitterCells = [nanRate, negativeLife, noImage, notImage, infinite]
        }
        #expect(litPixels(bad.run(to: 1)).count == 0)

        let layer = CAEmitterLayer()
        withoutActions {
            layer.birthRate = .nan
            layer.emitterPosition = CGPoint(x: CGFloat.infinity, y: 0)
        }
        #expect(layer.birthRate == 1 && layer.emitterPosition == .zero)

        let negativeLayer = EmitterScene {
            $0.emitterCells = [emitterCell()]
            $0.lifetime = -1
            $0.birthRate = -5
        }
        #expect(litPixels(negativeLayer.run(to: 1)).count == 0)
    }

    @Test("Each particle of a cell with sub-cells emits them where it is (fireworks)")
    func subcells() {
        let scene = EmitterScene {
            let trail = emitterCell(birthRate: 30, lifetime: 0.1)
            trail.color = Scene.yellow
            let rocket = emitterCell("rocket", birthRate: 2, lifetime: 2, velocity: 40, contents: nil)
            rocket.emitterCells = [trail]
            $0.emitterCells = [rocket]
            $0.emitterPosition = CGPoint(x: 10, y: 50)
        }
        // The rocket, born at 0.5 s, is at x = 30 at 1 s; it draws nothing, its trail draws behind it.
        let probe = scene.run(to: 1)
        let box = litPixels(probe).box
        #expect(box.maxX <= 33 && box.minX >= 20 && box.minY >= 46 && box.maxY <= 54, "box \(box)")
        expectPixel(probe, 29, 50, .yellow, tolerance: 3)
        expectPixel(probe, 10, 50, .black)
    }

    @Test("Golden: a spinning, shrinking, colour-shifting fountain with sparks, at 1.5 s")
    func golden() throws {
        let scene = EmitterScene {
            let drop = emitterCell("drop", birthRate: 25, lifetime: 1.4, velocity: 60, contents: squareImage(6))
            drop.emissionLongitude = -.pi / 2
            drop.emissionRange = .pi / 3
            drop.velocityRange = 15
            drop.yAcceleration = 50
            drop.spin = 2
            drop.spinRange = 1
            drop.scaleSpeed = -0.4
            drop.color = CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 1)
            drop.redRange = 0.2
            drop.greenSpeed = 0.3
            drop.alphaSpeed = -0.5
            let spark = emitterCell(birthRate: 3, lifetime: 0.4, velocity: 10, contents: squareImage(2))
            spark.emissionRange = 2 * .pi
            spark.color = Scene.yellow
            drop.emitterCells = [spark]
            $0.emitterCells = [drop]
            $0.emitterShape = .line
            $0.emitterSize = CGSize(width: 30, height: 0)
            $0.emitterPosition = CGPoint(x: 50, y: 90)
            $0.seed = 2026
        }
        let probe = scene.run(to: 1.5)
        #expect(litPixels(probe).count > 200)
        try expectGolden(scene.compositor.image(), "fountain", suite: Self.suite)
    }
}
