// SPDX-License-Identifier: Apache-2.0

import Foundation
import ListsKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// Lists on the modern profile, where the navigation and tab bars are translucent and the screens lie under them:
/// each screen's content starts below the navigation bar and ends above the tab bar.
@MainActor
@Suite("Lists on the modern profile")
struct ListsModernLayoutTests {
    @Test("The table, the grid and the pickers start below the translucent navigation bar")
    func contentBelowBars() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        let app = ListsAppDelegate()
        try device.launch(delegate: app)
        let tabs = try #require(app.tabBarController)
        device.advance(by: 0.1)
        let navigationBar = try #require(app.contacts.navigationController?.navigationBar)
        let barBottom = navigationBar.convert(navigationBar.bounds, to: nil).maxY
        let table: UITableView = app.contacts.tableView
        #expect(table.adjustedContentInset.top >= barBottom - 1)
        let firstRow = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        #expect(firstRow.minY >= barBottom)

        tabs.selectedIndex = 1
        device.advance(by: 0.1)
        let grid = try #require(app.photos.collectionView)
        let firstPhoto = try #require(grid.visibleCells.min { $0.frame.minY < $1.frame.minY })
        #expect(firstPhoto.convert(firstPhoto.bounds, to: nil).minY >= barBottom)

        tabs.selectedIndex = 2
        device.advance(by: 0.1)
        let picker = app.pickers.pickerView
        #expect(picker.convert(picker.bounds, to: nil).minY >= barBottom)
        let datePicker = app.pickers.datePicker
        let tabTop = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil).minY
        #expect(datePicker.convert(datePicker.bounds, to: nil).maxY <= tabTop)
        #expect(datePicker.datePickerStyle == .wheels)
    }
}
