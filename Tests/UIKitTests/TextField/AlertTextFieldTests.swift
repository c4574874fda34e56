// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIAlertController text fields")
struct AlertTextFieldTests {
    private func presented(_ profile: DeviceProfile) throws -> (HeadlessDevice, UIViewController) {
        let (device, window) = try launchedAlertDevice(profile)
        let root = UIViewController()
        window.rootViewController = root
        device.advance(by: 1.0 / 60)
        return (device, root)
    }

    @Test("addTextField configures each field at once; textFields lists them; action sheets refuse them")
    func configuration() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        #expect(alert.textFields?[1].isSecureTextEntry == true)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let (_, lines) = UIKitDiagnostics.capturing { sheet.addTextField() }
        #expect(sheet.textFields == nil && lines.count == 1)
    }

    @Test("The fields sit in the alert between the message and the buttons; the first edits when it appears")
    func presentedFields() throws {
        let (device, root) = try presented(.modernPhone)
        var typed: String?
        let alert = UIAlertController(title: "Rename", message: "A new name", preferredStyle: .alert)
        alert.addTextField { $0.text = "Old" }
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in typed = alert.textFields?.first?.text })
        root.present(alert, animated: true)
        device.advance(by: 0.5)
        let content = try #require(alert.content)
        let fields = try #require(alert.textFields)
        let layout = content.currentLayout
        #expect(layout.fieldFrames.count == 2)
        let first = fields[0].convert(fields[0].bounds, to: content)
        #expect(layout.fieldFrames[0].contains(CGPoint(x: first.midX, y: first.midY)))
        let message = try #require(layout.messageFrame)
        let button = try #require(layout.buttonFrames.first)
        #expect(message.maxY <= layout.fieldFrames[0].minY)
        #expect(layout.fieldFrames[1].maxY <= button.minY)
        #expect(fields[0].isEditing && fields[0].isFirstResponder)
        fields[0].insertText("er")
        device.tap(at: try screenCenter(ofButton: 0, in: content))
        device.advance(by: 0.5)
        #expect(typed == "Older")
        #expect(!fields[0].isEditing)
    }
}
