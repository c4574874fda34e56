// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Overrides every view entry point apps commonly override, logging each call.
final class OverridingView: UIView {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    override func layoutSubviews() { log.append("layoutSubviews") }
    override func draw(_ rect: CGRect) {
        log.append("draw \(Int(rect.width))x\(Int(rect.height))")
        UIColor.green.setFill()
        UIRectFill(rect)
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 24) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(point) }
}

@MainActor
@Suite("UIView overriding")
struct UIViewOverridingTests {
    @Test("Hierarchy notifications arrive in iPhone OS's order for adding to a window and removing")
    func notificationOrder() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView()
        view.addSubview(child)
        #expect(view.log == ["didAddSubview"])
        view.log.removeAll()

        window.addSubview(view)
        // Spec behaviour 41 (UIKit's actual order).
        #expect(view.log == ["willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToWindow",
                             "didMoveToSuperview"])
        view.log.removeAll()

        view.removeFromSuperview()
        #expect(view.log == ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToWindow", "didMoveToSuperview"])
        #expect(view.window == nil && child.window == nil)
    }

    @Test("Overridden layoutSubviews, draw, sizeThatFits and point(inside:) are the ones UIKit calls")
    func overridesAreCalled() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let view = OverridingView(frame: CGRect(x: 20, y: 30, width: 50, height: 40))
        window.addSubview(view)
        view.log.removeAll()
        device.advance(by: 1.0 / 60)
        #expect(view.log.contains("layoutSubviews"))
        #expect(view.log.contains("draw 50x40"))
        let image = RGBAImage(device.screenshot())
        #expect(image[45, 50].g == 255 && image[45, 50].r == 0)

        view.sizeToFit()
        #expect(view.frame == CGRect(x: 20, y: 30, width: 42, height: 24))
        #expect(window.hitTest(CGPoint(x: 15, y: 25), with: nil) === view)
    }
}

@MainActor
@Suite("UIView reparenting")
struct UIViewReparentingTests {
    @Test("Moving a view to another superview tells the old one, and sends window notifications only across windows")
    func reparentWithinWindow() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let oldParent = OverridingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let newParent = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(oldParent)
        window.addSubview(newParent)
        oldParent.addSubview(view)
        oldParent.log.removeAll()
        view.log.removeAll()
        newParent.addSubview(view)
        #expect(oldParent.log == ["willRemoveSubview"])
        #expect(oldParent.subviews.isEmpty && view.superview === newParent && view.window === window)
        #expect(view.log == ["willMoveToSuperview(view)", "didMoveToSuperview"])
        #expect(view.layer.superlayer === newParent.layer)
    }
}
