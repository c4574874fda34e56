// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A transition context with a plain container, for driving an alert's animator by itself.
@MainActor
private final class FakeTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let isInteractive = false
    let transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle = .custom
    let targetTransform: CGAffineTransform = .identity
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    var completions: [Bool] = []

    init(container: UIView, from: UIViewController, to: UIViewController, presenting: Bool, animated: Bool = true) {
        containerView = container
        isAnimated = animated
        controllers = [.from: from, .to: to]
        views = presenting ? [.to: to.view] : [.from: from.view]
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) { completions.append(didComplete) }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
}

@MainActor
@Suite("UIAlertController")
struct UIAlertControllerTests {
    /// A device whose key window shows a root controller to present from.
    private func presenter(_ profile: DeviceProfile = .iPhone4) throws -> (HeadlessDevice, UIWindow, UIViewController) {
        let (device, window) = try launchedAlertDevice(profile)
        let root = UIViewController()
        window.rootViewController = root
        device.advance(by: 1.0 / 60)
        return (device, window, root)
    }

    @Test("An alert controller keeps its actions in order, presents .custom with its own animators, refuses a second cancel")
    func configuration() {
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let (_, lines) = UIKitDiagnostics.capturing { alert.addAction(UIAlertAction(title: "Nope", style: .cancel)) }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("UIAlertController can only have one action with a style of UIAlertActionStyleCancel") == true)
        #expect(alert.actions.map(\.title) == ["OK", "Cancel"])
        #expect(alert.preferredStyle == .alert)
        #expect(alert.title == "T" && alert.message == "M")
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.transitioningDelegate != nil)
        #expect(UIAlertController().preferredStyle == .actionSheet)

        let (_, stray) = UIKitDiagnostics.capturing { alert.preferredAction = UIAlertAction(title: "X", style: .default) }
        #expect(stray == ["UIAlertController: preferredAction must be one of the alert's actions; ignored"])
        #expect(alert.preferredAction == nil)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
        alert.loadViewIfNeeded()
        // The preferred action is bold instead of the cancel action; the cancel action sits on the left.
        let content = try! #require(alert.content)
        #expect(content.buttons.map(\.isBold) == [true, false])
        let layout = content.layout(width: 270)
        #expect(layout.buttonFrames[1].minX < layout.buttonFrames[0].minX)
    }

    @Test("End to end: present, tap an action; the handler runs once, after the dismissal; presentedViewController cleared")
    func presentTapDismiss() throws {
        let (device, window, root) = try presenter()
        var handled: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { handled.append("cancel \($0.title ?? "")") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { handled.append("delete \($0.title ?? "")") })
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        device.advance(by: 0.5)
        #expect(alert.view.window === window)
        #expect(alert.view.frame == window.bounds)

        let content = try #require(alert.content)
        device.tap(at: try screenCenter(ofButton: 1, in: content))
        #expect(handled.isEmpty)
        #expect(alert.isBeingDismissed)
        // A second tap while it leaves does nothing.
        device.tap(at: try screenCenter(ofButton: 0, in: content))
        device.advance(by: 0.3)
        #expect(handled == ["delete Delete"])
        #expect(root.presentedViewController == nil)
        #expect(alert.viewIfLoaded?.window == nil)
        device.advance(by: 0.5)
        #expect(handled.count == 1)
    }

    @Test("The alert blocks touches beneath; a tap outside an alert (not a sheet) does nothing")
    func blocksTouches() throws {
        let (device, window, root) = try presenter()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 400, width: 320, height: 60)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 160, y: 430))
        #expect(taps == 0)
        #expect(root.presentedViewController === alert)
        device.advance(by: 0.5)
        #expect(root.presentedViewController === alert)
    }

    @Test("A tap outside an action sheet runs the cancel action's handler after dismissing; without one, nothing")
    func sheetTapOutside() throws {
        let (device, _, root) = try presenter(.modernPhone)
        var handled: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in handled.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") })
        root.present(sheet, animated: true)
        device.advance(by: 0.5)
        let content = try #require(sheet.content)
        #expect(content.convert(content.bounds, to: nil).maxY == 818)  // above the home indicator inset
        device.tap(at: CGPoint(x: 200, y: 150))
        #expect(handled.isEmpty)
        device.advance(by: 0.4)
        #expect(handled == ["cancel"])
        #expect(root.presentedViewController == nil)

        let noCancel = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        noCancel.addAction(UIAlertAction(title: "Share", style: .default) { _ in handled.append("share") })
        root.present(noCancel, animated: true)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 200, y: 150))
        device.advance(by: 0.5)
        #expect(root.presentedViewController === noCancel)
        #expect(handled == ["cancel"])
    }

    @Test("A disabled action ignores taps until enabled")
    func disabledAction() throws {
        let (device, _, root) = try presenter()
        var handled = 0
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in handled += 1 }
        ok.isEnabled = false
        alert.addAction(ok)
        root.present(alert, animated: false)
        device.advance(by: 1.0 / 60)
        let content = try #require(alert.content)
        device.tap(at: try screenCenter(ofButton: 0, in: content))
        device.advance(by: 0.5)
        #expect(root.presentedViewController === alert)
        ok.isEnabled = true
        device.tap(at: try screenCenter(ofButton: 0, in: content))
        device.advance(by: 0.5)
        #expect(handled == 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("Presenting an alert while another presentation runs logs Apple's message and changes nothing")
    func presentWhilePresenting() throws {
        let (device, _, root) = try presenter()
        let first = UIAlertController(title: "One", message: nil, preferredStyle: .alert)
        first.addAction(UIAlertAction(title: "OK", style: .default))
        let second = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
        root.present(first, animated: true)
        let (_, lines) = UIKitDiagnostics.capturing { root.present(second, animated: true) }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Attempt to present") == true)
        #expect(lines.first?.hasSuffix("while a presentation is in progress.") == true)
        device.advance(by: 0.5)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        // Presenting it again while it shows is refused as well.
        let (_, again) = UIKitDiagnostics.capturing { root.present(first, animated: true) }
        #expect(again.count == 1)
    }

    @Test("The presenting animator adds the dimming and alert to the container and animates on the device clock")
    func animatorWithFakeContext() throws {
        let (device, window) = try launchedAlertDevice(.modernPhone)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let alert = UIAlertController(title: "Hi", message: "There", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let source = UIViewController()
        let present = FakeTransitionContext(container: container, from: source, to: alert, presenting: true)
        let animator = AlertTransitionAnimator(presenting: true)
        #expect(animator.transitionDuration(using: present) == 0.4)
        animator.animateTransition(using: present)
        let host = try #require(alert.view as? AlertHostView)
        #expect(host.superview === container)
        #expect(host.frame == container.bounds)
        #expect(host.dimmingView.superview === host)
        device.advance(by: 1.0 / 60)
        #expect(host.panel.layer.presentation()!.transform.m11 > 1.15)
        #expect(host.dimmingView.layer.presentation()!.opacity < 0.3)
        #expect(present.completions.isEmpty)
        device.advance(by: 0.45)
        #expect(present.completions == [true])
        #expect(host.panel.layer.presentation()!.transform.m11 == 1)

        let dismiss = FakeTransitionContext(container: container, from: alert, to: source, presenting: false)
        let dismissal = AlertTransitionAnimator(presenting: false)
        #expect(dismissal.transitionDuration(using: dismiss) == 0.2)
        dismissal.animateTransition(using: dismiss)
        device.advance(by: 0.1)
        #expect(dismiss.completions.isEmpty)
        device.advance(by: 0.15)
        #expect(dismiss.completions == [true])
        #expect(host.panel.alpha == 0)
    }

    @Test("A sheet's animator slides it up from below the container")
    func sheetAnimator() throws {
        let (device, window) = try launchedAlertDevice(.iPhone3GS)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        let context = FakeTransitionContext(container: window, from: UIViewController(), to: sheet, presenting: true)
        AlertTransitionAnimator(presenting: true).animateTransition(using: context)
        let host = try #require(sheet.view as? AlertHostView)
        device.advance(by: 1.0 / 60)
        #expect(host.panel.layer.presentation()!.transform.m42 > host.panel.bounds.height * 0.5)
        device.advance(by: 0.4)
        #expect(context.completions == [true])
        #expect(host.panel.frame.maxY == 480)
    }

    @Test("The alert re-centres when the window's bounds change (rotation)")
    func recentres() throws {
        let (device, window, root) = try presenter(.iPhone4)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        device.advance(by: 1.0 / 60)
        let host = try #require(alert.view as? AlertHostView)
        #expect(host.panel.center.x == 160)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        device.advance(by: 1.0 / 60)
        #expect(host.frame.size == CGSize(width: 480, height: 320))
        #expect(host.panel.center.x == 240)
        #expect(abs(host.panel.center.y - 160) <= 0.5)
    }

    @Test("Dismissing the alert from code runs no handler; dismissing nothing logs and changes nothing")
    func dismissFromCode() throws {
        let (device, _, root) = try presenter()
        var handled = 0
        let alert = UIAlertController(title: "Busy", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in handled += 1 })
        root.present(alert, animated: true)
        device.advance(by: 0.5)
        var finished = false
        alert.dismiss(animated: true) { finished = true }
        device.advance(by: 0.3)
        #expect(finished)
        #expect(handled == 0)
        #expect(root.presentedViewController == nil)
        let (_, lines) = UIKitDiagnostics.capturing { alert.dismiss(animated: true) }
        #expect(lines.count == 1)
        #expect(root.presentedViewController == nil)
    }
}
