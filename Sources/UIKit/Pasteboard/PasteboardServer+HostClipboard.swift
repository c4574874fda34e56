// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface

/// What the bridge between the general pasteboard and the desktop clipboard remembers between run-loop turns.
package struct HostClipboardSync {
    /// The host clipboard's change counter seen last.
    package var seenHostCount: Int?
    /// The general board's change count last given to the desktop (or taken from it).
    package var pushedCount: Int?
    /// The PNG bytes that last crossed either way: the desktop giving back the app's own image is no change.
    package var lastImage: [UInt8]?

    package init() {}
}

extension PasteboardServer {
    /// The pasteboard type images cross the desktop clipboard as.
    package static let hostImageType = "public.png"

    /// Bridges the general board and the desktop clipboard (main thread, once per run-loop turn). When the
    /// desktop's clipboard changed since the last turn, its text and PNG image (as one item with both
    /// representations, invalid UTF-8 replaced by U+FFFD) replace the general pasteboard's contents, unless they
    /// are what the board already holds. When the app changed the general pasteboard since, its first item's text
    /// goes to the desktop, or, without text, its image as PNG (a JPEG, GIF or TIFF image is converted). At the
    /// first turn the desktop's contents, if any, win.
    package func synchronize(with clipboard: any HostClipboard) {
        let general = UIPasteboard.Name.general.rawValue
        let hostCount = clipboard.clipboardChangeCount
        if hostCount != hostSync.seenHostCount {
            hostSync.seenHostCount = hostCount
            pullFromDesktop(clipboard, into: general)
        }
        let (count, item) = read(general) { ($0.changeCount, $0.items.first) }
        guard let pushed = hostSync.pushedCount else { return hostSync.pushedCount = count }
        guard count != pushed else { return }
        hostSync.pushedCount = count
        guard let item else { return }
        if let text = item.string {
            clipboard.setClipboardText(text)
        } else if let png = Self.pngBytes(of: item) {
            hostSync.lastImage = png
            clipboard.setClipboardImage(png: png)
        }
    }

    private func pullFromDesktop(_ clipboard: any HostClipboard, into general: String) {
        let text = clipboard.clipboardText().map { String(decoding: $0, as: UTF8.self) }.flatMap { $0.isEmpty ? nil : $0 }
        var image = clipboard.clipboardImagePNG().flatMap { $0.isEmpty ? nil : $0 }
        // The desktop handing back the image the app gave it (or gave the app) is not a new copy.
        if image != nil, image == hostSync.lastImage, text == nil { return }
        if let png = image, UIImage(data: Data(png)) == nil {
            UIKitDiagnostics.log("Desktop clipboard: the image is not a readable PNG; ignored")
            image = nil
        }
        guard text != nil || image != nil else { return }
        var item = PasteboardItem()
        if let text { item = PasteboardItem(string: text) }
        if let image { item.set(PasteboardRepresentation(data: Data(image)), forType: Self.hostImageType) }
        let current = read(general) { $0.items.first }
        if let current, current.string == text, Self.pngBytes(of: current) == image { return }
        if text != nil, image == nil, current?.string == text { return }
        hostSync.lastImage = image
        replaceItems(general, with: [item])
        hostSync.pushedCount = read(general) { $0.changeCount }
    }

    /// The item's image as PNG bytes: its PNG representation as stored, or its first other image type decoded
    /// and encoded as PNG; nil without an image.
    package static func pngBytes(of item: PasteboardItem) -> [UInt8]? {
        if let png = item.representation(forType: hostImageType) { return [UInt8](png.data) }
        for type in PasteboardRepresentation.imageTypes where type != hostImageType {
            guard let data = item.representation(forType: type)?.data else { continue }
            if let png = UIImage(data: data)?.pngData() { return [UInt8](png) }
        }
        return nil
    }
}
