// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

/// A desktop clipboard with text and PNG images: the counter moves on every write, as a real desktop's does.
private final class FakeImageClipboard: HostClipboard {
    var clipboardChangeCount = 0
    var text: [UInt8]?
    var png: [UInt8]?
    var writtenText: [String] = []
    var writtenImages: [[UInt8]] = []
    var imageReads = 0

    func clipboardText() -> [UInt8]? { text }
    func setClipboardText(_ text: String) {
        writtenText.append(text)
        self.text = Array(text.utf8)
        png = nil
        clipboardChangeCount += 1
    }
    func clipboardImagePNG() -> [UInt8]? {
        imageReads += 1
        return png
    }
    func setClipboardImage(png: [UInt8]) {
        writtenImages.append(png)
        self.png = png
        text = nil
        clipboardChangeCount += 1
    }

    /// Another desktop program copied `text` and/or `png`.
    func desktopCopies(text: String? = nil, png: [UInt8]? = nil) {
        self.text = text.map { Array($0.utf8) }
        self.png = png
        clipboardChangeCount += 1
    }
}

/// The PNG file of a `size`-point image filled with `color` (scale 1).
@MainActor
private func pngBytes(_ color: UIColor, size: CGSize = CGSize(width: 4, height: 3)) throws -> [UInt8] {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
    return [UInt8](try #require(image.pngData()))
}

/// PNG images crossing between the general pasteboard and the desktop clipboard (``HostClipboard``'s image
/// methods), as `AppRuntime` calls the bridge once per run-loop turn.
@MainActor
@Suite("Desktop image clipboard sync")
final class HostImageClipboardTests {
    private var devices: [HeadlessDevice] = []

    private func launched() throws -> (PasteboardServer, UIPasteboard) {
        let device = try launchedPasteboardDevice()
        devices.append(device)
        let server = try #require(device.application?.runtime?.pasteboards)
        return (server, UIPasteboard(handleFor: UIPasteboard.Name.general.rawValue, server: server))
    }

    @Test("An image copied on the desktop arrives as the general pasteboard's PNG image")
    func desktopImageToApp() throws {
        let (server, general) = try launched()
        let host = FakeImageClipboard()
        server.synchronize(with: host)
        let png = try pngBytes(.red)
        host.desktopCopies(png: png)
        server.synchronize(with: host)
        #expect(general.hasImages)
        #expect(general.types == ["public.png"])
        #expect(general.data(forPasteboardType: "public.png") == Data(png))
        let image = try #require(general.image)
        #expect(image.size == CGSize(width: 4, height: 3))
        // Nothing goes back to the desktop.
        server.synchronize(with: host)
        #expect(host.writtenImages.isEmpty && host.writtenText.isEmpty)
    }

    @Test("Text and an image copied together become one item with both representations")
    func textAndImage() throws {
        let (server, general) = try launched()
        let host = FakeImageClipboard()
        server.synchronize(with: host)
        host.desktopCopies(text: "caption", png: try pngBytes(.blue))
        server.synchronize(with: host)
        #expect(general.numberOfItems == 1)
        #expect(general.string == "caption" && general.hasImages)
    }

    @Test("An image the app copies goes to the desktop as PNG once; the desktop giving it back is no change")
    func appImageToDesktop() throws {
        let (server, general) = try launched()
        let host = FakeImageClipboard()
        server.synchronize(with: host)
        let png = try pngBytes(.green)
        general.image = UIImage(data: Data(png))
        server.synchronize(with: host)
        #expect(host.writtenImages.count == 1)
        let sent = try #require(host.writtenImages.first)
        #expect(UIImage(data: Data(sent))?.size == CGSize(width: 4, height: 3))
        let count = general.changeCount
        server.synchronize(with: host)
        server.synchronize(with: host)
        #expect(host.writtenImages.count == 1 && general.changeCount == count)
    }

    @Test("A JPEG on the general pasteboard is converted to PNG for the desktop; text wins over an image")
    func conversionAndPriority() throws {
        let (server, general) = try launched()
        let host = FakeImageClipboard()
        server.synchronize(with: host)
        let image = try #require(UIImage(data: Data(try pngBytes(.red))))
        general.setData(try #require(image.jpegData(compressionQuality: 0.9)), forPasteboardType: "public.jpeg")
        server.synchronize(with: host)
        let sent = try #require(host.writtenImages.last)
        #expect(Array(sent.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        general.items = [["public.utf8-plain-text": "words", "public.png": image]]
        server.synchronize(with: host)
        #expect(host.writtenText == ["words"] && host.writtenImages.count == 1)
    }

    @Test("Bytes that are not a PNG image are ignored (logged); the pasteboard keeps its contents")
    func badImage() throws {
        let (server, general) = try launched()
        let host = FakeImageClipboard()
        general.string = "kept"
        server.synchronize(with: host)
        let count = general.changeCount
        host.desktopCopies(png: [0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        server.synchronize(with: host)
        #expect(general.string == "kept" && general.changeCount == count && !general.hasImages)
    }

    @Test("The desktop's image is read only when its change counter moved")
    func readsOnlyOnChange() throws {
        let (server, _) = try launched()
        let host = FakeImageClipboard()
        host.desktopCopies(png: try pngBytes(.red))
        server.synchronize(with: host)
        server.synchronize(with: host)
        server.synchronize(with: host)
        #expect(host.imageReads == 1)
    }
}
