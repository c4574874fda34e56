// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A controller with settable status bar preferences.
final class StatusBarController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden: Bool?
    var animation: UIStatusBarAnimation = .fade
    var styleChild: UIViewController?
    var background: UIColor = UIColor(red: 0.3, green: 0.55, blue: 0.85, alpha: 1)
    override func viewDidLoad() { view.backgroundColor = background }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden ?? super.prefersStatusBarHidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    override var childForStatusBarStyle: UIViewController? { styleChild }
}

/// An app delegate whose window's root is a ``StatusBarController``.
final class StatusBarAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = StatusBarController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A launched device with a ``StatusBarAppDelegate``.
@MainActor
func launchStatusBarApp(_ profile: DeviceProfile, info: [String: Any] = [:],
                        configure: (StatusBarController) -> Void = { _ in })
    throws -> (HeadlessDevice, StatusBarAppDelegate)
{
    let device = try HeadlessDevice(profile: profile)
    let delegate = StatusBarAppDelegate()
    configure(delegate.controller)
    try device.launch(delegate: delegate, info: info)
    device.advance(by: 0.05)
    return (device, delegate)
}

/// The top `points` of the screenshot.
@MainActor
func statusBarStrip(_ device: HeadlessDevice, points: CGFloat) -> CGImage {
    let shot = device.screenshot()
    let scale = device.profile.scale
    return shot.cropping(to: CGRect(x: 0, y: 0, width: CGFloat(shot.width), height: points * scale))!
}

/// `images` stacked top to bottom with a 2-pixel gap.
func stacked(_ images: [CGImage]) -> CGImage {
    let width = images.map(\.width).max() ?? 1
    let height = images.reduce(0) { $0 + $1.height + 2 }
    let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                            | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.setFillColor(CGColor(gray: 1, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
    var y = height
    for image in images {
        y -= image.height
        ctx.draw(image, in: CGRect(x: 0, y: y, width: image.width, height: image.height))
        y -= 2
    }
    return ctx.makeImage()!
}
