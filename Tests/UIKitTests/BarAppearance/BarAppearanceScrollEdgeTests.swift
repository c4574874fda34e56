// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Bar appearances: the scroll edge (iOS 15)")
struct BarAppearanceScrollEdgeTests {
    @Test("A table at its top shows the scroll-edge look; scrolled under the bar, the standard one; back at the top, the edge again")
    func navigationBarFollowsTable() throws {
        let rows = AppearanceRowsController(rows: 60)
        let nav = UINavigationController(rootViewController: rows)
        let bar = nav.navigationBar
        bar.standardAppearance = opaqueNavigationAppearance(.red)
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        edge.titleTextAttributes = [.foregroundColor: UIColor.blue]
        bar.scrollEdgeAppearance = edge
        let (device, _) = try appearanceDevice(nav)
        let table = rows.tableView!
        #expect(bar.scrollEdgeTracker?.trackedScrollView === table)
        #expect(bar.look.appearanceKey == "bar.scrollEdge")
        #expect(bar.currentContent?.titleLabel.textColor == .blue)
        table.contentOffset.y += 40
        device.advance(by: 1.0 / 60)
        #expect(bar.look.appearanceKey == "bar.standard")
        #expect(bar.backgroundView.look.appearance?.backgroundColor == .red)
        #expect(bar.currentContent?.titleLabel.textColor == .label)
        table.contentOffset.y = -table.adjustedContentInset.top
        device.advance(by: 1.0 / 60)
        #expect(bar.look.appearanceKey == "bar.scrollEdge")
    }

