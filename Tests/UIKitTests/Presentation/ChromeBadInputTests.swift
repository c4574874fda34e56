// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Issue 15's bad input beyond the basic cases: each request is logged with Apple's line, nothing crashes, and the
/// state (stack, presentations, callbacks) is as before.
@MainActor
@Suite("App chrome: bad input")
struct ChromeBadInputTests {
    @Test("Pushing a controller lower in the stack (the root) is refused; no callbacks, stack unchanged")
    func pushLowerController() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        defer { withExtendedLifetime(device) {} }
        let a = try #require(nav.topViewController)
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: false)
        journal.entries.removeAll()
        let (_, lines) = UIKitDiagnostics.capturing { nav.pushViewController(a, animated: true) }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("Pushing the same view controller instance more than once is not supported") == true)
        device.advance(by: 0.5)
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b)
        #expect(journal.entries.isEmpty)
    }

    @Test("The same controller pushed twice while its push animates: the second is refused when its turn comes")
    func pushTwiceDuringTransition() throws {
        let (device, _, nav, _) = try launchedNavigation()
        defer { withExtendedLifetime(device) {} }
        let a = try #require(nav.topViewController)
        let b = UIViewController()
        nav.pushViewController(b, animated: true)
        device.advance(by: 0.1)
        let (_, lines) = UIKitDiagnostics.capturing {
            nav.pushViewController(b, animated: true)
            device.advance(by: 0.5)
        }
        #expect(lines.contains { $0.contains("Pushing the same view controller instance more than once") })
        #expect(nav.viewControllers == [a, b])
        #expect(b.view.window != nil)
    }

    @Test("Presenting a controller another controller presents, or a controller itself, is refused")
    func presentAlreadyPresented() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        defer { withExtendedLifetime(device) {} }
        let first = UIViewController()
        first.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        log.entries.removeAll()
        let other = UIViewController()
        let (_, again) = UIKitDiagnostics.capturing { other.present(first, animated: true) }
        #expect(again.count == 1 && again.first?.contains("already being presented") == true)
        let (_, itself) = UIKitDiagnostics.capturing { first.present(first, animated: true) }
        #expect(itself.count == 1)
        #expect(root.presentedViewController === first && first.presentingViewController === root)
        #expect(first.presentedViewController == nil && other.presentedViewController == nil)
        #expect(first.view.window === window && log.entries.isEmpty)
    }

    @Test("Dismissing while the presentation animates is refused with Apple's line; the presentation completes")
    func dismissDuringPresentation() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        defer { withExtendedLifetime(device) {} }
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        var presented = false
        var dismissed = false
        root.present(modal, animated: true) { presented = true }
        device.advance(by: 0.1)
        let (_, lines) = UIKitDiagnostics.capturing { root.dismiss(animated: true) { dismissed = true } }
        #expect(lines.first?.contains("while a presentation or dismiss is in progress") == true)
        device.advance(by: 0.6)
        #expect(presented && !dismissed)
        #expect(root.presentedViewController === modal)
    }

    @Test("Dismissing again after the dismissal ended: logged, no completion")
    func dismissAfterDismissal() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        defer { withExtendedLifetime(device) {} }
        let modal = UIViewController()
        root.present(modal, animated: false)
        var completions = 0
        modal.dismiss(animated: false) { completions += 1 }
        let (_, lines) = UIKitDiagnostics.capturing { modal.dismiss(animated: true) { completions += 1 } }
        #expect(lines.count == 1 && lines.first?.contains("presents no view controller and is not presented") == true)
        device.advance(by: 0.6)
        #expect(completions == 1 && root.presentedViewController == nil)
    }
}
