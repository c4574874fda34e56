// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UniformTypeIdentifiers
@testable import UIKit

/// UIDocumentPickerViewController over the simulated Files folder.
@MainActor
@Suite("UIDocumentPickerViewController")
struct DocumentPickerTests {
    @Test("The list shows only the documents conforming to the content types, names without extensions")
    func typesFilter() throws {
        let folder = try makeFilesFolder()
        let (picker, _) = makePicker(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .text]), folder: folder)
        let (_, _) = try presentOnDevice(picker)

        #expect(picker.listedDocuments.map(\.lastPathComponent) == ["Notes.txt", "Report.pdf"])
        let browser = try #require(picker.browser)
        #expect(browser.tableView.numberOfRows(inSection: 0) == 2)
        #expect(browser.displayName(of: picker.listedDocuments[1]) == "Report")
        picker.shouldShowFileExtensions = true
        #expect(browser.displayName(of: picker.listedDocuments[1]) == "Report.pdf")
    }

    @Test("Opening in place reports the file in Files itself, after the picker has dismissed itself")
    func openInPlace() throws {
        let folder = try makeFilesFolder()
        let (picker, delegate) = makePicker(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf]), folder: folder)
        let (device, root) = try presentOnDevice(picker)

        picker.simulateUserPicking(["Report"])
        device.advance(by: 0.6)

        #expect(delegate.picks == [[folder.appendingPathComponent("Report.pdf").standardizedFileURL]])
        #expect(root.presentedViewController == nil)
    }

    @Test("Opening as a copy reports a copy in the Inbox, a taken name getting a number")
    func openAsCopy() throws {
        let folder = try makeFilesFolder()
        let (picker, delegate) = makePicker(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true),
                                            folder: folder)
        let inbox = try #require(picker.inboxFolder)
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: inbox.appendingPathComponent("Report.pdf"))
        let (device, _) = try presentOnDevice(picker)

        picker.simulateUserPicking(["Report.pdf"])
        device.advance(by: 0.6)

        let url = try #require(delegate.picks.first?.first)
        #expect(url.lastPathComponent == "Report 2.pdf")
        #expect(url.deletingLastPathComponent().standardizedFileURL == inbox.standardizedFileURL)
        #expect(try String(contentsOf: url, encoding: .utf8) == "%PDF-1.4")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Report.pdf").path))
    }

    @Test("The default Inbox is <tmp>/<bundle id>-Inbox in the app's container, the default Files <data root>/Files")
    func defaultFolders() throws {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text], asCopy: true)
        let delegate = RecordingDocumentDelegate()
        picker.delegate = delegate
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: LoggingDelegate())
        let container = try #require(device.application?.runtime?.container)
        let files = try #require(container.dataRoot).appendingPathComponent("Files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        try Data("hi".utf8).write(to: files.appendingPathComponent("Hello.txt"))
        let root = UIViewController()
        device.application?.keyWindow?.rootViewController = root
        device.advance(by: 1.0 / 60)
        root.present(picker, animated: false)
        device.advance(by: 0.1)

        picker.simulateUserPicking(["Hello"])
        device.advance(by: 0.6)

        let expected = container.temporary.appendingPathComponent("\(container.bundleIdentifier)-Inbox/Hello.txt")
        #expect(delegate.picks.first?.first?.standardizedFileURL.path == expected.standardizedFileURL.path)
    }

    @Test("With multiple selection rows toggle and Done reports every checked document, in list order")
    func multipleSelection() throws {
        let folder = try makeFilesFolder()
        let (picker, delegate) = makePicker(UIDocumentPickerViewController(forOpeningContentTypes: [.data]), folder: folder)
        picker.allowsMultipleSelection = true
        let (device, _) = try presentOnDevice(picker)
        let browser = try #require(picker.browser)
        #expect(browser.doneItem?.isEnabled == false)

        browser.tapRow(0)
        browser.tapRow(2)
        browser.tapRow(0)
        #expect(delegate.picks.isEmpty)
        #expect(browser.checkedRows == [2] && browser.doneItem?.isEnabled == true)
        picker.simulateUserPicking(["Report"])
        device.advance(by: 0.6)

        #expect(delegate.picks.map { $0.map(\.lastPathComponent) } == [["Photo.png", "Report.pdf"]])
    }

    @Test("A tap on a row of the table opens that document")
    func tapOnRow() throws {
        let folder = try makeFilesFolder()
        let (picker, delegate) = makePicker(UIDocumentPickerViewController(forOpeningContentTypes: [.text]), folder: folder)
        let (device, _) = try presentOnDevice(picker)
        let browser = try #require(picker.browser)
        device.advance(by: 0.1)
        let cell = try #require(browser.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))

        device.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        device.advance(by: 0.6)

        #expect(delegate.picks.map { $0.map(\.lastPathComponent) } == [["Notes.txt"]])
    }

    @Test("Exporting a copy puts the file into Files; moving removes the original")
    func export() throws {
        let folder = try makeFilesFolder([:])
        let app = try makeFilesFolder(["Draft.txt": "draft", "Move.txt": "move"])
        let (copier, copied) = makePicker(UIDocumentPickerViewController(forExporting: [app.appendingPathComponent("Draft.txt")],
                                                                          asCopy: true), folder: folder)
        let (device, root) = try presentOnDevice(copier)
        #expect(copier.browser?.title == "Save to Files")
        copier.simulateUserTappingDone()
        device.advance(by: 0.6)
        let mover = makePicker(UIDocumentPickerViewController(forExporting: [app.appendingPathComponent("Move.txt")]),
                               folder: folder)
        root.present(mover.0, animated: false)
        device.advance(by: 0.1)
        mover.0.simulateUserTappingDone()
        device.advance(by: 0.6)

        #expect(copied.picks == [[folder.appendingPathComponent("Draft.txt").standardizedFileURL]])
        #expect(mover.1.picks == [[folder.appendingPathComponent("Move.txt").standardizedFileURL]])
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Draft.txt").path))
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Move.txt").path))
        #expect(try String(contentsOf: folder.appendingPathComponent("Move.txt"), encoding: .utf8) == "move")
    }

    @Test("Cancel dismisses the picker and tells the delegate once")
    func cancel() throws {
        let (picker, delegate) = makePicker(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf]),
                                            folder: try makeFilesFolder())
        let (device, root) = try presentOnDevice(picker)

        picker.simulateUserCancelling()
        picker.simulateUserCancelling()
        device.advance(by: 0.6)

        #expect(delegate.cancels == 1 && delegate.picks.isEmpty)
        #expect(root.presentedViewController == nil)
    }

    @Test("The deprecated forms: documentTypes/url with a mode, and the iOS 8 single-document delegate method")
    func deprecatedForms() throws {
        let folder = try makeFilesFolder()
        let importer = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf", "no.such.type"], in: .import)
        #expect(importer.documentPickerMode == .import)
        #expect(importer.contentTypes == [.pdf])
        let exporter = UIDocumentPickerViewController(url: folder.appendingPathComponent("Notes.txt"), in: .moveToService)
        #expect(exporter.documentPickerMode == .moveToService)
        #expect(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf]).documentPickerMode == .open)
        #expect(UIDocumentPickerViewController(forExporting: [], asCopy: true).documentPickerMode == .exportToService)

        let picker = UIDocumentPickerViewController(documentTypes: ["public.plain-text"], in: .open)
        picker.filesFolder = SimulatedFilesFolder(directory: folder)
        let legacy = LegacyDocumentDelegate()
        picker.delegate = legacy
        let (device, _) = try presentOnDevice(picker)
        picker.simulateUserPicking(["Notes"])
        device.advance(by: 0.6)

        #expect(legacy.urls == [folder.appendingPathComponent("Notes.txt").standardizedFileURL])
    }

    @Test("Bad input is logged, never fatal: a missing folder, an unknown name, a missing export source, a bad mode")
    func badInput() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
        let (picker, delegate) = makePicker(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf]), folder: missing)
        picker.directoryURL = missing.appendingPathComponent("Sub")
        let (result, lines) = try UIKitDiagnostics.capturing { try presentOnDevice(picker) }
        let (device, _) = result
        #expect(picker.listedDocuments.isEmpty)
        #expect(lines.contains { $0.contains("is not a folder") })

        let (_, pickLines) = UIKitDiagnostics.capturing { picker.simulateUserPicking(["Ghost"]) }
        #expect(pickLines.contains { $0.contains("no document named Ghost") })
        #expect(delegate.picks.isEmpty && delegate.cancels == 0)

        let (exporter, exported) = makePicker(UIDocumentPickerViewController(forExporting: [missing.appendingPathComponent("x.txt")],
                                                                              asCopy: true), folder: try makeFilesFolder([:]))
        picker.simulateUserCancelling()
        device.advance(by: 0.6)
        device.application?.keyWindow?.rootViewController?.present(exporter, animated: false)
        device.advance(by: 0.1)
        let (_, exportLines) = UIKitDiagnostics.capturing {
            exporter.simulateUserTappingDone()
            device.advance(by: 0.6)
        }
        #expect(exportLines.contains { $0.contains("does not exist or cannot be read") })
        #expect(exported.picks.isEmpty && exported.cancels == 1)

        let (bad, modeLines) = UIKitDiagnostics.capturing { UIDocumentPickerViewController(documentTypes: ["public.data"], in: .exportToService) }
        #expect(bad.documentPickerMode == .import)
        #expect(modeLines.contains { $0.contains("iOS raises") })
    }
}
