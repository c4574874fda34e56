// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore
import Testing
import GoldenImages

/// The compositor's frame images: copies that later frames never change, made by reusing released images' memory
/// and copying only what changed since (issue 17: a keystroke paid for copying the whole 12 MB screen).
@Suite("Compositor frame images", .freshLayerEnvironment)
struct CompositorFrameImageTests {
    private static func pixels(of image: CGImage) -> Data { image.dataProvider?.bytes ?? Data() }

    @Test("An image held across frames keeps its pixels; a released one's memory is reused, and it matches the framebuffer")
    func heldAndReleasedImages() throws {
        let root = Scene.root(64, 48)
        let moving = Scene.layer(CGRect(x: 4, y: 4, width: 10, height: 10), Scene.red)
        root.addSublayer(moving)
        let compositor = try #require(Compositor(pixelWidth: 64, pixelHeight: 48, scale: 1, rootLayer: root))
        compositor.renderFrame(at: 0)
        let held = compositor.image()
        let heldPixels = Self.pixels(of: held)
        let whole = 64 * 48 * 4
        #expect(compositor.lastFrameImageCopyByteCount == whole, "the first image copies everything")
        for step in 1...12 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            moving.position = CGPoint(x: 9 + CGFloat(step * 3), y: 9 + CGFloat(step))
            CATransaction.commit()
            compositor.renderFrame(at: Double(step))
            let image = compositor.image()
            // Each image equals a plain full copy of the framebuffer, whichever older frame its memory held.
            #expect(Self.pixels(of: image) == Self.pixels(of: try #require(compositor.framebuffer.makeImage())),
                    "frame \(step)")
            // From the second frame on, the image reuses the last one's memory and copies only the damage (the
            // layer's old and new 10×10 footprints), not the 64×48 screen.
            if step >= 2 {
                #expect(compositor.lastFrameImageCopyByteCount <= 2 * 14 * 14 * 4, "frame \(step) copied the damage")
                #expect(compositor.lastFrameImageCopyByteCount > 0)
            }
        }
        #expect(Self.pixels(of: held) == heldPixels, "a frame image changed after later frames")
    }

    @Test("Drawing into the framebuffer between frames, then setNeedsFullRedraw, reaches the next image")
    func drawingBetweenFrames() throws {
        let root = Scene.root(32, 32)
        let compositor = try #require(Compositor(pixelWidth: 32, pixelHeight: 32, scale: 1, rootLayer: root))
        compositor.renderFrame(at: 0)
        _ = compositor.image()
        compositor.framebuffer.setFillColor(Scene.green)
        compositor.framebuffer.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
        compositor.setNeedsFullRedraw()
        let image = compositor.image()
        #expect(Self.pixels(of: image) == Self.pixels(of: try #require(compositor.framebuffer.makeImage())))
    }
}