    @Test("Dragging the table by touch switches the bar as the content passes under it")
    func dragSwitches() throws {
        let rows = AppearanceRowsController(rows: 60)
        let nav = UINavigationController(rootViewController: rows)
        nav.navigationBar.standardAppearance = opaqueNavigationAppearance(.red)
        let (device, _) = try appearanceDevice(nav)
        #expect(nav.navigationBar.look.appearanceKey == "bar.standard+transparent")
        device.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.3)
        device.advance(by: 0.1)
        #expect(rows.tableView.contentOffset.y > -rows.tableView.adjustedContentInset.top)
        #expect(nav.navigationBar.look.appearanceKey == "bar.standard")
    }

    @Test("Without scrollEdgeAppearance the edge look is the standard one with a transparent background and no shadow")
    func nilScrollEdgeIsTransparent() throws {
        let nav = UINavigationController(rootViewController: AppearanceRowsController(rows: 60))
        let standard = opaqueNavigationAppearance(.red)
        standard.titleTextAttributes = [.foregroundColor: UIColor.green]
        nav.navigationBar.standardAppearance = standard
        let (device, _) = try appearanceDevice(nav)
        defer { withExtendedLifetime(device) {} }
        let look = try #require(nav.navigationBar.look.appearance as? UINavigationBarAppearance)
        #expect(look.hasTransparentBackground && look.shadowColor == nil)
        #expect(look.titleTextAttributes[.foregroundColor] as? UIColor == .green)
        // A controller without a scroll view is always at the edge.
        let plain = UINavigationController(rootViewController: UIViewController())
        plain.navigationBar.standardAppearance = standard
        let (plainDevice, _) = try appearanceDevice(plain)
        defer { withExtendedLifetime(plainDevice) {} }
        #expect(plain.navigationBar.look.appearanceKey == "bar.standard+transparent")
    }

    @Test("The change cross-fades: the old background fades out over 0.25 s above the new one")
    func crossfade() throws {
        let rows = AppearanceRowsController(rows: 60)
        let nav = UINavigationController(rootViewController: rows)
        nav.navigationBar.standardAppearance = opaqueNavigationAppearance(.red)
        let (device, _) = try appearanceDevice(nav)
        let bar = nav.navigationBar
        #expect(crossfadeOverlays(in: bar).isEmpty)
        rows.tableView.contentOffset.y += 60
        device.advance(by: 1.0 / 60)
        let overlay = try #require(crossfadeOverlays(in: bar).first)
        #expect(overlay.look.appearanceKey == "bar.standard+transparent")
        #expect(bar.subviews.firstIndex(of: overlay) == 1)  // above the new background, below the contents
        device.advance(by: 0.1)
        let alpha = overlay.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0 && alpha < 1)
        device.advance(by: 0.3)
        #expect(crossfadeOverlays(in: bar).isEmpty)
    }

    @Test("A tab bar is at its scroll edge while the content's end is visible (short lists, or scrolled to the end)")
    func tabBarBottomEdge() throws {
        let long = AppearanceRowsController(rows: 80)
        let short = AppearanceRowsController(rows: 2)
        let tabs = UITabBarController()
        long.tabBarItem = UITabBarItem(title: "Long", image: nil, tag: 0)
        short.tabBarItem = UITabBarItem(title: "Short", image: nil, tag: 1)
        tabs.viewControllers = [long, short]
        let standard = UITabBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .red
        tabs.tabBar.standardAppearance = standard
        let (device, _) = try appearanceDevice(tabs)
        let table = long.tableView!
        #expect(tabs.tabBar.scrollEdgeTracker?.trackedScrollView === table)
        #expect(tabs.tabBar.look.appearanceKey == "bar.standard")
        table.contentOffset.y = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        device.advance(by: 1.0 / 60)
        #expect(tabs.tabBar.look.appearanceKey == "bar.standard+transparent")
        #expect(tabs.tabBar.look.appearance?.hasTransparentBackground == true)
        tabs.selectedIndex = 1
        device.advance(by: 0.1)
        #expect(tabs.tabBar.scrollEdgeTracker?.trackedScrollView === short.tableView)
        #expect(tabs.tabBar.look.appearanceKey == "bar.standard+transparent")
    }

    @Test("A tab bar around a navigation controller follows the top controller's table; setContentScrollView names another")
    func tabBarThroughNavigation() throws {
        let rows = AppearanceRowsController(rows: 80)
        let nav = UINavigationController(rootViewController: rows)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        tabs.tabBar.standardAppearance = UITabBarAppearance()
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        tabs.tabBar.scrollEdgeAppearance = edge
        let (device, _) = try appearanceDevice(tabs)
        #expect(tabs.tabBar.scrollEdgeTracker?.trackedScrollView === rows.tableView)
        #expect(tabs.tabBar.look.appearanceKey == "bar.standard")
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rows.view.addSubview(other)
        rows.setContentScrollView(other, for: .bottom)
        #expect(rows.contentScrollView(for: .bottom) === other)
        #expect(rows.contentScrollView(for: .top) === rows.tableView)
        device.advance(by: 0.1)
        #expect(tabs.tabBar.scrollEdgeTracker?.trackedScrollView === other)
        #expect(tabs.tabBar.look.appearanceKey == "bar.scrollEdge")  // an empty scroll view is at its end
        rows.setContentScrollView(nil, for: .bottom)
        #expect(rows.contentScrollView(for: .bottom) === rows.tableView)
    }

    @Test("A navigation controller's toolbar follows the bottom edge of the top controller's content")
    func toolbarBottomEdge() throws {
        let rows = AppearanceRowsController(rows: 80)
        rows.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: rows)
        nav.isToolbarHidden = false
        let toolbarLook = UIToolbarAppearance()
        toolbarLook.configureWithOpaqueBackground()
        nav.toolbar.standardAppearance = toolbarLook
        let (device, _) = try appearanceDevice(nav)
        let toolbar = nav.toolbar!
        #expect(toolbar.look.appearanceKey == "bar.standard")
        let table = rows.tableView!
        table.contentOffset.y = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        device.advance(by: 1.0 / 60)
        #expect(toolbar.look.appearanceKey == "bar.standard+transparent")
    }
}
