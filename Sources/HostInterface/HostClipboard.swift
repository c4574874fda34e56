// SPDX-License-Identifier: Apache-2.0

/// A host whose desktop has a clipboard that UIKit bridges to the general pasteboard (`UIPasteboard.general`).
///
/// A ``HostBackend`` adopts it when it can; UIKit checks with `as?` and, once per run-loop turn on the main thread,
/// copies text the app put on the general pasteboard to the desktop and text the desktop's clipboard got to the
/// general pasteboard. The headless host does not adopt it: headless, the general pasteboard is the app's own.
public protocol HostClipboard: AnyObject {
    /// A counter that changes whenever the desktop clipboard's contents may have changed (including by
    /// ``setClipboardText(_:)``); UIKit reads the clipboard only when it moved.
    var clipboardChangeCount: Int { get }
    /// The desktop clipboard's text as the desktop gave it (UTF-8 bytes, possibly malformed, without a
    /// terminating NUL), or nil when it holds no text.
    func clipboardText() -> [UInt8]?
    /// Puts `text` on the desktop clipboard.
    func setClipboardText(_ text: String)
}
