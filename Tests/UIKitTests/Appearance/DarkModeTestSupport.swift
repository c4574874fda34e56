// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The 0…255 RGBA components of `color` resolved for `style`.
func rgba(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [Int] {
    let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { Int(($0 * 255).rounded()) }
}

/// The 0…255 RGBA components of a `CGColor`.
func rgba(_ color: CGColor?) -> [Int] {
    guard let c = color?.components else { return [] }
    let values = c.count == 2 ? [c[0], c[0], c[0], c[1]] : c
    return values.map { Int(($0 * 255).rounded()) }
}

/// A view that logs `traitCollectionDidChange(_:)` and `draw(_:)` with its name and the style then current.
final class StyleLoggingView: UIView {
    var name = ""
    var log: ((String) -> Void)?
    var draws: [UIUserInterfaceStyle] = []
    var drawsContent = false
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?("\(name) \(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light")")
    }
    override func draw(_ rect: CGRect) {
        draws.append(UITraitCollection.current.userInterfaceStyle)
        UIColor.label.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

/// A controller whose view and its subview log their trait changes into `log`.
final class StyleLoggingController: UIViewController {
    var log: [String] = []
    let root = StyleLoggingView()
    let child = StyleLoggingView()
    override func loadView() {
        root.name = "view"
        child.name = "subview"
        root.log = { [unowned self] in log.append($0) }
        child.log = { [unowned self] in log.append($0) }
        child.frame = CGRect(x: 10, y: 30, width: 40, height: 40)
        root.addSubview(child)
        view = root
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("controller \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
}

final class StyleAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = StyleLoggingController()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A device launched with `StyleAppDelegate` in `style`.
@MainActor
func launchStyled(_ style: UIUserInterfaceStyle) throws -> (HeadlessDevice, StyleAppDelegate) {
    let device = try HeadlessDevice(profile: .iPhone3GS)
    device.userInterfaceStyle = style
    let delegate = StyleAppDelegate()
    try device.launch(delegate: delegate)
    return (device, delegate)
}

/// The RGBA (0…255) of the screen pixel at `point` (points; screen scale applied).
@MainActor
func screenPixel(_ device: HeadlessDevice, _ point: CGPoint) -> [Int] {
    let image = RGBAImage(device.screenshot())
    let scale = Int(UIScreen.main.scale)
    let offset = ((Int(point.y) * scale) * image.width + Int(point.x) * scale) * 4
    return (0..<4).map { Int(image.pixels[offset + $0]) }
}

/// How many pixels of `image` are more than half opaque.
func inkCount(_ image: CGImage) -> Int {
    let pixels = RGBAImage(image)
    return stride(from: 3, to: pixels.pixels.count, by: 4).filter { pixels.pixels[$0] > 128 }.count
}
