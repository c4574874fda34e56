// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Typing from the host: hardware keys, input methods, scripts")
struct KeyboardHostInputTests {
    @Test("Hardware text and keys go to the first responder; the on-screen keyboard hides until a touch starts a new session")
    func hardwareTyping() throws {
        let a = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let b = KeyInputView(frame: CGRect(x: 20, y: 80, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [a, b])
        a.becomeFirstResponder()
        device.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        device.typeHardware("hi there\nok")
        #expect(a.text == "hi there\nok")
        #expect(log.names == ["willChange", "willHide"])
        device.advance(by: 0.3)
        #expect(!device.isKeyboardVisible)
        device.pressKey(.delete)
        device.pressKey(.tab)
        #expect(a.text == "hi there\no\t")
        // A new session started in code (no touch): still hidden, input goes to b.
        b.becomeFirstResponder()
        device.advance(by: 0.3)
        #expect(!device.isKeyboardVisible)
        device.typeHardware("x")
        #expect(b.text == "x")
        // A touch, then a new session: the keyboard comes back.
        device.tap(at: CGPoint(x: 300, y: 20))
        a.becomeFirstResponder()
        device.advance(by: 0.3)
        #expect(device.isKeyboardVisible)
    }

    @Test("The simulator's toggle brings the keyboard back and hides it again")
    func toggle() throws {
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [field])
        field.becomeFirstResponder()
        device.typeHardware("a")
        device.advance(by: 0.3)
        #expect(!device.isKeyboardVisible)
        device.toggleSoftwareKeyboard()
        device.advance(by: 0.3)
        #expect(device.isKeyboardVisible)
        #expect(device.type("B"))
        #expect(field.text == "aB")
        device.toggleSoftwareKeyboard()
        device.advance(by: 0.3)
        #expect(!device.isKeyboardVisible)
    }

    @Test("Composition feeds setMarkedText; committing replaces the marked text and unmarks; escape abandons it")
    func markedText() throws {
        let view = MarkedTextView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [view])
        view.becomeFirstResponder()
        device.typeHardware("A ")
        device.compose("n")
        device.compose("ni")
        #expect(view.markedText == "ni")
        device.compose("你", cursor: 1)
        #expect(view.text == "A 你" && view.markedText == "你")
        device.commitComposition("你好")
        #expect(view.text == "A 你好" && view.markedText == nil)
        #expect(view.selection == NSRange(location: 4, length: 0))
        #expect(view.calls.suffix(5) == ["setMarkedText(n, 1, 0)", "setMarkedText(ni, 2, 0)", "setMarkedText(你, 1, 0)",
                                         "setMarkedText(你好, 2, 0)", "unmarkText"])
        device.compose("ma")
        device.pressKey(.escape)
        #expect(view.text == "A 你好" && view.markedText == nil)
        // Return while composing commits instead of inserting a newline.
        device.compose("ka")
        device.pressKey(.return)
        #expect(view.text == "A 你好ka" && view.markedText == nil)
    }

    @Test("Arrow keys move a UITextInput's caret")
    func arrows() throws {
        let view = MarkedTextView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [view])
        view.becomeFirstResponder()
        device.typeHardware("abc")
        device.pressKey(.left)
        device.pressKey(.left)
        device.typeHardware("X")
        #expect(view.text == "aXbc")
        device.pressKey(.right)
        device.pressKey(.down)
        #expect(view.selection == NSRange(location: 4, length: 0))
        device.pressKey(.up)
        #expect(view.selection == NSRange(location: 0, length: 0))
    }

    @Test("Text, key and composition events survive an input script's JSON round trip")
    func scriptRoundTrip() throws {
        let script = InputScript(device: "iphone3gs", screenSize: CGSize(width: 320, height: 480), duration: 2, events: [
            .text("héllo 你好", timestamp: 0.5), .key("backspace", down: true, timestamp: 0.6),
            .key("backspace", down: false, timestamp: 0.65), .textEditing("に", cursor: 1, length: 0, timestamp: 0.7),
            .textEditing("", cursor: 0, length: 0, timestamp: 0.8), .hardware(.toggleSoftwareKeyboard, timestamp: 0.9),
        ])
        #expect(try InputScript(json: script.jsonData()) == script)
        let bad = Data(#"{"version":1,"device":"iphone3gs","screen":{"width":320,"height":480},"events":[{"time":0,"kind":"textEditing","text":"a"}]}"#.utf8)
        #expect(throws: InputScriptError.self) { try InputScript(json: bad) }
    }

    @Test("Typing recorded as host events replays to the same text and the same pixels")
    func replay() throws {
        func run(_ events: [HostEvent]?) throws -> (String, CGImage, [HostEvent]) {
            let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
            field.backgroundColor = .systemYellow
            let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [field])
            field.becomeFirstResponder()
            device.advance(by: 0.3)
            let start = device.now
            if let events {
                device.inject(events.map { $0.shifted(by: start) })
                device.advance(by: 6)
            } else {
                device.recordedInput = []
                device.type("Hey 12 you")
                device.typeHardware("!")
                device.pressKey(.delete)
                device.toggleSoftwareKeyboard()
                device.type("X")
                device.advance(by: 6 - (device.now - start))
            }
            let recorded = (device.recordedInput ?? []).map { $0.shifted(by: -start) }
            return (field.text, device.screenshot(), recorded)
        }
        let (text, image, recorded) = try run(nil)
        #expect(text == "Hey 12 youX")
        let script = InputScript(device: "iphone3gs", screenSize: CGSize(width: 320, height: 480), events: recorded)
        let decoded = try InputScript(json: script.jsonData())
        let (replayedText, replayedImage, _) = try run(decoded.events)
        #expect(replayedText == text)
        #expect(RGBAImage(replayedImage) == RGBAImage(image))
    }
}
