// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Page sheet presentation")
struct PageSheetTests {
    /// Presents a page sheet from `root` and lets the animation end.
    private func presentSheet(_ sheet: UIViewController, from root: UIViewController, device: HeadlessDevice) {
        root.present(sheet, animated: true)
        device.advance(by: 0.6)
    }

    @Test("An .automatic presentation on the modern profile is the card: inset, rounded, presenter shrunk and dimmed")
    func restingGeometry() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        let sheet = ModalLogController("sheet", log)
        #expect(sheet.sheetPresentationController != nil)
        presentSheet(sheet, from: root, device: device)
        let safeTop = window.safeAreaInsets.top
        #expect(safeTop == 59)
        #expect(sheet.view.frame == CGRect(x: 0, y: safeTop + 10, width: 393, height: 852 - safeTop - 10))
        #expect(sheet.view.layer.cornerRadius == 10)
        #expect(sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(sheet.view.layer.masksToBounds)
        // The presenter stays in the window, shrunk with its top at the safe area's top.
        #expect(root.view.window === window)
        let scale = root.view.transform.a
        #expect(abs(scale - (393 - 32) / 393) < 0.001)
        #expect(abs(root.view.frame.minY - safeTop) < 0.01)
        #expect(root.view.layer.cornerRadius == 10)
        let presentation = try #require(sheet.presentationController as? UISheetPresentationController)
        #expect(presentation.dimmingView?.alpha == 1)
        #expect(presentation.backdropView?.backgroundColor == .black)
        #expect(presentation.backdropView?.superview === window)
        // The presenter gets no appearance callbacks.
        #expect(log.entries == ["sheet.willAppear", "sheet.didAppear"])
        #expect(UIApplication.shared.statusBarStyle == .lightContent)

