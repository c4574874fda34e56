// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A view that overrides `hitTest(_:with:)` and calls `super`, as apps' claiming views do.
private final class SuperCallingView: UIView {
    var calls = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        calls += 1
        return super.hitTest(point, with: event)
    }
}

/// A view that counts `layoutSubviews()` calls.
private final class LayingOutView: UIView {
    static var layouts = 0
    override func layoutSubviews() { LayingOutView.layouts += 1 }
}

@MainActor
@Suite("Trees 10,000 levels deep: every walk without overflowing the stack")
struct DeepTreeTests {
    static let depth = 10_000

    /// `depth` views nested in `root`, each 200 × 200 at (1/64, 0) in its parent; returns the deepest.
    private func chain(in root: UIView, depth: Int = depth, make: () -> UIView = { UIView() }) -> UIView {
        var parent = root
        for _ in 0..<depth {
            let child = make()
            child.frame = CGRect(x: 1.0 / 64, y: 0, width: 200, height: 200)
            parent.addSubview(child)
            parent = child
        }
        return parent
    }

    @Test("build, lay out, render, hit-test, convert and tear down 10,000 nested views on screen")
    func deepChainOnScreen() throws {
        let (device, window, _) = try launchEventsDevice()
        weak var deepestRef: UIView?
        weak var topRef: UIView?
        do {
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(top)
            top.backgroundColor = .blue
            let deepest = chain(in: top)
            (deepestRef, topRef) = (deepest, top)
            #expect(deepest.window === window)
            top.setNeedsLayout()
            deepest.setNeedsLayout()
            window.layoutIfNeeded()
            device.advance(by: 1.0 / 60)
            #expect(device.framesPresented > 0)
            // 1/64 point per level: the deepest view's origin is at x = 156.25 in the window.
            let windowPoint = deepest.convert(CGPoint(x: 3.75, y: 5), to: nil)
            #expect(windowPoint == CGPoint(x: 160, y: 5))
            #expect(deepest.convert(windowPoint, from: nil) == CGPoint(x: 3.75, y: 5))
            #expect(window.hitTest(windowPoint, with: nil) === deepest)
            #expect(!deepest.description.isEmpty)
            top.removeFromSuperview()
            #expect(deepest.window == nil)
        }
        #expect(topRef == nil)
        #expect(deepestRef == nil)
    }

    @Test("a 10,000-deep chain of views that override hitTest and call super: capped with a log line, no crash")
    func deepOverridesAreCapped() {
        let root = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let deepest = chain(in: root) { SuperCallingView() }
        let hit = root.hitTest(CGPoint(x: 50, y: 50), with: nil)
        // The hit is a view on the path; overrides below the nesting limit are not called.
        #expect(hit != nil && hit !== deepest)
        #expect(hit?.isDescendant(of: root) == true)
        #expect((deepest as? SuperCallingView)?.calls == 0)
    }

    @Test("a shallow override still decides for its subtree (overrides are honoured inside the loop)")
    func overrideHonoured() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let claimer = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(claimer)
        let deepest = chain(in: claimer, depth: 5_000)
        #expect(root.hitTest(CGPoint(x: 100, y: 50), with: nil) === deepest)
        #expect(claimer.calls == 1)
    }

    @Test("layout of 10,000 nested views marked for layout runs each layoutSubviews once")
    func deepLayout() {
        LayingOutView.layouts = 0
        let root = LayingOutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        _ = chain(in: root) { LayingOutView() }
        root.layoutIfNeeded()
        #expect(LayingOutView.layouts == Self.depth + 1)
    }

    @Test("a tint set at the root of 10,000 nested views reaches the deepest")
    func deepTint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let deepest = chain(in: root)
        root.tintColor = .red
        #expect(deepest.tintColor == .red)
        let other = UIView()
        deepest.addSubview(other)
        #expect(other.tintColor == .red)
    }

    @Test("10,000 nested views released without being removed (the last reference is the root's)")
    func deepRelease() {
        weak var deepestRef: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            deepestRef = chain(in: root)
        }
        #expect(deepestRef == nil)
    }
}
