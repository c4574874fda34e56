// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Editing mode by touch (delete and insert controls, the delete confirmation, reordering) and swipe actions.
@MainActor
@Suite("UITableView: editing and swipe actions")
struct TableViewEditingTests {
    func rowY(_ row: Int) -> CGFloat { 20 + CGFloat(row) * 44 + 22 }

    /// The frame, in the table's coordinates, of the row's delete or insert control the cell draws.
    func editingControlFrame(_ table: UITableView, row: Int) -> CGRect? {
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)),
              let frame = cell.editingControlFrame else { return nil }
        return cell.convert(frame, to: table)
    }

    /// The frame, in the table's coordinates, of the row's reorder control the cell draws.
    func reorderControlFrame(_ table: UITableView, row: Int) -> CGRect? {
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)),
              let frame = cell.reorderControlFrame else { return nil }
        return cell.convert(frame, to: table)
    }

    @Test("Editing: the delete control shows the confirmation, whose tap commits .delete")
    func deleteByControls() throws {
        let fixture = TableFixture(counts: [6])
        let (device, table) = try launchedTable(fixture)
        table.setEditing(true, animated: false)
        device.advance(by: 1.0 / 60)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        // One set of controls: the cell's own (the table draws none of its own over the rows).
        let control = try #require(editingControlFrame(table, row: 2))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.editingStyle == .delete)
        let centre = CGPoint(x: control.midX, y: control.midY)
        #expect(!table.subviews.contains { !($0 is UITableViewCell) && $0.frame.contains(centre) })

        device.tap(at: CGPoint(x: control.midX, y: rowY(2)))
        device.advance(by: 1.0 / 60)
        #expect(table.swipeState?.indexPath == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == -74)
        #expect(fixture.commits.isEmpty)
        device.tap(at: CGPoint(x: 300, y: rowY(2)))
        device.advance(by: 0.5)
        #expect(fixture.commits.map(\.1) == [IndexPath(row: 2, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(fixture.rows[0] == ["0-0", "0-1", "0-3", "0-4", "0-5"])

        table.setEditing(false, animated: false)
        device.advance(by: 1.0 / 60)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editingControlFrame == nil })
    }

    final class InsertDelegate: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView,
                       editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .insert }
    }

    @Test("Editing: the insert control commits .insert")
    func insertControl() throws {
        let fixture = TableFixture(counts: [3])
        let (device, table) = try launchedTable(fixture)
        let insert = InsertDelegate()
        table.delegate = insert
        table.isEditing = true
        device.advance(by: 1.0 / 60)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingStyle == .insert)
        let control = try #require(editingControlFrame(table, row: 1))
        device.tap(at: CGPoint(x: control.midX, y: rowY(1)))
        device.advance(by: 1.0 / 60)
        #expect(fixture.commits.map(\.0) == [.insert])
        #expect(fixture.commits.map(\.1) == [IndexPath(row: 1, section: 0)])
    }

    @Test("Editing: dragging a reorder grip moves the row and tells the data source")
    func reorder() throws {
        let fixture = TableFixture(counts: [6])
        let (device, table) = try launchedTable(fixture)
        table.setEditing(true, animated: false)
        device.advance(by: 1.0 / 60)
        let grip = try #require(reorderControlFrame(table, row: 1))
        let moving = table.cellForRow(at: IndexPath(row: 1, section: 0))
        device.drag(from: CGPoint(x: grip.midX, y: rowY(1)), to: CGPoint(x: grip.midX, y: rowY(3)))
        device.advance(by: 1.0 / 60)
        #expect(fixture.moves.map(\.0) == [IndexPath(row: 1, section: 0)])
        #expect(fixture.moves.map(\.1) == [IndexPath(row: 3, section: 0)])
        #expect(fixture.rows[0] == ["0-0", "0-2", "0-3", "0-1", "0-4", "0-5"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moving)
        #expect(moving?.frame.minY == 132)
    }

    @Test("Swipe to delete: a sideways drag reveals Delete; tapping it commits; a full swipe deletes at once")
    func swipeToDelete() throws {
        let fixture = TableFixture(counts: [6])
        let (device, table) = try launchedTable(fixture)
        device.drag(from: CGPoint(x: 250, y: rowY(1)), to: CGPoint(x: 150, y: rowY(1)))
        device.advance(by: 0.5)
        #expect(table.swipeState?.indexPath == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -74)
        #expect(table.indexPathForSelectedRow == nil)
        device.tap(at: CGPoint(x: 290, y: rowY(1)))
        device.advance(by: 0.5)
        #expect(fixture.commits.map(\.1) == [IndexPath(row: 1, section: 0)])
        #expect(fixture.rows[0].count == 5)
        #expect(table.swipeState == nil)

        device.drag(from: CGPoint(x: 310, y: rowY(0)), to: CGPoint(x: 10, y: rowY(0)))
        device.advance(by: 0.5)
        #expect(fixture.commits.count == 2)
        #expect(fixture.rows[0] == ["0-2", "0-3", "0-4", "0-5"])
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test("A tap elsewhere closes open swipe actions without selecting; custom actions run their handler")
    func customActions() throws {
        let fixture = TableFixture(counts: [6])
        var ran: [String] = []
        fixture.trailingActions = { path in
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
                ran.append("\(action.title!) \(path.row)")
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [flag])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        let (device, table) = try launchedTable(fixture)
        device.drag(from: CGPoint(x: 250, y: rowY(2)), to: CGPoint(x: 150, y: rowY(2)))
        device.advance(by: 0.5)
        #expect(table.swipeState != nil)
        device.tap(at: CGPoint(x: 100, y: rowY(4)))
        device.advance(by: 0.5)
        #expect(table.swipeState == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)

        device.drag(from: CGPoint(x: 310, y: rowY(2)), to: CGPoint(x: 10, y: rowY(2)))
        device.advance(by: 0.5)
        #expect(ran.isEmpty)  // no full-swipe action: the actions stay open
        device.tap(at: CGPoint(x: 290, y: rowY(2)))
        device.advance(by: 0.5)
        #expect(ran == ["Flag 2"])
        #expect(table.swipeState == nil)
        #expect(fixture.commits.isEmpty)
    }

    final class NoMoveSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    @Test("A data source without moveRowAt: the first drag puts the row back, and grips disappear")
    func noMoveRowAt() throws {
        let (device, window) = try launchedTestWindow()
        let source = NoMoveSource()
        let table = UITableView(frame: CGRect(x: 0, y: 20, width: 320, height: 460))
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        table.setEditing(true, animated: false)
        device.advance(by: 1.0 / 60)
        let grip = try #require(reorderControlFrame(table, row: 0))
        device.drag(from: CGPoint(x: grip.midX, y: rowY(0)), to: CGPoint(x: grip.midX, y: rowY(2)))
        device.advance(by: 1.0 / 60)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
        #expect(table.visibleCells.allSatisfy { $0.reorderControlFrame == nil })
        #expect(table.visibleCells.allSatisfy { $0.editingControlFrame != nil })  // the delete circles stay
    }

    /// The fixture's rows, with the first row not editable.
    final class FirstRowLocked: NSObject, UITableViewDataSource {
        let fixture: TableFixture
        init(_ fixture: TableFixture) { self.fixture = fixture }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            fixture.tableView(tableView, numberOfRowsInSection: section)
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            fixture.tableView(tableView, cellForRowAt: indexPath)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                       forRowAt indexPath: IndexPath) {}
    }

    @Test("Editing: each cell gets its row's editing style; a row that cannot be edited shows no control")
    func editingStylesFromTheTable() throws {
        let fixture = TableFixture(counts: [4])
        let (device, table) = try launchedTable(fixture)
        let source = FirstRowLocked(fixture)
        table.dataSource = source
        table.setEditing(true, animated: false)
        device.advance(by: 1.0 / 60)
        let locked = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(locked.editingStyle == .none)
        #expect(locked.editingControlFrame == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingStyle == .delete)
        #expect(editingControlFrame(table, row: 1) != nil)
    }

    /// Records accessory button taps.
    final class AccessoryLog: NSObject, UITableViewDelegate {
        var tapped: [IndexPath] = []
        var selected: [IndexPath] = []
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            tapped.append(indexPath)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test("A tap on a row's info button calls accessoryButtonTappedForRowWith and does not select the row")
    func accessoryButtonTap() throws {
        let fixture = TableFixture(counts: [4])
        fixture.configure = { cell, _ in cell.accessoryType = .detailButton }
        let (device, table) = try launchedTable(fixture)
        let log = AccessoryLog()
        table.delegate = log
        table.reloadData()
        device.advance(by: 1.0 / 60)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let button = try #require(cell.accessoryButtonFrame)
        let point = table.convert(CGPoint(x: button.midX, y: button.midY), from: cell)
        device.tap(at: CGPoint(x: point.x, y: point.y + 20 - table.contentOffset.y))
        device.advance(by: 1.0 / 60)
        #expect(log.tapped == [IndexPath(row: 2, section: 0)])
        #expect(log.selected.isEmpty)
        device.tap(at: CGPoint(x: 100, y: rowY(2)))
        device.advance(by: 1.0 / 60)
        #expect(log.selected == [IndexPath(row: 2, section: 0)])
        #expect(log.tapped.count == 1)
    }

    @Test("A mostly vertical drag on a row scrolls the table and reveals no swipe actions")
    func verticalDragIsNotASwipe() throws {
        let fixture = TableFixture(counts: [40])
        let (device, table) = try launchedTable(fixture)
        device.drag(from: CGPoint(x: 200, y: rowY(6)), to: CGPoint(x: 170, y: rowY(2)))
        #expect(table.swipeState == nil)
        device.advance(by: 2)
        #expect(table.contentOffset.y > 100)
        #expect(table.swipeState == nil)
    }
}