        sheet.dismiss(animated: true)
        device.advance(by: 0.6)
        #expect(root.view.transform == .identity)
        #expect(root.view.layer.cornerRadius == 0 && !root.view.layer.masksToBounds)
        #expect(sheet.view.layer.cornerRadius == 0)
        #expect(presentation.backdropView == nil && window.subviews.count == 1)
        #expect(log.entries == ["sheet.willAppear", "sheet.didAppear", "sheet.willDisappear", "sheet.didDisappear"])
        #expect(UIApplication.shared.statusBarStyle == .default)
    }

    @Test("The presenter shrinks alongside the card sliding up")
    func presenterShrinksAlongside() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        device.advance(by: 0.25)
        let midScale = root.view.layer.presentation()!.transform.m11
        #expect(midScale < 1 && midScale > (393 - 32) / 393 + 0.001)
        let cardTop = sheet.view.layer.presentation()!.frame.minY
        #expect(cardTop > 69 && cardTop < 852)
    }

    @Test("A swipe past a third of the card's height dismisses it, with the delegate's will/did calls")
    func swipeDismisses() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let sheet = ModalLogController("sheet", log)
        let delegate = ModalDelegateLog(log)
        sheet.presentationController?.delegate = delegate
        presentSheet(sheet, from: root, device: device)
        log.entries.removeAll()

        device.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...20 {
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 15))
        }
        // The card follows the finger (less the recognizer's start distance).
        #expect(sheet.isBeingDismissed)
        #expect(log.entries == ["shouldDismiss", "willDismiss", "sheet.willDisappear"])
        let top = sheet.view.frame.minY
        #expect(top > 69 + 250 && top <= 69 + 300)
        // The presenter grows back in proportion.
        #expect(root.view.transform.a > (393 - 32) / 393 + 0.01 && root.view.transform.a < 1)
        device.advance(by: 0.5)
        device.touchUp()
        device.advance(by: 0.5)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(log.entries == ["shouldDismiss", "willDismiss", "sheet.willDisappear", "sheet.didDisappear", "didDismiss"])
        #expect(root.view.transform == .identity)
    }

    @Test("A short drag springs back and cancels the dismissal: the sheet appears again")
    func shortDragSpringsBack() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let sheet = ModalLogController("sheet", log)
        let delegate = ModalDelegateLog(log)
        sheet.presentationController?.delegate = delegate
        presentSheet(sheet, from: root, device: device)
        log.entries.removeAll()
        device.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...10 {
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 10))
        }
        device.advance(by: 0.5)
        device.touchUp()
        device.advance(by: 0.1)
        #expect(sheet.view.layer.presentation()!.frame.minY > 69)
        device.advance(by: 0.5)
        #expect(root.presentedViewController === sheet && !sheet.isBeingDismissed)
        #expect(sheet.view.frame.minY == 69)
        #expect(log.entries == ["shouldDismiss", "willDismiss", "sheet.willDisappear", "sheet.willAppear", "sheet.didAppear"])
        #expect(abs(root.view.transform.a - (393 - 32) / 393) < 0.001)
    }

    @Test("A fast flick dismisses even a short distance")
    func flickDismisses() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let sheet = UIViewController()
        presentSheet(sheet, from: root, device: device)
        device.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.08)
        device.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
    }

    @Test("isModalInPresentation: the card rubber-bands, springs back, and the delegate hears of the attempt")
    func modalInPresentationRefuses() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let sheet = ModalLogController("sheet", log)
        sheet.isModalInPresentation = true
        let delegate = ModalDelegateLog(log)
        sheet.presentationController?.delegate = delegate
        presentSheet(sheet, from: root, device: device)
        log.entries.removeAll()
        device.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...20 {
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 20))
        }
        let top = sheet.view.frame.minY
        // Rubber band: well short of the 400-point drag, but moving.
        #expect(top > 69 + 20 && top < 69 + 250)
        #expect(!sheet.isBeingDismissed)
        device.advance(by: 0.5)
        device.touchUp()
        device.advance(by: 0.6)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame.minY == 69)
        #expect(log.entries == ["didAttemptToDismiss"])
    }

    @Test("presentationControllerShouldDismiss false refuses the swipe the same way")
    func delegateRefuses() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let sheet = UIViewController()
        let delegate = ModalDelegateLog(log)
        delegate.allowsDismissal = false
        sheet.presentationController?.delegate = delegate
        presentSheet(sheet, from: root, device: device)
        device.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), duration: 0.5)
        device.advance(by: 0.6)
        #expect(root.presentedViewController === sheet)
        #expect(log.entries.contains("didAttemptToDismiss"))
        #expect(!log.entries.contains("willDismiss") && !log.entries.contains("didDismiss"))
    }

    @Test("A programmatic dismissal sends no will/did dismiss to the delegate")
    func programmaticDismissalIsSilent() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        let sheet = UIViewController()
        let delegate = ModalDelegateLog(log)
        sheet.presentationController?.delegate = delegate
        presentSheet(sheet, from: root, device: device)
        root.dismiss(animated: true)
        device.advance(by: 0.6)
        #expect(root.presentedViewController == nil)
        #expect(log.entries.isEmpty)
    }

    @Test("Touches outside the card land on the dimming view: the presenter's button is not tapped")
    func touchesOutsideCard() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 393, height: 120)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let sheet = UIViewController()
        presentSheet(sheet, from: root, device: device)
        let presentation = try #require(sheet.sheetPresentationController)
        let window = try #require(root.view.window)
        #expect(window.hitTest(CGPoint(x: 200, y: 40), with: nil) === presentation.dimmingView)
        device.tap(at: CGPoint(x: 200, y: 40))
        device.advance(by: 0.3)
        #expect(taps == 0)
        #expect(root.presentedViewController === sheet)
        // A tap on the card reaches the sheet's content.
        #expect(window.hitTest(CGPoint(x: 200, y: 400), with: nil) === sheet.view)
        #expect(sheet.view.next === sheet && sheet.next === root)
    }

    @Test("A scroll view at its top hands a downward pan over to the sheet; scrolled down, it scrolls")
    func scrollViewHandover() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let sheet = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
        scroll.contentSize = CGSize(width: 393, height: 3000)
        scroll.contentInsetAdjustmentBehavior = .never
        sheet.view.addSubview(scroll)
        presentSheet(sheet, from: root, device: device)

        // Scrolled down: a downward pan scrolls the content back; the sheet stays.
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        device.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
        device.advance(by: 0.05)
        #expect(sheet.view.frame.minY == 69)
        #expect(scroll.contentOffset.y < 500)
        device.advance(by: 2)

        // At the top: the same pan drags the sheet down and dismisses it, the content staying at its top.
        scroll.setContentOffset(.zero, animated: false)
        device.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...20 {
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 16))
        }
        #expect(sheet.view.frame.minY > 69 + 200)
        #expect(scroll.contentOffset.y == 0)
        device.advance(by: 0.3)
        device.touchUp()
        device.advance(by: 0.6)
        #expect(root.presentedViewController == nil)
    }

    @Test("The sheet's presenter view is not removed; a full-screen one is")
    func presenterKept() throws {
        let (device, window, root, _) = try modernPresentationSetUp()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        presentSheet(sheet, from: root, device: device)
        #expect(root.view.superview === window)
        root.dismiss(animated: false)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        #expect(root.view.superview == nil)
        #expect(full.sheetPresentationController == nil)
    }

    @Test("On the iPhone OS 3 profile .automatic and .pageSheet present full screen")
    func classicProfileIsFullScreen() throws {
        let (device, window, root, _) = try modernPresentationSetUp(profile: .iPhone3GS)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        #expect(sheet.sheetPresentationController == nil)
        root.present(sheet, animated: true)
        device.advance(by: 0.6)
        #expect(sheet.view.frame == window.bounds)
        #expect(root.view.window == nil)
    }
}

