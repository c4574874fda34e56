// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

/// A desktop clipboard for the tests: text as raw bytes, a change counter that moves on every write (the app's
/// included, as a real desktop's does), and a log of what UIKit read and wrote.
private final class FakeHostClipboard: HostClipboard {
    var clipboardChangeCount = 0
    var bytes: [UInt8]?
    var reads = 0
    var written: [String] = []

    func clipboardText() -> [UInt8]? {
        reads += 1
        return bytes
    }

    func setClipboardText(_ text: String) {
        written.append(text)
        bytes = Array(text.utf8)
        clipboardChangeCount += 1
    }

    /// The user copied `bytes` in another desktop program.
    func desktopCopies(_ bytes: [UInt8]?) {
        self.bytes = bytes
        clipboardChangeCount += 1
    }
}

/// The bridge between the general pasteboard and the desktop clipboard (``HostClipboard``), called as
/// `AppRuntime.synchronizeClipboard` calls it once per run-loop turn.
@MainActor
@Suite("Desktop clipboard sync")
final class HostClipboardSyncTests {
    /// A launched device's pasteboard server, and its general pasteboard.
    private func launched() throws -> (PasteboardServer, UIPasteboard) {
        let device = try launchedPasteboardDevice()
        devices.append(device)
        let server = try #require(device.application?.runtime?.pasteboards)
        return (server, UIPasteboard(handleFor: UIPasteboard.Name.general.rawValue, server: server))
    }

    private var devices: [HeadlessDevice] = []

    @Test("At the first turn the desktop's text wins; it is not written back to the desktop")
    func desktopToApp() throws {
        let (server, general) = try launched()
        let host = FakeHostClipboard()
        host.desktopCopies(Array("from the desktop".utf8))
        server.synchronize(with: host)
        #expect(general.string == "from the desktop")
        server.synchronize(with: host)
        #expect(host.written.isEmpty)
        // The desktop copies again: the general pasteboard follows, and changeCount moves once.
        let count = general.changeCount
        host.desktopCopies(Array("second".utf8))
        server.synchronize(with: host)
        #expect(general.string == "second" && general.changeCount == count + 1)
        server.synchronize(with: host)
        #expect(host.written.isEmpty)
    }

    @Test("Text the app copies goes to the desktop once; its own write coming back is not a change")
    func appToDesktop() throws {
        let (server, general) = try launched()
        let host = FakeHostClipboard()
        server.synchronize(with: host)
        #expect(host.written.isEmpty)
        general.string = "from the app"
        server.synchronize(with: host)
        #expect(host.written == ["from the app"])
        let count = general.changeCount
        server.synchronize(with: host)
        server.synchronize(with: host)
        #expect(host.written == ["from the app"])
        #expect(general.changeCount == count && general.string == "from the app")
    }

    @Test("The desktop clipboard is read only when its change counter moved")
    func readsOnlyOnChange() throws {
        let (server, general) = try launched()
        let host = FakeHostClipboard()
        host.desktopCopies(Array("a".utf8))
        server.synchronize(with: host)
        #expect(host.reads == 1)
        host.bytes = Array("changed behind the counter".utf8)
        server.synchronize(with: host)
        #expect(host.reads == 1 && general.string == "a")
    }

    @Test("Invalid UTF-8 from the desktop is repaired with U+FFFD; empty or missing text changes nothing")
    func badBytes() throws {
        let (server, general) = try launched()
        let host = FakeHostClipboard()
        general.string = "kept"
        server.synchronize(with: host)
        let count = general.changeCount
        host.desktopCopies(nil)
        server.synchronize(with: host)
        host.desktopCopies([])
        server.synchronize(with: host)
        #expect(general.string == "kept" && general.changeCount == count)
        host.desktopCopies([0x68, 0x69, 0xFF, 0xC3, 0x28, 0xE2, 0x82])
        server.synchronize(with: host)
        #expect(general.string == "hi\u{FFFD}\u{FFFD}(\u{FFFD}")
        // The same text again (the desktop re-announced it) is no change.
        let repaired = general.changeCount
        host.desktopCopies([0x68, 0x69, 0xFF, 0xC3, 0x28, 0xE2, 0x82])
        server.synchronize(with: host)
        #expect(general.changeCount == repaired)
    }

    @Test("A host without an image clipboard gets only text: an image is not sent as text, clearing sends nothing")
    func onlyText() throws {
        let (server, general) = try launched()
        let host = FakeHostClipboard()
        server.synchronize(with: host)
        general.setData(Data([1, 2, 3]), forPasteboardType: "public.png")
        server.synchronize(with: host)
        general.items = []
        server.synchronize(with: host)
        #expect(host.written.isEmpty)
        general.string = "text"
        server.synchronize(with: host)
        #expect(host.written == ["text"])
    }
}
