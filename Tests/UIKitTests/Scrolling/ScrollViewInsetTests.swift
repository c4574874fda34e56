// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The adjusted content inset and its behaviours with the safe area, the refresh control, and bad input.
@MainActor
@Suite("UIScrollView: insets, refresh control and bad input")
struct ScrollViewInsetTests {
    @Test("The safe area joins the inset by the adjustment behaviour; the delegate hears of each change")
    func adjustmentBehaviours() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let log = ScrollLog()
        scroll.delegate = log
        scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 480)  // under the 20-point status bar
        device.advance(by: 1 / 60)
        #expect(scroll.safeAreaInsets.top == 20)
        #expect(scroll.adjustedContentInset.top == 20)  // .automatic, and the content scrolls vertically
        #expect(log.calls.filter { $0 == "adjustedInset" }.count == 1)
        #expect(scroll.minimumContentOffset.y == -20)
        scroll.contentSize = CGSize(width: 320, height: 100)  // no longer scrolls: no adjustment
        #expect(scroll.adjustedContentInset.top == 0)
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset.top == 20)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 30, left: 0, bottom: 5, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset.top == 30)
        #expect(log.calls.filter { $0 == "adjustedInset" }.count == 6)
    }

    @Test(".automatic always adds the safe area vertically to a container's child's root scroll view")
    func automaticInContainers() throws {
        final class Container: UIViewController, ContentInsetAdjustingContainer {}
        let (device, window) = try launchedTestWindow()
        let container = Container()
        window.rootViewController = container
        let child = UIViewController()
        let scroll = UIScrollView(frame: window.bounds)
        child.view = scroll
        scroll.contentSize = CGSize(width: 320, height: 100)  // too short to scroll
        container.view.addSubview(scroll)
        device.advance(by: 1 / 60)
        #expect(scroll.safeAreaInsets.top == 20)
        #expect(scroll.adjustedContentInset.top == 0)  // not a container's child yet: .scrollableAxes rules
        container.addChild(child)
        child.didMove(toParent: container)
        scroll.setNeedsLayout()
        scroll.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 20)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset.top == 0)
    }

    @Test("Bad insets, offsets, sizes and rates are ignored")
    func badInput() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentInset == .zero)
        scroll.contentSize = CGSize(width: 10, height: -5)
        #expect(scroll.contentSize == .zero)
        scroll.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
        #expect(scroll.contentOffset == .zero)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        #expect(scroll.decelerationRate == .normal)
        scroll.zoom(to: .null, animated: false)
        #expect(scroll.zoomScale == 1)
    }

    final class Target {
        var pulls = 0
    }

    @Test("Pulling past 80 points begins refreshing; the content rests under the control until it ends")
    func refresh() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let control = UIRefreshControl()
        let target = Target()
        control.addAction(UIAction { _ in target.pulls += 1 }, for: .valueChanged)
        scroll.refreshControl = control
        #expect(control.superview === scroll && control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        device.touchDown(at: pt(160, 100))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 115))
        device.touchMove(to: pt(160, 215))  // 48 points shown: not yet
        #expect(!control.isRefreshing)
        device.touchMove(to: pt(160, 315))  // 86 points shown
        #expect(control.isRefreshing && target.pulls == 1)
        device.touchMove(to: pt(160, 330))
        #expect(target.pulls == 1)
        device.advance(by: 0.3)
        device.touchUp()
        #expect(scroll.adjustedContentInset.top == 60)
        device.advance(by: 2)
        #expect(scroll.contentOffset.y == -60)
        control.endRefreshing()
        #expect(scroll.adjustedContentInset.top == 0)
        device.advance(by: 0.4)
        #expect(scroll.contentOffset.y == 0 && !control.isRefreshing)
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(control.titleLabel.attributedText?.string == "Pull to refresh")
    }

    @Test("The app moving the offset during a deceleration shifts the deceleration")
    func shiftDuringDeceleration() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let log = ScrollLog()
        scroll.delegate = log
        device.drag(from: pt(160, 400), to: pt(160, 100), duration: 0.2)
        let rest = log.proposedTarget?.y ?? 0
        device.advance(by: 0.1)
        scroll.contentOffset.y += 100
        device.advance(by: 5)
        #expect(near(scroll.contentOffset.y, rest + 100, 1e-6))
    }
}
