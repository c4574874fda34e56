// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Keyboard presentation and notifications")
struct KeyboardNotificationTests {
    @Test("Becoming first responder slides the keyboard up: WillChangeFrame and WillShow at once, the Did pair after 0.25 s")
    func showOrderAndValues() throws {
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [field])
        let log = KeyboardNotificationLog()
        #expect(!device.isKeyboardVisible)
        #expect(field.becomeFirstResponder())
        #expect(log.names == ["willChange", "willShow"])
        #expect(device.isKeyboardVisible)
        device.advance(by: 0.2)
        #expect(log.names == ["willChange", "willShow"])
        device.advance(by: 0.1)
        #expect(log.names == ["willChange", "willShow", "didChange", "didShow"])

        let show = try #require(log.last("willShow"))
        #expect(show.begin == CGRect(x: 0, y: 480, width: 320, height: 216))
        #expect(show.end == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(show.duration == 0.25)
        #expect(show.curve == UIView.AnimationCurve.easeInOut.rawValue)
        #expect((show.info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        // iPhone OS 3's keys: bounds with a zero origin, the centre before and after.
        #expect(show.bounds == CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(show.centerBegin == CGPoint(x: 160, y: 588))
        #expect(show.centerEnd == CGPoint(x: 160, y: 372))
        #expect(try #require(log.last("didShow")).end == show.end)
        #expect(device.keyboardFrame == CGRect(x: 0, y: 264, width: 320, height: 216))
    }

    @Test("The slide moves the keyboard on screen frame by frame and ends at its frame")
    func slideIsAnimated() throws {
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [field])
        field.becomeFirstResponder()
        let container = try #require(device.application?.runtime?.keyboard.window.container)
        device.advance(by: 0.1)
        let midway = try #require(container.layer.presentation()?.position.y)
        #expect(midway > 372 && midway < 588)
        device.advance(by: 0.2)
        #expect(container.layer.presentation()?.position.y ?? container.layer.position.y == 372)
    }

    @Test("Resigning slides it down with WillChangeFrame, WillHide, then DidChangeFrame, DidHide")
    func hideOrder() throws {
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [field])
        field.becomeFirstResponder()
        device.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        #expect(field.resignFirstResponder())
        #expect(log.names == ["willChange", "willHide"])
        #expect(device.keyboardFrame == nil)
        let hide = try #require(log.last("willHide"))
        #expect(hide.begin == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(hide.end == CGRect(x: 0, y: 480, width: 320, height: 216))
        device.advance(by: 0.3)
        #expect(log.names == ["willChange", "willHide", "didChange", "didHide"])
        #expect(!device.isKeyboardVisible)
        #expect(device.application?.runtime?.keyboard.window.isHidden == true)
    }

    @Test("The modern profile: 291 points tall, the keyboard's own curve (7)")
    func modernValues() throws {
        let field = KeyInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.modernPhone, views: [field])
        let log = KeyboardNotificationLog()
        field.becomeFirstResponder()
        let show = try #require(log.last("willShow"))
        #expect(show.end == CGRect(x: 0, y: 852 - 291, width: 393, height: 291))
        #expect(show.curve == 7)
        #expect(show.bounds.size == CGSize(width: 393, height: 291))
        device.advance(by: 0.3)
    }

    @Test("Owner change on iPhone OS 3: only WillHide for the old owner, then WillShow and DidShow; no DidHide")
    func ownerChangeClassic() throws {
        let a = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let b = KeyInputView(frame: CGRect(x: 20, y: 80, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [a, b])
        a.becomeFirstResponder()
        device.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        #expect(b.becomeFirstResponder())
        #expect(log.names == ["willHide", "willShow"])
        device.advance(by: 1.0 / 60)
        #expect(log.names == ["willHide", "willShow", "didShow"])
        #expect(log.entries.allSatisfy { $0.duration == 0 })
        #expect(device.isKeyboardVisible)
        // Input now goes to b.
        #expect(device.type("x"))
        #expect(b.text == "x" && a.text.isEmpty)
    }

    @Test("Owner change on the modern profile: WillShow and DidShow again, no WillHide")
    func ownerChangeModern() throws {
        let a = KeyInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let b = KeyInputView(frame: CGRect(x: 20, y: 140, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.modernPhone, views: [a, b])
        a.becomeFirstResponder()
        device.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        b.becomeFirstResponder()
        device.advance(by: 1.0 / 60)
        #expect(log.names == ["willShow", "didShow"])
    }

    @Test("A responder that is not a text object neither shows the keyboard nor, becoming first, keeps it up")
    func nonTextResponder() throws {
        final class Plain: UIView { override var canBecomeFirstResponder: Bool { true } }
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let plain = Plain(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [field, plain])
        let log = KeyboardNotificationLog()
        plain.becomeFirstResponder()
        #expect(log.names.isEmpty && !device.isKeyboardVisible)
        field.becomeFirstResponder()
        device.advance(by: 0.3)
        log.clear()
        plain.becomeFirstResponder()
        #expect(log.names == ["willChange", "willHide"])
        device.advance(by: 0.3)
        #expect(!device.isKeyboardVisible)
    }

    @Test("Rotation: a hide pair then a show pair, the landscape keyboard wider and shorter")
    func rotation() throws {
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [field])
        field.becomeFirstResponder()
        device.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        device.rotate(to: .landscapeRight)
        device.advance(by: 0.5)
        #expect(log.names == ["willChange", "willHide", "didChange", "didHide", "willChange", "willShow",
                              "didChange", "didShow"])
        #expect(try #require(log.last("willHide")).bounds.size == CGSize(width: 320, height: 216))
        let show = try #require(log.last("didShow"))
        #expect(show.bounds.size == CGSize(width: 480, height: 162))
        // iPhone OS 3's window stays portrait: in landscape right (the interface's top along the panel's right
        // edge) the keyboard lies along the panel's left edge.
        #expect(show.end == CGRect(x: 0, y: 0, width: 162, height: 480))
        #expect(device.keyboardFrame == show.end)
        #expect(device.type("Ok"))
        #expect(field.text == "Ok")
    }

    @Test("The modern profile's landscape keyboard: screen coordinates turn with the interface")
    func modernRotation() throws {
        let field = KeyInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.modernPhone, views: [field])
        field.becomeFirstResponder()
        device.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.5)
        let show = try #require(log.last("didShow"))
        #expect(show.end == CGRect(x: 0, y: 393 - 209, width: 852, height: 209))
        #expect(device.type("Hi"))
        #expect(field.text == "Hi")
    }

    @Test("An input view replaces the keyboard; the accessory rides on top and counts in the frame")
    func inputViews() throws {
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        field.customInputView = picker
        field.customAccessory = bar
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [field])
        let log = KeyboardNotificationLog()
        field.becomeFirstResponder()
        device.advance(by: 0.3)
        #expect(try #require(log.last("didShow")).end == CGRect(x: 0, y: 480 - 224, width: 320, height: 224))
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 256, width: 320, height: 44))
        #expect(picker.convert(picker.bounds, to: nil) == CGRect(x: 0, y: 300, width: 320, height: 180))
        #expect(!device.type("a"))  // no keyboard: the input view shows

        // reloadInputViews: the keyboard comes back (no input view); the new height slides.
        log.clear()
        field.customInputView = nil
        field.reloadInputViews()
        #expect(log.names == ["willChange", "willShow"])
        device.advance(by: 0.3)
        #expect(try #require(log.last("didShow")).end == CGRect(x: 0, y: 480 - 260, width: 320, height: 260))
        #expect(picker.superview == nil)
        #expect(device.type("A"))
        #expect(field.text == "A")
    }

    @Test("Touches outside the keyboard reach the app's views; the keyboard's area does not")
    func hitTesting() throws {
        final class Catcher: UIView {
            var touches = 0
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { touches += 1 }
        }
        let catcher = Catcher(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [catcher, field])
        field.becomeFirstResponder()
        device.advance(by: 0.3)
        device.tap(at: CGPoint(x: 160, y: 100))
        #expect(catcher.touches == 1)
        device.tap(at: CGPoint(x: 160, y: 400))
        #expect(catcher.touches == 1)
    }
}
