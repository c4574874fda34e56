// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Presentation context")
struct PresentationContextTests {
    /// A root with a child filling the lower half of the screen.
    private func setUpWithChild() throws -> (HeadlessDevice, UIWindow, ModalLogController, ModalLogController, ModalCallLog) {
        let (device, window, root, log) = try modernPresentationSetUp()
        let child = ModalLogController("child", log)
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 426, width: 393, height: 426)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        device.advance(by: 1.0 / 60)
        log.entries.removeAll()
        return (device, window, root, child, log)
    }

    @Test(".currentContext covers only the child that defines the context, removing its view")
    func currentContext() throws {
        let (device, window, root, child, log) = try setUpWithChild()
        child.definesPresentationContext = true
        let modal = ModalLogController("modal", log)
        modal.modalPresentationStyle = .currentContext
        root.children[0].present(modal, animated: false)
        device.advance(by: 0.1)
        #expect(child.presentedViewController === modal && modal.presentingViewController === child)
        #expect(root.presentedViewController == nil)
        #expect(modal.view.convert(modal.view.bounds, to: window) == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(child.view.window == nil)
        #expect(root.view.window === window)
        #expect(log.entries == ["child.willDisappear", "modal.willAppear", "modal.didAppear", "child.didDisappear"])
        // A touch above the child's area reaches the root, not the presentation.
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === root.view)
        child.dismiss(animated: false)
        #expect(child.view.superview === root.view)
    }

    @Test(".overCurrentContext leaves the child's view in place beneath")
    func overCurrentContext() throws {
        let (device, window, _, child, log) = try setUpWithChild()
        child.definesPresentationContext = true
        let modal = ModalLogController("modal", log)
        modal.modalPresentationStyle = .overCurrentContext
        child.present(modal, animated: true)
        device.advance(by: 0.6)
        #expect(child.view.window === window)
        #expect(modal.view.convert(modal.view.bounds, to: window) == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(log.entries == ["modal.willAppear", "modal.didAppear"])
    }

    @Test("Without a context-defining ancestor, .currentContext presents from the root")
    func noDefiningAncestor() throws {
        let (device, window, root, child, log) = try setUpWithChild()
        let modal = ModalLogController("modal", log)
        modal.modalPresentationStyle = .currentContext
        child.present(modal, animated: false)
        device.advance(by: 0.1)
        #expect(root.presentedViewController === modal)
        #expect(modal.view.frame == window.bounds)
    }

    @Test("providesPresentationContextTransitionStyle: the context's transition style is used")
    func contextTransitionStyle() throws {
        let (device, _, _, child, _) = try setUpWithChild()
        child.definesPresentationContext = true
        child.providesPresentationContextTransitionStyle = true
        child.modalTransitionStyle = .crossDissolve
        let modal = UIViewController()
        modal.modalPresentationStyle = .overCurrentContext
        modal.modalTransitionStyle = .coverVertical
        child.present(modal, animated: true)
        device.advance(by: 0.25)
        // Cross-dissolving in place, not sliding.
        let layer = modal.view.layer.presentation()!
        #expect(layer.opacity > 0 && layer.opacity < 1)
        #expect(layer.frame.minY == 0)
    }
}
