// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// What a turn does to screens, windows and views: bounds swapped (modern) or the root view turned (iPhone OS 3),
/// autoresizing, the animation on the device clock, the picture on the portrait panel and touches.
@MainActor
@Suite("Rotation geometry")
struct RotationGeometryTests {
    @Test("Modern profile: the screen, the window and the root view take landscape bounds; autoresizing applies")
    func modernBoundsSwap() throws {
        let (device, delegate) = try launchRotationApp(.modernPhone)
        let window = try #require(delegate.window)
        device.rotate(to: .landscapeLeft)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(window.transform == .identity)
        let root = delegate.controller.view!
        #expect(root.frame == window.bounds)
        #expect(root.transform == .identity)
        #expect(abs(delegate.controller.stretchy.frame.width - (300 + 852 - 393)) < 0.001)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .compact)
        device.advance(by: 0.4)
        device.rotate(to: .portrait)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(window.frame.size == CGSize(width: 393, height: 852))
        #expect(delegate.controller.stretchy.frame.width == 300)
    }

    @Test("iPhone OS 3 profiles: the window stays portrait; the root view is turned and given landscape bounds")
    func legacyRootTransform() throws {
        let (device, delegate) = try launchRotationApp(.iPhone4)
        let window = try #require(delegate.window)
        device.rotate(to: .landscapeLeft)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = delegate.controller.view!
        #expect(root.bounds.size == CGSize(width: 480, height: 320))
        #expect(root.center == CGPoint(x: 160, y: 240))
        let turned = CGAffineTransform(rotationAngle: -.pi / 2)
        #expect(abs(root.transform.b - turned.b) < 1e-9 && abs(root.transform.a) < 1e-9)
        #expect(root.frame.size.width.rounded() == 320 && root.frame.size.height.rounded() == 480)
        #expect(delegate.controller.stretchy.frame.width == 460)
        // The interface's top-left corner is at the panel's bottom-left.
        let corner = root.convert(CGPoint(x: 0, y: 0), to: window)
        #expect(abs(corner.x) < 1e-6 && abs(corner.y - 480) < 1e-6)
        // The status bar runs along the panel's left edge, as iPhone OS 3's statusBarFrame said.
        #expect(device.application?.statusBarFrame == CGRect(x: 0, y: 0, width: 20, height: 480))
        #expect(UIScreen.main.applicationFrame == CGRect(x: 20, y: 0, width: 300, height: 480))
    }

