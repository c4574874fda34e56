// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// A layer whose `draw(in:)` is heavy on rasterising and light on calls: filled and stroked curves and a radial
/// gradient, the kind of drawing `drawsAsynchronously` moves off the display pass's thread.
private final class CurvesLayer: CALayer, @unchecked Sendable {
    var seed: CGFloat = 0

    override func draw(in ctx: CGContext) {
        let box = bounds
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 0.9, green: 0.5 + seed / 4, blue: 0.2, alpha: 1),
                                           CGColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 1)] as CFArray,
                                  locations: [0, 1])!
        ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: box.midX, y: box.midY), startRadius: 0,
                               endCenter: CGPoint(x: box.midX, y: box.midY), endRadius: box.width / 2,
                               options: [.drawsAfterEndLocation])
        ctx.setLineWidth(2.5)
        for k in 0..<24 {
            let t = CGFloat(k) / 24
            let path = CGMutablePath()
            path.move(to: CGPoint(x: box.minX, y: box.minY + box.height * t))
            path.addCurve(to: CGPoint(x: box.maxX, y: box.maxY - box.height * t),
                          control1: CGPoint(x: box.midX * (1 + seed), y: box.minY),
                          control2: CGPoint(x: box.midX, y: box.maxY * (1 - t)))
            ctx.addPath(path)
            ctx.setStrokeColor(CGColor(red: t, green: 1 - t, blue: seed, alpha: 0.8))
            ctx.strokePath()
            ctx.setFillColor(CGColor(red: 1 - t, green: t, blue: 0.5, alpha: 0.3))
            ctx.fillEllipse(in: CGRect(x: box.width * t, y: box.height * (1 - t) - 10, width: 20, height: 20))
        }
    }
}

extension RenderServerBenchmarks {
    /// (e) Backing stores redrawn in one display pass: 12 drawing layers of 150×110 points at 2×, with
    /// `drawsAsynchronously` (drawing recorded, played on the render workers) against without (drawn in turn
    /// on the pass's thread). Both sides run the same app code on the calling thread.
    static func asyncDrawing(_ threads: Int) -> BenchmarkRow {
        func scene(async: Bool) -> (LayerEnvironment, CALayer, [CALayer]) {
            let environment = LayerEnvironment(clock: ManualMediaClock())
            let root = CALayer()
            var layers: [CALayer] = []
            QuartzCoreBenchmarks.build(environment) {
                root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                for k in 0..<12 {
                    let layer = CurvesLayer()
                    layer.seed = CGFloat(k) / 12
                    layer.frame = CGRect(x: CGFloat(k % 2) * 160, y: CGFloat(k / 2) * 80, width: 150, height: 110)
                    layer.contentsScale = QuartzCoreBenchmarks.scale
                    layer.drawsAsynchronously = async
                    root.addSublayer(layer)
                    layers.append(layer)
                }
            }
            return (environment, root, layers)
        }
        let deferred = scene(async: true), direct = scene(async: false)
        func pass(_ s: (LayerEnvironment, CALayer, [CALayer])) {
            s.0.run {
                for layer in s.2 { layer.setNeedsDisplay() }
                _ = DeferredDisplay.collect(threads: threads) {
                    for layer in s.2 { layer.displayIfNeeded() }
                }
            }
        }
        return BenchmarkRow(
            name: "(render e) 12 layers redrawn, drawsAsynchronously on \(threads) thread\(threads == 1 ? "" : "s") vs direct",
            target: threads >= 2 ? "ratio < 0.80" : "ratio ≤ 1.15",
            meets: { ($0.ratio ?? .infinity) < (threads >= 2 ? 0.8 : 1.15) },
            measured: { pass(deferred) },
            baseline: { pass(direct) })
    }
}
