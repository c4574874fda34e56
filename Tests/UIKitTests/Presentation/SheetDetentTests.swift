// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Sheet detents")
struct SheetDetentTests {
    @Test("Detents set before presentation are used: .medium() rests at half the screen, presenter not shrunk")
    func mediumDetent() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let sheet = UIViewController()
        let presentation = try #require(sheet.sheetPresentationController)
        presentation.detents = [.medium(), .large()]
        presentation.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        #expect(sheet.presentationController === presentation)
        device.advance(by: 0.6)
        #expect(sheet.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(root.view.transform == .identity)
        #expect(presentation.dimmingView?.alpha == 1)
        #expect(presentation.grabber?.isHidden == false)
        #expect(presentation.grabber?.frame == CGRect(x: 178.5, y: 431, width: 36, height: 5))
    }

    @Test("Selecting .large in animateChanges moves the sheet up and shrinks the presenter")
    func selectLarge() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let sheet = UIViewController()
        let presentation = try #require(sheet.sheetPresentationController)
        presentation.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        presentation.animateChanges { presentation.selectedDetentIdentifier = .large }
        device.advance(by: 0.1)
        let midTop = sheet.view.layer.presentation()!.frame.minY
        #expect(midTop > 69 && midTop < 426)
        device.advance(by: 0.5)
        #expect(sheet.view.frame.minY == 69)
        #expect(abs(root.view.transform.a - (393 - 32) / 393) < 0.001)
    }

    @Test("Dragging a medium sheet up settles it at .large and tells the sheet delegate")
    func dragToLarge() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let sheet = UIViewController()
        let presentation = try #require(sheet.sheetPresentationController)
        presentation.detents = [.medium(), .large()]
        let delegate = ModalDelegateLog(log)
        presentation.delegate = delegate
        root.present(sheet, animated: false)
        device.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.5)
        device.advance(by: 0.6)
        #expect(presentation.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame.minY == 69)
        #expect(log.entries.filter { $0 != "shouldDismiss" } == ["detent:com.apple.UIKit.large"])
        // Dragging down from .large past .medium's threshold dismisses (will/did), not from the first detent.
        log.entries.removeAll()
        device.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 820), duration: 0.6)
        device.advance(by: 0.7)
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("A custom detent's resolver height is capped at the large detent; nil is skipped")
    func customDetent() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let sheet = UIViewController()
        let presentation = try #require(sheet.sheetPresentationController)
        presentation.detents = [.custom { _ in nil }, .custom(identifier: .init("small")) { _ in 200 }]
        root.present(sheet, animated: false)
        device.advance(by: 0.1)
        #expect(sheet.view.frame.minY == 652)
        presentation.detents = [.custom { context in context.maximumDetentValue + 500 }]
        #expect(sheet.view.frame.minY == 69)
    }

    @Test("The delegate set on presentationController before presenting is kept when the style changes")
    func delegateCarriedOver() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let sheet = UIViewController()
        let delegate = ModalDelegateLog(log)
        sheet.presentationController?.delegate = delegate
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: false)
        device.advance(by: 0.1)
        #expect(!(sheet.presentationController is UISheetPresentationController))
        #expect(sheet.presentationController?.delegate === delegate)
        #expect(sheet.presentationController?.presentationStyle == .overFullScreen)
    }

    @Test("A child of a presented controller answers its presented ancestor's presentation controller")
    func childSeesAncestorsController() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        root.present(container, animated: false)
        device.advance(by: 0.1)
        #expect(child.presentationController === container.presentationController)
        #expect(child.sheetPresentationController != nil)
    }
}
