// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// The backdrop cache (`Compositor+Backdrop.swift`): a screen-wide fade over many unchanged layers copies their
/// cached rendering instead of repainting them, with pixels identical to a full render.
@Suite("Compositor backdrop cache", .freshLayerEnvironment)
struct CompositorBackdropTests {
    /// 120 small layers under a plain container, then a full-screen dimming layer with a card on it.
    private final class Dimmed {
        let root = Scene.root(160, 120)
        let content = Scene.layer(CGRect(x: 0, y: 0, width: 160, height: 120), name: "content")
        let tiles: [CALayer]
        let dimming = Scene.layer(CGRect(x: 0, y: 0, width: 160, height: 120), Scene.black, name: "dimming")
        let card = Scene.layer(CGRect(x: 40, y: 40, width: 80, height: 40), Scene.white, name: "card")

        init(clipContainer: Bool = false) {
            tiles = (0..<120).map { i in
                let tile = Scene.layer(CGRect(x: CGFloat(i % 12) * 13 + 1, y: CGFloat(i / 12) * 12 + 1, width: 11,
                                              height: 10), i % 2 == 0 ? Scene.red : Scene.blue)
                tile.cornerRadius = 3
                return tile
            }
            tiles.forEach(content.addSublayer)
            root.addSublayer(content)
            dimming.opacity = 0
            card.cornerRadius = 8
            if clipContainer {
                let clip = Scene.layer(CGRect(x: 0, y: 0, width: 160, height: 120), name: "clip")
                clip.masksToBounds = true
                clip.cornerRadius = 4
                clip.addSublayer(dimming)
                root.addSublayer(clip)
            } else {
                root.addSublayer(dimming)
            }
            root.addSublayer(card)
        }
    }

    private static func maxDifference(_ a: CGImage, _ b: CGImage) -> Int {
        let x = RGBAImage(a), y = RGBAImage(b)
        return zip(x.pixels, y.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    @Test("A fading full-screen layer over 120 unchanged layers repaints only the layers after them, pixel-exact")
    func fadeUsesBackdrop() {
        Scene.build { clock in
            let s = Dimmed()
            let compositor = Compositor(pixelWidth: 160, pixelHeight: 120, rootLayer: s.root)!
            compositor.renderFrame(at: 0)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            var painted: [Int] = []
            for frame in 1...5 {
                s.dimming.opacity = Float(frame) * 0.08
                s.card.position.y = 60 + CGFloat(frame)
                let time = Double(frame) / 60
                clock.set(to: time)
                painted.append(compositor.renderFrame().paintedLayerCount)
                let full = Scene.render(s.root, width: 160, height: 120, at: time)
                #expect(Self.maxDifference(compositor.image(), full) <= 1, "frame \(frame)")
            }
            // Frame 1 offers the split, frame 2 builds the backdrop (painting everything once), later frames
            // paint the dimming layer and the card only.
            #expect(compositor.backdropCache?.count == 122)  // root, content and its 120 tiles
            #expect(painted[0] > 100)
            #expect(painted[2...].allSatisfy { $0 == 2 }, "\(painted)")

            // A change before the split drops the backdrop; the frame is still right.
            s.tiles[5].backgroundColor = Scene.green
            s.dimming.opacity = 0.5
            clock.set(to: 1)
            compositor.renderFrame()
            #expect(compositor.backdropCache == nil)
            #expect(Self.maxDifference(compositor.image(), Scene.render(s.root, width: 160, height: 120, at: 1)) <= 1)
            CATransaction.commit()
        }
    }

    @Test("No backdrop splits a clipping container: the fade repaints everything and stays exact")
    func clippingAncestorPreventsSplit() {
        Scene.build { clock in
            let s = Dimmed(clipContainer: true)
            let compositor = Compositor(pixelWidth: 160, pixelHeight: 120, rootLayer: s.root)!
            compositor.renderFrame(at: 0)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for frame in 1...4 {
                s.dimming.opacity = Float(frame) * 0.1
                let time = Double(frame) / 60
                clock.set(to: time)
                compositor.renderFrame()
                #expect(Self.maxDifference(compositor.image(), Scene.render(s.root, width: 160, height: 120,
                                                                            at: time)) <= 1)
            }
            // The first changed node (the dimming layer) lies inside the clipping container: painting from it on
            // would lose the clip, so no backdrop is made.
            #expect(compositor.backdropCache == nil)
            CATransaction.commit()
        }
    }
}
