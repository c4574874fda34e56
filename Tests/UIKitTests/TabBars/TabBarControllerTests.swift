// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UITabBarController")
struct TabBarControllerTests {
    @Test("Classic profile: the opaque bar is 49 points at the bottom and the selected child's view fills the rest")
    func classicLayout() throws {
        let (device, window, tabs, children, _) = try launchedTabs(3)
        defer { withExtendedLifetime(device) {} }
        #expect(tabs.view.frame == window.bounds)
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(children[0].view.convert(children[0].view.bounds, to: window) == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(children[0].view.window === window)
        #expect(children[1].viewIfLoaded?.window == nil && children[2].viewIfLoaded?.window == nil)
        #expect(tabs.children.count == 3 && zip(tabs.children, children).allSatisfy { $0 === $1 })
        #expect(children.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(tabs.tabBarController == nil)
        #expect(tabs.tabBar.delegate === tabs)
        // The tabs are the children's items, made from their titles.
        let items = try #require(tabs.tabBar.items)
        #expect(items.count == 3 && zip(items, children).allSatisfy { $0 === $1.tabBarItem })
        #expect(items.map(\.title) == ["c0", "c1", "c2"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === children[0])
        #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
        // The child's safe area: the status bar at the top, nothing at the bottom (it ends above the bar).
        #expect(children[0].view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("Modern profile: the translucent bar covers the home indicator area and the child's view runs under it")
    func modernLayout() throws {
        let (device, window, tabs, children, _) = try launchedTabs(2, profile: .modernPhone)
        defer { withExtendedLifetime(device) {} }
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(children[0].view.frame == window.bounds)
        // The child's safe area ends at the bar's top edge: 49 + 34 points from the bottom.
        #expect(children[0].view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        let sub = UIView(frame: CGRect(x: 0, y: 700, width: 393, height: 152))
        children[0].view.addSubview(sub)
        #expect(sub.safeAreaInsets.bottom == 83)
        // An opaque bar: the content ends above it, and the safe area follows the geometry again.
        tabs.tabBar.isTranslucent = false
        tabs.view.setNeedsLayout()
        device.advance(by: 1.0 / 60)
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
        #expect(children[0].view.safeAreaInsets.bottom == 0)
        tabs.selectedIndex = 1
        device.advance(by: 1.0 / 60)
        #expect(children[1].view.frame == CGRect(x: 0, y: 0, width: 393, height: 769))
    }

    @Test("Selecting by code swaps the views and tells the delegate nothing")
    func selectByCode() throws {
        let (device, _, tabs, children, journal) = try launchedTabs(3)
        defer { withExtendedLifetime(device) {} }
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === children[2] && tabs.selectedIndex == 2)
        #expect(tabs.tabBar.selectedItem === children[2].tabBarItem)
        #expect(children[2].view.superview != nil && children[0].view.superview == nil)
        #expect(children[2].view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
        tabs.selectedViewController = children[1]
        #expect(tabs.selectedIndex == 1 && children[1].view.window != nil && children[2].view.window == nil)
        #expect(delegate.entries.isEmpty)
        #expect(journal.entries == ["c2.willAppear", "c0.willDisappear", "c0.didDisappear", "c2.didAppear",
                                    "c1.willAppear", "c2.willDisappear", "c2.didDisappear", "c1.didAppear"])
        // Selecting the selected controller again does nothing.
        journal.entries.removeAll()
        tabs.selectedIndex = 1
        #expect(journal.entries.isEmpty)
    }

    @Test("A tap on a tab asks the delegate, selects it and tells the delegate; a refusal keeps the current tab")
    func selectByUser() throws {
        let (device, _, tabs, children, journal) = try launchedTabs(3)
        defer { withExtendedLifetime(device) {} }
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        tabs.tabBar.selectByUser(children[1].tabBarItem)
        #expect(delegate.entries == ["should c1", "did c1"])
        #expect(tabs.selectedViewController === children[1])
        // iOS's order: the new child's willAppear comes first, then the old one's disappearance, then didAppear.
        #expect(journal.entries == ["c1.willAppear", "c0.willDisappear", "c0.didDisappear", "c1.didAppear"])

        delegate.entries.removeAll()
        journal.entries.removeAll()
        delegate.refuse = ["c2"]
        tabs.tabBar.selectByUser(children[2].tabBarItem)
        #expect(delegate.entries == ["should c2"])
        #expect(tabs.selectedViewController === children[1])
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
        #expect(journal.entries.isEmpty && children[2].viewIfLoaded?.window == nil)

        // Tapping the selected tab again is still reported (iOS 3 and later), with no appearance change.
        delegate.entries.removeAll()
        tabs.tabBar.selectByUser(children[1].tabBarItem)
        #expect(delegate.entries == ["should c1", "did c1"])
        #expect(journal.entries.isEmpty)
    }

    @Test("Bad selections and view controller lists are logged and ignored")
    func badInput() throws {
        let (device, _, tabs, children, journal) = try launchedTabs(3)
        defer { withExtendedLifetime(device) {} }
        let (_, lines) = UIKitDiagnostics.capturing {
            tabs.selectedIndex = 3
            tabs.selectedIndex = -1
            tabs.selectedViewController = UIViewController()
            tabs.selectedViewController = nil
            tabs.viewControllers = [children[0], children[1], children[0]]
        }
        #expect(lines.count == 5)
        #expect(lines[0].contains("selectedIndex 3"))
        #expect(lines[4].contains("more than once"))
        #expect(tabs.selectedIndex == 0 && tabs.viewControllers?.count == 3)
        #expect(journal.entries.isEmpty)
    }

    @Test("Replacing the view controllers keeps the selection, or the same index, else the first; removed ones leave")
    func replacingControllers() throws {
        let (device, _, tabs, children, journal) = try launchedTabs(3)
        defer { withExtendedLifetime(device) {} }
        tabs.selectedIndex = 2
        let extra = TabChild("x", journal)
        tabs.customizableViewControllers = [children[0]]
        tabs.viewControllers = [extra, children[2]]
        #expect(tabs.selectedViewController === children[2] && tabs.selectedIndex == 1)
        #expect(children[0].parent == nil && children[1].parent == nil && extra.parent === tabs)
        #expect(tabs.customizableViewControllers?.count == 2)
        #expect(tabs.tabBar.items?.count == 2)

        journal.entries.removeAll()
        let y = TabChild("y", journal), z = TabChild("z", journal)
        tabs.viewControllers = [y, z]
        // c2 is gone: the controller at its index (1) is selected.
        #expect(tabs.selectedViewController === z)
        #expect(journal.entries == ["c2.willDisappear", "c2.didDisappear", "z.willAppear", "z.didAppear"])

        tabs.viewControllers = nil
        #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
        #expect(tabs.selectedIndex == NSNotFound && tabs.children.isEmpty)
        #expect(z.viewIfLoaded?.window == nil && (tabs.tabBar.items ?? []).isEmpty)
    }

    @Test("View controllers set before the view loads (or in viewDidLoad) show when it does; UITabBarController() works")
    func beforeTheViewLoads() throws {
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        tabs.viewControllers = [a, b]
        tabs.selectedIndex = 1
        #expect(!tabs.isViewLoaded && !b.isViewLoaded)
        let (device, window) = try launchedTestWindow()
        defer { withExtendedLifetime(device) {} }
        window.rootViewController = tabs
        #expect(b.view.superview?.superview === tabs.view)
        #expect(!a.isViewLoaded)
    }

    @Test("A child's new tab bar item, title or badge shows on the bar")
    func itemsRefresh() throws {
        let (device, _, tabs, children, _) = try launchedTabs(3)
        defer { withExtendedLifetime(device) {} }
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        children[1].tabBarItem = item
        #expect(tabs.tabBar.items?[1] === item)
        children[2].title = "Renamed"
        #expect(tabs.tabBar.items?[2].title == "Renamed")
        children[0].tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar.items?[0].badgeValue == "3")
        // Replacing the selected child's item keeps it selected on the bar.
        tabs.selectedIndex = 1
        let other = UITabBarItem(title: "Other", image: nil, tag: 1)
        children[1].tabBarItem = other
        #expect(tabs.tabBar.selectedItem === other)
    }

    @Test("A delegate's animator plays the switch; the appearance callbacks end when it completes")
    func animatedSwitch() throws {
        let (device, _, tabs, children, journal) = try launchedTabs(2)
        defer { withExtendedLifetime(device) {} }
        let delegate = RecordingTabDelegate()
        let animator = FadeAnimator(duration: 0.3)
        delegate.animator = animator
        tabs.delegate = delegate
        tabs.tabBar.selectByUser(children[1].tabBarItem)
        #expect(journal.entries == ["c1.willAppear", "c0.willDisappear"])
        #expect(children[1].transitionCoordinator != nil)
        #expect(children[0].view.superview != nil && children[1].view.superview != nil)
        // A second tap while it animates is refused.
        let (_, lines) = UIKitDiagnostics.capturing { tabs.tabBar.selectByUser(children[0].tabBarItem) }
        #expect(lines.count == 1 && tabs.selectedViewController === children[1])
        device.advance(by: 0.15)
        let alpha = children[1].view.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0 && alpha < 1)
        device.advance(by: 0.3)
        #expect(journal.entries == ["c1.willAppear", "c0.willDisappear", "c0.didDisappear", "c1.didAppear"])
        #expect(children[0].view.superview == nil && animator.ended == true)
        #expect(children[1].transitionCoordinator == nil)
        #expect(children[1].view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
    }

    @Test("A tap on a tab's place on the bar selects it; a second tap on a navigation tab pops it to its root")
    func tapsOnTheBar() throws {
        let (device, window, tabs, children, _) = try launchedTabs(2)
        defer { withExtendedLifetime(device) {} }
        let nav = UINavigationController(rootViewController: TabChild("root"))
        nav.title = "nav"
        tabs.viewControllers = [children[0], nav]
        device.advance(by: 1.0 / 60)
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        let buttons = tabs.tabBar.tabButtons
        #expect(buttons.count == 2)
        #expect(buttons[1].convert(buttons[1].bounds, to: nil) == CGRect(x: 160, y: 431, width: 158, height: 49))
        device.tap(at: centre(of: buttons[1]))
        device.advance(by: 0.1)
        #expect(delegate.entries == ["should nav", "did nav"])
        #expect(tabs.selectedViewController === nav && nav.view.window === window)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
        nav.pushViewController(TabChild("pushed"), animated: false)
        #expect(nav.viewControllers.count == 2 && nav.topViewController?.tabBarController === tabs)
        device.tap(at: centre(of: buttons[1]))
        device.advance(by: 1)
        #expect(nav.viewControllers.count == 1)
        #expect(delegate.entries == ["should nav", "did nav", "should nav", "did nav"])
    }
}
