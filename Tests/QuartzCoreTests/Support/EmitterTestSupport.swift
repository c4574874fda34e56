// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

// Helpers for the CAEmitterLayer suites.

/// A scene of one emitter over a black root, drawn by a compositor whose frames are asked for at explicit times.
final class EmitterScene {
    let root = Scene.root(100, 100, Scene.black)
    let emitter = CAEmitterLayer()
    let compositor: Compositor

    init(_ configure: (CAEmitterLayer) -> Void) {
        let (root, emitter) = (root, emitter)
        withoutActions {
            emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            emitter.emitterPosition = CGPoint(x: 50, y: 50)
            configure(emitter)
            root.addSublayer(emitter)
        }
        compositor = Compositor(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
    }

    /// The time of the last frame rendered (nil before the first).
    private var last: CFTimeInterval?

    /// Renders the frame for time `t` and returns its pixels.
    @discardableResult
    func frame(at t: CFTimeInterval) -> Probe {
        compositor.renderFrame(at: t)
        last = t
        return Probe(compositor.image())
    }

    /// Renders frames every 1/10 s from the last one (from 0, when the emitter starts, for the first) up to `t`,
    /// as a host would; returns the last.
    func run(to t: CFTimeInterval) -> Probe {
        var time = last.map { $0 + 0.1 } ?? 0
        while time < t - 1e-9 {
            compositor.renderFrame(at: time)
            time += 0.1
        }
        return frame(at: t)
    }
}

/// A white square image, `size` pixels on a side.
func squareImage(_ size: Int = 4, _ color: CGColor = Scene.white) -> CGImage {
    Scene.image(size, size) { ctx in
        ctx.setFillColor(color)
        ctx.fill(CGRect(x: 0, y: 0, width: size, height: size))
    }
}

/// A cell drawing `contents`, born `birthRate` times a second, living `lifetime` seconds.
func emitterCell(_ name: String? = nil, birthRate: Float = 60, lifetime: Float = 1, velocity: CGFloat = 0,
                  contents: Any? = squareImage()) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.name = name
    cell.birthRate = birthRate
    cell.lifetime = lifetime
    cell.velocity = velocity
    cell.contents = contents
    return cell
}

/// Pixels whose red, green or blue exceeds `threshold`: their count and the centre of their bounding box.
func litPixels(_ probe: Probe, threshold: Int = 40) -> (count: Int, box: CGRect) {
    var count = 0
    var box = CGRect.null
    for y in 0..<probe.image.height {
        for x in 0..<probe.image.width {
            let p = probe[x, y]
            if max(p.r, p.g, p.b) > threshold {
                count += 1
                box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
    }
    return (count, box)
}

/// Whether two frames have the same pixels.
func samePixels(_ a: Probe, _ b: Probe) -> Bool { a.image.pixels == b.image.pixels }
