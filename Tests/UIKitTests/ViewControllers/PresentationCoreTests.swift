// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Logs appearance callbacks into a shared journal, prefixed with its name.
private final class JournalController: UIViewController {
    let name: String
    let journal: Journal
    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) { journal.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.entries.append("\(name).didDisappear") }
}

private final class Journal { var entries: [String] = [] }

@MainActor
@Suite("Modal presentation core")
struct PresentationCoreTests {
    private func setUp() throws -> (HeadlessDevice, UIWindow, JournalController, Journal) {
        let (device, window) = try launchedTestWindow()
        let journal = Journal()
        let root = JournalController("root", journal)
        window.rootViewController = root
        journal.entries.removeAll()
        return (device, window, root, journal)
    }

    @Test("A full-screen presentation runs the appearance callbacks in iOS's order and covers the presenter")
    func fullScreenOrder() throws {
        let (device, window, root, journal) = try setUp()
        let modal = JournalController("modal", journal)
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(modal, animated: true) { completed = true }
        #expect(modal.isBeingPresented)
        #expect(journal.entries == ["root.willDisappear", "modal.willAppear"])
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        device.advance(by: 0.25)
        // Mid-way the presented view is sliding up from the bottom.
        let y = modal.view.layer.presentation()!.frame.minY
        #expect(y > 0 && y < window.bounds.height)
        device.advance(by: 0.5)
        #expect(completed && !modal.isBeingPresented)
        #expect(journal.entries == ["root.willDisappear", "modal.willAppear", "modal.didAppear", "root.didDisappear"])
        #expect(modal.view.frame == window.bounds)
        #expect(root.view.window == nil)
        #expect(modal.next === root)

        journal.entries.removeAll()
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        #expect(journal.entries == ["root.willAppear", "modal.willDisappear"])
        #expect(root.view.window === window)
        device.advance(by: 0.75)
        #expect(dismissed)
        #expect(journal.entries == ["root.willAppear", "modal.willDisappear", "modal.didDisappear", "root.didAppear"])
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(modal.view.window == nil)
    }

    @Test("Over full screen leaves the presenter's view in place and its appearance alone")
    func overFullScreenKeepsPresenter() throws {
        let (device, _, root, journal) = try setUp()
        let modal = JournalController("modal", journal)
        modal.modalPresentationStyle = .overFullScreen
        root.present(modal, animated: false)
        device.advance(by: 0.1)
        #expect(journal.entries == ["modal.willAppear", "modal.didAppear"])
        #expect(root.view.window != nil)
        root.dismiss(animated: false)
        #expect(journal.entries.suffix(2) == ["modal.willDisappear", "modal.didDisappear"])
    }

    @Test("A child presents from its outermost container; dismiss from the presented child goes to the presenter")
    func presentationContext() throws {
        let (device, _, root, journal) = try setUp()
        defer { withExtendedLifetime(device) {} }
        let child = JournalController("child", journal)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let modal = JournalController("modal", journal)
        modal.modalPresentationStyle = .fullScreen
        let (_, lines) = UIKitDiagnostics.capturing { child.present(modal, animated: false) }
        #expect(lines.isEmpty)
        #expect(root.presentedViewController === modal)
        #expect(child.presentedViewController === modal)  // the caller has it set, as Apple documents
        #expect(modal.presentingViewController === root)
        modal.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test("Bad presentations are logged and change nothing")
    func refusals() throws {
        let (device, _, root, journal) = try setUp()
        let first = JournalController("first", journal)
        first.modalPresentationStyle = .fullScreen
        root.present(first, animated: true)
        let second = UIViewController()
        let (_, whileRunning) = UIKitDiagnostics.capturing { root.present(second, animated: false) }
        #expect(whileRunning.first?.contains("while a presentation is in progress") == true)
        device.advance(by: 1)
        let (_, already) = UIKitDiagnostics.capturing { root.present(second, animated: false) }
        #expect(already.first?.contains("which is already presenting") == true)
        let (_, twice) = UIKitDiagnostics.capturing { first.present(first, animated: false) }
        #expect(twice.count == 1)
        let detached = UIViewController()
        let (_, offscreen) = UIKitDiagnostics.capturing { detached.present(UIViewController(), animated: false) }
        #expect(offscreen.first?.contains("not in the window hierarchy") == true)
        let (_, nothing) = UIKitDiagnostics.capturing { detached.dismiss(animated: false) }
        #expect(nothing.count == 1)
        #expect(root.presentedViewController === first && second.presentingViewController == nil)
    }

    @Test("A custom transition uses the delegate's animator and presentation controller")
    func customTransition() throws {
        final class Animator: UIViewControllerAnimatedTransitioning {
            var presenting = true
            var ended: [Bool] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                if presenting, let view = context.view(forKey: .to), let vc = context.viewController(forKey: .to) {
                    view.frame = context.finalFrame(for: vc)
                    view.alpha = 0
                    context.containerView.addSubview(view)
                    UIView.animate(withDuration: 0.2, animations: { view.alpha = 1 }) { _ in context.completeTransition(true) }
                } else {
                    context.completeTransition(true)
                }
            }
            func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
        }
        final class HalfSheet: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView?.bounds ?? .zero
                return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
            }
        }
        final class Delegate: UIViewControllerTransitioningDelegate {
            let animator = Animator()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                HalfSheet(presentedViewController: presented, presenting: presenting)
            }
        }
        let (device, window, root, _) = try setUp()
        let delegate = Delegate()
        let modal = UIViewController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        #expect(modal.presentationController is HalfSheet)
        device.advance(by: 0.1)
        let opacity = modal.view.layer.presentation()!.opacity
        #expect(opacity > 0 && opacity < 1)
        device.advance(by: 0.2)
        #expect(delegate.animator.ended == [true])
        #expect(modal.view.frame.minY == window.bounds.midY)
        #expect(root.view.window === window)
    }

    @Test("Alongside animations and completions queued on the coordinator run with the transition")
    func coordinatorAlongside() throws {
        let (device, _, root, _) = try setUp()
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(marker)
        let modal = UIViewController()
        modal.modalPresentationStyle = .overFullScreen
        root.present(modal, animated: true)
        var completedInside = false
        let queued = modal.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }) { context in
            completedInside = !context.isCancelled
        }
        #expect(queued == true)
        device.advance(by: 0.25)
        #expect(marker.layer.presentation()!.opacity < 1)
        device.advance(by: 0.5)
        #expect(completedInside)
        #expect(modal.transitionCoordinator == nil)
    }
}
