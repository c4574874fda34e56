// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A popover delegate that logs its calls and answers the adaptation and dismissal questions.
final class PopoverDelegateLog: UIPopoverPresentationControllerDelegate {
    let log: ModalCallLog
    var adaptive: UIModalPresentationStyle? = UIModalPresentationStyle.none
    var allowsPopoverDismissal = true
    init(_ log: ModalCallLog) { self.log = log }
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        log.entries.append("adaptive")
        return adaptive ?? .automatic
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.entries.append("prepare")
    }
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        log.entries.append("willPresent:\(style.rawValue)")
    }
    func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
        log.entries.append("shouldDismissPopover")
        return allowsPopoverDismissal
    }
    func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) {
        log.entries.append("didDismissPopover")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.entries.append("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("didDismiss")
    }
}

/// Whether two coordinates agree to a thousandth of a point.
func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

@MainActor
@Suite("Popover presentation")
struct PopoverTests {
    /// A button-sized source view at `frame` on the root's view, and a 200×150 popover content controller.
    private func makePopover(on root: UIViewController, sourceFrame: CGRect,
                             delegate: PopoverDelegateLog?) -> (UIViewController, UIView) {
        let source = UIView(frame: sourceFrame)
        root.view.addSubview(source)
        let content = ModalLogController("popover", delegate?.log ?? ModalCallLog())
        content.view.backgroundColor = .systemYellow
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        popover?.sourceView = source
        popover?.delegate = delegate
        return (content, source)
    }

    @Test("popoverPresentationController exists only for .popover, and for action sheets (not alerts)")
    func existence() throws {
        let plain = UIViewController()
        #expect(plain.popoverPresentationController == nil)
        plain.modalPresentationStyle = .popover
        let popover = try #require(plain.popoverPresentationController)
        #expect(plain.popoverPresentationController === popover)
        #expect(plain.presentationController === popover)
        #expect(plain.sheetPresentationController == nil)
        #expect(popover.presentationStyle == .popover)
        #expect(popover.arrowDirection == .unknown)
        #expect(popover.permittedArrowDirections == .any)
        #expect(popover.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        popover.barButtonItem = item
        #expect(popover.sourceItem === item)
        let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        #expect(sheet.popoverPresentationController != nil)
        #expect(sheet.popoverPresentationController === sheet.popoverPresentationController)
        #expect(UIAlertController(title: "T", message: nil, preferredStyle: .alert).popoverPresentationController == nil)
    }

    @Test("On the modern iPhone a popover adapts to a page sheet by default, keeping its popover controller")
    func adaptsToSheet() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let delegate = PopoverDelegateLog(log)
        delegate.adaptive = nil
        let (content, _) = makePopover(on: root, sourceFrame: CGRect(x: 20, y: 100, width: 44, height: 44),
                                       delegate: delegate)
        let popover = try #require(content.popoverPresentationController)
        root.present(content, animated: true)
        device.advance(by: 0.6)
        #expect(content.presentationController is UISheetPresentationController)
        #expect(content.presentationController === popover.adaptiveSheetPresentationController)
        #expect(content.popoverPresentationController === popover)
        #expect(content.view.frame == CGRect(x: 0, y: 69, width: 393, height: 852 - 69))
        #expect(log.entries.prefix(3) == ["prepare", "adaptive", "willPresent:1"])
        content.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test("On the iPhone OS 3 profile a popover adapts to full screen")
    func adaptsToFullScreenOnClassic() throws {
        let (device, window, root, _) = try modernPresentationSetUp(profile: .iPhone4)
        let (content, _) = makePopover(on: root, sourceFrame: CGRect(x: 20, y: 100, width: 44, height: 44),
                                       delegate: nil)
        root.present(content, animated: false)
        device.advance(by: 1.0 / 60)
        #expect(content.presentationController?.presentationStyle == .fullScreen)
        #expect(content.view.frame == window.bounds)
        #expect(root.view.window == nil)
    }

