// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// More's Edit sheet ("Configure"): dragging an item onto a tab swaps the two view controllers.
@MainActor
@Suite("UITabBarController customising")
struct TabBarCustomizeTests {
    /// Six controllers on the iPhone 3GS, the More list showing, and the Configure sheet opened by Edit.
    private func openSheet(_ count: Int = 6, profile: DeviceProfile = .iPhone3GS)
        throws -> (HeadlessDevice, UITabBarController, TabBarCustomizeView, RecordingTabDelegate, RecordingBarDelegate)
    {
        let (device, _, tabs, _, _) = try launchedTabs(count, profile: profile)
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        tabs.selectedViewController = tabs.moreContainer
        device.advance(by: 1.0 / 60)
        let barDelegate = RecordingBarDelegate(forwardingTo: tabs)
        let edit = try #require(tabs.moreListController.navigationItem.rightBarButtonItem)
        edit.performTap()
        device.advance(by: 1.0 / 60)
        let sheet = try #require(tabs.customizeSheet)
        return (device, tabs, sheet, delegate, barDelegate)
    }

    private func cell(_ title: String, in sheet: TabBarCustomizeView) throws -> TabBarCustomizeCell {
        try #require(sheet.cells.first { $0.item.title == title })
    }

    @Test("The sheet offers every customizable controller's item, and Edit starts the bar customising")
    func offersItems() throws {
        let (device, tabs, sheet, delegate, _) = try openSheet()
        defer { withExtendedLifetime(device) {} }
        #expect(sheet.cells.map { $0.item.title } == ["c0", "c1", "c2", "c3", "c4", "c5"])
        #expect(tabs.tabBar.isCustomizing)
        #expect(delegate.entries == ["willBegin 6"])
    }

    @Test("Dragging an item from the sheet onto a tab swaps the two controllers; Done reports the change")
    func dragOntoTab() throws {
        let (device, tabs, sheet, delegate, barDelegate) = try openSheet()
        defer { withExtendedLifetime(device) {} }
        let target = tabs.tabBar.tabButtons[1]
        device.touchDown(at: centre(of: try cell("c4", in: sheet)))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 160, y: 300))
        device.advance(by: 1.0 / 60)
        // The picked-up copy follows the finger.
        let copy = try #require(sheet.draggedCopy)
        #expect(copy.center == CGPoint(x: 160, y: 300))
        #expect(copy.superview === tabs.view)
        device.touchMove(to: centre(of: target))
        device.advance(by: 1.0 / 60)
        device.touchUp()
        device.advance(by: 1.0 / 60)
        #expect(sheet.draggedCopy == nil && copy.superview == nil)
        #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["c0", "c4", "c2", "c3", "c1", "c5"])
        #expect(tabs.tabBar.items?.prefix(4).map(\.title) == ["c0", "c4", "c2", "c3"])
        #expect(tabs.moreListController.listed.map { $0.title ?? "" } == ["c1", "c5"])
        #expect(sheet.changed)
        sheet.doneButton.sendActions(for: .touchUpInside)
        #expect(delegate.entries == ["willBegin 6", "willEnd true", "didEnd true"])
        #expect(barDelegate.entries == ["willEnd true", "didEnd true"])
        #expect(tabs.customizeSheet == nil && !tabs.tabBar.isCustomizing)
        // The new order holds: tapping the second tab shows c4.
        device.tap(at: centre(of: tabs.tabBar.tabButtons[1]))
        device.advance(by: 1.0 / 60)
        #expect(tabs.selectedViewController?.title == "c4")
    }

    @Test("Dropping onto More, onto the item's own tab, or off the bar changes nothing")
    func dropsThatChangeNothing() throws {
        let (device, tabs, sheet, delegate, _) = try openSheet()
        defer { withExtendedLifetime(device) {} }
        let more = try #require(tabs.tabBar.tabButtons.last)
        device.drag(from: centre(of: try cell("c5", in: sheet)), to: centre(of: more))
        device.advance(by: 1.0 / 60)
        device.drag(from: centre(of: try cell("c2", in: sheet)), to: centre(of: tabs.tabBar.tabButtons[2]))
        device.advance(by: 1.0 / 60)
        device.drag(from: centre(of: try cell("c4", in: sheet)), to: CGPoint(x: 160, y: 250))
        device.advance(by: 1.0 / 60)
        #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["c0", "c1", "c2", "c3", "c4", "c5"])
        #expect(!sheet.changed && sheet.draggedCopy == nil)
        sheet.doneButton.sendActions(for: .touchUpInside)
        #expect(delegate.entries == ["willBegin 6", "willEnd false", "didEnd false"])
    }

    @Test("Two tabs already on the bar trade places when one is dragged onto the other")
    func swapTwoTabs() throws {
        let (device, tabs, sheet, _, _) = try openSheet(7)
        defer { withExtendedLifetime(device) {} }
        device.drag(from: centre(of: try cell("c0", in: sheet)), to: centre(of: tabs.tabBar.tabButtons[3]))
        device.advance(by: 1.0 / 60)
        #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["c3", "c1", "c2", "c0", "c4", "c5", "c6"])
        #expect(tabs.tabBar.items?.prefix(4).map(\.title) == ["c3", "c1", "c2", "c0"])
    }

    @Test("Golden: the Configure sheet with an item dragged over the bar", arguments: ["classic", "modern"])
    func golden(_ look: String) throws {
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let systemItems: [UITabBarItem.SystemItem] = [.favorites, .recents, .contacts, .search, .history, .downloads,
                                                      .bookmarks]
        let controllers = systemItems.enumerated().map { index, system in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(tabBarSystemItem: system, tag: index)
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        window.rootViewController = tabs
        tabs.selectedViewController = tabs.moreNavigationController
        device.advance(by: 1.0 / 60)
        try #require(tabs.moreListController.navigationItem.rightBarButtonItem).performTap()
        device.advance(by: 1.0 / 60)
        let sheet = try #require(tabs.customizeSheet)
        let dragged = try #require(sheet.cells.last)
        let over = tabs.tabBar.tabButtons[2].convert(tabs.tabBar.tabButtons[2].bounds, to: nil)
        device.touchDown(at: centre(of: dragged))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: over.midX, y: over.minY))
        device.advance(by: 1.0 / 60)
        try assertGolden(device.screenshot(), named: "\(look)-configure", suite: "TabBars",
                         filePath: uikitTestsRootFile())
        device.touchUp()
        device.advance(by: 1.0 / 60)
    }
}

/// Records a tab bar's customising callbacks, passing every callback on to the tab bar controller that owned the
/// bar's delegate (so the controller keeps working).
@MainActor
final class RecordingBarDelegate: NSObject, UITabBarDelegate {
    var entries: [String] = []
    private weak var forward: UITabBarController?

    init(forwardingTo tabs: UITabBarController) {
        forward = tabs
        super.init()
        tabs.tabBar.delegate = self
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { forward?.tabBar(tabBar, didSelect: item) }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        entries.append("willEnd \(changed)")
    }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        entries.append("didEnd \(changed)")
    }
}
