// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Modal dismissal")
struct DismissalTests {
    private func fullScreen(_ name: String, _ log: ModalCallLog) -> ModalLogController {
        let controller = ModalLogController(name, log)
        controller.modalPresentationStyle = .fullScreen
        return controller
    }

    @Test("Dismissing from the bottom of a chain: only the top animates, over the root; completion once, after clearing")
    func chainDismissal() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        let first = fullScreen("first", log)
        let second = fullScreen("second", log)
        root.present(first, animated: false)
        first.present(second, animated: false)
        device.advance(by: 0.1)
        #expect(root.view.window == nil && first.view.window == nil)
        log.entries.removeAll()

        var completions = 0
        var clearedBeforeCompletion = false
        root.dismiss(animated: true) {
            completions += 1
            clearedBeforeCompletion = root.presentedViewController == nil && first.presentedViewController == nil
        }
        // The root is back beneath at once, the first controller's container hidden; the second slides down.
        #expect(root.view.window === window)
        #expect(first.view.superview?.isHidden == true || first.view.window == nil)
        #expect(log.entries == ["root.willAppear", "second.willDisappear"])
        device.advance(by: 0.25)
        let top = second.view.layer.presentation()!.frame.minY
        #expect(top > 0 && top < 852)
        device.advance(by: 0.5)
        #expect(completions == 1 && clearedBeforeCompletion)
        #expect(root.presentedViewController == nil)
        #expect(first.presentingViewController == nil && second.presentingViewController == nil)
        #expect(first.view.window == nil && second.view.window == nil)
        #expect(log.entries.filter { $0.hasPrefix("root.") } == ["root.willAppear", "root.didAppear"])
        #expect(log.entries.contains("second.didDisappear"))
        #expect(!log.entries.contains("first.willAppear"))
        #expect(window.subviews == [root.view])
        device.advance(by: 1)
        #expect(completions == 1)
    }

    @Test("A dismissal while the chain's dismissal runs is refused with Apple's line")
    func dismissWhileDismissing() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let first = UIViewController()
        let second = UIViewController()
        first.modalPresentationStyle = .overFullScreen
        second.modalPresentationStyle = .overFullScreen
        root.present(first, animated: false)
        first.present(second, animated: false)
        root.dismiss(animated: true)
        let (_, lines) = UIKitDiagnostics.capturing { root.dismiss(animated: true) }
        #expect(lines.first?.contains("while a presentation or dismiss is in progress") == true)
        device.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("Dismissing without animation removes the chain top-down at once")
    func chainWithoutAnimation() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        defer { withExtendedLifetime(device) {} }
        let first = fullScreen("first", log)
        let second = fullScreen("second", log)
        root.present(first, animated: false)
        first.present(second, animated: false)
        var done = 0
        root.dismiss(animated: false) { done += 1 }
        #expect(done == 1)
        #expect(root.presentedViewController == nil && window.subviews == [root.view])
        #expect(root.view.window === window)
    }

    @Test("dismiss on a controller that presents nothing and is not presented: logged, no completion, nothing changes")
    func dismissNothing() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        defer { withExtendedLifetime(device) {} }
        var called = false
        let (_, lines) = UIKitDiagnostics.capturing { root.dismiss(animated: true) { called = true } }
        #expect(lines.count == 1)
        #expect(!called)
        #expect(log.entries.isEmpty)
    }

    @Test("dismiss on the presented controller itself forwards to its presenter")
    func presentedDismissesItself() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        var done = false
        modal.dismiss(animated: true) { done = true }
        #expect(modal.isBeingDismissed)
        device.advance(by: 0.6)
        #expect(done && root.presentedViewController == nil && !modal.isBeingDismissed)
    }

    @Test("A non-animated presentation applies the alongside changes queued on its coordinator")
    func nonAnimatedAlongside() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        defer { withExtendedLifetime(device) {} }
        final class Marking: UIViewController {
            var ran = false
            override func viewWillAppear(_ animated: Bool) {
                transitionCoordinator?.animate(alongsideTransition: { _ in self.ran = true }, completion: nil)
            }
        }
        let modal = Marking()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        #expect(modal.ran)
    }
}
