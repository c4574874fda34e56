// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Launches a device whose delegate makes one plain white window.
@MainActor
private func launchedDevice(_ profile: DeviceProfile = .iPhone3GS) throws -> (HeadlessDevice, LoggingDelegate) {
    let device = try HeadlessDevice(profile: profile)
    let delegate = LoggingDelegate()
    try device.launch(delegate: delegate)
    return (device, delegate)
}

final class ShakeView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("began \(motion == .motionShake)") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("ended") }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("cancelled") }
}

@MainActor
@Suite("Screen and windows")
struct UIWindowTests {
    @Test("Device profiles: iPhone 3GS 320×480 @1x, iPhone 4 @2x (the default), a modern phone 393×852 @3x")
    func screens() throws {
        let (device, _) = try launchedDevice(.iPhone4)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 960))
        #expect(RGBAImage(device.screenshot()).width == 640)
        let (modern, _) = try launchedDevice(.modernPhone)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(RGBAImage(modern.screenshot()).height == 852 * 3)
        #expect(DeviceProfile.named("iphone3gs") == .iPhone3GS)
        #expect(DeviceProfile.named("nothing") == nil)
    }

    @Test("A window made with init() fills the screen; makeKeyAndVisible shows it and makes it key")
    func windowFillsScreen() throws {
        let (device, delegate) = try launchedDevice()
        let window = try #require(delegate.window)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.isKeyWindow)
        #expect(device.application?.windows.contains { $0 === window } == true)
        // `windows` lists the app's visible and hidden windows (Apple's documentation); only shown ones are drawn.
        let hidden = UIWindow()
        #expect(hidden.isHidden)
        #expect(device.application?.windows.contains { $0 === hidden } == true)
        #expect(device.application?.visibleWindows.contains { $0 === hidden } == false)
    }

    @Test("Making another window key resigns the old one, with both notifications; the last claim wins")
    func keyWindowHandover() throws {
        let (device, delegate) = try launchedDevice()
        var log: [String] = []
        func observe(_ name: Notification.Name, _ label: String) -> NSObjectProtocol {
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated { log.append("\(label) \((object as? UIWindow)?.tag ?? -1)") }
            }
        }
        let become = observe(UIWindow.didBecomeKeyNotification, "become")
        let resign = observe(UIWindow.didResignKeyNotification, "resign")
        defer {
            NotificationCenter.default.removeObserver(become)
            NotificationCenter.default.removeObserver(resign)
        }
        delegate.window?.tag = 1
        let second = UIWindow()
        second.tag = 2
        second.makeKeyAndVisible()
        #expect(log == ["resign 1", "become 2"])
        #expect(device.application?.keyWindow === second && !(delegate.window?.isKeyWindow ?? true))
        delegate.window?.makeKey()
        #expect(device.application?.keyWindow === delegate.window)
    }

    @Test("Window levels order windows on screen: an alert-level window covers a normal one shown later")
    func windowLevels() throws {
        let (device, delegate) = try launchedDevice()
        let alert = UIWindow(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        alert.windowLevel = .alert
        alert.backgroundColor = .red
        alert.makeKeyAndVisible()
        let normal = UIWindow(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        normal.backgroundColor = .blue
        normal.isHidden = false
        device.application.map { _ in normal.makeKeyAndVisible() }
        #expect(device.application?.windows.last === alert)
        #expect(device.application?.windows.first === delegate.window)
        let image = RGBAImage(device.screenshot())
        #expect(image[125, 225].r == 255 && image[125, 225].b == 0)
    }

    @Test("Converting points between windows and the screen goes through each window's frame")
    func windowConversion() throws {
        let (_, delegate) = try launchedDevice()
        let main = try #require(delegate.window)
        let small = UIWindow(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        #expect(small.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 60, y: 110))
        #expect(small.convert(CGPoint(x: 10, y: 10), to: main) == CGPoint(x: 60, y: 110))
        #expect(small.convert(CGPoint(x: 60, y: 110), from: main) == CGPoint(x: 10, y: 10))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        small.addSubview(view)
        #expect(view.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 6, y: 6))
    }

    @Test("A root view controller's view is loaded, sized to the window and shown")
    func rootViewController() throws {
        final class ColourController: UIViewController {
            var loaded = 0
            override func viewDidLoad() {
                loaded += 1
                view.backgroundColor = .green
            }
        }
        let (device, delegate) = try launchedDevice()
        let controller = ColourController()
        delegate.window?.rootViewController = controller
        #expect(controller.loaded == 1)
        #expect(controller.view.frame == UIScreen.main.bounds)
        #expect(controller.view.superview === delegate.window)
        #expect(controller.view.next === controller)
        #expect(RGBAImage(device.screenshot())[160, 300].g == 255)
    }

    @Test("Shakes go to the first responder: about a second or less ends, longer is cancelled (guide §2.3.7)")
    func shake() throws {
        let (device, delegate) = try launchedDevice()
        let view = ShakeView()
        delegate.window?.addSubview(view)
        #expect(view.becomeFirstResponder())
        device.shake(duration: 0.5)
        #expect(view.log == ["began true", "ended"])
        view.log.removeAll()
        device.shake(duration: 1.5)
        #expect(view.log == ["began true", "cancelled"])
    }

    @Test("Rotating the device changes the interface orientation one quarter turn at a time")
    func rotation() throws {
        let (device, _) = try launchedDevice()
        device.rotate(to: .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .landscapeLeft)
        device.rotate(left: true)
        #expect(device.application?.statusBarOrientation == .portrait)
    }

    @Test("A drag delivers moves along the way and ends at the destination")
    func drag() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = TouchAppDelegate()
        try device.launch(delegate: delegate)
        device.drag(from: CGPoint(x: 30, y: 50), to: CGPoint(x: 130, y: 150), duration: 0.2)
        #expect(delegate.target.log.first == "began 10,10 tap 1")
        #expect(delegate.target.log.filter { $0 == "moved" }.count == 12)
        #expect(delegate.target.log.last == "ended")
    }
}
