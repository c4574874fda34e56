// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

/// A game view: it becomes first responder and records the keys it is sent.
@MainActor
final class PressRecordingView: UIView {
    var log: [String] = []
    var keys: [UIKey] = []
    var handles = true

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard handles else { return super.pressesBegan(presses, with: event) }
        for press in presses {
            log.append("began \(press.key?.characters ?? "?")")
            if let key = press.key { keys.append(key) }
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard handles else { return super.pressesEnded(presses, with: event) }
        for press in presses { log.append("ended \(press.key?.characters ?? "?")") }
    }
}

/// The controller behind a press view, catching what the view passes on.
@MainActor
final class PressCatchingController: UIViewController {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "began \($0.key?.keyCode.rawValue ?? -1)" }
    }
}

@MainActor
@Suite("Presses: hardware keys delivered to the first responder")
struct PressesTests {
    @Test("A held key is one press from began to ended, with its characters, HID code and modifiers")
    func heldKey() throws {
        let controller = PressCatchingController()
        let device = try launchShortcutDevice(controller)
        let view = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        device.holdKey(UIKeyCommand.inputLeftArrow)
        #expect(view.log == ["began UIKeyInputLeftArrow"])
        device.advance(by: 0.5)
        device.releaseKey(UIKeyCommand.inputLeftArrow)
        #expect(view.log == ["began UIKeyInputLeftArrow", "ended UIKeyInputLeftArrow"])
        #expect(view.keys.first?.keyCode == .keyboardLeftArrow)

        device.pressKey("a", modifierFlags: .shift)
        let shifted = try #require(view.keys.last)
        #expect(shifted.characters == "A")
        #expect(shifted.charactersIgnoringModifiers == "a")
        #expect(shifted.modifierFlags == .shift)
        #expect(shifted.keyCode == .keyboardA)
        // The Shift key itself is a press too.
        #expect(view.keys.contains { $0.keyCode == .keyboardLeftShift })
        #expect(controller.log.isEmpty)
    }

    @Test("Unhandled presses travel up the responder chain to the view controller")
    func chain() throws {
        let controller = PressCatchingController()
        let device = try launchShortcutDevice(controller)
        let view = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.handles = false
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        device.pressKey(" ")
        #expect(controller.log == ["began \(UIKeyboardHIDUsage.keyboardSpacebar.rawValue)"])
    }

    @Test("The key-up goes to the responder that got the key-down, even after the first responder changed")
    func endGoesToTheSameResponder() throws {
        let controller = PressCatchingController()
        let device = try launchShortcutDevice(controller)
        let first = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = PressRecordingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        #expect(first.becomeFirstResponder())
        device.holdKey("w")
        #expect(second.becomeFirstResponder())
        device.releaseKey("w")
        #expect(first.log == ["began w", "ended w"])
        #expect(second.log.isEmpty)
    }

    @Test("A text input first responder types the key instead of receiving presses")
    func textInputTypes() throws {
        let controller = PressCatchingController()
        let device = try launchShortcutDevice(controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        device.pressKey("q")
        #expect(field.text == "q")
        #expect(controller.log.isEmpty)
    }

    @Test("A call cancels the presses still down")
    func cancelled() throws {
        let controller = PressCatchingController()
        let device = try launchShortcutDevice(controller)
        let view = CancelRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        device.holdKey("d")
        device.inject([.hardware(.incomingCall, timestamp: device.now)])
        #expect(view.cancelled == ["d"])
        device.inject([.hardware(.callEnded, timestamp: device.now)])
        device.releaseKey("d")
        #expect(view.cancelled == ["d"])
    }
}

/// Records cancelled presses.
@MainActor
final class CancelRecordingView: UIView {
    var cancelled: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        cancelled += presses.compactMap { $0.key?.characters }
    }
}
