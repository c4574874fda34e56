// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// The list idioms of ListIdioms.swift run: rows appear from the controller's overrides, taps select, a swipe
/// deletes, the grid sizes its items through the flow-layout delegate, the diffable table shows its snapshot and
/// the picker starts on the row the controller chose.
@MainActor
@Suite("Source compatibility: lists")
struct ListIdiomsTests {
    private func launched() throws -> (HeadlessDevice, UIWindow) {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(ListIdiomsAppDelegate.self)
        let window = try #require((device.application?.delegate as? ListIdiomsAppDelegate)?.window)
        device.advance(by: 0.1)
        return (device, window)
    }

    @Test("A UITableViewController subclass shows its rows, selects on a tap and deletes on a swipe")
    func contacts() throws {
        let (device, window) = try launched()
        let contacts = try #require(window.rootViewController as? ContactsViewController)
        let table = contacts.tableView!
        #expect(table.numberOfRows(inSection: 0) == 5)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
        #expect(first.textLabel?.text == "Ada")
        #expect(first.badge.text == "1")
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let point = table.convert(CGPoint(x: second.midX, y: second.midY), to: nil)
        device.tap(at: point)
        device.advance(by: 0.5)
        #expect(contacts.selected == ["Brian"])
        #expect(table.indexPathForSelectedRow == nil)  // deselected by the app
        // A sideways drag reveals Delete; tapping it runs the app's contextual action.
        device.drag(from: CGPoint(x: 280, y: point.y), to: CGPoint(x: 180, y: point.y), duration: 0.3)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 300, y: point.y))
        device.advance(by: 0.5)
        #expect(contacts.names == ["Ada", "Claude", "Dennis", "Edsger"])
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test("A collection view grid sizes items through its flow-layout delegate and selects on a tap")
    func grid() throws {
        let (device, window) = try launched()
        let grid = GridViewController()
        window.rootViewController = grid
        device.advance(by: 0.1)
        let collection = try #require(grid.collectionView)
        let side = (collection.bounds.width - 6) / 4
        let item = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
        #expect(item.frame.size == CGSize(width: side, height: side))
        #expect(abs(item.frame.minX - (side + 2)) < 0.5)
        let center = collection.convert(CGPoint(x: item.frame.midX, y: item.frame.midY), to: nil)
        device.tap(at: center)
        device.advance(by: 0.3)
        #expect(grid.selectedItems == [5])
    }

    @Test("A diffable table shows its snapshot and applies the next one")
    func diffable() throws {
        let (device, window) = try launched()
        let fruits = FruitListViewController()
        window.rootViewController = fruits
        device.advance(by: 0.1)
        #expect(fruits.tableView.numberOfRows(inSection: 0) == 3)
        fruits.show(["Banana", "Cherry", "Damson", "Elderberry"], animated: true)
        device.advance(by: 0.5)
        #expect(fruits.tableView.numberOfRows(inSection: 0) == 4)
        #expect(fruits.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "Damson")
    }

    @Test("A picker fed by its controller starts on the chosen row without calling didSelectRow")
    func picker() throws {
        let (device, window) = try launched()
        let sizes = SizePickerViewController()
        window.rootViewController = sizes
        device.advance(by: 0.1)
        #expect(sizes.picker.selectedRow(inComponent: 0) == 1)
        #expect(sizes.chosen == nil)
        #expect(sizes.picker.numberOfRows(inComponent: 0) == 3)
    }
}
