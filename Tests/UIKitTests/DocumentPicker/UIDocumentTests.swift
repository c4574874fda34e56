// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A text document, as apps subclass UIDocument.
final class TextDocument: UIDocument {
    var text = ""
    var failsToEncode = false
    override func contents(forType typeName: String) throws -> Any {
        if failsToEncode { return "not data" }
        return Data(text.utf8)
    }
    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
    }
}

/// UIDocument: open, save, close, changes and autosave.
@MainActor
@Suite("UIDocument")
struct UIDocumentTests {
    func launch() throws -> HeadlessDevice {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: LoggingDelegate())
        return device
    }

    @Test("Save for creating writes the file and opens the document; open reads it back; completions come later")
    func saveAndOpen() throws {
        let device = try launch()
        let url = try makeFilesFolder([:]).appendingPathComponent("Note.txt")
        let document = TextDocument(fileURL: url)
        #expect(document.documentState == .closed && document.localizedName == "Note")
        document.text = "hello"
        var results: [String] = []
        document.save(to: url, for: .forCreating) { results.append("saved \($0)") }
        #expect(results.isEmpty)
        device.advance(by: 0.1)
        #expect(results == ["saved true"] && document.documentState == .normal)

        let reopened = TextDocument(fileURL: url)
        reopened.open { results.append("opened \($0)") }
        device.advance(by: 0.1)
        #expect(results.last == "opened true" && reopened.text == "hello")
        #expect(reopened.fileType == "public.plain-text" && reopened.fileModificationDate != nil)
    }

    @Test("Changes count until saved; close saves them; autosave runs after the delay and on entering the background")
    func changesAndAutosave() throws {
        let device = try launch()
        let url = try makeFilesFolder(["Note.txt": "v1"]).appendingPathComponent("Note.txt")
        let document = TextDocument(fileURL: url)
        document.open()
        device.advance(by: 0.1)
        #expect(!document.hasUnsavedChanges)

        document.text = "v2"
        document.updateChangeCount(.done)
        #expect(document.hasUnsavedChanges)
        device.advance(by: UIDocument.autosaveDelay + 1)
        #expect(!document.hasUnsavedChanges)
        #expect(try String(contentsOf: url, encoding: .utf8) == "v2")

        document.text = "v3"
        document.updateChangeCount(.done)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        #expect(try String(contentsOf: url, encoding: .utf8) == "v3")

        document.text = "v4"
        document.updateChangeCount(.done)
        document.updateChangeCount(.undone)
        #expect(!document.hasUnsavedChanges)
        document.updateChangeCount(.redone)
        var closed: Bool?
        document.close { closed = $0 }
        device.advance(by: 0.1)
        #expect(closed == true && document.documentState == .closed)
        #expect(try String(contentsOf: url, encoding: .utf8) == "v4")
    }

    @Test("Errors are handled, never fatal: a missing file fails to open, bad contents set savingError")
    func errors() throws {
        let device = try launch()
        let folder = try makeFilesFolder([:])
        let missing = TextDocument(fileURL: folder.appendingPathComponent("Missing.txt"))
        var opened: Bool?
        let (_, lines) = UIKitDiagnostics.capturing { missing.open { opened = $0 } }
        device.advance(by: 0.1)
        #expect(opened == false && missing.documentState == .closed)
        #expect(lines.contains { $0.contains("Missing.txt") })

        let bad = TextDocument(fileURL: folder.appendingPathComponent("Bad.txt"))
        bad.failsToEncode = true
        var saved: Bool?
        bad.save(to: bad.fileURL, for: .forCreating) { saved = $0 }
        device.advance(by: 0.1)
        #expect(saved == false && bad.documentState.contains(.savingError))
        #expect(!FileManager.default.fileExists(atPath: bad.fileURL.path))
    }

    @Test("The state-changed notification is posted when the state changes")
    func stateNotification() throws {
        let device = try launch()
        let url = try makeFilesFolder(["Note.txt": "x"]).appendingPathComponent("Note.txt")
        let document = TextDocument(fileURL: url)
        final class Counter: @unchecked Sendable { var posts = 0 }
        let counter = Counter()
        let observer = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification,
                                                              object: document, queue: nil) { _ in counter.posts += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        document.open()
        document.disableEditing()
        device.advance(by: 0.1)
        #expect(counter.posts == 2 && document.documentState == .editingDisabled)
    }
}
