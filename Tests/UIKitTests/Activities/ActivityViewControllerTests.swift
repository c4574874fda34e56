// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// An app's own share service: records what it was given and finishes when told.
@MainActor
final class UploadActivity: UIActivity {
    var prepared: [Any] = []
    var performed = 0
    var finishesAtOnce = true
    var accepts = true

    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.example.upload") }
    override var activityTitle: String? { "Upload" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { accepts }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() {
        performed += 1
        if finishesAtOnce { activityDidFinish(true) }
    }
}

/// An action activity with its own view controller.
@MainActor
final class EditActivity: UIActivity {
    let editor = UIViewController()
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.example.edit") }
    override var activityTitle: String? { "Edit" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override var activityViewController: UIViewController? { editor }
}

/// An item source that gives a different item per activity.
final class ReportSource: NSObject, UIActivityItemSource {
    var askedFor: [UIActivity.ActivityType?] = []
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "placeholder" }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        askedFor.append(activityType)
        return activityType == .copyToPasteboard ? "the full report" : "summary"
    }
}

@MainActor
@Suite("UIActivityViewController: the share sheet")
struct ActivityViewControllerTests {
    /// Launches a device and presents `sheet` from its root controller, letting the slide finish.
    private func present(_ sheet: UIActivityViewController) throws -> (HeadlessDevice, UIViewController) {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = try #require(device.application?.keyWindow)
        window.rootViewController = root
        device.advance(by: 1.0 / 60)
        root.present(sheet, animated: true)
        device.advance(by: 0.5)
        return (device, root)
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("Copy puts the strings and URLs on the general pasteboard and reports completion after the dismissal")
    func copy() throws {
        let url = URL(string: "https://example.org/notes")!
        let sheet = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: nil)
        var reports: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, returned, error in
            #expect(returned == nil && error == nil)
            reports.append((type, completed))
        }
        let (device, root) = try present(sheet)
        let rows = try #require(sheet.sheet?.actionRows)
        #expect(rows.map { $0.activity.activityTitle } == ["Copy"])
        #expect(sheet.sheet?.titleLabel.text == "Hello")
        #expect(sheet.sheet?.subtitleLabel.text == "2 items")
        device.tap(at: center(of: rows[0]))
        #expect(UIPasteboard.general.strings == ["Hello"])
        #expect(UIPasteboard.general.urls == [url])
        #expect(reports.isEmpty, "reported only once the sheet is gone")
        device.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
        #expect(reports.count == 1)
        #expect(reports.first?.0 == .copyToPasteboard)
        #expect(reports.first?.1 == true)
    }

    @Test("App activities: share ones in the icon row, actions after Copy; excluded and unwilling ones are hidden")
    func offering() throws {
        let upload = UploadActivity()
        let edit = EditActivity()
        let unwilling = UploadActivity()
        unwilling.accepts = false
        let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: [upload, edit, unwilling])
        #expect(sheet.offeredActivities.map { $0.activityTitle } == ["Upload", "Copy", "Edit"])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        let (_, _) = try present(sheet)
        #expect(sheet.sheet?.shareButtons.map { $0.activity } == [upload])
        #expect(sheet.sheet?.actionRows.map { $0.activity } == [edit])
    }

    @Test("Choosing an activity prepares it with the resolved items, performs it, and reports its type")
    func perform() throws {
        let upload = UploadActivity()
        let source = ReportSource()
        let sheet = UIActivityViewController(activityItems: [source, "extra"], applicationActivities: [upload])
        var reported: UIActivity.ActivityType?
        sheet.completionHandler = { type, completed in
            #expect(completed)
            reported = type
        }
        let (device, _) = try present(sheet)
        let button = try #require(sheet.sheet?.shareButtons.first)
        device.tap(at: center(of: button))
        #expect(upload.performed == 1)
        #expect(upload.prepared.compactMap { $0 as? String } == ["summary", "extra"])
        #expect(source.askedFor == [UIActivity.ActivityType("org.example.upload")])
        device.advance(by: 0.5)
        #expect(reported == UIActivity.ActivityType("org.example.upload"))
    }

    @Test("An activity with a view controller presents it; finishing dismisses everything")
    func activityController() throws {
        let edit = EditActivity()
        let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: [edit])
        var done = false
        sheet.completionWithItemsHandler = { _, completed, _, _ in done = completed }
        let (device, root) = try present(sheet)
        sheet.choose(edit)
        device.advance(by: 0.6)
        #expect(sheet.presentedViewController === edit.editor)
        edit.activityDidFinish(true)
        edit.activityDidFinish(true)
        device.advance(by: 0.8)
        #expect(root.presentedViewController == nil)
        #expect(done)
    }

    @Test("The close button and a tap on the dimmed screen close the sheet with no activity")
    func close() throws {
        for viaDimming in [false, true] {
            let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
            var report: (UIActivity.ActivityType?, Bool)?
            sheet.completionWithItemsHandler = { type, completed, _, _ in report = (type, completed) }
            let (device, root) = try present(sheet)
            let view = try #require(sheet.sheet)
            device.tap(at: viaDimming ? CGPoint(x: 100, y: 100) : center(of: view.closeButton))
            device.advance(by: 0.5)
            #expect(root.presentedViewController == nil)
            #expect(report != nil && report?.0 == nil && report?.1 == false)
        }
    }

    @Test("The sheet slides up over a dimmed screen")
    func golden() throws {
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.org/a")!],
                                             applicationActivities: [UploadActivity()])
        let (device, _) = try present(sheet)
        try assertGolden(device.screenshot(), named: "activity-sheet", suite: "Activities", filePath: uikitTestsRootFile())
    }
}
