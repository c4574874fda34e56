// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A custom view that adopts `UIKeyInput`, as the guide's custom text views do: it keeps the typed text.
@MainActor
final class KeyInputView: UIView, UIKeyInput {
    var text = ""
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var enablesReturnKeyAutomatically = false
    var keyboardAppearance: UIKeyboardAppearance = .default
    var customInputView: UIView?
    var customAccessory: UIView?

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessory }
}

/// Records the keyboard notifications, in order, with their user info.
@MainActor
final class KeyboardNotificationLog {
    struct Entry {
        var name: String
        var info: [AnyHashable: Any]
        var begin: CGRect { (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null }
        var end: CGRect { (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null }
        var duration: Double { (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? -1 }
        var curve: Int { (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1 }
        var bounds: CGRect { (info[UIKeyboardBoundsUserInfoKey] as? NSValue)?.cgRectValue ?? .null }
        var centerBegin: CGPoint { (info[UIKeyboardCenterBeginUserInfoKey] as? NSValue)?.cgPointValue ?? .zero }
        var centerEnd: CGPoint { (info[UIKeyboardCenterEndUserInfoKey] as? NSValue)?.cgPointValue ?? .zero }
    }

    private(set) var entries: [Entry] = []
    nonisolated(unsafe) private var observers: [NSObjectProtocol] = []
    static let names: [(Notification.Name, String)] = [
        (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
        (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
        (UIResponder.keyboardWillChangeFrameNotification, "willChange"),
        (UIResponder.keyboardDidChangeFrameNotification, "didChange"),
    ]

    init() {
        for (name, label) in Self.names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                MainActor.assumeIsolated { self?.entries.append(Entry(name: label, info: info)) }
            })
        }
    }

    deinit { for o in observers { NotificationCenter.default.removeObserver(o) } }

    var names: [String] { entries.map(\.name) }
    func clear() { entries.removeAll() }
    func last(_ name: String) -> Entry? { entries.last { $0.name == name } }
}

/// A launched device whose key window holds `views` (added as subviews).
@MainActor
func launchKeyboardDevice(_ profile: DeviceProfile = .iPhone3GS, views: [UIView] = []) throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .white
    for view in views { window.addSubview(view) }
    device.advance(by: 1.0 / 60)
    return (device, window)
}
