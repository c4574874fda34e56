// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIActionSheet")
struct UIActionSheetTests {
    @Test("Button indexes: destructive first, then the others, then cancel; the 4-argument form: destructive, cancel")
    func indexes() {
        let sheet = UIActionSheet(title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
                                  otherButtonTitles: "A", "B")
        #expect(sheet.numberOfButtons == 4)
        #expect(sheet.destructiveButtonIndex == 0)
        #expect(sheet.firstOtherButtonIndex == 1)
        #expect(sheet.cancelButtonIndex == 3)
        #expect(sheet.buttonTitle(at: 3) == "Cancel")
        let short = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete")
        #expect(short.destructiveButtonIndex == 0)
        #expect(short.cancelButtonIndex == 1)
        #expect(short.firstOtherButtonIndex == -1)
        #expect(short.title == "")
        // The cancel button is drawn last and the destructive one red whatever their indexes.
        short.addButton(withTitle: "Later")
        #expect(short.content.currentLayout.displayOrder.last == 1 || short.content.layout(width: 320).displayOrder.last == 1)
        #expect(short.content.buttons[0].role == .destructive)
    }

    @Test("The sheet rises to the bottom edge; delegate order for a tap; it slides away before didDismiss")
    func showAndTap() throws {
        let (device, window) = try launchedAlertDevice(.iPhone3GS)
        let log = AlertDelegateLog()
        let sheet = UIActionSheet(title: "Title", delegate: log, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil,
                                  otherButtonTitles: "Share")
        sheet.show(in: window)
        #expect(log.calls == ["willPresent"])
        device.advance(by: 1.0 / 60)
        let start = try #require(sheet.layer.presentation())
        #expect(start.transform.m42 > 50)  // still well below its place
        device.advance(by: 0.4)
        #expect(log.calls == ["willPresent", "didPresent"])
        #expect(sheet.frame.maxY == 480)
        #expect(sheet.frame.width == 320)
        device.tap(at: try screenCenter(ofButton: 0, in: sheet.content))
        #expect(log.calls.suffix(2) == ["clicked 0", "willDismiss 0"])
        device.advance(by: 0.15)
        #expect(sheet.layer.presentation()!.transform.m42 > 0)
        device.advance(by: 0.3)
        #expect(log.calls.last == "didDismiss 0")
    }

    @Test("On a modern phone a tap outside the sheet taps its cancel button; on iPhone OS 3 it does nothing")
    func tapOutside() throws {
        let (modern, modernWindow) = try launchedAlertDevice(.modernPhone)
        let log = AlertDelegateLog()
        let sheet = UIActionSheet(title: nil, delegate: log, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
                                  otherButtonTitles: "Share")
        sheet.show(in: modernWindow)
        modern.advance(by: 0.5)
        #expect(sheet.frame.maxY == 818)  // above the 34-point home indicator inset
        #expect(sheet.frame.width == 377)  // 8 points in from each side
        modern.tap(at: CGPoint(x: 200, y: 100))
        #expect(log.calls == ["willPresent", "didPresent", "clicked 2", "willDismiss 2"])

        let (classic, classicWindow) = try launchedAlertDevice(.iPhone3GS)
        let classicLog = AlertDelegateLog()
        let old = UIActionSheet(title: nil, delegate: classicLog, cancelButtonTitle: "Cancel",
                                destructiveButtonTitle: nil, otherButtonTitles: "Share")
        old.show(in: classicWindow)
        classic.advance(by: 0.5)
        classic.tap(at: CGPoint(x: 160, y: 100))
        #expect(classicLog.calls == ["willPresent", "didPresent"])
        #expect(old.isVisible)
    }

    @Test("A sheet blocks touches beneath it; showing from a view not in a window logs and uses the main screen")
    func blocksTouchesAndLogs() throws {
        let (device, window) = try launchedAlertDevice(.iPhone3GS)
        let beneath = TouchView("beneath", frame: CGRect(x: 0, y: 20, width: 320, height: 100))
        window.addSubview(beneath)
        let sheet = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
        let (_, lines) = UIKitDiagnostics.capturing { sheet.show(in: UIView()) }
        #expect(lines == ["UIActionSheet.show(in:): the view is not in a window; showing on the main screen"])
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 160, y: 60))
        #expect(beneath.calls.isEmpty)
        #expect(sheet.isVisible)
    }

    @Test("show(from:) a black toolbar gives an automatic-style sheet the black look; an explicit style wins")
    func showFromToolbar() throws {
        let (device, window) = try launchedAlertDevice(.iPhone3GS)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        toolbar.barStyle = .black
        toolbar.isTranslucent = false
        window.addSubview(toolbar)
        let sheet = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
        sheet.show(from: toolbar)
        device.advance(by: 0.5)
        guard case .black(translucent: false) = sheet.content.sheetTint else {
            Issue.record("expected the opaque black sheet, got \(sheet.content.sheetTint)")
            return
        }
        #expect(sheet.frame.maxY == 480)  // over the toolbar, from the bottom of the screen
        sheet.dismiss(withClickedButtonIndex: 0, animated: false)
        sheet.actionSheetStyle = .default
        sheet.show(from: UITabBar(frame: .zero))
        guard case .standard = sheet.content.sheetTint else {
            Issue.record("expected the standard sheet, got \(sheet.content.sheetTint)")
            return
        }
    }
}
