// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Goldens of the text field: border styles with text and placeholders (modern light and dark, classic), a
/// selection with handles, the magnifier, secure entry with the clear button and overlay views.
@MainActor
@Suite("UITextField rendering")
struct TextFieldGoldenTests {
    private func launched(_ profile: DeviceProfile, dark: Bool = false) throws -> (HeadlessDevice, UIWindow) {
        let device = try HeadlessDevice(profile: profile)
        if dark { device.setAppearance(.dark) }
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = profile.isClassic ? UIColor(white: 0.85, alpha: 1) : .systemGroupedBackground
        return (device, window)
    }

    private func shot(_ device: HeadlessDevice, _ rect: CGRect, _ profile: DeviceProfile) throws -> CGImage {
        device.advance(by: 1.0 / 60)
        let s = profile.scale
        return try #require(device.screenshot().cropping(to: CGRect(x: rect.minX * s, y: rect.minY * s,
                                                                    width: rect.width * s, height: rect.height * s)))
    }

    /// Two columns: each border style with text (left) and with a placeholder (right).
    private func addBorderStyles(to window: UIWindow, width: CGFloat) {
        let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        for (row, style) in styles.enumerated() {
            for column in 0..<2 {
                let field = UITextField(frame: CGRect(x: 10 + CGFloat(column) * (width + 10), y: 80 + CGFloat(row) * 42,
                                                      width: width, height: 31))
                field.borderStyle = style
                if column == 0 { field.text = "Text \(row)" } else { field.placeholder = "Placeholder" }
                window.addSubview(field)
            }
        }
    }

    @Test("Golden: the four border styles with text and placeholder", arguments: ["modern", "modern-dark", "classic"])
    func borderStyles(_ look: String) throws {
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let (device, window) = try launched(profile, dark: look == "modern-dark")
        let width: CGFloat = look == "classic" ? 145 : 180
        addBorderStyles(to: window, width: width)
        let image = try shot(device, CGRect(x: 0, y: 70, width: 20 + 2 * width + 10, height: 180), profile)
        try assertGolden(image, named: "textfield-borders-\(look)", suite: "TextField", filePath: uikitTestsRootFile())
    }

    @Test("Golden: a double-tapped word selected with its handles, beside a field not editing",
          arguments: ["modern", "classic"])
    func selection(_ look: String) throws {
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let (device, window) = try launched(profile)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 260, height: 31))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 17)
        field.text = "Select this word"
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        device.advance(by: 0.5)
        device.tap(at: field.windowPoint(atOffset: 9), count: 2)
        #expect(field.selectedNSRange == NSRange(location: 7, length: 4))
        let caretField = UITextField(frame: CGRect(x: 20, y: 150, width: 260, height: 31))
        caretField.borderStyle = .roundedRect
        caretField.font = .systemFont(ofSize: 17)
        caretField.text = "Caret here"
        window.addSubview(caretField)
        let image = try shot(device, CGRect(x: 10, y: 85, width: 280, height: 105), profile)
        #expect(field.selectedNSRange == NSRange(location: 7, length: 4))
        try assertGolden(image, named: "textfield-selection-\(look)", suite: "TextField", filePath: uikitTestsRootFile())
    }

    @Test("Golden: the magnifier over held text (the capsule modern, the round loupe classic)",
          arguments: ["modern", "classic"])
    func magnifier(_ look: String) throws {
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let (device, window) = try launched(profile)
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 260, height: 31))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 17)
        field.text = "Magnified text"
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        device.advance(by: 0.5)
        device.touchDown(at: field.windowPoint(atOffset: 5))
        device.advance(by: 0.6)
        #expect(field.interaction.magnifier != nil)
        let image = try shot(device, CGRect(x: 10, y: 60, width: 280, height: 180), profile)
        device.touchUp()
        try assertGolden(image, named: "textfield-magnifier-\(look)", suite: "TextField", filePath: uikitTestsRootFile())
    }

    @Test("Golden: secure entry with the last character shown, the clear button, left and right views",
          arguments: ["modern", "modern-dark", "classic"])
    func secureAndOverlays(_ look: String) throws {
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let (device, window) = try launched(profile, dark: look == "modern-dark")
        let secure = UITextField(frame: CGRect(x: 20, y: 100, width: 260, height: 31))
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.clearButtonMode = .whileEditing
        window.addSubview(secure)
        #expect(secure.becomeFirstResponder())
        for character in "secret" { secure.insertText(String(character)) }
        let overlays = UITextField(frame: CGRect(x: 20, y: 145, width: 260, height: 31))
        overlays.borderStyle = .roundedRect
        overlays.placeholder = "Search"
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        left.backgroundColor = .systemOrange
        overlays.leftView = left
        overlays.leftViewMode = .always
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        right.backgroundColor = .systemGreen
        overlays.rightView = right
        overlays.rightViewMode = .unlessEditing
        window.addSubview(overlays)
        let aligned = UITextField(frame: CGRect(x: 20, y: 190, width: 260, height: 31))
        aligned.borderStyle = .line
        aligned.textAlignment = .center
        aligned.text = "Centred"
        aligned.textColor = .systemRed
        window.addSubview(aligned)
        let image = try shot(device, CGRect(x: 10, y: 90, width: 280, height: 140), profile)
        try assertGolden(image, named: "textfield-secure-\(look)", suite: "TextField", filePath: uikitTestsRootFile())
    }
}
