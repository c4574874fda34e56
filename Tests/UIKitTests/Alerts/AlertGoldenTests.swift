// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Alert and sheet rendering")
struct AlertGoldenTests {
    /// The screenshot cropped to `rect` (points), or the whole screen.
    private func shot(_ device: HeadlessDevice, _ window: UIWindow, crop rect: CGRect? = nil) throws -> CGImage {
        let image = device.screenshot()
        guard let rect else { return image }
        let scale = CGFloat(image.width) / window.bounds.width
        return try #require(image.cropping(to: rect.applying(CGAffineTransform(scaleX: scale, y: scale)).integral))
    }

    @Test("Golden: iPhone OS 3's blue glossy UIAlertView, two buttons side by side and three stacked")
    func classicAlerts() throws {
        let (device, window) = try launchedAlertDevice(.iPhone3GS)
        let pair = UIAlertView(title: "Delete Draft?", message: "The draft will be lost.", delegate: nil,
                               cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
        pair.show()
        device.advance(by: 0.5)
        try assertGolden(try shot(device, window), named: "classic-alert-pair", suite: "Alerts",
                         filePath: uikitTestsRootFile())
        pair.dismiss(withClickedButtonIndex: 0, animated: false)
        let stack = UIAlertView(title: "Save Changes?", message: "Choose where to keep the document.",
                                delegate: nil, cancelButtonTitle: "Cancel", otherButtonTitles: "Save", "Save a Copy")
        stack.show()
        device.advance(by: 0.5)
        // A finger held on "Save": the button glows.
        device.touchDown(at: try screenCenter(ofButton: 1, in: stack.content))
        device.advance(by: 1.0 / 60)
        try assertGolden(try shot(device, window), named: "classic-alert-stacked", suite: "Alerts",
                         filePath: uikitTestsRootFile())
        device.touchUp()
    }

    @Test("Golden: iPhone OS 3's action sheet with a red destructive and a dark cancel button; the black style")
    func classicSheets() throws {
        let (device, window) = try launchedAlertDevice(.iPhone3GS)
        let sheet = UIActionSheet(title: "Share this photo", delegate: nil, cancelButtonTitle: "Cancel",
                                  destructiveButtonTitle: "Delete Photo", otherButtonTitles: "Email Photo",
                                  "Assign to Contact")
        sheet.show(in: window)
        device.advance(by: 0.5)
        try assertGolden(try shot(device, window), named: "classic-sheet", suite: "Alerts",
                         filePath: uikitTestsRootFile())
        sheet.dismiss(withClickedButtonIndex: 3, animated: false)
        let black = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil,
                                  otherButtonTitles: "Reply", "Forward")
        black.actionSheetStyle = .blackTranslucent
        black.show(in: window)
        device.advance(by: 0.5)
        try assertGolden(try shot(device, window, crop: CGRect(x: 0, y: 280, width: 320, height: 200)),
                         named: "classic-sheet-black", suite: "Alerts", filePath: uikitTestsRootFile())
    }

    @Test("Golden: the modern white alert with hairline-separated buttons, side by side and stacked")
    func modernAlerts() throws {
        let (device, window) = try launchedAlertDevice(.modernPhone)
        let pair = UIAlertView(title: "Delete Draft?", message: "The draft will be lost.", delegate: nil,
                               cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
        pair.show()
        device.advance(by: 0.5)
        try assertGolden(try shot(device, window, crop: pair.frame.insetBy(dx: -20, dy: -20)),
                         named: "modern-alert-pair", suite: "Alerts", filePath: uikitTestsRootFile())
        pair.dismiss(withClickedButtonIndex: 0, animated: false)
        let stack = UIAlertView(title: "Save Changes?", message: "Choose where to keep the document.",
                                delegate: nil, cancelButtonTitle: "Cancel", otherButtonTitles: "Save", "Save a Copy")
        stack.show()
        device.advance(by: 0.5)
        device.touchDown(at: try screenCenter(ofButton: 2, in: stack.content))
        device.advance(by: 1.0 / 60)
        try assertGolden(try shot(device, window, crop: stack.frame.insetBy(dx: -20, dy: -20)),
                         named: "modern-alert-stacked", suite: "Alerts", filePath: uikitTestsRootFile())
        device.touchUp()
    }

    @Test("Golden: the modern action sheet: a red destructive button, the cancel button in its own group")
    func modernSheet() throws {
        let (device, window) = try launchedAlertDevice(.modernPhone)
        let sheet = UIActionSheet(title: "Share this photo", delegate: nil, cancelButtonTitle: "Cancel",
                                  destructiveButtonTitle: "Delete Photo", otherButtonTitles: "Email Photo",
                                  "Assign to Contact")
        sheet.show(in: window)
        device.advance(by: 0.5)
        try assertGolden(try shot(device, window, crop: CGRect(x: 0, y: 452, width: 393, height: 400)),
                         named: "modern-sheet", suite: "Alerts", filePath: uikitTestsRootFile())
    }

    @Test("Golden: UIAlertController alerts (preferred action bold, destructive red) and a titled sheet, both profiles")
    func alertControllers() throws {
        for (profile, suffix) in [(DeviceProfile.iPhone3GS, "classic"), (.modernPhone, "modern")] {
            let (device, window) = try launchedAlertDevice(profile)
            let root = UIViewController()
            window.rootViewController = root
            root.view.backgroundColor = nil
            let alert = UIAlertController(title: "Unsaved Changes",
                                          message: "Save the changes you made to this document?",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let save = UIAlertAction(title: "Save", style: .default)
            alert.addAction(save)
            alert.preferredAction = save
            root.present(alert, animated: true)
            device.advance(by: 0.5)
            let panel = try #require(alert.content).convert(try #require(alert.content).bounds, to: nil)
            try assertGolden(try shot(device, window, crop: panel.insetBy(dx: -10, dy: -10)),
                             named: "controller-alert-\(suffix)", suite: "Alerts", filePath: uikitTestsRootFile())
            alert.dismiss(animated: false)

            let sheet = UIAlertController(title: "Photo Library", message: "Choose what to do with 3 photos.",
                                          preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            root.present(sheet, animated: true)
            device.advance(by: 0.5)
            let height = window.bounds.height
            try assertGolden(try shot(device, window, crop: CGRect(x: 0, y: height - 330, width: window.bounds.width,
                                                                   height: 330)),
                             named: "controller-sheet-\(suffix)", suite: "Alerts", filePath: uikitTestsRootFile())
        }
    }
}
