// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A view that claims every touch in its area for itself (guide §2.3.6, "hitTest:withEvent:").
final class ClaimingView: TouchView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : self
    }
}

@MainActor
@Suite("Hit-testing through the device (guide §2.3.2, MoveMe §4)")
struct HitTestingSpecTests {
    /// R (0,0,300,300) ⊃ A (20,20,200,200) ⊃ A1 (20,20,100,100): screen (60,60) is inside all three.
    private func nested() throws -> (HeadlessDevice, r: TouchView, a: TouchView, a1: TouchView) {
        let (device, window, _) = try launchEventsDevice()
        let r = TouchView("R", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = TouchView("A", frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        let a1 = TouchView("A1", frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        window.addSubview(r)
        r.addSubview(a)
        a.addSubview(a1)
        return (device, r, a, a1)
    }

    private let point = CGPoint(x: 60, y: 60)

    @Test("guide 74, MoveMe 49: the deepest view containing the point gets the touch")
    func deepest() throws {
        let (device, r, a, a1) = try nested()
        #expect(a1.window?.hitTest(point, with: nil) === a1)
        device.tap(at: point)
        #expect(a1.callbacks == [.began, .ended])
        #expect(a.calls.isEmpty && r.calls.isEmpty)
    }

    @Test("guide 75, MoveMe 52: a hidden deepest view is skipped and its parent gets the touch")
    func hiddenSkipped() throws {
        let (device, _, a, a1) = try nested()
        a1.isHidden = true
        device.tap(at: point)
        #expect(a.callbacks == [.began, .ended])
        #expect(a1.calls.isEmpty)
    }

    @Test("guide 75, MoveMe 52: a view with alpha 0 is skipped; alpha 0.01 still receives")
    func transparentSkipped() throws {
        let (device, _, a, a1) = try nested()
        a1.alpha = 0
        device.tap(at: point)
        #expect(a.callbacks == [.began, .ended])
        #expect(a1.calls.isEmpty)
        a1.alpha = 0.01
        device.advance(by: 0.5)
        device.tap(at: point)
        #expect(a1.callbacks == [.began, .ended])
    }

    @Test("guide 75: user interaction disabled on A skips A's whole subtree; R gets the touch")
    func disabledSubtreeSkipped() throws {
        let (device, r, a, a1) = try nested()
        a.isUserInteractionEnabled = false
        device.tap(at: point)
        #expect(r.callbacks == [.began, .ended])
        #expect(a.calls.isEmpty && a1.calls.isEmpty)
    }

    @Test("MoveMe 51: C disabled → B gets the hit; B disabled too → A, since C is excluded with B")
    func disabledChain() throws {
        let (device, aOuter, b, c) = try nested()
        c.isUserInteractionEnabled = false
        device.tap(at: point)
        #expect(b.callbacks == [.began, .ended])
        b.isUserInteractionEnabled = false
        c.isUserInteractionEnabled = true
        device.advance(by: 0.5)
        device.tap(at: point)
        #expect(aOuter.callbacks == [.began, .ended])
        #expect(c.calls.isEmpty)
    }

    @Test("guide 76, MoveMe 50: of two overlapping siblings, the later one in subviews (in front) wins")
    func frontSiblingWins() throws {
        let (device, window, _) = try launchEventsDevice()
        let back = TouchView("back", frame: CGRect(x: 50, y: 300, width: 100, height: 100))
        let front = TouchView("front", frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        device.tap(at: CGPoint(x: 120, y: 350))
        #expect(front.callbacks == [.began, .ended])
        #expect(back.calls.isEmpty)
        window.bringSubviewToFront(back)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 120, y: 350))
        #expect(back.callbacks == [.began, .ended])
    }

    @Test("guide 77: labels and image views ignore touches by default, which fall through to the view beneath")
    func labelsFallThrough() throws {
        let (device, window, _) = try launchEventsDevice()
        let beneath = TouchView("beneath", frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.addSubview(beneath)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        let imageView = UIImageView(frame: CGRect(x: 150, y: 10, width: 100, height: 40))
        window.addSubview(label)
        window.addSubview(imageView)
        #expect(!label.isUserInteractionEnabled)
        #expect(!imageView.isUserInteractionEnabled)
        #expect(UIView().isUserInteractionEnabled)
        device.tap(at: CGPoint(x: 50, y: 30))
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 200, y: 30))
        #expect(beneath.callbacks == [.began, .ended, .began, .ended])
    }

    @Test("Points outside a parent are not tested against its subviews, even when they overhang unclipped")
    func overhangingSubviewNotHit() throws {
        let (device, window, _) = try launchEventsDevice()
        let parent = TouchView("parent", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = TouchView("overhang", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(overhang)
        #expect(!parent.clipsToBounds)
        device.tap(at: CGPoint(x: 120, y: 120))
        #expect(overhang.calls.isEmpty)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 80, y: 80))
        #expect(overhang.callbacks == [.began, .ended])
    }

    @Test("Hit-testing follows transforms, shifted bounds origins and the parent's sublayer transform")
    func transformedViews() throws {
        let (device, window, _) = try launchEventsDevice()
        let scaled = TouchView("scaled", frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        device.tap(at: CGPoint(x: 80, y: 80))
        #expect(scaled.calls.first?.touches.first?.location(in: scaled) == CGPoint(x: 2.5, y: 2.5))
        let scrolled = TouchView("scrolled", frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        scrolled.bounds.origin = CGPoint(x: 0, y: 50)
        let child = TouchView("child", frame: CGRect(x: 0, y: 60, width: 40, height: 40))
        scrolled.addSubview(child)
        window.addSubview(scrolled)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 20, y: 320))
        #expect(child.calls.first?.touches.first?.location(in: child) == CGPoint(x: 20, y: 10))
        let flipped = TouchView("flipped", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        flipped.layer.sublayerTransform = CATransform3DMakeScale(-1, 1, 1)
        let left = TouchView("left", frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        flipped.addSubview(left)
        window.addSubview(flipped)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 290, y: 50))
        #expect(left.callbacks == [.began, .ended])
        #expect(flipped.calls.isEmpty)
    }

    @Test("guide 93, MoveMe 53: a superview whose hitTest returns itself gets every touch, double taps included")
    func claimingSuperview() throws {
        let (device, window, _) = try launchEventsDevice()
        let claiming = ClaimingView("claiming", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let sub = TouchView("sub", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(claiming)
        claiming.addSubview(sub)
        device.tap(at: CGPoint(x: 100, y: 100), count: 2)
        #expect(sub.calls.isEmpty)
        #expect(claiming.callbacks == [.began, .ended, .began, .ended])
        #expect(claiming.calls.map(\.tapCounts) == [[1], [1], [2], [2]])
        #expect(claiming.calls.allSatisfy { $0.touches.first?.view === claiming })
    }
}
