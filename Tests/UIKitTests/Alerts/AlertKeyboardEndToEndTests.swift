// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Alert text fields end to end: `UIAlertController.addTextField` and `UIAlertView.alertViewStyle` lay their
/// fields out in the panel, bring the keyboard up, move the alert above it, and hand the typed text to the app.
@MainActor
@Suite("Alert text fields end to end")
struct AlertKeyboardEndToEndTests {
    private func presenter(_ profile: DeviceProfile) throws -> (HeadlessDevice, UIWindow, UIViewController) {
        let (device, window) = try launchedAlertDevice(profile)
        let root = UIViewController()
        window.rootViewController = root
        device.advance(by: 1.0 / 60)
        return (device, window, root)
    }

    /// The panel's frame in screen points.
    private func panelFrame(_ content: AlertContentView) -> CGRect { content.convert(content.bounds, to: nil) }

    @Test("addTextField: fields stack in the panel, the keyboard comes up, the alert sits above it, the handler reads the text",
          arguments: [DeviceProfile.iPhone4, .modernPhone])
    func alertControllerEndToEnd(_ profile: DeviceProfile) throws {
        let (device, window, root) = try presenter(profile)
        var read: [String?] = []
        let alert = UIAlertController(title: "Sign in", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            read = alert.textFields?.map(\.text) ?? []
        })
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[1].isSecureTextEntry && fields[0].placeholder == "Name")
        let centredY = window.bounds.midY

        root.present(alert, animated: true)
        device.advance(by: 0.6)
        let content = try #require(alert.content)
        // Laid out in the panel, top to bottom, between the message and the buttons.
        for field in fields {
            #expect(field.isDescendant(of: content))
            #expect(field.window === window && field.bounds.width > 100 && field.bounds.height >= 20)
        }
        let first = fields[0].convert(fields[0].bounds, to: content)
        let second = fields[1].convert(fields[1].bounds, to: content)
        let button = try #require(content.buttonFrame(at: 0))
        #expect(first.maxY <= second.minY + 0.5 && second.maxY <= button.minY)
        // The first field edits and the keyboard is up; the alert has moved up above it.
        #expect(fields[0].isFirstResponder && fields[0].isEditing)
        #expect(device.isKeyboardVisible)
        let keyboard = try #require(device.keyboardFrame)
        let panel = panelFrame(content)
        #expect(panel.maxY <= keyboard.minY)
        #expect(panel.midY < centredY - 20)

        #expect(device.type("ada"))
        fields[1].becomeFirstResponder()
        #expect(device.type("secret"))
        device.tap(at: try screenCenter(ofButton: 1, in: content))
        device.advance(by: 0.6)
        #expect(read == ["ada", "secret"])
        #expect(root.presentedViewController == nil)
        #expect(!fields[1].isFirstResponder)
        #expect(!device.isKeyboardVisible)
    }

    @Test("The alert moves back to the centre when the keyboard goes down")
    func alertFollowsKeyboardDown() throws {
        let (device, window, root) = try presenter(.iPhone4)
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        device.advance(by: 0.6)
        let content = try #require(alert.content)
        let raised = panelFrame(content)
        alert.textFields?.first?.resignFirstResponder()
        device.advance(by: 0.1)
        // Mid-way: the panel's model frame is already centred; its presentation is on the way.
        device.advance(by: 0.4)
        let lowered = panelFrame(content)
        #expect(!device.isKeyboardVisible)
        #expect(abs(lowered.midY - window.bounds.midY) <= 1)
        #expect(lowered.midY > raised.midY + 20)
    }

    @Test("An action sheet refuses text fields (logged)")
    func sheetRefusesFields() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let (_, lines) = UIKitDiagnostics.capturing { sheet.addTextField() }
        #expect(lines.count == 1)
        #expect(sheet.textFields == nil)
    }

    @Test("alertViewStyle makes the fields textField(at:) returns; a missing index logs and returns nil")
    func alertViewStyles() throws {
        let alert = UIAlertView(title: "T", message: "M", delegate: nil, cancelButtonTitle: "Cancel")
        let (_, none) = UIKitDiagnostics.capturing { #expect(alert.textField(at: 0) == nil) }
        #expect(none.count == 1)

        alert.alertViewStyle = .plainTextInput
        let plain = try #require(alert.textField(at: 0))
        #expect(!plain.isSecureTextEntry)
        let (_, beyond) = UIKitDiagnostics.capturing { #expect(alert.textField(at: 1) == nil) }
        #expect(beyond.first?.contains("textField(at:)") == true)

        alert.alertViewStyle = .secureTextInput
        let secure = try #require(alert.textField(at: 0))
        #expect(secure !== plain && secure.isSecureTextEntry)
        #expect(alert.content.fields.count == 1)

        alert.alertViewStyle = .loginAndPasswordInput
        let login = try #require(alert.textField(at: 0))
        let password = try #require(alert.textField(at: 1))
        #expect(login.placeholder == "Login" && !login.isSecureTextEntry)
        #expect(password.placeholder == "Password" && password.isSecureTextEntry)
        #expect(alert.content.fields.map(ObjectIdentifier.init) == [login, password].map(ObjectIdentifier.init))
        #expect(alert.textField(at: -1) == nil)

        alert.alertViewStyle = .default
        #expect(alert.content.fields.isEmpty && alert.textField(at: 0) == nil)
    }

    @Test("UIAlertView login and password: fields shown, keyboard up, alert above it, the delegate reads both texts",
          arguments: [DeviceProfile.iPhone4, .modernPhone])
    func alertViewLoginEndToEnd(_ profile: DeviceProfile) throws {
        let (device, _) = try launchedAlertDevice(profile)
        let delegate = TextReadingAlertDelegate()
        let alert = UIAlertView(title: "Log in", message: "", delegate: delegate, cancelButtonTitle: "Cancel",
                                otherButtonTitles: "OK")
        alert.alertViewStyle = .loginAndPasswordInput
        alert.show()
        device.advance(by: 0.6)
        let login = try #require(alert.textField(at: 0))
        let password = try #require(alert.textField(at: 1))
        #expect(login.window != nil && password.window != nil)
        #expect(login.isDescendant(of: alert))
        #expect(login.convert(login.bounds, to: alert).maxY <= password.convert(password.bounds, to: alert).minY + 0.5)
        #expect(login.isFirstResponder && device.isKeyboardVisible)
        let keyboard = try #require(device.keyboardFrame)
        #expect(alert.convert(alert.bounds, to: nil).maxY <= keyboard.minY)

        #expect(device.type("grace"))
        // A tap on the password field moves editing there.
        device.tap(at: password.convert(CGPoint(x: password.bounds.midX, y: password.bounds.midY), to: nil))
        device.advance(by: 0.1)
        #expect(password.isFirstResponder)
        #expect(device.type("hopper"))
        device.tap(at: try screenCenter(ofButton: 1, in: alert.content))
        device.advance(by: 0.6)
        #expect(delegate.read == ["clicked 1: grace / hopper"])
        #expect(!alert.isVisible && !device.isKeyboardVisible)
    }

    @Test("Each edit asks alertViewShouldEnableFirstOtherButton again: OK enables once text is typed")
    func shouldEnableFollowsTyping() throws {
        let (device, _) = try launchedAlertDevice(.iPhone4)
        let delegate = TextReadingAlertDelegate()
        let alert = UIAlertView(title: "Name", message: "", delegate: delegate, cancelButtonTitle: "Cancel",
                                otherButtonTitles: "OK")
        alert.alertViewStyle = .secureTextInput
        alert.show()
        device.advance(by: 0.6)
        #expect(alert.content.buttons[1].isEnabled == false)
        #expect(device.type("x"))
        #expect(alert.content.buttons[1].isEnabled)
        #expect(delegate.asked >= 2)
        device.tap(at: try screenCenter(ofButton: 1, in: alert.content))
        device.advance(by: 0.6)
        #expect(delegate.read == ["clicked 1: x"])
    }
}

/// An alert view delegate that enables OK only when the first field has text and records what the fields held
/// when a button was clicked.
@MainActor
final class TextReadingAlertDelegate: NSObject, UIAlertViewDelegate {
    var read: [String] = []
    var asked = 0

    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        var texts = [alertView.textField(at: 0)?.text ?? ""]
        if alertView.alertViewStyle == .loginAndPasswordInput { texts.append(alertView.textField(at: 1)?.text ?? "") }
        read.append("clicked \(buttonIndex): " + texts.joined(separator: " / "))
    }

    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
        asked += 1
        return !(alertView.textField(at: 0)?.text ?? "").isEmpty
    }
}
