// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Keeps the device last launched by ``launchedControlsWindow(_:)`` alive until the next one: a released device
/// uninstalls its screen, and the controls' looks and sizes follow the main screen's profile.
@MainActor
enum ControlsDeviceHolder {
    static var device: HeadlessDevice?
}

/// A launched device of `profile` and its key window (white, so goldens have a plain background). The device
/// stays installed (its screen is `UIScreen.main`) until another is launched.
@MainActor
func launchedControlsWindow(_ profile: DeviceProfile) throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: profile)
    ControlsDeviceHolder.device = device
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .white
    return (device, window)
}

/// Records, in order, the touch-down, touch-up, cancel and value-changed events a control sends.
@MainActor
final class ValueEventLog {
    private(set) var entries: [String] = []

    init(_ control: UIControl) {
        let events: [(String, UIControl.Event)] = [
            ("down", .touchDown), ("upInside", .touchUpInside), ("upOutside", .touchUpOutside),
            ("cancel", .touchCancel), ("changed", .valueChanged),
        ]
        for (name, event) in events {
            control.addAction(UIAction(title: name) { [unowned self] action in entries.append(action.title) },
                              for: event)
        }
    }

    /// How many `.valueChanged` events were sent.
    var changes: Int { entries.filter { $0 == "changed" }.count }

    func clear() { entries.removeAll() }
}

/// A screenshot of `rect` (points) of the device's screen, in pixels at the device's scale.
@MainActor
func controlShot(_ device: HeadlessDevice, _ rect: CGRect, scale: CGFloat) throws -> CGImage {
    device.advance(by: 1.0 / 60)
    let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
                        height: rect.height * scale)
    return try #require(device.screenshot().cropping(to: pixels))
}
