// SPDX-License-Identifier: Apache-2.0
//
// Opening, exporting and sharing documents as iOS apps write them, in Swift 5 mode: the iOS 14 picker with UTTypes
// (as a copy, several at once, starting in a folder), the iOS 11 `documentTypes:in:` form with string identifiers,
// an export, and a UIDocumentInteractionController whose presenter is the view controller itself.

import Testing
import TouchstoneTesting
import UIKit
import UniformTypeIdentifiers

/// An importer: a button opens PDFs and text, picked files are read; another shares the first one.
final class ImportViewController: UIViewController, UIDocumentPickerDelegate, UIDocumentInteractionControllerDelegate {
    private(set) var imported: [String] = []
    private(set) var contents: [String] = []
    private(set) var cancelled = false
    private(set) var previewEnded = false
    var documentController: UIDocumentInteractionController?

    func importTapped() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText], asCopy: true)
        picker.delegate = self
        picker.allowsMultipleSelection = true
        picker.shouldShowFileExtensions = true
        picker.modalPresentationStyle = .formSheet
        present(picker, animated: true, completion: nil)
    }

    func legacyImport() {
        let picker = UIDocumentPickerViewController(documentTypes: ["public.text", "com.adobe.pdf"], in: .import)
        picker.delegate = self
        present(picker, animated: true)
    }

    func export(_ url: URL) {
        let picker = UIDocumentPickerViewController(forExporting: [url], asCopy: true)
        picker.delegate = self
        present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        for url in urls {
            guard url.startAccessingSecurityScopedResource() else { continue }
            defer { url.stopAccessingSecurityScopedResource() }
            imported.append(url.lastPathComponent)
            if let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) {
                contents.append(text)
            }
        }
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        cancelled = true
    }

    func share(_ url: URL) {
        let controller = UIDocumentInteractionController(url: url)
        controller.delegate = self
        controller.name = "Shared"
        documentController = controller
        if !controller.presentPreview(animated: true) {
            controller.presentOpenInMenu(from: view.bounds, in: view, animated: true)
        }
    }

    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        return self
    }

    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {
        previewEnded = true
    }
}

/// The importer's app delegate: one window showing the importer.
final class ImportAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ImportViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

@Suite("Source compatibility: document picker")
@MainActor
struct DocumentPickerIdiomsTests {
    @Test("A typical importer picks two documents as copies, and previews one through the interaction controller")
    func importerIdioms() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(ImportAppDelegate.self)
        let window = try #require((device.application?.delegate as? ImportAppDelegate)?.window)
        let importer = try #require(window.rootViewController as? ImportViewController)
        device.advance(by: 0.1)
        // The device's Files folder: `Files` under its data root, beside `Containers/`.
        let container = try #require(device.containerURL)
        let folder = container.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("one".utf8).write(to: folder.appendingPathComponent("a.txt"))
        try Data("two".utf8).write(to: folder.appendingPathComponent("b.txt"))

        importer.importTapped()
        device.advance(by: 0.6)
        let picker = try #require(importer.presentedViewController as? UIDocumentPickerViewController)
        picker.simulateUserPicking(["a.txt", "b.txt"])
        device.advance(by: 0.6)
        #expect(importer.imported == ["a.txt", "b.txt"] && importer.contents == ["one", "two"])

        importer.share(folder.appendingPathComponent("a.txt"))
        device.advance(by: 0.6)
        importer.documentController?.dismissPreview(animated: true)
        device.advance(by: 0.6)
        #expect(importer.previewEnded)
    }
}