    @Test("With .none from the delegate it is a real popover: sized, below its source, arrow up, presenter kept")
    func realPopoverBelowSource() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        let delegate = PopoverDelegateLog(log)
        let (content, source) = makePopover(on: root, sourceFrame: CGRect(x: 20, y: 100, width: 44, height: 44),
                                            delegate: delegate)
        let popover = try #require(content.popoverPresentationController)
        root.present(content, animated: true)
        device.advance(by: 0.1)
        #expect(content.view.layer.presentation()!.opacity < 1)  // fading in
        device.advance(by: 0.3)
        #expect(content.presentationController === popover)
        #expect(popover.arrowDirection == .up)
        // Below the source by the arrow's height, slid right to stay inside the 10-point margin.
        #expect(content.view.frame == CGRect(x: 10, y: 144 + 13, width: 200, height: 150))
        #expect(content.view.layer.cornerRadius == 13 && content.view.layer.masksToBounds)
        let placement = try #require(popover.placement)
        #expect(placement.tip == CGPoint(x: 42, y: 144))
        #expect(popover.chrome?.superview === popover.containerView)
        #expect(root.view.window === window && root.view.transform == .identity)
        #expect(log.entries == ["prepare", "adaptive", "willPresent:-1", "popover.willAppear", "popover.didAppear"])
        #expect(source.window === window)
    }

    @Test("A source near the bottom puts the popover above it (arrow down); permitted directions are obeyed")
    func arrowDirections() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let delegate = PopoverDelegateLog(log)
        let (content, _) = makePopover(on: root, sourceFrame: CGRect(x: 300, y: 700, width: 60, height: 40),
                                       delegate: delegate)
        root.present(content, animated: false)
        device.advance(by: 1.0 / 60)
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.arrowDirection == .down)
        #expect(near(content.view.frame.maxY, 700 - 13))
        #expect(near(content.view.frame.maxX, 393 - 10))
        content.dismiss(animated: false)

        let (side, _) = makePopover(on: root, sourceFrame: CGRect(x: 10, y: 400, width: 40, height: 40),
                                    delegate: delegate)
        side.popoverPresentationController?.permittedArrowDirections = .left
        root.present(side, animated: false)
        device.advance(by: 1.0 / 60)
        #expect(side.popoverPresentationController?.arrowDirection == .left)
        #expect(side.view.frame == CGRect(x: 50 + 13, y: 420 - 75, width: 200, height: 150))
    }

    @Test("A popover larger than the room is clamped inside the margins and safe area")
    func clampedToScreen() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let delegate = PopoverDelegateLog(log)
        let (content, _) = makePopover(on: root, sourceFrame: CGRect(x: 150, y: 100, width: 40, height: 40),
                                       delegate: delegate)
        content.preferredContentSize = CGSize(width: 2000, height: 2000)
        root.present(content, animated: false)
        device.advance(by: 1.0 / 60)
        let frame = content.view.frame
        #expect(near(frame.minX, 10) && near(frame.maxX, 383))
        #expect(near(frame.minY, 153) && near(frame.maxY, 852 - 34 - 10))
    }

    @Test("A tap outside asks the delegate and dismisses, with Apple's calls; a refusal keeps it")
    func tapOutsideDismisses() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let delegate = PopoverDelegateLog(log)
        let (content, _) = makePopover(on: root, sourceFrame: CGRect(x: 20, y: 100, width: 44, height: 44),
                                       delegate: delegate)
        root.present(content, animated: false)
        device.advance(by: 1.0 / 60)
        log.entries.removeAll()

        // A tap inside the popover does nothing to it.
        device.tap(at: CGPoint(x: 100, y: 220))
        device.advance(by: 0.1)
        #expect(log.entries.isEmpty && root.presentedViewController === content)

        delegate.allowsPopoverDismissal = false
        device.tap(at: CGPoint(x: 300, y: 600))
        device.advance(by: 0.5)
        #expect(log.entries == ["shouldDismissPopover"])
        #expect(root.presentedViewController === content)

        log.entries.removeAll()
        delegate.allowsPopoverDismissal = true
        device.tap(at: CGPoint(x: 300, y: 600))
        device.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["shouldDismissPopover", "shouldDismiss", "willDismiss", "popover.willDisappear",
                                "popover.didDisappear", "didDismissPopover", "didDismiss"])
        #expect(content.view.layer.cornerRadius == 0)
    }

    @Test("A passthrough view keeps getting touches while the popover shows")
    func passthrough() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let delegate = PopoverDelegateLog(log)
        let (content, _) = makePopover(on: root, sourceFrame: CGRect(x: 20, y: 100, width: 44, height: 44),
                                       delegate: delegate)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 250, y: 600, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        content.popoverPresentationController?.passthroughViews = [button]
        root.present(content, animated: false)
        device.advance(by: 1.0 / 60)
        log.entries.removeAll()
        device.tap(at: CGPoint(x: 300, y: 620))
        device.advance(by: 0.5)
        #expect(taps == 1)
        #expect(root.presentedViewController === content)
        #expect(log.entries.isEmpty)
    }

    @Test("A real popover without a source is refused (logged), as iOS raises")
    func noSourceRefused() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let delegate = PopoverDelegateLog(log)
        content.popoverPresentationController?.delegate = delegate
        let (_, lines) = UIKitDiagnostics.capturing { root.present(content, animated: false) }
        device.advance(by: 1.0 / 60)
        #expect(lines.contains { $0.contains("non-nil sourceView") })
        #expect(root.presentedViewController == nil)
    }

    @Test("A popover from a navigation bar button item points up at the button")
    func fromBarButtonItem() throws {
        let (device, window, _, log) = try modernPresentationSetUp()
        let top = UIViewController()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        top.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: top)
        window.rootViewController = nav
        device.advance(by: 1.0 / 60)
        let itemFrame = try #require(item.frame(in: window))
        #expect(itemFrame.minY >= 59 && itemFrame.maxX <= 393)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = item
        let delegate = PopoverDelegateLog(log)
        content.popoverPresentationController?.delegate = delegate
        top.present(content, animated: false)
        device.advance(by: 1.0 / 60)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(near(content.view.frame.minY, itemFrame.maxY + 13))
        #expect(near(content.view.frame.maxX, 383))
    }

    @Test("A popover follows rotation: it is placed again against its source in the new bounds")
    func followsRotation() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let delegate = PopoverDelegateLog(log)
        let (content, source) = makePopover(on: root, sourceFrame: CGRect(x: 300, y: 100, width: 44, height: 44),
                                            delegate: delegate)
        source.autoresizingMask = [.flexibleLeftMargin]
        root.present(content, animated: false)
        device.advance(by: 1.0 / 60)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 1)
        #expect(window.bounds.width > window.bounds.height)
        let sourceFrame = source.convert(source.bounds, to: window)
        #expect(near(content.view.frame.minY, sourceFrame.maxY + 13))
        #expect(abs(content.view.frame.midX - sourceFrame.midX) < 1 || content.view.frame.maxX <= window.bounds.maxX - 10)
        #expect(root.presentedViewController === content)
    }

    @Test("Golden: a real popover below a source on the modern profile")
    func golden() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        root.view.backgroundColor = .systemGray5
        let delegate = PopoverDelegateLog(log)
        let (content, source) = makePopover(on: root, sourceFrame: CGRect(x: 40, y: 140, width: 44, height: 44),
                                            delegate: delegate)
        source.backgroundColor = .systemBlue
        content.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 170, height: 24))
        label.text = "Popover"
        content.view.addSubview(label)
        root.present(content, animated: true)
        device.advance(by: 0.5)
        try assertGolden(device.screenshot(), named: "popover-below-source", suite: "Presentation",
                         filePath: uikitTestsRootFile())
    }
}
