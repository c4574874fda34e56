// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIPasteboard: named, unique, removed and persistent pasteboards")
struct NamedPasteboardTests {
    @Test("Named pasteboards exist once created; handles with the same name share contents")
    func namedPasteboards() throws {
        let device = try launchedPasteboardDevice()
        #expect(UIPasteboard(name: UIPasteboard.Name("com.example.notes"), create: false) == nil)
        let made = try #require(UIPasteboard(name: UIPasteboard.Name("com.example.notes"), create: true))
        made.string = "shared"
        let again = try #require(UIPasteboard(name: UIPasteboard.Name("com.example.notes"), create: false))
        #expect(again.string == "shared" && again.changeCount == made.changeCount)
        #expect(!made.isPersistent && UIPasteboard.general.isPersistent)
        #expect(UIPasteboard(name: .general, create: false)?.name == .general)
        #expect(UIPasteboard.general.string == nil)
        _ = device
    }

    @Test("withUniqueName gives distinct, non-persistent pasteboards")
    func uniqueNames() throws {
        let device = try launchedPasteboardDevice()
        let a = UIPasteboard.withUniqueName(), b = UIPasteboard.withUniqueName()
        #expect(a.name != b.name && !a.isPersistent)
        a.string = "a"
        #expect(b.string == nil)
        #expect(UIPasteboard(name: a.name, create: false)?.string == "a")
        _ = device
    }

    @Test("remove(withName:) forgets the pasteboard and posts removedNotification")
    func removal() throws {
        let device = try launchedPasteboardDevice()
        let log = PasteboardNotificationLog()
        let board = UIPasteboard.withUniqueName()
        board.string = "bye"
        UIPasteboard.remove(withName: board.name)
        #expect(UIPasteboard(name: board.name, create: false) == nil)
        #expect(log.entries(for: board).map(\.name) == [UIPasteboard.changedNotification, UIPasteboard.removedNotification])
        UIPasteboard.remove(withName: UIPasteboard.Name("com.example.never-made"))
        _ = device
    }

    @Test("Persistent pasteboards survive the app's next launch; others do not")
    func persistenceAcrossLaunches() throws {
        let folder = try temporaryDataFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let first = try launchedPasteboardDevice(dataRoot: folder)
            UIPasteboard.general.items = [["public.utf8-plain-text": "kept", "com.example.tile": Data([1, 2])]]
            let kept = try #require(UIPasteboard(name: UIPasteboard.Name("com.example.kept"), create: true))
            kept.isPersistent = true
            kept.url = URL(string: "https://example.com/kept")
            let temporary = try #require(UIPasteboard(name: UIPasteboard.Name("com.example.temp"), create: true))
            temporary.string = "lost"
            first.terminate()
        }
        let second = try launchedPasteboardDevice(dataRoot: folder)
        #expect(UIPasteboard.general.string == "kept")
        #expect(UIPasteboard.general.data(forPasteboardType: "com.example.tile") == Data([1, 2]))
        #expect(UIPasteboard.general.changeCount == 1)
        let kept = try #require(UIPasteboard(name: UIPasteboard.Name("com.example.kept"), create: false))
        #expect(kept.isPersistent && kept.url?.absoluteString == "https://example.com/kept")
        #expect(UIPasteboard(name: UIPasteboard.Name("com.example.temp"), create: false) == nil)
        // Made non-persistent, it is gone at the launch after.
        kept.isPersistent = false
        let third = try launchedPasteboardDevice(dataRoot: folder)
        #expect(UIPasteboard(name: UIPasteboard.Name("com.example.kept"), create: false) == nil)
        _ = (second, third)
    }

    @Test("A malformed stored pasteboard is logged and ignored")
    func malformedStoredFile() throws {
        let folder = try temporaryDataFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let container = AppContainer(bundleIdentifier: HeadlessDevice.defaultBundleIdentifier, dataRoot: folder)
        let store = PasteboardStore(dataDirectory: container.root)
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data("not a property list".utf8).write(to: store.file(for: UIPasteboard.Name.general.rawValue))
        let (device, lines) = try UIKitDiagnostics.capturing { try launchedPasteboardDevice(dataRoot: folder) }
        #expect(lines.contains { $0.contains("malformed stored pasteboard") })
        #expect(UIPasteboard.general.numberOfItems == 0)
        UIPasteboard.general.string = "fresh"
        #expect(UIPasteboard.general.string == "fresh")
        _ = device
    }
}
