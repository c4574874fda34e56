// SPDX-License-Identifier: Apache-2.0

import CCairo
import CoreGraphics
import Foundation
import QuartzCore

/// The render server's parallel compositing (issue 22): the ramp and the full-screen composites with 1, 2 and
/// all threads (``Compositor/renderThreadCount``), each beside raw single-threaded Cairo doing the same pixel work
/// in the same run, and the machine's memory copy bandwidth, which bounds how far more threads can help.
enum RenderServerBenchmarks {
    /// 1, 2 and every active core (deduplicated, in order).
    static var threadCounts: [Int] {
        var counts: [Int] = []
        for n in [1, 2, ProcessInfo.processInfo.activeProcessorCount] where !counts.contains(n) { counts.append(n) }
        return counts
    }

    static var rows: [BenchmarkRow] {
        let kernels = ["none (Cairo)", "AVX2", "AVX-512"][Int(PixelKernels.processLevel)]
        print("render server: \(ProcessInfo.processInfo.activeProcessorCount) active cores; memcpy "
            + String(format: "%.2f GB/s", copyBandwidth / 1e9) + "; pixel kernels: \(kernels)")
        let kernelsOff = PixelKernels.processLevel == PixelKernels.none ? [] : threadCounts.map { ramp($0, kernels: false) }
        return threadCounts.map { ramp($0) } + kernelsOff + threadCounts.map(fullComposite)
            + threadCounts.map(thousandLayers) + threadCounts.map(asyncDrawing)
    }

    // MARK: Memory bandwidth

    /// Bytes per second `memcpy` copies between two 64 MB buffers (the best of 5 copies), measured once.
    nonisolated(unsafe) static let copyBandwidth: Double = {
        let count = 64 << 20
        let a = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        let b = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        defer {
            a.deallocate()
            b.deallocate()
        }
        memset(a, 1, count)
        memset(b, 2, count)
        let best = Harness.time({ memcpy(b, a, count) }, runs: 5, warmup: 1)[0]
        return Double(count) / (best / 1000)
    }()

    /// The framebuffer's bytes (640×960 ARGB): what one full composite writes at least.
    static let frameBytes = Double(QuartzCoreBenchmarks.pixelWidth * QuartzCoreBenchmarks.pixelHeight * 4)

