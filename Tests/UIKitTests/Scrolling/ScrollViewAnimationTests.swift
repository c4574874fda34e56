// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` and the status-bar tap.
@MainActor
@Suite("UIScrollView: animated scrolling")
struct ScrollViewAnimationTests {
    @Test("An animated scroll takes 0.3 s along 3u² − 2u³ and ends with scrollViewDidEndScrollingAnimation")
    func animatedOffset() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let log = ScrollLog()
        scroll.delegate = log
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        let start = device.now
        #expect(scroll.contentOffset == .zero)
        for _ in 0..<17 {
            device.advance(by: 1 / 60)
            let u = min(1, (device.now - start) / 0.3)
            #expect(near(scroll.contentOffset.y, 600 * CGFloat(u * u * (3 - 2 * u)), 1e-6))
        }
        device.advance(by: 0.1)
        #expect(scroll.contentOffset.y == 600)
        #expect(log.order == ["scroll", "didEndScrollingAnimation"])
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(scroll.contentOffset.y == 100)
        #expect(log.order == ["scroll", "didEndScrollingAnimation", "scroll"])
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)  // already there
        device.advance(by: 0.5)
        #expect(log.calls.filter { $0 == "didEndScrollingAnimation" }.count == 1)
    }

    @Test("scrollRectToVisible scrolls the least distance, within the insets")
    func rectToVisible() throws {
        let (_, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 570)  // bottom edge at the visible bottom: 570 + 400 − 20 = 950
        scroll.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 570)  // already visible: no move
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 90)  // top edge under the top inset
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 1620)  // clamped to the end
        scroll.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 1620)
    }

    @Test("A tap on the status bar scrolls the scroll view to its top, animated")
    func statusBarTap() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let log = ScrollLog()
        scroll.delegate = log
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        device.tap(at: pt(160, 10))
        device.advance(by: 0.1)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 800)
        device.advance(by: 0.3)
        #expect(scroll.contentOffset.y == 0)
        #expect(log.order == ["scroll", "shouldScrollToTop", "scroll", "didScrollToTop"])
    }

    @Test("The status bar does nothing when the delegate refuses, or when two scroll views scroll to top")
    func statusBarTapRefused() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let log = ScrollLog()
        log.allowsScrollToTop = false
        scroll.delegate = log
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        device.tap(at: pt(160, 10))
        device.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 800)
        log.allowsScrollToTop = true
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window?.addSubview(other)
        device.tap(at: pt(160, 10))
        device.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 800)
        other.scrollsToTop = false
        device.tap(at: pt(160, 10))
        device.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("Only a tap on the status bar scrolls to top; its touches still reach the app's window")
    func statusBarTapOnly() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        scene.window?.addSubview(view)
        device.drag(from: pt(20, 10), to: pt(200, 10), duration: 0.2)  // a drag along the bar: not a tap
        device.touchDown(at: pt(160, 10))
        device.advance(by: 0.8)  // held too long
        device.touchUp()
        device.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 800)
        device.tap(at: pt(160, 30))  // below the bar
        device.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 800)
        device.tap(at: pt(160, 10))
        device.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 0)
        #expect(view.log.suffix(2) == ["began", "ended"])
        #expect(device.trackedFingerCount == 0)
    }
}