@MainActor
@Suite("Stacked page sheets")
struct StackedSheetTests {
    @Test("A page sheet presented from a page sheet stacks: the lower card shrinks, moves up and is dimmed")
    func stacks() throws {
        let (device, window, root, _) = try modernPresentationSetUp()
        let first = UIViewController()
        first.view.backgroundColor = .systemGreen
        root.present(first, animated: true)
        device.advance(by: 0.6)
        #expect(first.view.frame.minY == 69)
        let windowViews = window.subviews.count
        let second = UIViewController()
        second.view.backgroundColor = .white
        first.present(second, animated: true)
        device.advance(by: 0.6)
        #expect(first.presentedViewController === second)
        let scale = (393.0 - 32) / 393
        #expect(abs(first.view.transform.a - scale) < 0.001)
        #expect(abs(first.view.frame.minY - 59) < 0.01)  // peeks 10 points above the new card
        #expect(second.view.frame == CGRect(x: 0, y: 69, width: 393, height: 852 - 69))
        #expect(first.view.layer.cornerRadius == 10)
        let sheet = try #require(second.presentationController as? UISheetPresentationController)
        #expect(sheet.isStacked && sheet.backdropView == nil)
        #expect(sheet.dimmingView?.alpha == 1)
        #expect(window.subviews.count == windowViews + 1)  // only the new container, no second backdrop
        // The root stays shrunk behind.
        #expect(abs(root.view.transform.a - scale) < 0.001)

        second.dismiss(animated: true)
        device.advance(by: 0.6)
        #expect(first.view.transform == .identity)
        #expect(first.view.frame == CGRect(x: 0, y: 69, width: 393, height: 852 - 69))
        #expect(first.view.layer.cornerRadius == 10)
        #expect(window.subviews.count == windowViews)
        first.dismiss(animated: true)
        device.advance(by: 0.6)
        #expect(root.view.transform == .identity && window.subviews.count == 1)
    }

    @Test("The lower card shrinks alongside the new card sliding up")
    func shrinksAlongside() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let first = UIViewController()
        root.present(first, animated: true)
        device.advance(by: 0.6)
        let second = UIViewController()
        first.present(second, animated: true)
        device.advance(by: 0.25)
        let mid = first.view.layer.presentation()!.transform.m11
        #expect(mid < 1 && mid > (393 - 32) / 393 + 0.001)
    }
}
