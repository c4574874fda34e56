// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation
import QuartzCore

/// MotionMark-style rows: many 64×64-point layers with cached contents, each moving back and forth under its own
/// linear, autoreversing position animation, all redrawn every frame. The ramp finds the largest count whose
/// median frame stays within a 60 Hz budget; raw Cairo paints the same images at the same whole pixels.
extension QuartzCoreBenchmarks {
    /// 60 Hz.
    static let frameBudget = 1000.0 / 60

    /// The moving-layers scene, built once and shared by rows (c) and (d).
    final class MotionScene {
        nonisolated(unsafe) static let shared = MotionScene()
        static let maxLayers = 16_000

        let environment = LayerEnvironment(clock: ManualMediaClock())
        let root = CALayer()
        let compositor: Compositor
        var layers: [CALayer] = []
        var images: [CGImage] = []
        /// Per layer: start and end position (points), period (seconds), image index.
        var paths: [(from: CGPoint, to: CGPoint, duration: Double, image: Int)] = []
        let surface: OpaquePointer
        let cr: OpaquePointer
        var count = 0
        /// How many images the raw-Cairo frame paints.
        var cairoCount = 0
        var time = 0.0
        /// The ramp's results: (Touchstone, Cairo) layer counts; computed on first use.
        lazy var capacity: (touchstone: Int, cairo: Int) = ramp()

        init() {
            (surface, cr) = cairoTarget()
            compositor = Compositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, rootLayer: root)!
            images = (0..<8).map { card(64, 64, hue: CGFloat($0) / 8, alpha: 0.9) }
            var random = SeededRandom(seed: 60)
            build(environment) {
                root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                for i in 0..<Self.maxLayers {
                    let from = CGPoint(x: random.next(in: 0...320), y: random.next(in: 0...480))
                    let to = CGPoint(x: random.next(in: 0...320), y: random.next(in: 0...480))
                    let duration = random.next(in: 1...4)
                    let layer = CALayer()
                    layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
                    layer.position = from
                    layer.contents = images[i % images.count]
                    layer.contentsScale = scale
                    let move = CABasicAnimation(keyPath: "position")
                    move.fromValue = from
                    move.toValue = to
                    move.duration = duration
                    move.autoreverses = true
                    move.repeatCount = .infinity
                    layer.add(move, forKey: "move")
                    layers.append(layer)
                    paths.append((from, to, duration, i % images.count))
                }
            }
        }

        /// Shows the first `n` layers.
        func show(_ n: Int) {
            guard n != count else { return }
            count = n
            build(environment) { root.sublayers = Array(layers.prefix(n)) }
        }

        /// One compositor frame, 1/60 s after the last.
        func compositorFrame() {
            time += 1.0 / 60
            environment.run { _ = compositor.renderFrame(at: time) }
        }

        /// The same frame in raw Cairo: clear, then each image at the animation's position, rounded to pixels.
        func cairoFrame() {
            time += 1.0 / 60
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            for path in paths.prefix(cairoCount) {
                // Linear and autoreversing: a triangle wave between from and to.
                var within = time.truncatingRemainder(dividingBy: 2 * path.duration)
                if within > path.duration { within = 2 * path.duration - within }
                let f = within / path.duration
                let x = ((path.from.x + (path.to.x - path.from.x) * f - 32) * scale).rounded()
                let y = ((path.from.y + (path.to.y - path.from.y) * f - 32) * scale).rounded()
                let image = images[path.image]
                cairo_set_source_surface(cr, image.surface!, Double(x), Double(y))
                cairo_rectangle(cr, Double(x), Double(y), Double(image.width), Double(image.height))
                cairo_fill(cr)
            }
            cairo_restore(cr)
            cairo_surface_flush(surface)
        }

        /// Median frame time (ms) of `frame` after `setCount(n)`.
        func frameTime(_ n: Int, _ setCount: (Int) -> Void, _ frame: () -> Void) -> Double {
            setCount(n)
            return Harness.time(frame, runs: 15, warmup: 3)[7]
        }

        /// The largest count within the budget: doubling, then bisection to 2 %.
        func capacity(_ setCount: (Int) -> Void, _ frame: () -> Void) -> Int {
            var low = 0, high = 125
            while high <= Self.maxLayers, frameTime(high, setCount, frame) <= frameBudget {
                low = high
                high *= 2
            }
            high = min(high, Self.maxLayers + 1)
            while high - low > max(8, low / 50) {
                let mid = (low + high) / 2
                if frameTime(mid, setCount, frame) <= frameBudget { low = mid } else { high = mid }
            }
            return low
        }

        private func ramp() -> (Int, Int) {
            let t = capacity(show, compositorFrame)
            let c = capacity({ self.cairoCount = $0 }, cairoFrame)
            print("    ramp: Touchstone holds \(t) moving 64×64 pt layers within 16.7 ms; raw Cairo \(c)")
            fflush(nil)
            return (t, c)
        }
    }

    /// (c) MotionMark-style capacity: frames at the count each side sustains (printed by the ramp).
    static var motionMark: BenchmarkRow {
        let scene = { MotionScene.shared }
        return BenchmarkRow(
            name: "(c) 64×64 pt moving layers at 60 Hz (ramp)",
            target: "≥ 1,000 layers",
            meets: { _ in scene().capacity.touchstone >= 1_000 },
            measured: {
                let s = scene()
                s.show(s.capacity.touchstone)
                s.compositorFrame()
            },
            baseline: {
                let s = scene()
                s.cairoCount = s.capacity.cairo
                s.cairoFrame()
            })
    }

    /// (d) Compositor overhead: 1,000 still layers repainted in full (snapshot, damage pass and painting, no
    /// animation to evaluate), against raw Cairo painting the same images at the same pixels.
    static var overhead: BenchmarkRow {
        let scene = { MotionScene.shared }
        let environment = LayerEnvironment(clock: ManualMediaClock())
        let root = CALayer()
        var placed: [Placed] = []
        build(environment) {
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            for path in scene().paths.prefix(1_000) {
                let layer = CALayer()
                layer.frame = CGRect(x: path.from.x - 32, y: path.from.y - 32, width: 64, height: 64)
                let image = scene().images[path.image]
                layer.contents = image
                layer.contentsScale = scale
                root.addSublayer(layer)
                placed.append(Placed(layer: layer, image: image, x: Int(((path.from.x - 32) * scale).rounded()),
                                     y: Int(((path.from.y - 32) * scale).rounded())))
            }
        }
        return fullRepaint("(d) 1,000 layers, full repaint: compositor vs Cairo", root, placed, environment)
    }

    /// (e) The whole pipeline with 1,000 animated layers (animation evaluation included) against raw Cairo's same
    /// pixel work: what an app moving that many layers with Core Animation pays per frame.
    static var animatedOverhead: BenchmarkRow {
        let scene = { MotionScene.shared }
        return BenchmarkRow(
            name: "(e) 1,000 animated layers, whole frame: vs Cairo",
            target: "ratio ≤ 1.30",
            meets: { ($0.ratio ?? .infinity) <= 1.3 },
            measured: {
                let s = scene()
                s.show(1_000)
                s.compositorFrame()
            },
            baseline: {
                let s = scene()
                s.cairoCount = 1_000
                s.cairoFrame()
            })
    }
}
