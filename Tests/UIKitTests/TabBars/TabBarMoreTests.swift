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
        #expect(tabs.selectedViewController === tabs.moreContainer)
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

    @Test("Selecting a controller listed under More by code selects the More tab")
    func overflowByCode() throws {
        let (device, _, tabs, children, _) = try launchedTabs(7)
        defer { withExtendedLifetime(device) {} }
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 5 && tabs.selectedViewController === children[5])
        #expect(tabs.tabBar.selectedItem === tabs.moreItem)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
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
        #expect(tabs.tabBar.isCustomizing)
        let sheet = try #require(tabs.customizeSheet)
        #expect(sheet.superview === tabs.view)
        sheet.doneButton.sendActions(for: .touchUpInside)
        #expect(delegate.entries == ["willBegin 6", "willEnd false", "didEnd false"])
        #expect(tabs.customizeSheet == nil && !tabs.tabBar.isCustomizing && sheet.superview == nil)
    }
}
