// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UINavigationController condensing bars")
struct HidesBarsTests {
    @Test("The bar-hiding recognizers exist, on the view, enabled only while their property is set")
    func recognizers() throws {
        let (device, _, nav, _) = try launchedNavigation(profile: .modernPhone)
        defer { withExtendedLifetime(device) {} }
        let tap = nav.barHideOnTapGestureRecognizer
        let swipe = nav.barHideOnSwipeGestureRecognizer
        #expect(nav.barHideOnTapGestureRecognizer === tap)
        #expect(tap.view === nav.view && swipe.view === nav.view)
        #expect(!tap.isEnabled && !swipe.isEnabled)
        nav.hidesBarsOnTap = true
        #expect(tap.isEnabled && !swipe.isEnabled)
        nav.hidesBarsOnSwipe = true
        #expect(swipe.isEnabled)
        nav.hidesBarsOnTap = false
        #expect(!tap.isEnabled)
        nav.hidesBarsWhenKeyboardAppears = true
        #expect(nav.hidesBarsWhenKeyboardAppears)
    }

    @Test("With hidesBarsOnTap a tap on the content toggles the bar and the shown toolbar; bars and buttons don't")
    func tapToggles() throws {
        let (device, _, nav, _) = try launchedNavigation(profile: .modernPhone)
        let top = try #require(nav.topViewController)
        top.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        nav.setToolbarHidden(false, animated: false)
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        top.view.addSubview(button)
        nav.hidesBarsOnTap = true
        device.advance(by: 0.05)

        device.tap(at: CGPoint(x: 80, y: 322))
        device.advance(by: 0.5)
        #expect(taps == 1 && !nav.isNavigationBarHidden)
        device.tap(at: CGPoint(x: 200, y: 80))  // on the navigation bar
        device.advance(by: 0.5)
        #expect(!nav.isNavigationBarHidden)

        device.tap(at: CGPoint(x: 200, y: 500))
        device.advance(by: 0.5)
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
        #expect(nav.navigationBar.isHidden)
        device.tap(at: CGPoint(x: 200, y: 500))
        device.advance(by: 0.5)
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden)
        #expect(!nav.navigationBar.isHidden && nav.navigationBar.frame.minY == 59)
    }

    @Test("Without hidesBarsOnTap a tap changes nothing")
    func tapOffByDefault() throws {
        let (device, _, nav, _) = try launchedNavigation(profile: .modernPhone)
        device.tap(at: CGPoint(x: 200, y: 500))
        device.advance(by: 0.5)
        #expect(!nav.isNavigationBarHidden)
    }

    @Test("With hidesBarsOnSwipe an upward swipe in a scroll view hides the bars and a downward one shows them")
    func swipeHidesAndShows() throws {
        let (device, _, nav, _) = try launchedNavigation(profile: .modernPhone)
        let top = try #require(nav.topViewController)
        let scroll = UIScrollView(frame: top.view.bounds)
        scroll.contentSize = CGSize(width: 393, height: 3000)
        top.view.addSubview(scroll)
        nav.hidesBarsOnSwipe = true
        device.advance(by: 0.05)
        let startOffset = scroll.contentOffset.y

        device.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.3)
        device.advance(by: 0.5)
        #expect(nav.isNavigationBarHidden)
        #expect(scroll.contentOffset.y > startOffset + 100)  // the scroll view scrolled as well

        device.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.3)
        device.advance(by: 0.5)
        #expect(!nav.isNavigationBarHidden)
    }

    @Test("With hidesBarsWhenVerticallyCompact the bars hide in landscape and come back in portrait")
    func verticallyCompact() throws {
        let (device, _, nav, _) = try launchedNavigation(profile: .modernPhone)
        nav.hidesBarsWhenVerticallyCompact = true
        device.advance(by: 0.05)
        #expect(!nav.isNavigationBarHidden)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 1)
        #expect(nav.view.traitCollection.verticalSizeClass == .compact)
        #expect(nav.isNavigationBarHidden)
        device.rotate(to: .portrait)
        device.advance(by: 1)
        #expect(!nav.isNavigationBarHidden)
    }

    @Test("Without hidesBarsWhenVerticallyCompact landscape keeps the bar")
    func compactOffByDefault() throws {
        let (device, _, nav, _) = try launchedNavigation(profile: .modernPhone)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 1)
        #expect(!nav.isNavigationBarHidden)
    }
}
