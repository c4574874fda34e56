// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("The text system's Command shortcuts")
struct TextShortcutTests {
    @Test("Command-A, C and V select, copy and paste between text fields; Command-Z undoes the paste")
    func copyPaste() throws {
        let controller = UIViewController()
        let device = try launchShortcutDevice(controller)
        let from = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let to = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 30))
        controller.view.addSubview(from)
        controller.view.addSubview(to)
        #expect(from.becomeFirstResponder())
        device.typeHardware("hello")
        device.pressKey("a", modifierFlags: .command)
        device.pressKey("c", modifierFlags: .command)
        #expect(from.text == "hello")
        #expect(UIPasteboard.general.string == "hello")
        #expect(to.becomeFirstResponder())
        device.pressKey("v", modifierFlags: .command)
        #expect(to.text == "hello")
        device.pressKey("z", modifierFlags: .command)
        #expect(to.text == "")
        device.pressKey("z", modifierFlags: [.command, .shift])
        #expect(to.text == "hello")
        #expect(from.becomeFirstResponder())
        device.pressKey("a", modifierFlags: .command)
        device.pressKey("x", modifierFlags: .command)
        #expect(from.text == "")
    }
}
