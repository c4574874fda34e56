// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A table data source and delegate offering a menu for odd rows only.
@MainActor
final class MenuTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration?
    {
        asked.append(indexPath)
        guard indexPath.row % 2 == 1 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share row \(indexPath.row)") { _ in }])
        }
    }
}

/// A collection delegate implementing only the iOS 13 single-item hook.
@MainActor
final class MenuGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.backgroundColor = .systemOrange
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration?
    {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Item \(indexPath.item)") { _ in }])
        }
    }
}

@MainActor
@Suite("Table and collection context menus")
struct ListContextMenuTests {
    private func hold(_ device: HeadlessDevice, at point: CGPoint) {
        device.touchDown(at: point)
        device.advance(by: 0.6)
        device.touchUp()
        device.advance(by: 0.5)
    }

    private func presentation(in window: UIWindow) -> ContextMenuPresentation? {
        window.subviews.compactMap { $0 as? ContextMenuPresentation }.first
    }

    @Test("A long press on a row asks the delegate; a configuration lifts the row's cell with its menu")
    func tableRows() throws {
        let (device, window) = try launchedEffectsWindow()
        let source = MenuTable()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        device.advance(by: 1.0 / 60)
        let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))

        hold(device, at: row1.convert(CGPoint(x: 100, y: 20), to: nil))

        #expect(source.asked == [IndexPath(row: 1, section: 0)])
        let shown = try #require(presentation(in: window))
        #expect(shown.menuCard?.rowTitles == ["Share row 1"])
        #expect(shown.platter.bounds.size == row1.bounds.size)
    }

    @Test("A row without a menu keeps its tap: it is selected as usual")
    func rowWithoutMenuSelects() throws {
        let (device, window) = try launchedEffectsWindow()
        let source = MenuTable()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        device.advance(by: 1.0 / 60)
        let row2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))

        hold(device, at: row2.convert(CGPoint(x: 100, y: 20), to: nil))

        #expect(presentation(in: window) == nil)
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
    }

    @Test("A collection delegate implementing only contextMenuConfigurationForItemAt gets asked for the item")
    func collectionItems() throws {
        let (device, window) = try launchedEffectsWindow()
        let source = MenuGrid()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = source
        grid.delegate = source
        window.addSubview(grid)
        device.advance(by: 1.0 / 60)
        let item = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)))

        hold(device, at: item.convert(CGPoint(x: 50, y: 50), to: nil))

        #expect(presentation(in: window)?.menuCard?.rowTitles == ["Item 4"])
    }
}
