// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Keeps the device last launched by ``launchedEffectsWindow(_:)`` alive until the next one.
@MainActor
enum EffectsDeviceHolder {
    static var device: HeadlessDevice?
}

/// A launched modern-profile device (optionally in dark mode) and its white key window.
@MainActor
func launchedEffectsWindow(_ style: UIUserInterfaceStyle = .light) throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: .modernPhone)
    device.userInterfaceStyle = style
    EffectsDeviceHolder.device = device
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .white
    return (device, window)
}

/// Adds to `parent` vertical stripes `width` points wide cycling through strong colours, filling `rect`.
@MainActor
@discardableResult
func addStripes(to parent: UIView, in rect: CGRect, width: CGFloat = 8,
                colors: [UIColor] = [.red, .blue, .yellow, .green, .black, .white]) -> [UIView]
{
    var stripes: [UIView] = []
    var x = rect.minX, i = 0
    while x < rect.maxX {
        let stripe = UIView(frame: CGRect(x: x, y: rect.minY, width: min(width, rect.maxX - x), height: rect.height))
        stripe.backgroundColor = colors[i % colors.count]
        parent.addSubview(stripe)
        stripes.append(stripe)
        x += width
        i += 1
    }
    return stripes
}

/// The screen's pixels as RGBA, after one more frame.
@MainActor
func effectsScreen(_ device: HeadlessDevice) -> RGBAImage {
    device.advance(by: 1.0 / 60)
    return RGBAImage(device.screenshot())
}

/// The spread (max − min) of the red channel along row `y` (pixels) from `x0` to `x1`.
func redSpread(_ image: RGBAImage, y: Int, from x0: Int, to x1: Int) -> Int {
    let reds = (x0..<x1).map { Int(image[$0, y].r) }
    return (reds.max() ?? 0) - (reds.min() ?? 0)
}