    @Test("The turn animates over 0.3 s of device time: half-way, the root view's bounds are in between")
    func animationMidway() throws {
        let (device, delegate) = try launchRotationApp(.modernPhone)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.15)
        let root = delegate.controller.view!
        let midway = try #require(root.layer.presentation()).bounds.width
        #expect(midway > 450 && midway < 800)
        device.advance(by: 0.2)
        #expect(try #require(root.layer.presentation()).bounds.width == 852)
    }

    @Test("iPhone OS 3 profiles: half-way, the root view is turned part of the way")
    func legacyAnimationMidway() throws {
        let (device, delegate) = try launchRotationApp(.iPhone3GS)
        device.rotate(to: .landscapeRight)
        device.advance(by: 0.15)
        let root = delegate.controller.view!
        let t = try #require(root.layer.presentation()).affineTransform()
        let angle = atan2(t.b, t.a)
        #expect(angle > 0.3 && angle < 1.3)
        device.advance(by: 0.2)
        let end = try #require(root.layer.presentation()).affineTransform()
        #expect(abs(atan2(end.b, end.a) - .pi / 2) < 1e-6)
    }

    @Test("The screenshot stays the portrait panel with the interface turned onto it", arguments: [
        DeviceProfile.modernPhone, .iPhone3GS,
    ])
    func screenshotTurned(profile: DeviceProfile) throws {
        let info: [String: Any] = ["UIStatusBarHidden": true, "UIViewControllerBasedStatusBarAppearance": false]
        let (device, delegate) = try launchRotationApp(profile, info: info)
        delegate.controller.view.backgroundColor = .white
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        marker.backgroundColor = .red
        delegate.controller.view.addSubview(marker)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.5)
        let image = RGBAImage(device.screenshot())
        #expect(image.width == Int(profile.pointSize.width * profile.scale))
        #expect(image.height == Int(profile.pointSize.height * profile.scale))
        // Landscape left: the interface's top-left corner is the panel's bottom-left.
        let s = Int(profile.scale)
        let bottomLeft = image[5 * s, image.height - 5 * s]
        #expect(bottomLeft.r > 200 && bottomLeft.g < 50)
        let topLeft = image[5 * s, 5 * s]
        #expect(topLeft.r > 200 && topLeft.g > 200)
    }

    @Test("Modern profile in landscape: a touch on the panel reaches the view under it in the turned interface")
    func touchesTurned() throws {
        let (device, delegate) = try launchRotationApp(.modernPhone)
        let target = TouchRecordingView(frame: CGRect(x: 700, y: 300, width: 100, height: 60))
        delegate.controller.view.addSubview(target)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.5)
        // Interface (750, 330) is panel (330, 852 - 750) in landscape left.
        device.tap(at: CGPoint(x: 330, y: 102))
        #expect(target.locations.first == CGPoint(x: 50, y: 30))
    }

    @Test("A window shown after a turn (iPhone OS 3) gets its root view turned before it is drawn")
    func windowShownLater() throws {
        let (device, _) = try launchRotationApp(.iPhone4)
        device.rotate(to: .landscapeRight)
        device.advance(by: 0.4)
        let late = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        late.rootViewController = controller
        late.isHidden = false
        device.advance(by: 0.05)
        #expect(controller.view.bounds.size == CGSize(width: 480, height: 320))
        #expect(abs(controller.view.transform.b - 1) < 1e-9)
    }
}

/// A view that records where touches began on it.
final class TouchRecordingView: UIView {
    var locations: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { locations.append(touch.location(in: self)) }
    }
}

/// The safe area after a turn.
@MainActor
@Suite("Rotation safe area")
struct RotationSafeAreaTests {
    @Test("iPhone OS 3 profiles: the turned root view's safe area is still its top, under the status bar",
          arguments: [UIInterfaceOrientation.landscapeLeft, .landscapeRight, .portrait])
    func legacyTurnedSafeArea(orientation: UIInterfaceOrientation) throws {
        let (device, delegate) = try launchRotationApp(.iPhone4) { $0.controller.supported = .all }
        device.rotate(to: orientation)
        device.advance(by: 0.5)
        #expect(delegate.controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("iPhone OS 3 profiles: the portrait window's safe area is the panel edge the bar lies along")
    func legacyWindowSafeArea() throws {
        let (device, delegate) = try launchRotationApp(.iPhone4)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.5)
        #expect(delegate.window?.safeAreaInsets == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        device.rotate(to: .landscapeRight)
        device.advance(by: 0.5)
        #expect(delegate.window?.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
    }
}

/// Golden frames of a turn: half-way and at the end, on both models.
@MainActor
@Suite("Rotation goldens")
struct RotationGoldenTests {
    @Test("A quarter turn half-way and at the end", arguments: [DeviceProfile.iPhone3GS, .modernPhone])
    func quarterTurnFrames(profile: DeviceProfile) throws {
        let (device, delegate) = try launchRotationApp(profile)
        let view = delegate.controller.view!
        view.backgroundColor = UIColor(white: 0.93, alpha: 1)
        delegate.controller.stretchy.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        let label = UILabel(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        label.text = "Touchstone"
        view.addSubview(label)
        device.advance(by: 0.05)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.15)
        let name = profile.name.lowercased().replacingOccurrences(of: " ", with: "-")
        try assertGolden(device.screenshot(), named: "quarter-turn-midway-\(name)", suite: "Rotation",
                         filePath: uikitTestsRootFile())
        device.advance(by: 0.3)
        try assertGolden(device.screenshot(), named: "quarter-turn-end-\(name)", suite: "Rotation",
                         filePath: uikitTestsRootFile())
    }
}
