// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// The view, drawing and animation behaviours numbered in the MoveMe spec (`moveme-events-views.md` §4, 83–100)
/// that the guide's own list does not already pin with the same numbers.
@MainActor
@Suite("MoveMe spec: views, drawing, animation")
struct MoveMeViewSpecTests {
    @Test("83–85: frame, then center, then bounds.size, each keeping the others coupled")
    func geometrySequence() {
        let v = UIView()
        v.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(v.bounds.size == CGSize(width: 100, height: 50) && v.center == CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        v.bounds.size = CGSize(width: 200, height: 100)
        #expect(v.frame == CGRect(x: 0, y: 50, width: 200, height: 100) && v.center == CGPoint(x: 100, y: 100))
    }

    @Test("86–87: bounds.origin and a scale transform leave frame-defining center and bounds alone")
    func originAndTransform() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 10, width: 5, height: 5))
        parent.addSubview(v)
        v.addSubview(child)
        v.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        // The child now sits at v's visual top-left corner.
        #expect(child.convert(CGPoint.zero, to: parent) == v.frame.origin)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.center == CGPoint(x: 60, y: 45) && v.bounds == CGRect(x: 0, y: 10, width: 100, height: 50))
    }

    @Test("88–89: rotating a 320×480 superview to 480×320 autoresizes children by their masks")
    func rotationAutoresizing() {
        let cases: [(UIView.AutoresizingMask, CGRect)] = [
            ([.flexibleWidth, .flexibleHeight], CGRect(x: 20, y: 20, width: 440, height: 280)),
            ([], CGRect(x: 20, y: 20, width: 280, height: 440)),
            ([.flexibleLeftMargin, .flexibleTopMargin], CGRect(x: 180, y: -140, width: 280, height: 440)),
        ]
        for (mask, expected) in cases {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let child = UIView(frame: CGRect(x: 20, y: 20, width: 280, height: 440))
            child.autoresizingMask = mask
            parent.addSubview(child)
            parent.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            #expect(child.frame == expected, "mask \(mask.rawValue)")
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 280, height: 440))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(child.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
    }

    @Test("90: flexible left and right margins share the change in proportion to the margins")
    func proportionalMargins() {
        for (x, newWidth, expectedX) in [(110.0, 420.0, 160.0), (20.0, 430.0, 30.0)] {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let child = UIView(frame: CGRect(x: x, y: 0, width: 100, height: 10))
            child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            parent.addSubview(child)
            parent.frame.size.width = newWidth
            #expect(child.frame.minX == expectedX && child.frame.width == 100)
        }
    }

    @Test("91–93: subview ordering, removal, and a window made in code fills the screen")
    func orderingAndWindow() throws {
        let parent = UIView(), x = UIView(), y = UIView()
        parent.addSubview(x)
        #expect(parent.subviews.last === x)
        parent.insertSubview(y, at: 0)
        #expect(parent.subviews.first === y)
        parent.bringSubviewToFront(y)
        #expect(parent.subviews.last === y)
        parent.sendSubviewToBack(y)
        #expect(parent.subviews.first === y)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.subviews.first === x && parent.subviews.last === y)
        x.removeFromSuperview()
        #expect(x.superview == nil && !parent.subviews.contains { $0 === x })

        let (_, keyWindow) = try launchedTestWindow()
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.frame == keyWindow.screen.bounds)
    }

    @Test("96: setNeedsDisplay draws on the next update with the full bounds, not synchronously")
    func setNeedsDisplayIsDeferred() throws {
        let (device, window) = try launchedTestWindow()
        let log = ViewDrawLog()
        let v = DrawRecordingView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        v.drawLog = log
        window.addSubview(v)
        device.advance(by: 1.0 / 60)
        log.entries.removeAll()
        v.setNeedsDisplay()
        #expect(log.entries.isEmpty)
        device.advance(by: 1.0 / 60)
        #expect(log.entries.count == 1 && log.entries.first?.rect == v.bounds)
    }

    @Test("97: a raw CGContext image draw in a view context is upside down; UIImage.draw(at:) is upright")
    func imageFlip() {
        let image = makeImage(width: 4, height: 4) { _, y in y == 0 ? .red : .white }
        let raw = renderPixels(CGSize(width: 4, height: 4)) {
            UIGraphicsGetCurrentContext()?.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(raw.at(1, 3) == .red && raw.at(1, 0) == .white)
        let upright = renderPixels(CGSize(width: 4, height: 4)) { UIImage(cgImage: image).draw(at: .zero) }
        #expect(upright.at(1, 0) == .red && upright.at(1, 3) == .white)
    }

    @Test("98: an opaque view covering a sibling renders the same as a non-opaque one")
    func opaqueCover() throws {
        func render(opaque: Bool) throws -> RGBAImage {
            let (device, window) = try launchedTestWindow()
            let below = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
            below.backgroundColor = .red
            let cover = UIView(frame: CGRect(x: 0, y: 90, width: 80, height: 80))
            cover.backgroundColor = .blue
            cover.isOpaque = opaque
            window.addSubview(below)
            window.addSubview(cover)
            return RGBAImage(device.screenshot())
        }
        let opaque = try render(opaque: true)
        #expect(opaque == (try render(opaque: false)))
        #expect(opaque.at(30, 120) == .blue)
    }

    @Test("100: successive blocks on transform leave the last value as the model value")
    func lastBlockWins() throws {
        let f = try AnimationFixture()
        for scale in [1.2, 1.1] {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.5)
            f.view.transform = CGAffineTransform(scaleX: scale, y: scale)
            UIView.commitAnimations()
        }
        #expect(f.view.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        f.device.advance(by: 1.1)
        #expect(f.shown.affineTransform() == CGAffineTransform(scaleX: 1.1, y: 1.1))
    }
}
