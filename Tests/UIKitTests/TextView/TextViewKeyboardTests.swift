// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The guide's keyboard technique (listing 5-x) with a text view: on keyboardWillShow the controller insets the
/// text view's content by the keyboard's height and scrolls the caret into view; on keyboardWillHide it takes the
/// inset back.
@MainActor
final class NotesKeyboardController {
    let textView: UITextView
    private var observers: [NSObjectProtocol] = []

    init(textView: UITextView) {
        self.textView = textView
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            [unowned self] note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            MainActor.assumeIsolated { keyboardWillShow(frame) }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
            [unowned self] _ in
            MainActor.assumeIsolated { keyboardWillHide() }
        })
    }

    func stop() { observers.forEach(NotificationCenter.default.removeObserver) }

    private func keyboardWillShow(_ screenFrame: CGRect) {
        guard let window = textView.window else { return }
        let keyboard = textView.convert(window.convert(screenFrame, from: nil), from: window)
        let overlap = max(0, textView.bounds.maxY - keyboard.minY)
        textView.contentInset.bottom = overlap
        textView.verticalScrollIndicatorInsets.bottom = overlap
        textView.scrollRangeToVisible(textView.selectedRange)
    }

    private func keyboardWillHide() {
        textView.contentInset.bottom = 0
        textView.verticalScrollIndicatorInsets.bottom = 0
    }
}

@MainActor
@Suite("UITextView with the keyboard")
struct TextViewKeyboardTests {
    @Test("Listing 5-x: the keyboard insets the text view and the caret stays visible above it while typing")
    func keyboardInsets() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        TextViewDeviceHolder.device = device
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let textView = UITextView(frame: window.bounds)
        textView.contentInsetAdjustmentBehavior = .never
        textView.font = .systemFont(ofSize: 17)
        textView.text = (0..<30).map { "Note line \($0)" }.joined(separator: "\n")
        window.addSubview(textView)
        let controller = NotesKeyboardController(textView: textView)
        defer { controller.stop() }
        device.advance(by: 1.0 / 60)
        #expect(textView.becomeFirstResponder())
        device.advance(by: 0.5)
        let keyboard = try #require(device.keyboardFrame)
        #expect(textView.contentInset.bottom > 200)
        func caretAboveKeyboard() -> Bool {
            let caret = textView.convert(textView.caretRect(for: textView.endOfDocument), to: nil)
            return caret.maxY <= keyboard.minY + 0.5 && caret.minY >= 0
        }
        #expect(caretAboveKeyboard())
        device.pressKey(.return)
        device.typeHardware("more text")
        device.advance(by: 1.0 / 60)
        // Typing on a hardware keyboard hides the on-screen one; the inset goes with it.
        device.toggleSoftwareKeyboard()
        device.advance(by: 0.5)
        #expect(device.isKeyboardVisible)
        #expect(textView.text.hasSuffix("\nmore text"))
        #expect(caretAboveKeyboard())
        #expect(textView.resignFirstResponder())
        device.advance(by: 0.5)
        #expect(textView.contentInset.bottom == 0)
    }
}
