// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// One ordered log of a text view's delegate calls and notifications.
@MainActor
final class TextViewLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowChange: (NSRange, String) -> Bool = { _, _ in true }
    var allowLink = true
    var links: [URL] = []
    private var observers: [NSObjectProtocol] = []

    init(_ textView: UITextView) {
        super.init()
        textView.delegate = self
        let names: [(String, Notification.Name)] = [
            ("note begin", UITextView.textDidBeginEditingNotification),
            ("note changed", UITextView.textDidChangeNotification),
            ("note end", UITextView.textDidEndEditingNotification),
        ]
        for (label, name) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) {
                [unowned self] _ in MainActor.assumeIsolated { entries.append(label) }
            })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { entries.append("shouldBegin"); return allowBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { entries.append("shouldEnd"); return allowEnd }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange {\(range.location), \(range.length)} \"\(text)\"")
        return allowChange(range, text)
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { entries.append("selection") }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    {
        entries.append("link \(URL.absoluteString) {\(characterRange.location), \(characterRange.length)}")
        links.append(URL)
        return allowLink
    }
}

/// Keeps the last test's device alive while a test holds only its text view.
@MainActor
enum TextViewDeviceHolder {
    static var device: HeadlessDevice?
}

/// A launched device with a white window holding a text view at (20, 100), 280×200, in 17-point text.
@MainActor
func launchedTextView(_ profile: DeviceProfile = .modernPhone, text: String? = nil,
                      frame: CGRect = CGRect(x: 20, y: 100, width: 280, height: 200))
    throws -> (HeadlessDevice, UIWindow, UITextView)
{
    let device = try HeadlessDevice(profile: profile)
    TextViewDeviceHolder.device = device
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .white
    let textView = UITextView(frame: frame)
    textView.font = .systemFont(ofSize: 17)
    textView.text = text
    window.addSubview(textView)
    device.advance(by: 1.0 / 60)
    return (device, window, textView)
}

extension UITextView {
    /// The window point of the caret stop at `offset`, on its line's middle.
    func windowPoint(atOffset offset: Int) -> CGPoint {
        let rect = caretRect(for: position(from: beginningOfDocument, offset: offset)!)
        return convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }
}
