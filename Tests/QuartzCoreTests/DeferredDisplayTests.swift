// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore
import Testing
import GoldenImages

/// A layer drawing a rounded, stroked card with a circle, noting the thread and order of each `draw(in:)` and
/// whether its context had memory (a recording has none).
private final class CardLayer: CALayer, @unchecked Sendable {
    nonisolated(unsafe) static var log: [(name: String, thread: UInt, hadMemory: Bool)] = []
    var hue: CGFloat = 0

    override func draw(in ctx: CGContext) {
        Self.log.append((name ?? "", UInt(pthread_self()), ctx.data != nil))
        let box = bounds.insetBy(dx: 3, dy: 3)
        ctx.setFillColor(CGColor(red: hue, green: 0.6, blue: 1 - hue, alpha: 1))
        ctx.addPath(CGPath(roundedRect: box, cornerWidth: 8, cornerHeight: 8, transform: nil))
        ctx.fillPath()
        ctx.setStrokeColor(CGColor(gray: 0, alpha: 1))
        ctx.setLineWidth(1.5)
        ctx.strokeEllipse(in: box.insetBy(dx: 10, dy: 6))
    }
}

/// `drawsAsynchronously` (`DeferredDisplay`): drawing recorded in the display pass, played on the render workers,
/// with the pixels and timing of drawing directly.
@Suite("Asynchronous drawing", .freshLayerEnvironment, .serialized)
struct DeferredDisplayTests {
    /// A root with six cards in a grid; `async` sets `drawsAsynchronously` on every other one (or all).
    private static func scene(async: Bool) -> CALayer {
        let root = Scene.root(120, 120)
        for k in 0..<6 {
            let card = CardLayer()
            card.name = "card\(k)"
            card.hue = CGFloat(k) / 6
            card.frame = CGRect(x: 4 + CGFloat(k % 2) * 58, y: 4 + CGFloat(k / 2) * 38, width: 54, height: 34)
            card.contentsScale = 2
            card.drawsAsynchronously = async
            card.setNeedsDisplay()
            root.addSublayer(card)
        }
        return root
    }

    @Test("Frames are byte for byte those of drawing directly, on 1 and on several threads")
    func samePixels() {
        Scene.build { _ in
            let direct = Compositor(pixelWidth: 240, pixelHeight: 240, scale: 2, rootLayer: Self.scene(async: false))!
            direct.renderFrame(at: 0)
            for threads in [1, 4] {
                let deferred = Compositor(pixelWidth: 240, pixelHeight: 240, scale: 2,
                                          rootLayer: Self.scene(async: true))!
                deferred.renderThreadCount = threads
                deferred.renderFrame(at: 0)
                #expect(deferred.framebufferBytes == direct.framebufferBytes, "\(threads) threads")
            }
        }
    }

    @Test("draw(in:) runs on the pass's thread, in tree order, into a recording; the frame shows the result")
    func drawingStaysOnTheCallingThread() {
        Scene.build { _ in
            CardLayer.log = []
            let root = Self.scene(async: true)
            let compositor = Compositor(pixelWidth: 240, pixelHeight: 240, scale: 2, rootLayer: root)!
            compositor.renderFrame(at: 0)
            let me = UInt(pthread_self())
            #expect(CardLayer.log.map(\.name) == (0..<6).map { "card\($0)" })
            #expect(CardLayer.log.allSatisfy { $0.thread == me && !$0.hadMemory })
            #expect(root.sublayers?.allSatisfy { $0.contents is CGImage } == true)
            let px = RGBAImage(compositor.image())
            #expect(px[60, 36].a == 255 && px[60, 36] != px[4, 4], "the first card is on screen")
        }
    }

    @Test("A pass gives each recorded layer its image when it ends; a display outside a pass draws directly")
    func passBoundaries() {
        Scene.build { _ in
            CardLayer.log = []
            let card = CardLayer()
            card.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            card.drawsAsynchronously = true
            var contentsInside: Any?
            let count = DeferredDisplay.collect(threads: 2) {
                card.display()
                contentsInside = card.contents
            }
            #expect(count == 1 && contentsInside == nil && card.contents is CGImage)
            let version = card.contentsVersion
            card.display()
            #expect(card.contentsVersion == version + 1)
            #expect(CardLayer.log.map(\.hadMemory) == [false, true])
            // A layer without the flag draws directly even inside a pass.
            card.drawsAsynchronously = false
            let none = DeferredDisplay.collect(threads: 2) { card.display() }
            #expect(none == 0 && CardLayer.log.last?.hadMemory == true)
        }
    }
}
