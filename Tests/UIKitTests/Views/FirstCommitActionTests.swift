// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A white ring drawn by a shape layer that the view builds in `init(frame:)`, as iOS code commonly does.
final class RingView: UIView {
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 4
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Core Animation runs no implicit actions for a layer before it has been committed in a rendered tree.
@MainActor
@Suite("Implicit actions before the first commit")
struct FirstCommitActionTests {
    @Test("A shape layer configured in init(frame:) shows its final look from the first frame (no black fill fading)")
    func shapeLayerDoesNotFadeFromDefaults() throws {
        let (device, window) = try launchedTestWindow()
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        backdrop.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSubview(backdrop)
        let ring = RingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        backdrop.addSubview(ring)

        #expect(ring.ring.animationKeys() == nil)
        for _ in 0..<3 {
            device.advance(by: 1.0 / 60)
            let shot = RGBAImage(device.screenshot())
            #expect(shot[150, 150] == (0, 0, 255, 255))  // the ring's inside shows the backdrop
            let stroke = shot[104, 150]  // the stroke's centre line
            #expect(stroke.r > 240 && stroke.g > 240 && stroke.b > 240)  // white
        }
        #expect(ring.ring.animationKeys() == nil)
    }

    @Test("Once the layer has been on screen, its changes animate implicitly again")
    func committedLayerAnimates() throws {
        let (device, window) = try launchedTestWindow()
        let ring = RingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(ring)
        device.advance(by: 1.0 / 60)

        ring.ring.lineWidth = 8

        #expect(ring.ring.animation(forKey: "lineWidth") != nil)
    }

    @Test("begin/setDisableActions(true)/commit adds no action while the turn's implicit transaction holds changes")
    func disabledActionsInRunningApp() throws {
        let (device, window) = try launchedTestWindow()
        let plain = CALayer(), other = CALayer()
        window.layer.addSublayer(plain)
        window.layer.addSublayer(other)
        device.advance(by: 1.0 / 60)
        other.opacity = 0.5

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        plain.position = CGPoint(x: 50, y: 50)
        plain.opacity = 0.25
        CATransaction.commit()

        #expect(plain.animationKeys() == nil)
        #expect(other.animation(forKey: "opacity") != nil)
        device.advance(by: 1.0 / 60)
        #expect(plain.animationKeys() == nil)
    }
}