    /// After each row of this file: the speed-up over raw Cairo and the composite's share of the copy bandwidth.
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        guard row.name.hasPrefix("(render") else { return }
        if let capacity = rampCapacities[row.name] {
            let cairo = cairoCapacity
            print(String(format: "    ramp: %d layers within 16.7 ms vs raw Cairo %d: %.2f×", capacity, cairo,
                         Double(capacity) / Double(max(cairo, 1))))
            return
        }
        guard let base = m.baselineMedian else { return }
        let rate = frameBytes / (m.measuredMedian / 1000)
        print(String(format: "    speed-up over raw Cairo on one thread %.2f×; framebuffer written at %.2f GB/s = %.0f %% of memcpy",
                     base / m.measuredMedian, rate / 1e9, 100 * rate / copyBandwidth))
    }

    // MARK: Rows

    nonisolated(unsafe) static var rampCapacities: [String: Int] = [:]
    /// Raw Cairo's ramp capacity, found once.
    nonisolated(unsafe) static var cairoCapacity: Int = {
        let s = QuartzCoreBenchmarks.MotionScene.shared
        return s.capacity({ s.cairoCount = $0 }, s.cairoFrame)
    }()

    /// (a) The ramp with `threads` threads: the moving 64×64 pt layers held at 60 Hz, against raw Cairo's count.
    /// With `kernels` false the compositor blits through Cairo too (``PixelKernels``), which shows what the
    /// kernels and what the threads contribute.
    static func ramp(_ threads: Int, kernels: Bool = true) -> BenchmarkRow {
        let name = "(render a) ramp, \(threads) thread\(threads == 1 ? "" : "s")\(kernels ? "" : ", Cairo blits") vs raw Cairo"
        let scene = { QuartzCoreBenchmarks.MotionScene.shared }
        let level = kernels ? PixelKernels.processLevel : PixelKernels.none
        func capacity() -> Int {
            if let known = rampCapacities[name] { return known }
            let s = scene()
            s.compositor.renderThreadCount = threads
            s.compositor.pixelKernelLevel = level
            defer { s.compositor.pixelKernelLevel = PixelKernels.processLevel }
            let found = s.capacity(s.show, s.compositorFrame)
            rampCapacities[name] = found
            return found
        }
        return BenchmarkRow(
            name: name, target: threads >= 2 && kernels ? "≥ 1.6× Cairo" : "—",
            meets: { _ in threads < 2 || !kernels || Double(capacity()) >= 1.6 * Double(cairoCapacity) },
            measured: {
                let s = scene()
                let n = capacity()
                s.compositor.renderThreadCount = threads
                s.compositor.pixelKernelLevel = level
                defer { s.compositor.pixelKernelLevel = PixelKernels.processLevel }
                s.show(n)
                s.compositorFrame()
            },
            baseline: {
                let s = scene()
                s.cairoCount = cairoCapacity
                s.cairoFrame()
            })
    }

    /// (c) The whole 20-layer screen recomposited with `threads` threads, against raw Cairo on one.
    static func fullComposite(_ threads: Int) -> BenchmarkRow {
        let environment = LayerEnvironment(clock: ManualMediaClock())
        let (root, placed) = QuartzCoreBenchmarks.build(environment) { QuartzCoreBenchmarks.screen() }
        return repaint("(render c) 20-layer screen, \(threads) thread\(threads == 1 ? "" : "s") vs Cairo",
                       root, placed, environment, threads: threads)
    }

    /// (c) 1,000 still layers repainted in full with `threads` threads, against raw Cairo on one.
    static func thousandLayers(_ threads: Int) -> BenchmarkRow {
        let scene = QuartzCoreBenchmarks.MotionScene.shared
        let environment = LayerEnvironment(clock: ManualMediaClock())
        let root = CALayer()
        var placed: [QuartzCoreBenchmarks.Placed] = []
        QuartzCoreBenchmarks.build(environment) {
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            for path in scene.paths.prefix(1_000) {
                let layer = CALayer()
                layer.frame = CGRect(x: path.from.x - 32, y: path.from.y - 32, width: 64, height: 64)
                let image = scene.images[path.image]
                layer.contents = image
                layer.contentsScale = QuartzCoreBenchmarks.scale
                root.addSublayer(layer)
                placed.append(QuartzCoreBenchmarks.Placed(
                    layer: layer, image: image, x: Int(((path.from.x - 32) * QuartzCoreBenchmarks.scale).rounded()),
                    y: Int(((path.from.y - 32) * QuartzCoreBenchmarks.scale).rounded())))
            }
        }
        return repaint("(render c) 1,000 layers, \(threads) thread\(threads == 1 ? "" : "s") vs Cairo", root, placed,
                       environment, threads: threads)
    }

    /// A row repainting `root` in full every frame on `threads` threads beside raw Cairo painting `placed`.
    static func repaint(_ name: String, _ root: CALayer, _ placed: [QuartzCoreBenchmarks.Placed],
                        _ environment: LayerEnvironment, threads: Int) -> BenchmarkRow
    {
        let compositor = Compositor(pixelWidth: QuartzCoreBenchmarks.pixelWidth,
                                    pixelHeight: QuartzCoreBenchmarks.pixelHeight, scale: QuartzCoreBenchmarks.scale,
                                    rootLayer: root)!
        compositor.renderThreadCount = threads
        let (surface, cr) = QuartzCoreBenchmarks.cairoTarget()
        return BenchmarkRow(
            name: name, target: threads >= 2 ? "ratio < 1.00" : "ratio ≤ 1.30",
            meets: { ($0.ratio ?? .infinity) <= (threads >= 2 ? 1 : 1.3) },
            measured: {
                environment.run {
                    compositor.setNeedsFullRedraw()
                    compositor.renderFrame(at: 0)
                }
            },
            baseline: {
                QuartzCoreBenchmarks.cairoPaint(cr, placed)
                cairo_surface_flush(surface)
            })
    }
}
