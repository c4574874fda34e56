// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Selecting rows by touch (delegate order, redirection, drags) and from code, scrolling to rows, the section
/// index, and index paths out of range.
@MainActor
@Suite("UITableView: selection and scrolling")
struct TableViewSelectionTests {
    /// The window point of the middle of row `row` in section 0 of a table at window y 20 with no headers.
    func rowPoint(_ row: Int) -> CGPoint { CGPoint(x: 160, y: 20 + CGFloat(row) * 44 + 22) }

    @Test("A tap highlights then selects, in iOS's delegate order; a second row takes the selection")
    func tapSelects() throws {
        let fixture = TableFixture(counts: [20])
        let (device, table) = try launchedTable(fixture)
        device.touchDown(at: rowPoint(1))
        // The scroll view holds the touch from the rows for 150 ms (delaysContentTouches): no highlight yet.
        device.advance(by: 0.1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
        #expect(fixture.log.isEmpty)
        device.advance(by: 0.1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        device.touchUp()
        device.advance(by: 1.0 / 60)
        #expect(fixture.log == ["shouldHighlight 0-1", "didHighlight 0-1", "willSelect 0-1", "didUnhighlight 0-1",
                                "didSelect 0-1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)

        fixture.log = []
        device.tap(at: rowPoint(3))
        device.advance(by: 1.0 / 60)
        #expect(fixture.log == ["shouldHighlight 0-3", "didHighlight 0-3", "willSelect 0-3", "willDeselect 0-1",
                                "didDeselect 0-1", "didUnhighlight 0-3", "didSelect 0-3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)

        // Tapping the selected row in single selection keeps it selected.
        device.tap(at: rowPoint(3))
        device.advance(by: 1.0 / 60)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("willSelectRowAt can redirect the selection or refuse it")
    func redirect() throws {
        let fixture = TableFixture(counts: [20])
        let (device, table) = try launchedTable(fixture)
        fixture.redirect = { _ in IndexPath(row: 0, section: 0) }
        device.tap(at: rowPoint(4))
        device.advance(by: 1.0 / 60)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(fixture.log.last == "didSelect 0-0")

        fixture.redirect = { _ in nil }
        fixture.log = []
        device.tap(at: rowPoint(2))
        device.advance(by: 1.0 / 60)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(fixture.log == ["shouldHighlight 0-2", "didHighlight 0-2", "willSelect 0-2", "didUnhighlight 0-2"])
    }

    @Test("A finger that moves before lifting selects nothing; allowsSelection false makes taps inert")
    func dragDoesNotSelect() throws {
        let fixture = TableFixture(counts: [20])
        let (device, table) = try launchedTable(fixture)
        // Moving within the touch delay: the pan takes the touch and the row never hears of it (iOS).
        device.touchDown(at: rowPoint(2))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 160, y: rowPoint(2).y + 40))
        device.advance(by: 1.0 / 60)
        device.touchUp()
        device.advance(by: 1.0 / 60)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(fixture.log.isEmpty)
        device.advance(by: 2)

        // Held past the delay the row highlights; the drag then cancels it (tables let the pan take touches).
        device.touchDown(at: rowPoint(2))
        device.advance(by: 0.2)
        device.touchMove(to: CGPoint(x: 160, y: rowPoint(2).y + 40))
        device.advance(by: 1.0 / 60)
        device.touchUp()
        device.advance(by: 1.0 / 60)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(fixture.log == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2"])
        device.advance(by: 2)

        fixture.log = []
        table.allowsSelection = false
        device.tap(at: rowPoint(2))
        device.advance(by: 1.0 / 60)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(fixture.log.isEmpty)
    }

    @Test("Multiple selection: taps add rows, a tap on a selected row deselects it")
    func multipleSelection() throws {
        let fixture = TableFixture(counts: [20])
        let (device, table) = try launchedTable(fixture)
        table.allowsMultipleSelection = true
        for row in [1, 4, 1] {
            device.tap(at: rowPoint(row))
            device.advance(by: 1.0 / 60)
        }
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(fixture.log.suffix(3) == ["willDeselect 0-1", "didUnhighlight 0-1", "didDeselect 0-1"])
    }

    @Test("selectRow and deselectRow from code do not call the delegate; selection survives scrolling")
    func selectionFromCode() {
        let fixture = TableFixture(counts: [100])
        let table = makeTable(fixture)
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .middle)
        #expect(fixture.log.isEmpty)
        #expect(table.contentOffset.y == 2002)
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 50, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        table.selectRow(at: IndexPath(row: 500, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, clamped to the content; .none scrolls least")
    func scrollToRow() {
        let fixture = TableFixture(counts: [100])
        let table = makeTable(fixture)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1804)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 3960)
        table.scrollToRow(at: IndexPath(row: 95, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 3960)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 440)
        table.scrollToRow(at: IndexPath(row: 3, section: 7), at: .top, animated: false)
        #expect(table.contentOffset.y == 440)
        #expect(table.visibleCells.first.map { fixture.title(of: $0) } == "0-10")
    }

    @Test("Index paths out of range give nil or zero; bad heights count as 0")
    func badInput() {
        let fixture = TableFixture(counts: [5])
        fixture.heights = { $0.row == 1 ? -10 : ($0.row == 2 ? .nan : 44) }
        let table = makeTable(fixture)
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 3)) == .zero)
        #expect(table.rect(forSection: -1) == .zero)
        #expect(table.numberOfRows(inSection: 4) == 0)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 44)
        table.rowHeight = -3
        table.rowHeight = .infinity
        #expect(table.rowHeight == 44)
        let unregistered = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        #expect(unregistered.reuseIdentifier == "nope")
        #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
    }

    final class IndexedFixture: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C"] }
    }

    @Test("A tap on the section index scrolls to that section")
    func sectionIndex() throws {
        let (device, window) = try launchedTestWindow()
        let source = IndexedFixture()
        let table = UITableView(frame: CGRect(x: 0, y: 20, width: 320, height: 460))
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        device.advance(by: 1.0 / 60)
        // Three 14-point entries centred in 460 points: "B" spans 223–237 in the table.
        device.tap(at: CGPoint(x: 312, y: 20 + 230))
        device.advance(by: 1.0 / 60)
        #expect(table.contentOffset.y == 880)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
