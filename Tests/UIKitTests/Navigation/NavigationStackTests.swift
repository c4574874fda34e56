// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UINavigationController stack")
struct NavigationStackTests {
    @Test("An animated push runs containment, delegate and appearance callbacks in iOS's order")
    func pushOrder() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let delegate = NavLoggingDelegate(journal)
        nav.delegate = delegate
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: true)
        #expect(journal.entries == ["B.willMove(nav)", "delegate.willShow(B)", "A.willDisappear", "B.willAppear+"])
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        #expect(nav.transitionCoordinator != nil && b.transitionCoordinator != nil)
        device.advance(by: 0.5)
        #expect(journal.entries == ["B.willMove(nav)", "delegate.willShow(B)", "A.willDisappear", "B.willAppear+",
                                    "A.didDisappear", "B.didAppear+", "B.didMove(nav)", "delegate.didShow(B)"])
        #expect(nav.children.map { $0 as? NavLoggingController }.compactMap { $0?.name } == ["A", "B"])
        #expect(b.navigationController === nav && b.parent === nav)
        #expect(nav.viewControllers[0].viewIfLoaded?.superview == nil)
        #expect(b.view.window != nil)
        #expect(!b.isMovingToParent && nav.transitionCoordinator == nil)
    }

    @Test("An animated pop runs the callbacks in iOS's order and returns the popped controller")
    func popOrder() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let delegate = NavLoggingDelegate(journal)
        nav.delegate = delegate
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: false)
        journal.entries.removeAll()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(journal.entries == ["B.willMove(nil)", "delegate.willShow(A)", "B.willDisappear-", "A.willAppear"])
        device.advance(by: 0.5)
        #expect(journal.entries.suffix(4) == ["B.didDisappear-", "A.didAppear", "B.didMove(nil)", "delegate.didShow(A)"])
        #expect(b.parent == nil && b.navigationController == nil && nav.children.count == 1)
        #expect(b.viewIfLoaded?.window == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("A push without animation finishes at once")
    func pushWithoutAnimation() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        defer { withExtendedLifetime(device) {} }
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: false)
        #expect(journal.entries == ["B.willMove(nav)", "A.willDisappear", "B.willAppear+", "A.didDisappear",
                                    "B.didAppear+", "B.didMove(nav)"])
        #expect(b.view.superview != nil && nav.viewControllers[0].viewIfLoaded?.superview == nil)
    }

    @Test("Mid-push the new view slides in from the right and the old one moves a full width on the classic profile")
    func classicFramesMidTransition() throws {
        let (device, window, nav, journal) = try launchedNavigation()
        let a = nav.topViewController!
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: true)
        let width = window.bounds.width
        device.advance(by: 0.1)
        let bx = b.view.layer.presentation()!.frame.minX
        let ax = a.view.layer.presentation()!.frame.minX
        #expect(bx > 0 && bx < width)
        #expect(abs((bx - width) - ax) < 1, "the old view moves with the new one, one width to its left")
        device.advance(by: 0.4)
        #expect(b.view.frame.minX == 0)
    }

    @Test("Mid-push on the modern profile the old view moves a third of the way under a dimming view")
    func modernParallax() throws {
        let (device, window, nav, journal) = try launchedNavigation(profile: .modernPhone)
        let a = nav.topViewController!
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: true)
        let dimming = nav.contentView.subviews.first { $0 !== a.view && $0 !== b.view }
        #expect(dimming != nil)
        device.advance(by: 0.6)
        // At the end the old view had reached −0.3 × width (it is put back when removed).
        #expect(a.view.superview == nil)
        #expect(nav.contentView.subviews.count == 1)
        nav.popViewController(animated: true)
        device.advance(by: 0.1)
        let ax = a.view.layer.presentation()!.frame.minX
        #expect(ax < 0 && ax > -0.3 * window.bounds.width - 1)
        device.advance(by: 0.5)
        #expect(a.view.frame.minX == 0)
    }

    @Test("popToRoot and popTo return the popped controllers and leave the right stack")
    func popToRootAndPopTo() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let b = NavLoggingController("B", journal), c = NavLoggingController("C", journal)
        let d = NavLoggingController("D", journal)
        nav.setViewControllers([nav.topViewController!, b, c, d], animated: false)
        #expect(nav.viewControllers.count == 4 && nav.children.count == 4)
        let toB = nav.popToViewController(b, animated: true)
        #expect(toB?.count == 2 && toB?[0] === c && toB?[1] === d)
        device.advance(by: 0.5)
        #expect(nav.topViewController === b && c.parent == nil && d.parent == nil)
        let toRoot = nav.popToRootViewController(animated: false)
        #expect(toRoot?.count == 1 && toRoot?[0] === b)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.popToRootViewController(animated: false)?.isEmpty == true)
    }

    @Test("setViewControllers with a new top animates as a push, with a lower one as a pop")
    func setViewControllersOperations() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let recorder = RecordingAnimator()
        let delegate = NavLoggingDelegate(journal)
        delegate.animator = recorder
        nav.delegate = delegate
        let a = nav.topViewController!
        let b = NavLoggingController("B", journal), c = NavLoggingController("C", journal)
        nav.setViewControllers([a, b, c], animated: true)
        device.advance(by: 0.5)
        nav.setViewControllers([a, b], animated: true)
        device.advance(by: 0.5)
        #expect(delegate.operations == [.push, .pop])
        #expect(recorder.calls == 2)
        #expect(nav.viewControllers == [a, b] && c.parent == nil)
    }

    @Test("A push requested during a transition waits for it, then runs")
    func pushDuringTransitionIsDeferred() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let b = NavLoggingController("B", journal), c = NavLoggingController("C", journal)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers.count == 2, "C waits for B's push")
        device.advance(by: 0.4)
        #expect(nav.viewControllers.count == 3 && nav.topViewController === c)
        device.advance(by: 0.5)
        #expect(c.view.window != nil && b.viewIfLoaded?.superview == nil)
        #expect(journal.entries.last == "C.didMove(nav)")
    }

    @Test("Bad requests are logged with Apple's text and change nothing")
    func badInput() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        defer { withExtendedLifetime(device) {} }
        let a = nav.topViewController!
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: false)
        journal.entries.removeAll()
        let (_, twice) = UIKitDiagnostics.capturing { nav.pushViewController(b, animated: false) }
        #expect(twice.first?.contains("Pushing the same view controller instance more than once is not supported") == true)
        let (_, navPush) = UIKitDiagnostics.capturing { nav.pushViewController(UINavigationController(), animated: true) }
        #expect(navPush.first?.contains("Pushing a navigation controller is not supported") == true)
        let (result, missing) = UIKitDiagnostics.capturing { nav.popToViewController(UIViewController(), animated: true) }
        #expect(result == nil && missing.first?.contains("Tried to pop to a view controller that doesn't exist.") == true)
        let (_, duplicates) = UIKitDiagnostics.capturing { nav.setViewControllers([a, b, a], animated: false) }
        #expect(duplicates.count == 1)
        #expect(nav.viewControllers == [a, b] && journal.entries.isEmpty)
        nav.popViewController(animated: false)
        let (root, rootLines) = UIKitDiagnostics.capturing { nav.popViewController(animated: true) }
        #expect(root == nil && rootLines.count == 1 && nav.viewControllers == [a])
    }

    @Test("show(_:sender:) from a child pushes; navigationController is the nearest ancestor")
    func showPushes() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let a = nav.topViewController!
        let b = NavLoggingController("B", journal)
        a.show(b, sender: nil)
        device.advance(by: 0.5)
        #expect(nav.topViewController === b)
        #expect(a.navigationController === nav && nav.navigationController == nil)
    }

    @Test("A child presents from the navigation controller, which becomes the presenter")
    func childPresents() throws {
        let (device, _, nav, _) = try launchedNavigation()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        nav.topViewController!.present(modal, animated: false)
        device.advance(by: 0.1)
        #expect(nav.presentedViewController === modal && modal.presentingViewController === nav)
        #expect(nav.visibleViewController === modal)
    }

    @Test("A stack set before the view loads shows its top controller once the view appears")
    func stackBeforeView() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let journal = NavJournal()
        let nav = UINavigationController()
        let a = NavLoggingController("A", journal), b = NavLoggingController("B", journal)
        nav.viewControllers = [a, b]
        #expect(journal.entries == ["A.willMove(nav)", "B.willMove(nav)", "A.didMove(nav)", "B.didMove(nav)"])
        journal.entries.removeAll()
        window.rootViewController = nav
        device.advance(by: 0.05)
        #expect(journal.entries == ["B.willAppear", "B.didAppear"])
        #expect(a.viewIfLoaded == nil)
        #expect(nav.navigationBar.items?.count == 2)
    }

    @Test("Subclasses may override init(rootViewController:) or call it from their own initialiser")
    func subclassInitialisers() {
        final class Overriding: UINavigationController {
            override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class Calling: UINavigationController {
            init() { super.init(rootViewController: UIViewController()) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        #expect(Overriding(rootViewController: UIViewController()).viewControllers.count == 1)
        #expect(Calling().viewControllers.count == 1)
        #expect(UINavigationController().viewControllers.isEmpty)
    }
}

/// An animator that counts its calls and finishes at once, the new view in its final frame.
final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
    var calls = 0
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        calls += 1
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(to)
        to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        transitionContext.completeTransition(true)
    }
}
