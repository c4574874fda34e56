// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The compositor's backdrop filter on bare layers: damage behind a backdrop repaints it, and incremental frames
/// equal full repaints.
@MainActor
@Suite("Backdrop compositing")
struct BackdropCompositingTests {
    /// A 200 × 160 point tree at scale 2: coloured stripes, a rounded backdrop over them, a label-like layer on
    /// the backdrop, and a layer above everything.
    private func scene() -> (root: CALayer, stripes: [CALayer], backdrop: BackdropLayer, top: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        var stripes: [CALayer] = []
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                      CGColor(red: 1, green: 1, blue: 0, alpha: 1), CGColor(gray: 0, alpha: 1)]
        for i in 0..<20 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 160)
            stripe.backgroundColor = colors[i % colors.count]
            root.addSublayer(stripe)
            stripes.append(stripe)
        }
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 30, y: 40, width: 120, height: 60)
        backdrop.cornerRadius = 12
        backdrop.blurRadius = 6
        backdrop.saturation = 1.8
        backdrop.backgroundColor = CGColor(gray: 1, alpha: 0.3)
        let inner = CALayer()
        inner.frame = CGRect(x: 10, y: 10, width: 40, height: 10)
        inner.backgroundColor = CGColor(gray: 0, alpha: 1)
        backdrop.addSublayer(inner)
        root.addSublayer(backdrop)
        let top = CALayer()
        top.frame = CGRect(x: 140, y: 90, width: 30, height: 30)
        top.backgroundColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)
        root.addSublayer(top)
        return (root, stripes, backdrop, top)
    }

    /// Runs `changes` with implicit animations off.
    private func still(_ changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        CATransaction.commit()
    }

    private func fullRender(_ root: CALayer) throws -> RGBAImage {
        let fresh = try #require(Compositor(pixelWidth: 400, pixelHeight: 320, scale: 2, rootLayer: root))
        fresh.renderFrame(at: 0)
        return RGBAImage(fresh.image())
    }

    @Test("Changes behind, beside and above a backdrop give the same pixels as a full repaint")
    func incrementalFramesMatchFullRepaints() throws {
        let (root, stripes, backdrop, top) = scene()
        let compositor = try #require(Compositor(pixelWidth: 400, pixelHeight: 320, scale: 2, rootLayer: root))
        compositor.renderFrame(at: 0)

        still { stripes[7].backgroundColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }  // under the backdrop
        compositor.renderFrame(at: 0)
        #expect(RGBAImage(compositor.image()) == (try fullRender(root)))

        still { stripes[2].frame.origin.y = 20 }  // beside it, within the blur's reach
        compositor.renderFrame(at: 0)
        #expect(RGBAImage(compositor.image()) == (try fullRender(root)))

        still { top.frame.origin.x = 120 }  // above it, overlapping its edge
        compositor.renderFrame(at: 0)
        #expect(RGBAImage(compositor.image()) == (try fullRender(root)))

        still { backdrop.frame.origin.y = 60 }  // the backdrop itself moves
        compositor.renderFrame(at: 0)
        #expect(RGBAImage(compositor.image()) == (try fullRender(root)))
    }

    @Test("Damage touching what a backdrop reads grows to all of it; damage far away does not")
    func damageGrowsToTheSampledArea() throws {
        let (root, stripes, backdrop, _) = scene()
        let compositor = try #require(Compositor(pixelWidth: 400, pixelHeight: 320, scale: 2, rootLayer: root))
        compositor.renderFrame(at: 0)
        let backdropPixels = CGRect(x: 60, y: 80, width: 240, height: 120)

        still { stripes[1].frame.size.height = 20 }  // reaches y 40 pt: inside the blur's reach above the backdrop
        let near = compositor.renderFrame(at: 0)
        still { stripes[19].frame.size.height = 10 }  // x 190 pt: far to the right, below the reach
        let far = compositor.renderFrame(at: 0)

        #expect(near.damageBounds.contains(backdropPixels))
        #expect(!far.damageBounds.intersects(backdropPixels))
        #expect(backdrop.blurRadius == 6)
    }
}
