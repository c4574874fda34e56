// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UniformTypeIdentifiers
@testable import UIKit

/// A view controller that is the interaction controller's delegate and records each callback, in order.
final class RecordingInteractionDelegate: UIViewController, UIDocumentInteractionControllerDelegate {
    var calls: [String] = []
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        calls.append("viewControllerForPreview")
        return self
    }
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) { calls.append("willBeginPreview") }
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) { calls.append("didEndPreview") }
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) { calls.append("willPresentOptionsMenu") }
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) { calls.append("didDismissOptionsMenu") }
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) { calls.append("willPresentOpenInMenu") }
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) { calls.append("didDismissOpenInMenu") }
    func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?) {
        calls.append("willBeginSending \(application ?? "nil")")
    }
    func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?) {
        calls.append("didEndSending \(application ?? "nil")")
    }
}

/// A delegate without the preview method.
final class MenuOnlyInteractionDelegate: NSObject, UIDocumentInteractionControllerDelegate {}

/// UIDocumentInteractionController: its preview and its menus.
@MainActor
@Suite("UIDocumentInteractionController")
struct DocumentInteractionTests {
    /// A launched phone whose root controller is a recording delegate.
    func launch() throws -> (HeadlessDevice, RecordingInteractionDelegate) {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: LoggingDelegate())
        let root = RecordingInteractionDelegate()
        device.application?.keyWindow?.rootViewController = root
        device.advance(by: 1.0 / 60)
        return (device, root)
    }

    @Test("init(url:) sets the name and the type identifier from the file")
    func properties() throws {
        let folder = try makeFilesFolder()
        let controller = UIDocumentInteractionController(url: folder.appendingPathComponent("Report.pdf"))
        #expect(controller.name == "Report.pdf")
        #expect(controller.uti == "com.adobe.pdf")
        controller.url = folder.appendingPathComponent("Notes.txt")
        #expect(controller.uti == "public.plain-text" && controller.name == "Notes.txt")
        #expect(UIDocumentInteractionController().url == nil)
    }

    @Test("The preview: willBegin, presented from the delegate's controller, Done dismisses it, then didEnd")
    func previewCallbacksInOrder() throws {
        let folder = try makeFilesFolder()
        let (device, root) = try launch()
        let controller = UIDocumentInteractionController(url: folder.appendingPathComponent("Notes.txt"))
        controller.delegate = root

        #expect(controller.presentPreview(animated: true))
        device.advance(by: 0.6)
        let preview = try #require(controller.presentedPreview as? DocumentPreviewViewController)
        #expect(root.presentedViewController != nil)
        guard case .text(let text) = preview.content else { Issue.record("not a text preview"); return }
        #expect(text == "hello")
        #expect(!controller.presentPreview(animated: false))
        controller.dismissPreview(animated: true)
        device.advance(by: 0.6)

        #expect(root.calls == ["viewControllerForPreview", "willBeginPreview", "didEndPreview"])
        #expect(root.presentedViewController == nil)
    }

    @Test("The preview shows an image for images and the name and size otherwise")
    func previewContent() throws {
        let folder = try makeFilesFolder()
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { _ in }.pngData())
        try png.write(to: folder.appendingPathComponent("Real.png"))
        guard case .image(let image) = DocumentPreviewViewController.content(of: folder.appendingPathComponent("Real.png"), name: "Real.png") else {
            Issue.record("not an image preview"); return
        }
        #expect(image.size.width > 0)
        guard case .summary(let summary) = DocumentPreviewViewController.content(of: folder.appendingPathComponent("Data.bin"), name: "Data.bin") else {
            Issue.record("not a summary"); return
        }
        #expect(summary == "Data.bin\n3 bytes")
        // A corrupt image falls back to the summary, logged.
        let (content, lines) = UIKitDiagnostics.capturing {
            DocumentPreviewViewController.content(of: folder.appendingPathComponent("Photo.png"), name: "Photo.png")
        }
        guard case .summary = content else { Issue.record("a corrupt image should fall back"); return }
        #expect(lines.contains { $0.contains("not a readable image") })
    }

    @Test("Without the preview method the preview is refused (false, logged)")
    func previewNeedsTheDelegateMethod() throws {
        let folder = try makeFilesFolder()
        let (_, _) = try launch()
        let controller = UIDocumentInteractionController(url: folder.appendingPathComponent("Notes.txt"))
        let delegate = MenuOnlyInteractionDelegate()
        controller.delegate = delegate
        let (shown, lines) = UIKitDiagnostics.capturing { controller.presentPreview(animated: false) }
        #expect(!shown)
        #expect(lines.contains { $0.contains("does not implement") })
        #expect(!UIDocumentInteractionController().presentPreview(animated: false))
    }

    @Test("The options menu: Save to Files copies into Files, callbacks willPresent, sending, didDismiss in order")
    func optionsMenuSaveToFiles() throws {
        let app = try makeFilesFolder()
        let files = try makeFilesFolder(["Report.pdf": "older"])
        let (device, root) = try launch()
        let controller = UIDocumentInteractionController(url: app.appendingPathComponent("Report.pdf"))
        controller.filesFolder = SimulatedFilesFolder(directory: files)
        controller.delegate = root

        #expect(controller.presentOptionsMenu(from: .zero, in: root.view, animated: true))
        device.advance(by: 0.6)
        let menu = try #require(controller.presentedMenu)
        #expect(root.presentedViewController === menu)
        #expect(menu.actions.map(\.title) == ["Save to Files", "Cancel"])
        menu.simulateChoosing(actionTitled: "Save to Files")
        device.advance(by: 0.6)

        #expect(root.calls == ["willPresentOptionsMenu", "willBeginSending com.apple.DocumentsApp",
                               "didEndSending com.apple.DocumentsApp", "didDismissOptionsMenu"])
        #expect(try String(contentsOf: files.appendingPathComponent("Report 2.pdf"), encoding: .utf8) == "%PDF-1.4")
        #expect(root.presentedViewController == nil)
    }

    @Test("The Open In menu: Cancel, and dismissMenu(animated:), each end with didDismissOpenInMenu")
    func openInMenuCancelAndDismiss() throws {
        let app = try makeFilesFolder()
        let (device, root) = try launch()
        let controller = UIDocumentInteractionController(url: app.appendingPathComponent("Notes.txt"))
        controller.filesFolder = SimulatedFilesFolder(directory: try makeFilesFolder([:]))
        controller.delegate = root

        #expect(controller.presentOpenInMenu(from: .zero, in: root.view, animated: false))
        device.advance(by: 0.6)
        #expect(!controller.presentOpenInMenu(from: .zero, in: root.view, animated: false))
        controller.presentedMenu?.simulateChoosing(actionTitled: "Cancel")
        device.advance(by: 0.6)
        #expect(controller.presentOpenInMenu(from: .zero, in: root.view, animated: false))
        device.advance(by: 0.6)
        controller.dismissMenu(animated: true)
        device.advance(by: 0.6)

        #expect(root.calls == ["willPresentOpenInMenu", "didDismissOpenInMenu", "willPresentOpenInMenu", "didDismissOpenInMenu"])
        #expect(root.presentedViewController == nil && controller.presentedMenu == nil)
    }

    @Test("Bad input: a view in no window refuses the menu; saving a missing file is logged, the callbacks still end")
    func badInput() throws {
        let folder = try makeFilesFolder()
        let (device, root) = try launch()
        let controller = UIDocumentInteractionController(url: folder.appendingPathComponent("Gone.pdf"))
        controller.filesFolder = SimulatedFilesFolder(directory: try makeFilesFolder([:]))
        controller.delegate = root
        #expect(!UIDocumentInteractionController().presentOptionsMenu(from: .zero, in: root.view, animated: false))

        #expect(controller.presentOptionsMenu(from: .zero, in: root.view, animated: false))
        device.advance(by: 0.6)
        let (_, lines) = UIKitDiagnostics.capturing {
            controller.presentedMenu?.simulateChoosing(actionTitled: "Save to Files")
            device.advance(by: 0.6)
        }
        #expect(lines.contains { $0.contains("does not exist or cannot be read") })
        #expect(root.calls.last == "didDismissOptionsMenu")
    }
}
