// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The guide's listings 5-1 and 5-2, written as an app writes them: a controller observing DidShow and DidHide,
/// shrinking its scroll view by the keyboard's height (iPhone OS 3's bounds key) and scrolling the active field into
/// view, with the `keyboardShown` guard.
@MainActor
private final class FormController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 20, width: 320, height: 460))
    var fields: [KeyInputView] = []
    var activeField: UIView?
    var keyboardShown = false
    var didShowCount = 0
    nonisolated(unsafe) private var observers: [NSObjectProtocol] = []

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 320, height: 900)
        for i in 0..<8 {
            let field = KeyInputView(frame: CGRect(x: 20, y: 20 + CGFloat(i) * 110, width: 280, height: 31))
            fields.append(field)
            scrollView.addSubview(field)
        }
        view = root
    }

    func registerForKeyboardNotifications() {
        observers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo
                MainActor.assumeIsolated { self?.keyboardWasShown(info) }
            })
        observers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo
                MainActor.assumeIsolated { self?.keyboardWasHidden(info) }
            })
    }

    deinit { for o in observers { NotificationCenter.default.removeObserver(o) } }

    func keyboardWasShown(_ info: [AnyHashable: Any]?) {
        didShowCount += 1
        if keyboardShown { return }
        guard let size = (info?[UIKeyboardBoundsUserInfoKey] as? NSValue)?.cgRectValue.size else { return }
        var frame = scrollView.frame
        frame.size.height -= size.height
        scrollView.frame = frame
        if let activeField { scrollView.scrollRectToVisible(activeField.frame, animated: true) }
        keyboardShown = true
    }

    func keyboardWasHidden(_ info: [AnyHashable: Any]?) {
        guard let size = (info?[UIKeyboardBoundsUserInfoKey] as? NSValue)?.cgRectValue.size else { return }
        var frame = scrollView.frame
        frame.size.height += size.height
        scrollView.frame = frame
        keyboardShown = false
    }

    /// Listing 5-2's delegate methods, called where a text field's delegate would be.
    func begin(_ index: Int) {
        fields[index].becomeFirstResponder()
        activeField = fields[index]
    }
}

@MainActor
@Suite("The guide's listing 5-1: content under the keyboard")
struct KeyboardListing51Tests {
    @Test("DidShow shrinks the scroll view by the keyboard once and scrolls the field into view; DidHide restores it")
    func listing51() throws {
        let (device, window) = try launchKeyboardDevice(.iPhone3GS)
        let controller = FormController()
        window.rootViewController = controller
        controller.registerForKeyboardNotifications()
        device.advance(by: 1.0 / 60)
        let scroll = controller.scrollView

        controller.begin(5)  // y = 570: far below the keyboard's top
        device.advance(by: 0.6)
        #expect(scroll.frame.height == 244)
        let visible = CGRect(origin: scroll.contentOffset, size: scroll.bounds.size)
        #expect(visible.contains(controller.fields[5].frame))
        // Its on-screen frame is above the keyboard.
        let onScreen = controller.fields[5].convert(controller.fields[5].bounds, to: nil)
        #expect(onScreen.maxY <= 480 - 216)

        // A second field: DidShow again, but the guard keeps the height (and, as written, returns before
        // scrolling).
        let offset = scroll.contentOffset
        controller.begin(7)
        device.advance(by: 0.6)
        #expect(controller.didShowCount == 2)
        #expect(scroll.frame.height == 244)
        #expect(scroll.contentOffset == offset)

        controller.fields[7].resignFirstResponder()
        device.advance(by: 0.6)
        #expect(scroll.frame.height == 460)
        #expect(!controller.keyboardShown)
    }
}
