// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("iPhone OS 3 modal API")
struct LegacyModalTests {
    @Test("presentModalViewController slides the controller up full screen; modalViewController and parentViewController")
    func presentAndDismiss() throws {
        let (device, window, root, log) = try modernPresentationSetUp(profile: .iPhone3GS)
        let modal = ModalLogController("modal", log)
        root.presentModalViewController(modal, animated: true)
        #expect(root.modalViewController === modal)
        #expect(modal.parentViewController === root)
        device.advance(by: 0.25)
        let y = modal.view.layer.presentation()!.frame.minY
        #expect(y > 0 && y < 480)
        device.advance(by: 0.5)
        #expect(modal.view.frame == window.bounds)
        #expect(log.entries == ["root.willDisappear", "modal.willAppear", "modal.didAppear", "root.didDisappear"])

        modal.dismissModalViewController(animated: true)
        device.advance(by: 0.6)
        #expect(root.modalViewController == nil && modal.parentViewController == nil)
        #expect(root.view.window === window)
    }

    @Test("dismissModalViewControllerAnimated (Swift 2's name) dismisses from the presenter")
    func swift2Name() throws {
        let (device, _, root, _) = try modernPresentationSetUp(profile: .iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let modal = UIViewController()
        root.presentModalViewController(modal, animated: false)
        root.dismissModalViewControllerAnimated(false)
        #expect(root.modalViewController == nil)
    }

    @Test("parentViewController is the container first")
    func parentFirst() throws {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.parentViewController === parent)
        #expect(parent.parentViewController == nil)
    }

    @Test("Presenting twice with the old API is refused with Apple's line")
    func presentTwice() throws {
        let (device, _, root, _) = try modernPresentationSetUp(profile: .iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let first = UIViewController()
        root.presentModalViewController(first, animated: false)
        let (_, lines) = UIKitDiagnostics.capturing { root.presentModalViewController(UIViewController(), animated: false) }
        #expect(lines.first?.contains("which is already presenting") == true)
        #expect(root.modalViewController === first)
    }
}
