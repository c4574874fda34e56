// SPDX-License-Identifier: Apache-2.0

/// A host whose desktop has a clipboard that UIKit bridges to the general pasteboard (`UIPasteboard.general`).
///
/// A ``HostBackend`` adopts it when it can; UIKit checks with `as?` and, once per run-loop turn on the main thread,
/// copies what the app put on the general pasteboard (text, or a PNG image) to the desktop and what the desktop's
/// clipboard got to the general pasteboard. The headless host does not adopt it: headless, the general pasteboard
/// is the app's own.
public protocol HostClipboard: AnyObject {
    /// A counter that changes whenever the desktop clipboard's contents may have changed (including by
    /// ``setClipboardText(_:)``); UIKit reads the clipboard only when it moved.
    var clipboardChangeCount: Int { get }
    /// The desktop clipboard's text as the desktop gave it (UTF-8 bytes, possibly malformed, without a
    /// terminating NUL), or nil when it holds no text.
    func clipboardText() -> [UInt8]?
    /// Puts `text` on the desktop clipboard.
    func setClipboardText(_ text: String)
    /// The desktop clipboard's image as PNG bytes (unchecked), or nil when it holds none or the host cannot read
    /// images. Called only after ``clipboardChangeCount`` moved; it may take a few milliseconds.
    func clipboardImagePNG() -> [UInt8]?
    /// Puts a PNG image (`png`, a whole PNG file) on the desktop clipboard, replacing its contents; a host that
    /// cannot write images does nothing.
    func setClipboardImage(png: [UInt8])
}

extension HostClipboard {
    /// No image clipboard: nil.
    public func clipboardImagePNG() -> [UInt8]? { nil }
    /// No image clipboard: nothing happens.
    public func setClipboardImage(png: [UInt8]) {}
}
