// SPDX-License-Identifier: Apache-2.0

import CatalogKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// Catalog driven by taps: each entry pushes its screen, and the screens work.
@MainActor
@Suite("Catalog")
struct CatalogNavigationTests {
    @Test("The catalog lists every section's entries under a navigation bar titled UIKit Catalog")
    func rootList() throws {
        let app = try CatalogFixture()
        #expect(app.navigation.navigationBar.topItem?.title == "UIKit Catalog")
        let table = app.catalog.tableView!
        #expect(table.numberOfSections == CatalogSection.allCases.count)
        for section in CatalogSection.allCases {
            #expect(table.numberOfRows(inSection: section.rawValue) == section.entries.count)
        }
        // The table starts under the bar (the classic profile's opaque bar).
        let barBottom = app.navigation.navigationBar.convert(app.navigation.navigationBar.bounds, to: nil).maxY
        #expect(table.convert(table.bounds, to: nil).minY >= barBottom - 0.5)
    }

    @Test("Tapping a row pushes its screen with the row's title; the back button returns")
    func pushAndBack() throws {
        let app = try CatalogFixture()
        try app.open("Buttons")
        let buttons = try #require(app.navigation.topViewController as? ButtonsViewController)
        #expect(buttons.title == "Buttons")
        #expect(app.navigation.navigationBar.backItem?.title == "UIKit Catalog")
        app.device.tap(at: app.centre(of: buttons.buttons[0]))
        app.device.tap(at: app.centre(of: buttons.buttons[2]))
        app.device.tap(at: app.centre(of: buttons.buttons[1]))  // disabled: no tap
        #expect(buttons.tapCountLabel.text == "2 taps")
        app.navigation.popViewController(animated: true)
        app.device.advance(by: 0.6)
        #expect(app.navigation.topViewController === app.catalog)
    }

    @Test("The picker's wheel tints the swatch")
    func pickers() throws {
        let app = try CatalogFixture()
        try app.open("Pickers")
        let pickers = try #require(app.navigation.topViewController as? PickersCatalogViewController)
        pickers.pickerView.selectRow(4, inComponent: 0, animated: false)
        pickers.pickerView(pickers.pickerView, didSelectRow: 4, inComponent: 0)
        #expect(pickers.swatch.backgroundColor == PickersCatalogViewController.colors[4].1)
    }

    @Test("Alerts: a tapped action reaches its handler after the alert goes")
    func alerts() throws {
        let app = try CatalogFixture()
        try app.open("Alerts")
        let alerts = try #require(app.navigation.topViewController as? AlertsViewController)
        alerts.show(.okCancel)
        app.device.advance(by: 0.5)
        let alert = try #require(app.navigation.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
        alert.dismiss(animated: false)
        app.device.advance(by: 0.1)
        #expect(app.navigation.presentedViewController == nil)
    }

    @Test("Transitions: each style presents a screen whose Done button dismisses it")
    func transitions() throws {
        let app = try CatalogFixture()
        try app.open("Transitions")
        let transitions = try #require(app.navigation.topViewController as? TransitionsViewController)
        for index in TransitionsViewController.options.indices {
            transitions.tableView(transitions.tableView, didSelectRowAt: IndexPath(row: index, section: 0))
            app.device.advance(by: 1.2)
            let modal = try #require(app.navigation.presentedViewController as? ModalScreenViewController)
            #expect(modal.modalPresentationStyle == TransitionsViewController.options[index].presentationStyle)
            app.device.tap(at: app.centre(of: modal.doneButton))
            app.device.advance(by: 1.2)
            #expect(app.navigation.presentedViewController == nil)
        }
    }

    @Test("Tabs: seven tabs show four and More; Close dismisses the tab bar controller")
    func tabs() throws {
        let app = try CatalogFixture()
        try app.open("Tabs")
        let tabsScreen = try #require(app.navigation.topViewController as? TabsViewController)
        app.device.tap(at: app.centre(of: tabsScreen.showTabsButton))
        app.device.advance(by: 1)
        let tabs = try #require(tabsScreen.tabController)
        #expect(app.navigation.presentedViewController === tabs)
        #expect(tabs.tabBar.items?.count == 5)
        #expect(tabs.tabBar.items?.last?.title == "More")
        tabs.dismiss(animated: false)
        #expect(app.navigation.presentedViewController == nil)
    }

    @Test("Toolbars: tapping an item names it; the navigation toolbar shows while the screen is on top")
    func toolbars() throws {
        let app = try CatalogFixture()
        try app.open("Toolbars")
        let screen = try #require(app.navigation.topViewController as? ToolbarsViewController)
        #expect(!app.navigation.isToolbarHidden)
        let compose = try #require(screen.toolbar.items?.first)
        #expect(compose.performTap())
        #expect(screen.statusLabel.text == "Compose")
        app.navigation.popViewController(animated: false)
        app.device.advance(by: 0.1)
        #expect(app.navigation.isToolbarHidden)
    }
}
