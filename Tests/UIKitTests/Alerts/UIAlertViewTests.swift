// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIAlertView")
struct UIAlertViewTests {
    @Test("Button indexes: the cancel button is 0, other titles follow; addButton returns the next index")
    func indexes() {
        let alert = UIAlertView(title: "T", message: "M", delegate: nil, cancelButtonTitle: "Cancel",
                                otherButtonTitles: "One", "Two")
        #expect(alert.numberOfButtons == 3)
        #expect(alert.cancelButtonIndex == 0)
        #expect(alert.firstOtherButtonIndex == 1)
        #expect(alert.buttonTitle(at: 2) == "Two")
        #expect(alert.buttonTitle(at: 3) == nil)
        #expect(alert.buttonTitle(at: -1) == nil)
        #expect(alert.addButton(withTitle: "Three") == 3)
        #expect(alert.title == "T")
        #expect(alert.message == "M")

        let plain = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
        #expect(plain.cancelButtonIndex == -1)
        #expect(plain.firstOtherButtonIndex == -1)
        plain.addButton(withTitle: "OK")
        #expect(plain.firstOtherButtonIndex == 0)
        #expect(plain.title == "")
    }

    @Test("Delegate order: willPresent, didPresent after the animation, then clicked → willDismiss → didDismiss")
    func delegateOrder() throws {
        let (device, _) = try launchedAlertDevice(.iPhone4)
        let log = AlertDelegateLog()
        let alert = UIAlertView(title: "Title", message: "Message", delegate: log, cancelButtonTitle: "Cancel",
                                otherButtonTitles: "OK")
        alert.show()
        #expect(log.calls == ["willPresent"])
        #expect(alert.isVisible)
        device.advance(by: 0.2)
        #expect(log.calls == ["willPresent"])
        device.advance(by: 0.3)
        #expect(log.calls == ["willPresent", "didPresent"])

        device.tap(at: try screenCenter(ofButton: 1, in: alert.content))
        #expect(log.calls == ["willPresent", "didPresent", "clicked 1", "willDismiss 1"])
        #expect(!alert.isVisible)
        device.advance(by: 0.4)
        #expect(log.calls == ["willPresent", "didPresent", "clicked 1", "willDismiss 1", "didDismiss 1"])
        #expect(device.application?.windows.contains { $0 is AlertWindow } == false)
    }

    @Test("dismiss(withClickedButtonIndex:animated:) from code sends only the dismissal messages")
    func dismissFromCode() throws {
        let (device, _) = try launchedAlertDevice()
        let log = AlertDelegateLog()
        let alert = UIAlertView(title: "Title", message: nil, delegate: log, cancelButtonTitle: "OK")
        alert.show()
        device.advance(by: 0.5)
        log.calls = []
        alert.dismiss(withClickedButtonIndex: 0, animated: false)
        #expect(log.calls == ["willDismiss 0", "didDismiss 0"])
        alert.dismiss(withClickedButtonIndex: 0, animated: false)
        #expect(log.calls.count == 2)
    }

