// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Keyboard rendering")
struct KeyboardGoldenTests {
    /// The keyboard of a field configured by `configure`, on `profile`, cropped to the keyboard (plus `above`
    /// points, for pop-ups).
    private func keyboardShot(_ profile: DeviceProfile, dark: Bool = false, above: CGFloat = 0,
                              pressing label: String? = nil, configure: (KeyInputView) -> Void = { _ in }) throws -> CGImage
    {
        let field = KeyInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        configure(field)
        let (device, _) = try launchKeyboardDevice(profile, views: [field])
        if dark { device.userInterfaceStyle = .dark }
        field.becomeFirstResponder()
        device.advance(by: 0.3)
        if let label { device.touchDown(at: try #require(device.keyboardKeyCenter(label))) }
        device.advance(by: 1.0 / 60)
        let frame = try #require(device.keyboardFrame)
        let image = device.screenshot()
        let scale = CGFloat(image.width) / profile.pointSize.width
        let crop = CGRect(x: frame.minX, y: frame.minY - above, width: frame.width, height: frame.height + above)
        return try #require(image.cropping(to: crop.applying(CGAffineTransform(scaleX: scale, y: scale)).integral))
    }

    private func check(_ image: CGImage, _ name: String) throws {
        try assertGolden(image, named: name, suite: "Keyboard", filePath: uikitTestsRootFile())
    }

    @Test("Golden: iPhone OS 3's default keyboard, light and dark (the alert appearance)")
    func classicDefault() throws {
        try check(try keyboardShot(.iPhone3GS), "classic-default-light")
        try check(try keyboardShot(.iPhone3GS) { $0.keyboardAppearance = .dark }, "classic-default-dark")
    }

    @Test("Golden: the modern default keyboard, light and in dark mode")
    func modernDefault() throws {
        try check(try keyboardShot(.modernPhone), "modern-default-light")
        try check(try keyboardShot(.modernPhone, dark: true), "modern-default-dark")
    }

    @Test("Golden: the number pad and the phone pad")
    func pads() throws {
        try check(try keyboardShot(.iPhone3GS) { $0.keyboardType = .numberPad }, "classic-number-pad")
        try check(try keyboardShot(.modernPhone) { $0.keyboardType = .numberPad }, "modern-number-pad")
        try check(try keyboardShot(.iPhone3GS) { $0.keyboardType = .phonePad }, "classic-phone-pad")
    }

    @Test("Golden: the email keyboard and the URL keyboard with a blue Go key")
    func emailAndURL() throws {
        try check(try keyboardShot(.iPhone3GS) { $0.keyboardType = .emailAddress }, "classic-email")
        try check(try keyboardShot(.modernPhone) {
            $0.keyboardType = .URL
            $0.returnKeyType = .go
        }, "modern-url")
    }

    @Test("Golden: a pressed key's pop-up rising above the keyboard")
    func popup() throws {
        try check(try keyboardShot(.iPhone3GS, above: 70, pressing: "E"), "classic-popup")
        try check(try keyboardShot(.modernPhone, above: 70, pressing: "e"), "modern-popup")
    }
}
