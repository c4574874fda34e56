// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// One ordered log of a text field's delegate calls, control events and notifications.
@MainActor
final class TextFieldLog: UITextFieldDelegate {
    var entries: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowReturn = true
    var allowClear = true
    /// Answers `shouldChangeCharactersIn`; records the range and string first.
    var allowChange: (NSRange, String) -> Bool = { _, _ in true }
    private var observers: [NSObjectProtocol] = []

    /// Logs `field`'s delegate calls, editing events and notifications.
    init(_ field: UITextField) {
        field.delegate = self
        let events: [(String, UIControl.Event)] = [
            ("event begin", .editingDidBegin), ("event changed", .editingChanged), ("event end", .editingDidEnd),
            ("event exit", .editingDidEndOnExit),
        ]
        for (name, event) in events {
            field.addAction(UIAction { [unowned self] _ in entries.append(name) }, for: event)
        }
        let names: [(String, Notification.Name)] = [
            ("note begin", UITextField.textDidBeginEditingNotification),
            ("note changed", UITextField.textDidChangeNotification),
            ("note end", UITextField.textDidEndEditingNotification),
        ]
        for (label, name) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) {
                [unowned self] _ in MainActor.assumeIsolated { entries.append(label) }
            })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { entries.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { entries.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        entries.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    {
        entries.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return allowChange(range, string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { entries.append("selection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { entries.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { entries.append("shouldReturn"); return allowReturn }
}

/// Keeps the last test's device alive while a test holds only its field.
@MainActor
enum TextFieldDeviceHolder {
    static var device: HeadlessDevice?
}

/// A launched device with a white window holding a rounded-rect field at (20, 100), 200×31, in 17-point text.
@MainActor
func launchedTextField(_ profile: DeviceProfile = .modernPhone, text: String? = nil)
    throws -> (HeadlessDevice, UIWindow, UITextField)
{
    let device = try HeadlessDevice(profile: profile)
    TextFieldDeviceHolder.device = device
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .white
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 17)
    field.text = text
    window.addSubview(field)
    device.advance(by: 1.0 / 60)
    return (device, window, field)
}

extension UITextField {
    /// The selected range as an `NSRange`, for expectations.
    var selectedNSRange: NSRange {
        guard let range = selectedTextRange else { return NSRange(location: NSNotFound, length: 0) }
        let start = offset(from: beginningOfDocument, to: range.start)
        return NSRange(location: start, length: offset(from: range.start, to: range.end))
    }

    /// The screen point (window coordinates) of the caret stop at `offset`, on the text's middle line.
    func windowPoint(atOffset offset: Int) -> CGPoint {
        let rect = caretRect(for: position(from: beginningOfDocument, offset: offset)!)
        return convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }
}
