// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

/// A view controller offering shortcuts, as an iPad app's document screen does.
@MainActor
final class ShortcutViewController: UIViewController {
    var log: [String] = []
    var senders: [UIKeyCommand] = []
    var offered: [UIKeyCommand] = []

    var presses: [String] = []
    var acceptsFirstResponder = false

    override var keyCommands: [UIKeyCommand]? { offered }
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.compactMap { $0.key?.charactersIgnoringModifiers }.filter { !$0.isEmpty }
    }

    func becomeFirstResponderForTests() {
        acceptsFirstResponder = true
        _ = becomeFirstResponder()
    }

    func save(_ sender: UIKeyCommand) {
        log.append("save")
        senders.append(sender)
    }

    func saveAs(_ sender: UIKeyCommand) { log.append("saveAs") }
    func goNext(_ sender: UIKeyCommand) { log.append("next") }
    func close(_ sender: UIKeyCommand) { log.append("close") }
    func disabledThing(_ sender: UIKeyCommand) { log.append("disabled") }

    override func validate(_ command: UICommand) {
        if command.action == Selector("disabledThing:") { command.attributes = .disabled }
    }

    static let saveAction = Selector("save:", ShortcutViewController.save(_:))
    static let saveAsAction = Selector("saveAs:", ShortcutViewController.saveAs(_:))
    static let nextAction = Selector("goNext:", ShortcutViewController.goNext(_:))
    static let closeAction = Selector("close:", ShortcutViewController.close(_:))
    static let disabledAction = Selector("disabledThing:", ShortcutViewController.disabledThing(_:))
}

/// Launches a device whose root is `controller`, its view filling the window.
@MainActor
func launchShortcutDevice(_ controller: UIViewController) throws -> HeadlessDevice {
    let device = try HeadlessDevice(profile: .iPhone4)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.rootViewController = controller
    device.advance(by: 1.0 / 60)
    return device
}

@MainActor
@Suite("Key commands: shortcuts from the responder chain")
struct KeyCommandTests {
    @Test("A matching command runs its action with the command as sender; other modifiers or keys do not match")
    func matching() throws {
        let controller = ShortcutViewController()
        let save = UIKeyCommand(input: "s", modifierFlags: .command, action: ShortcutViewController.saveAction)
        controller.offered = [save]
        controller.addKeyCommand(UIKeyCommand(title: "Save As", action: ShortcutViewController.saveAsAction,
                                              input: "S", modifierFlags: [.command, .shift]))
        let device = try launchShortcutDevice(controller)
        device.pressKey("s", modifierFlags: .command)
        #expect(controller.log == ["save"])
        #expect(controller.senders.first === save)
        device.pressKey("s", modifierFlags: [.command, .shift])
        #expect(controller.log == ["save", "saveAs"])
        device.pressKey("s")
        device.pressKey("s", modifierFlags: [.command, .alternate])
        device.pressKey("d", modifierFlags: .command)
        #expect(controller.log == ["save", "saveAs"])
        // Caps Lock does not stop a command from matching.
        device.holdKey(HostKeyName.capsLock)
        device.releaseKey(HostKeyName.capsLock)
        device.pressKey("s", modifierFlags: .command)
        #expect(controller.log == ["save", "saveAs", "save"])
    }

