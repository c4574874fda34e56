// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Counts `layoutSubviews()` calls.
final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

/// Geometry of transformed views: the `frame` setter, hit-testing and point conversion, and layout marking when a
/// subview's size changes. The expected numbers are worked out by hand from Apple's rules.
@MainActor
@Suite("UIView geometry under transforms")
struct ViewTransformGeometryTests {
    @Test("Setting frame on a scaled view sets bounds.size to frame.size over the scale; frame reads back")
    func frameUnderScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)

        #expect(view.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 60))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test("Hit-testing and convert(_:to:) under a scaled view agree with iOS")
    func hitTestAndConvertUnderScale() throws {
        let (device, window) = try launchedTestWindow()
        try withExtendedLifetime(device) {
            // The container's bounds (0…100) show doubled at (20, 40)–(220, 240): bounds point p is at
            // (120 + 2 (p.x − 50), 140 + 2 (p.y − 50)) in the window, so the child (10…30) covers (40…80, 60…100).
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.transform = CGAffineTransform(scaleX: 2, y: 2)
            container.frame = CGRect(x: 20, y: 40, width: 200, height: 200)
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            container.addSubview(child)
            window.addSubview(container)

            #expect(window.hitTest(CGPoint(x: 50, y: 70), with: nil) === child)
            #expect(window.hitTest(CGPoint(x: 90, y: 70), with: nil) === container)
            #expect(window.hitTest(CGPoint(x: 10, y: 70), with: nil) === window)
            #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 40, y: 60))
            #expect(child.convert(CGPoint(x: 60, y: 80), from: window) == CGPoint(x: 10, y: 10))
            #expect(container.convert(CGRect(x: 10, y: 10, width: 20, height: 20), to: window)
                    == CGRect(x: 40, y: 60, width: 40, height: 40))
            let touched = try #require(window.hitTest(CGPoint(x: 210, y: 230), with: nil))
            #expect(touched === container)
        }
    }

    @Test("Hit-testing and conversion under a translated view follow the frame that was set")
    func hitTestAndConvertUnderTranslation() throws {
        let (device, window) = try launchedTestWindow()
        try withExtendedLifetime(device) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.transform = CGAffineTransform(translationX: 100, y: 0)
            view.frame = CGRect(x: 10, y: 300, width: 50, height: 50)
            window.addSubview(view)

            #expect(view.center == CGPoint(x: -65, y: 325))
            #expect(view.frame == CGRect(x: 10, y: 300, width: 50, height: 50))
            #expect(window.hitTest(CGPoint(x: 20, y: 310), with: nil) === view)
            #expect(window.hitTest(CGPoint(x: 120, y: 310), with: nil) === window)
            #expect(view.convert(CGPoint.zero, to: window) == CGPoint(x: 10, y: 300))
        }
    }

    @Test("Changing a subview's size lays out the subview and its superview in that turn")
    func subviewSizeChangeLaysOutSuperview() throws {
        let (device, window) = try launchedTestWindow()
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LayoutCountingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        window.addSubview(parent)
        device.advance(by: 1.0 / 60)
        parent.layouts = 0
        child.layouts = 0

        child.frame = CGRect(x: 10, y: 10, width: 80, height: 50)
        #expect(parent.layer.needsLayout())
        device.advance(by: 1.0 / 60)
        #expect(parent.layouts == 1)
        #expect(child.layouts == 1)

        child.bounds = CGRect(x: 0, y: 0, width: 80, height: 70)
        device.advance(by: 1.0 / 60)
        #expect(parent.layouts == 2)
        #expect(child.layouts == 2)

        child.center = CGPoint(x: 100, y: 100)
        device.advance(by: 1.0 / 60)
        #expect(parent.layouts == 2)
    }
}