    @Test("UIKit keeps a shown alert alive though the app drops it; it goes once dismissed")
    func keptAlive() throws {
        let (device, _) = try launchedAlertDevice()
        weak var weakAlert: UIAlertView?
        do {
            let alert = UIAlertView(title: "Title", message: nil, delegate: nil, cancelButtonTitle: "OK")
            alert.show()
            weakAlert = alert
        }
        device.advance(by: 0.5)
        let button = try screenCenter(ofButton: 0, in: try #require(weakAlert).content)
        #expect(weakAlert?.isVisible == true)
        device.tap(at: button)
        device.advance(by: 0.5)
        #expect(weakAlert == nil)
    }

    @Test("The alert blocks touches to the views beneath until it is dismissed")
    func blocksTouches() throws {
        let (device, window) = try launchedAlertDevice()
        let beneath = TouchView("beneath", frame: CGRect(x: 0, y: 380, width: 320, height: 100))
        window.addSubview(beneath)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 20, width: 320, height: 60)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        let alert = UIAlertView(title: "Title", message: nil, delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 160, y: 430))
        device.tap(at: CGPoint(x: 160, y: 50))
        #expect(beneath.calls.isEmpty)
        #expect(taps == 0)
        #expect(alert.isVisible)
        device.tap(at: try screenCenter(ofButton: 0, in: alert.content))
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 160, y: 430))
        device.tap(at: CGPoint(x: 160, y: 50))
        #expect(beneath.callbacks == [.began, .ended])
        #expect(taps == 1)
    }

    @Test("A finger highlights the button under it, the highlight follows it, and lifting off the buttons chooses none")
    func slideAcrossButtons() throws {
        let (device, _) = try launchedAlertDevice()
        let log = AlertDelegateLog()
        let alert = UIAlertView(title: "Title", message: "", delegate: log, cancelButtonTitle: "Cancel",
                                otherButtonTitles: "A", "B")
        alert.show()
        device.advance(by: 0.5)
        log.calls = []
        device.touchDown(at: try screenCenter(ofButton: 1, in: alert.content))
        #expect(alert.content.highlightedIndex == 1)
        device.advance(by: 1.0 / 60)
        device.touchMove(to: try screenCenter(ofButton: 2, in: alert.content))
        #expect(alert.content.highlightedIndex == 2)
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 5, y: 5))
        #expect(alert.content.highlightedIndex == nil)
        device.touchUp()
        #expect(log.calls.isEmpty)
        #expect(alert.isVisible)
        // Sliding back onto a button and lifting there chooses it.
        device.touchDown(at: CGPoint(x: alert.frame.midX, y: alert.frame.minY + 10))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: try screenCenter(ofButton: 0, in: alert.content))
        device.advance(by: 1.0 / 60)
        device.touchUp()
        #expect(log.calls == ["clicked 0", "willDismiss 0"])
    }

    @Test("Modern alert animation on the device clock: fades in from 1.2× over 0.4 s; fades out in 0.2 s")
    func presentationFrames() throws {
        let (device, _) = try launchedAlertDevice(.modernPhone)
        let alert = UIAlertView(title: "Title", message: nil, delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        device.advance(by: 1.0 / 60)
        let early = try #require(alert.layer.presentation())
        #expect(early.transform.m11 > 1.1)
        #expect(early.opacity < 0.3)
        device.advance(by: 0.15)
        let middle = try #require(alert.layer.presentation())
        #expect(middle.transform.m11 > 1.0 && middle.transform.m11 < early.transform.m11)
        #expect(middle.opacity > early.opacity)
        device.advance(by: 0.3)
        #expect(alert.layer.presentation()?.transform.m11 == 1)
        #expect(alert.layer.presentation()?.opacity == 1)

        alert.dismiss(withClickedButtonIndex: 0, animated: true)
        device.advance(by: 0.1)
        let fading = try #require(alert.layer.presentation())
        #expect(fading.opacity > 0.05 && fading.opacity < 0.95)
        device.advance(by: 0.15)
        #expect(device.application?.windows.contains { $0 is AlertWindow } == false)
    }

    @Test("iPhone OS 3 alert pops: it grows past its size, then settles at 1×")
    func classicPop() throws {
        let (device, _) = try launchedAlertDevice(.iPhone3GS)
        let alert = UIAlertView(title: "Title", message: nil, delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        var scales: [CGFloat] = []
        for _ in 0..<27 {
            device.advance(by: 1.0 / 60)
            scales.append(alert.layer.presentation()?.transform.m11 ?? 0)
        }
        #expect(scales.first! < 0.8)
        #expect(scales.max()! > 1.05)
        #expect(scales.last! == 1)
    }

    @Test("The alert re-centres when its window's bounds change (a rotation)")
    func recentresOnBoundsChange() throws {
        let (device, _) = try launchedAlertDevice()
        let alert = UIAlertView(title: "Title", message: nil, delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        device.advance(by: 0.5)
        #expect(alert.center.x == 160 && abs(alert.center.y - 240) <= 0.5)
        let window = try #require(alert.session.window)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        device.advance(by: 1.0 / 60)
        #expect(alert.center.x == 240 && abs(alert.center.y - 160) <= 0.5)
        #expect(window.host.dimmingView.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test("Showing an alert that shows logs and changes nothing")
    func showTwice() throws {
        let (device, _) = try launchedAlertDevice()
        let alert = UIAlertView(title: "Title", message: nil, delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        let windows = device.application?.windows.count
        let (_, lines) = UIKitDiagnostics.capturing { alert.show() }
        #expect(lines == ["UIAlertView.show(): the alert is already showing; ignored"])
        #expect(device.application?.windows.count == windows)
    }

    @Test("With text input styles the delegate decides whether the first other button is enabled")
    func shouldEnableFirstOther() throws {
        let (device, _) = try launchedAlertDevice()
        let log = AlertDelegateLog()
        log.enableFirstOther = false
        let alert = UIAlertView(title: "Title", message: "", delegate: log, cancelButtonTitle: "Cancel",
                                otherButtonTitles: "OK")
        alert.alertViewStyle = .plainTextInput
        alert.show()
        #expect(log.calls == ["shouldEnable", "willPresent"])
        device.advance(by: 0.5)
        device.tap(at: try screenCenter(ofButton: 1, in: alert.content))
        #expect(alert.isVisible)
        #expect(!log.calls.contains("clicked 1"))
    }

    @Test("alertViewCancel's default acts as a tap on the cancel button")
    func defaultCancel() throws {
        let (device, _) = try launchedAlertDevice()
        let log = AlertDelegateLog()
        let alert = UIAlertView(title: "Title", message: "", delegate: log, cancelButtonTitle: "Cancel",
                                otherButtonTitles: "OK")
        alert.show()
        device.advance(by: 0.5)
        log.calls = []
        (log as UIAlertViewDelegate).alertViewCancel(alert)
        #expect(log.calls == ["clicked 0", "willDismiss 0"])
    }

    @Test("The alert turns with the device: the modern window takes landscape bounds; iPhone OS 3 turns the host")
    func survivesRotation() throws {
        let (modern, _) = try launchedAlertDevice(.modernPhone)
        let alert = UIAlertView(title: "Title", message: nil, delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        modern.advance(by: 0.5)
        modern.rotate(to: .landscapeRight)
        modern.advance(by: 0.6)
        let window = try #require(alert.session.window)
        #expect(window.bounds.width > window.bounds.height)
        #expect(alert.center.x == window.bounds.midX)
        #expect(abs(alert.center.y - window.bounds.midY) <= 0.5)
        #expect(alert.isVisible)

        let (classic, _) = try launchedAlertDevice(.iPhone3GS)
        let old = UIAlertView(title: "Title", message: nil, delegate: nil, cancelButtonTitle: "OK")
        old.show()
        classic.advance(by: 0.5)
        classic.rotate(to: .landscapeRight)
        classic.advance(by: 0.6)
        let host = try #require(old.session.window?.host)
        if classic.application?.statusBarOrientation.isLandscape == true {
            #expect(host.transform != .identity)
            #expect(host.bounds.size == CGSize(width: 480, height: 320))
            #expect(old.center.x == 240)
        }
        // A tap on the turned button still chooses it.
        classic.tap(at: try screenCenter(ofButton: 0, in: old.content))
        #expect(!old.isVisible)
    }
}