    @Test("Commands are found from the first responder up the chain: a view's controller, its window, the app")
    func responderChain() throws {
        let controller = ShortcutViewController()
        controller.offered = [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                                           action: ShortcutViewController.closeAction)]
        let device = try launchShortcutDevice(controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        device.pressKey(UIKeyCommand.inputEscape)
        #expect(controller.log == ["close"])
        // Without a first responder the search starts at the frontmost controller: a presented one, then the root.
        _ = field.resignFirstResponder()
        device.pressKey(UIKeyCommand.inputEscape)
        #expect(controller.log == ["close", "close"])
        let presented = ShortcutViewController()
        presented.offered = [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                                          action: ShortcutViewController.closeAction)]
        controller.present(presented, animated: false)
        device.advance(by: 0.1)
        device.pressKey(UIKeyCommand.inputEscape)
        #expect(presented.log == ["close"])
        #expect(controller.log == ["close", "close"])
    }

    @Test("A command takes its key: no text is typed into the text field, and its key-up and text are swallowed")
    func takesTheKey() throws {
        let controller = ShortcutViewController()
        controller.offered = [UIKeyCommand(input: "n", modifierFlags: .alternate, action: ShortcutViewController.nextAction)]
        let device = try launchShortcutDevice(controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        device.typeHardware("ab")
        // Option+N: the host sends the key and its text; the command takes both.
        device.inject([.key(HostKeyName.alt, down: true, timestamp: device.now),
                       .key("n", down: true, timestamp: device.now), .text("n", timestamp: device.now),
                       .key("n", down: false, timestamp: device.now), .key(HostKeyName.alt, down: false, timestamp: device.now)])
        #expect(controller.log == ["next"])
        #expect(field.text == "ab")
        device.pressKey("c")
        #expect(field.text == "abc")
    }

    @Test("Caret keys go to a text input unless the command wants priority over the system's behaviour")
    func systemPriority() throws {
        let controller = ShortcutViewController()
        let next = UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [],
                                action: ShortcutViewController.nextAction)
        controller.offered = [next]
        let device = try launchShortcutDevice(controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        device.typeHardware("abc")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        device.pressKey(UIKeyCommand.inputRightArrow)
        #expect(controller.log.isEmpty)
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 1)
        next.wantsPriorityOverSystemBehavior = true
        device.pressKey(UIKeyCommand.inputRightArrow)
        #expect(controller.log == ["next"])
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 1)
        // Without a text input the arrow is the command's either way.
        _ = field.resignFirstResponder()
        next.wantsPriorityOverSystemBehavior = false
        controller.becomeFirstResponderForTests()
        device.pressKey(UIKeyCommand.inputRightArrow)
        #expect(controller.log == ["next", "next"])
    }

    @Test("validate(_:) runs before a command; a disabled command does not run and the key goes on")
    func validation() throws {
        let controller = ShortcutViewController()
        controller.offered = [UIKeyCommand(input: "x", modifierFlags: .control, action: ShortcutViewController.disabledAction)]
        let device = try launchShortcutDevice(controller)
        controller.becomeFirstResponderForTests()
        device.pressKey("x", modifierFlags: .control)
        #expect(controller.log.isEmpty)
        #expect(controller.presses == ["x"])
    }

    @Test("removeKeyCommand removes an added command; adding one twice adds it once")
    func addRemove() throws {
        let controller = ShortcutViewController()
        let save = UIKeyCommand(input: "s", modifierFlags: .command, action: ShortcutViewController.saveAction)
        controller.addKeyCommand(save)
        controller.addKeyCommand(save)
        #expect(controller.addedKeyCommands.count == 1)
        let device = try launchShortcutDevice(controller)
        device.pressKey("s", modifierFlags: .command)
        controller.removeKeyCommand(save)
        device.pressKey("s", modifierFlags: .command)
        #expect(controller.log == ["save"])
    }

    @Test("The key-command API has Apple's shapes: constants, the iOS 7 and 9 initialisers, alternates")
    func shapes() {
        let command = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [.command],
                                   action: ShortcutViewController.saveAction, discoverabilityTitle: "Up")
        #expect(command.input == "UIKeyInputUpArrow")
        #expect(command.discoverabilityTitle == "Up")
        #expect(command.modifierFlags == .command)
        #expect(command.title == "")
        let alternate = UICommandAlternate(title: "Save All", action: ShortcutViewController.saveAsAction,
                                           modifierFlags: .alternate)
        let menuCommand = UICommand(title: "Save", action: ShortcutViewController.saveAction, alternates: [alternate])
        #expect(menuCommand.alternates.first?.title == "Save All")
        #expect(UIKeyCommand.f5 == "UIKeyInputF5")
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 231)
        #expect(UIKeyboardHIDUsage.keyboardHangul == .keyboardLANG1)
    }
}

