// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Inserting, deleting, moving and reloading rows and sections: Apple's index rules, animations, and what an
/// inconsistent data source gets.
@MainActor
@Suite("UITableView: updates")
struct TableViewUpdatesTests {
    /// Every visible cell shows the row the data source has at its index path.
    func cellsMatchData(_ table: UITableView, _ fixture: TableFixture) -> Bool {
        (table.indexPathsForVisibleRows ?? []).allSatisfy { path in
            fixture.title(of: table.cellForRow(at: path)!) == fixture.rows[path.section][path.row]
        }
    }

    @Test("A batch deletes with old index paths and inserts with new ones, whatever the call order")
    func batchOrdering() {
        let fixture = TableFixture(counts: [6])
        let table = makeTable(fixture)
        let keptCell = table.cellForRow(at: IndexPath(row: 3, section: 0))
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        // Data: delete "0-1", insert "new" at 2 (after the deletion).
        fixture.rows[0].remove(at: 1)
        fixture.rows[0].insert("new", at: 2)
        let requests = fixture.cellRequests
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        })
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(cellsMatchData(table, fixture))
        #expect(fixture.cellRequests - requests == 1)  // only the inserted row's cell is new
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === keptCell)  // "0-3" kept its index
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(table.visibleCells.count == 6)
    }

    @Test("Moves, section inserts and deletes map cells and selection to their new places")
    func movesAndSections() {
        let fixture = TableFixture(counts: [3, 2])
        let table = makeTable(fixture)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let moved = fixture.rows[0].remove(at: 0)
        fixture.rows[1].insert(moved, at: 1)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === moving)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        #expect(cellsMatchData(table, fixture))

        fixture.rows.insert(["s0"], at: 0)
        fixture.rows.remove(at: 2)  // the old section 1
        table.beginUpdates()
        table.deleteSections(IndexSet(integer: 1), with: .fade)
        table.insertSections(IndexSet(integer: 0), with: .left)
        table.endUpdates()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(cellsMatchData(table, fixture))
        #expect(table.indexPathForSelectedRow == nil)
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 3)
    }

    @Test("A count that does not add up logs Apple's message and reloads instead of raising")
    func invalidUpdate() {
        let fixture = TableFixture(counts: [5])
        let table = makeTable(fixture)
        fixture.rows[0] += ["extra1", "extra2"]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 7)
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 7)
        #expect(cellsMatchData(table, fixture))

        let plan = TableUpdatePlan(batch: {
            var batch = TableUpdateBatch()
            batch.deletedRows[IndexPath(row: 0, section: 0)] = .fade
            return batch
        }(), oldCounts: [5], newCounts: [7])
        #expect(plan.problem == "Invalid update: invalid number of rows in section 0. The number of rows contained "
            + "in an existing section after the update (7) must be equal to the number of rows contained in that "
            + "section before the update (5), plus or minus the number of rows inserted or deleted from that "
            + "section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that "
            + "section (0 moved in, 0 moved out).")
        var sections = TableUpdateBatch()
        sections.insertedSections[1] = .fade
        #expect(TableUpdatePlan(batch: sections, oldCounts: [5], newCounts: [5, 2, 2])
            .problem?.hasPrefix("Invalid update: invalid number of sections.") == true)
        var outOfRange = TableUpdateBatch()
        outOfRange.deletedRows[IndexPath(row: 9, section: 0)] = .fade
        #expect(TableUpdatePlan(batch: outOfRange, oldCounts: [5], newCounts: [4]).problem != nil)
    }

    @Test("The plan maps rows past deletions, insertions and reloads")
    func planMapping() {
        var batch = TableUpdateBatch()
        batch.deletedRows[IndexPath(row: 0, section: 0)] = .fade
        batch.deletedRows[IndexPath(row: 3, section: 0)] = .fade
        batch.insertedRows[IndexPath(row: 0, section: 0)] = .fade
        batch.reloadedRows[IndexPath(row: 2, section: 0)] = .fade
        let plan = TableUpdatePlan(batch: batch, oldCounts: [5, 2], newCounts: [4, 2])
        #expect(plan.problem == nil)
        let mapped = (0..<5).map { plan.newIndexPath(for: IndexPath(row: $0, section: 0))?.row }
        #expect(mapped == [nil, 1, nil, nil, 3])
        #expect(plan.newIndexPath(for: IndexPath(row: 1, section: 1)) == IndexPath(row: 1, section: 1))
    }

    @Test("Animated deletions keep the leaving cell until its fade ends, then queue it for reuse")
    func animatedDeletion() throws {
        let fixture = TableFixture(counts: [5])
        let (device, table) = try launchedTable(fixture)
        let leaving = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let following = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        fixture.rows[0].remove(at: 1)
        var completed = false
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade) },
                                  completion: { completed = $0 })
        #expect(leaving.superview === table)
        #expect(following.frame.minY == 44)  // the model frame is final at once; the layer animates
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === following)
        device.advance(by: 0.5)
        #expect(leaving.superview == nil)
        #expect(completed)
        #expect(table.liveCellCount == 5)
        #expect(cellsMatchData(table, fixture))
    }

    @Test("reloadRows asks the data source for that row's cell again")
    func reloadRows() {
        let fixture = TableFixture(counts: [4])
        let table = makeTable(fixture)
        let old = table.cellForRow(at: IndexPath(row: 2, section: 0))
        fixture.rows[0][2] = "changed"
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        let new = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(new.map { fixture.title(of: $0) } == "changed")
        #expect(old !== new || fixture.title(of: old!) == "changed")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)).map { fixture.title(of: $0) } == "0-1")
    }
}

@MainActor
@Suite("UITableView: reconfiguring rows")
struct TableViewReconfigureTests {
    @Test("reconfigureRows runs cellForRowAt again with the row's own cell, without prepareForReuse or a new cell")
    func reconfigureKeepsTheCell() throws {
        final class CountingCell: UITableViewCell {
            var reuses = 0
            override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
        }
        let fixture = TableFixture(counts: [30])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = fixture
        table.layoutIfNeeded()
        let path = IndexPath(row: 2, section: 0)
        let cell = try #require(table.cellForRow(at: path) as? CountingCell)
        let requests = fixture.cellRequests
        fixture.rows[0][2] = "changed"
        table.reconfigureRows(at: [path, IndexPath(row: 29, section: 0)])
        // Only the visible row is asked for again, and it keeps its cell.
        #expect(fixture.cellRequests == requests + 1)
        #expect(table.cellForRow(at: path) === cell)
        #expect(fixture.title(of: cell) == "changed")
        #expect(cell.reuses == 0)
        let (_, lines) = UIKitDiagnostics.capturing { table.reconfigureRows(at: [IndexPath(row: 99, section: 0)]) }
        #expect(lines.count == 1)
    }
}
