// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UINavigationController bars and layout")
struct NavigationBarsTests {
    @Test("Classic profile: an opaque bar under the status bar, the child starting below it")
    func classicLayout() throws {
        let (device, window, nav, _) = try launchedNavigation()
        let a = nav.topViewController!
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(nav.navigationBar.barPosition == .topAttached)
        #expect(!nav.navigationBar.isTranslucent)
        #expect(a.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(a.view.safeAreaInsets.top == 0)
        a.extendedLayoutIncludesOpaqueBars = true
        device.advance(by: 0.05)
        #expect(a.view.frame == window.bounds)
        #expect(a.view.safeAreaInsets.top == 64)
    }

    @Test("Modern profile: the child fills the view under the translucent bar, its safe area reduced by it")
    func modernLayout() throws {
        let (device, window, nav, _) = try launchedNavigation(profile: .modernPhone)
        defer { withExtendedLifetime(device) {} }
        let a = nav.topViewController!
        #expect(nav.navigationBar.isTranslucent)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(a.view.frame == window.bounds)
        #expect(a.view.safeAreaInsets.top == 103 && a.view.safeAreaInsets.bottom == 34, "\(a.view.safeAreaInsets) \(a.containerSafeAreaInsets) \(nav.view.safeAreaInsets)")
        a.edgesForExtendedLayout = []
        nav.view.layoutIfNeeded()
        #expect(a.view.frame.minY == 103 && a.view.safeAreaInsets.top == 0, "\(a.view.frame) \(a.view.safeAreaInsets)")
    }

    @Test("Hiding the bar gives the child the whole view; animated, the bar slides up")
    func hideBar() throws {
        let (device, window, nav, _) = try launchedNavigation()
        let a = nav.topViewController!
        nav.isNavigationBarHidden = true
        #expect(nav.navigationBar.isHidden)
        #expect(a.view.frame == window.bounds && a.view.safeAreaInsets.top == 20)
        nav.setNavigationBarHidden(false, animated: true)
        #expect(!nav.navigationBar.isHidden)
        device.advance(by: 0.1)
        let y = nav.navigationBar.layer.presentation()!.frame.minY
        #expect(y < 20 && y > -44)
        device.advance(by: 0.2)
        #expect(nav.navigationBar.frame.minY == 20 && a.view.frame.minY == 64)
    }

    @Test("The bar's items follow the stack: push, pop and set")
    func barItemsFollowStack() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let a = nav.topViewController!
        let b = NavLoggingController("B", journal)
        #expect(nav.navigationBar.items?.map(\.title) == ["A"])
        nav.pushViewController(b, animated: true)
        #expect(nav.navigationBar.items?.map(\.title) == ["A", "B"])
        #expect(nav.navigationBar.topItem === b.navigationItem && nav.navigationBar.backItem === a.navigationItem)
        device.advance(by: 0.5)
        nav.popViewController(animated: false)
        #expect(nav.navigationBar.items?.map(\.title) == ["A"])
        let c = NavLoggingController("C", journal)
        nav.setViewControllers([c, b], animated: false)
        #expect(nav.navigationBar.items?.map(\.title) == ["C", "B"])
        let (_, lines) = UIKitDiagnostics.capturing { nav.navigationBar.pushItem(UINavigationItem(title: "x"), animated: false) }
        #expect(lines.count == 1 && nav.navigationBar.items?.count == 2)
    }

    @Test("Tapping the bar's back button pops the top controller")
    func backButtonPops() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: true)
        device.advance(by: 0.5)
        let back = try #require(nav.navigationBar.currentContent?.backButton)
        device.tap(at: windowCentre(of: back))
        device.advance(by: 0.5)
        #expect(nav.viewControllers.count == 1 && b.parent == nil)
        #expect(nav.navigationBar.items?.count == 1)
    }

    @Test("A pop the bar asks its delegate about pops the controller instead")
    func barPopGoesThroughController() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let b = NavLoggingController("B", journal)
        nav.pushViewController(b, animated: false)
        let popped = nav.navigationBar.popItemUnchecked(animated: true)
        #expect(popped == nil, "the navigation controller pops instead, which updates the bar")
        #expect(nav.viewControllers.count == 1)
        device.advance(by: 0.5)
        #expect(b.parent == nil && nav.navigationBar.items?.count == 1)
    }

    @Test("The toolbar shows the top controller's items and hides for hidesBottomBarWhenPushed")
    func toolbarItems() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let a = nav.topViewController!
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        a.toolbarItems = [item]
        nav.setToolbarHidden(false, animated: false)
        #expect(!nav.toolbar.isHidden)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(nav.toolbar.items?.first === item)
        #expect(a.view.frame == CGRect(x: 0, y: 64, width: 320, height: 372))
        let other = UIBarButtonItem(title: "Other", style: .plain, target: nil, action: nil)
        a.setToolbarItems([other], animated: false)
        #expect(nav.toolbar.items?.first === other)

        let b = NavLoggingController("B", journal)
        b.toolbarItems = []
        nav.pushViewController(b, animated: false)
        #expect(nav.toolbar.items?.isEmpty == true)
        let c = NavLoggingController("C", journal)
        c.hidesBottomBarWhenPushed = true
        nav.pushViewController(c, animated: false)
        device.advance(by: 0.05)
        #expect(nav.toolbar.isHidden && c.view.frame.maxY == 480)
        nav.popToRootViewController(animated: false)
        device.advance(by: 0.05)
        #expect(!nav.toolbar.isHidden && nav.toolbar.items?.first === other)
    }
}

@MainActor
@Suite("UINavigationController scroll view insets")
struct NavigationScrollInsetTests {
    @Test("A table controller under the modern translucent bar starts with its first row below the bar")
    func tableStartsBelowBar() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        defer { withExtendedLifetime(device) {} }
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let table = UITableViewController(style: .plain)
        table.tableView.alwaysBounceVertical = true
        let nav = UINavigationController(rootViewController: table)
        window.rootViewController = nav
        device.advance(by: 0.1)
        #expect(table.tableView.adjustedContentInset.top == 103)
        #expect(table.tableView.contentOffset.y == -103)
    }
}
