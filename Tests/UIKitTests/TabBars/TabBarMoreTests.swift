// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UITabBarController More tab")
struct TabBarMoreTests {
    @Test("Seven controllers: the bar shows four tabs and More, and More lists the other three")
    func barAndList() throws {
        let (device, _, tabs, children, _) = try launchedTabs(7)
        defer { withExtendedLifetime(device) {} }
        let items = try #require(tabs.tabBar.items)
        #expect(items.count == 5)
        #expect(items.prefix(4).map(\.title) == ["c0", "c1", "c2", "c3"])
        #expect(items[4].title == "More" && items[4].systemItem == .more)
        #expect(tabs.viewControllers?.count == 7)
        #expect(children.allSatisfy { $0.parent === tabs })

        let list = tabs.moreListController
        let table = try #require(list.tableView)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 411)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        let cell = list.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(cell.textLabel?.text == "c5" && cell.accessoryType == .disclosureIndicator)
        #expect(list.title == "More")
    }

    @Test("Tapping More shows the list: the selection is the More container and selectedIndex is NSNotFound")
    func choosingMore() throws {
        let (device, window, tabs, children, journal) = try launchedTabs(6)
        defer { withExtendedLifetime(device) {} }
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        let more = try #require(tabs.tabBar.items?.last)
        tabs.tabBar.selectByUser(more)
        #expect(delegate.entries == ["should More", "did More"])
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.moreNavigationController.tabBarItem === more)
        #expect(tabs.tabBar.selectedItem === more)
        #expect(tabs.moreListController.view.window === window)
        #expect(journal.entries == ["c0.willDisappear", "c0.didDisappear"])
        #expect(tabs.moreListController.tableView.numberOfRows(inSection: 0) == 2)
        // The list's Edit button shows because every controller is customizable.
        #expect(tabs.moreListController.navigationItem.rightBarButtonItem?.title == "Edit")
        tabs.customizableViewControllers = []
        #expect(tabs.moreListController.navigationItem.rightBarButtonItem == nil)
        _ = children
    }

    @Test("Selecting a controller listed under More by code shows it on the More navigation controller")
    func overflowByCode() throws {
        let (device, window, tabs, children, journal) = try launchedTabs(7)
        defer { withExtendedLifetime(device) {} }
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 5 && tabs.selectedViewController === children[5])
        #expect(tabs.tabBar.selectedItem === tabs.moreItem)
        let more = tabs.moreNavigationController
        #expect(more.viewControllers.count == 2 && more.topViewController === children[5])
        #expect(children[5].view.window === window && children[5].parent === more)
        #expect(children[5].tabBarController === tabs && more.tabBarController === tabs)
        #expect(journal.entries == ["c5.willAppear", "c0.willDisappear", "c0.didDisappear", "c5.didAppear"])
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
        #expect(delegate.entries.isEmpty)
        // Back on More, the pushed controller is still there and is the selection.
        tabs.selectedViewController = more
        #expect(tabs.selectedViewController === children[5] && tabs.selectedIndex == 5)
    }

    @Test("Tapping a row of the More list pushes its controller; going back makes the More tab the selection")
    func pushFromList() throws {
        let (device, window, tabs, children, _) = try launchedTabs(7)
        defer { withExtendedLifetime(device) {} }
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        device.tap(at: centre(of: tabs.tabBar.tabButtons[4]))
        device.advance(by: 0.5)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        let list = tabs.moreListController
        #expect(list.view.window === window)
        let table = try #require(list.tableView)
        #expect(table.numberOfRows(inSection: 0) == 3)
        let row = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        delegate.entries.removeAll()
        device.tap(at: CGPoint(x: row.midX, y: row.midY))
        device.advance(by: 1)
        #expect(delegate.entries == ["should c6", "did c6"])
        let more = tabs.moreNavigationController
        #expect(more.topViewController === children[6] && children[6].view.window === window)
        #expect(tabs.selectedViewController === children[6] && tabs.selectedIndex == 6)
        // The back button (a pop) returns to the list: the More tab is the selection, c6 a tab child again.
        more.popViewController(animated: true)
        device.advance(by: 1)
        #expect(more.viewControllers.count == 1)
        #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
        #expect(children[6].parent === tabs && children[6].viewIfLoaded?.window == nil)
        // Tapping More while a controller is pushed returns to the list.
        tabs.selectedIndex = 4
        device.advance(by: 0.1)
        delegate.entries.removeAll()
        device.tap(at: centre(of: tabs.tabBar.tabButtons[4]))
        device.advance(by: 1)
        #expect(delegate.entries == ["should More", "did More"])
        #expect(more.viewControllers.count == 1 && tabs.selectedViewController === more)
    }

    @Test("Going from seven controllers to three removes the More tab and its container")
    func moreGoesAway() throws {
        let (device, _, tabs, children, _) = try launchedTabs(7)
        defer { withExtendedLifetime(device) {} }
        tabs.selectedViewController = tabs.moreContainer
        #expect(tabs.moreContainer.parent === tabs)
        tabs.viewControllers = Array(children.prefix(3))
        #expect(tabs.tabBar.items?.count == 3)
        #expect(tabs.moreContainer.parent == nil && tabs.moreContainer.viewIfLoaded?.window == nil)
        #expect(tabs.selectedViewController === children[0])
    }

    @Test("Edit opens the customising sheet (the delegate hears willBegin); Done closes it unchanged")
    func customizing() throws {
        let (device, _, tabs, _, _) = try launchedTabs(6)
        defer { withExtendedLifetime(device) {} }
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        tabs.selectedViewController = tabs.moreContainer
        let edit = try #require(tabs.moreListController.navigationItem.rightBarButtonItem)
        edit.performTap()
        #expect(delegate.entries == ["willBegin 6"])
        let sheetView = try #require(tabs.customizeSheet)
        #expect(sheetView.frame.maxY == tabs.tabBar.frame.minY)
        #expect(tabs.tabBar.isCustomizing)
        let sheet = try #require(tabs.customizeSheet)
        #expect(sheet.superview === tabs.view)
        sheet.doneButton.sendActions(for: .touchUpInside)
        #expect(delegate.entries == ["willBegin 6", "willEnd false", "didEnd false"])
        #expect(tabs.customizeSheet == nil && !tabs.tabBar.isCustomizing && sheet.superview == nil)
    }
}
