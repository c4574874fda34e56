// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// UITableViewDiffableDataSource: snapshots applied to a table become batch updates, so the rows always show the
/// snapshot and rows whose item survives keep their cell; a subclass supplies titles and editability.
@MainActor
@Suite("UITableViewDiffableDataSource")
struct TableDiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    final class NumberCell: UITableViewCell {
        var number = -1
    }

    /// A subclass as iOS apps write one, for titles and swipe-to-delete.
    final class TitledSource: UITableViewDiffableDataSource<String, Int> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    /// A 320 × 2,000 table (every row visible) of 44-point rows.
    private func make() -> (UITableView, TitledSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000), style: .plain)
        table.register(NumberCell.self, forCellReuseIdentifier: "n")
        let source = TitledSource(tableView: table) { table, path, number in
            let cell = table.dequeueReusableCell(withIdentifier: "n", for: path) as? NumberCell
            cell?.number = number
            return cell
        }
        return (table, source)
    }

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func shown(_ table: UITableView) -> [[Int]] {
        table.layoutIfNeeded()
        return (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map {
                (table.cellForRow(at: IndexPath(row: $0, section: section)) as? NumberCell)?.number ?? -1
            }
        }
    }

    @Test("The data source becomes the table's and shows the applied snapshot")
    func showsSnapshot() {
        let (table, source) = make()
        #expect(table.dataSource === source)
        source.apply(snapshot([("A", [1, 2, 3]), ("B", [4])]), animatingDifferences: false)
        #expect(shown(table) == [[1, 2, 3], [4]])
        #expect(source.tableView(table, titleForHeaderInSection: 1) == "B")
        #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == 3)
        #expect(source.indexPath(for: 4) == IndexPath(row: 0, section: 1))
        #expect(source.itemIdentifier(for: IndexPath(row: 9, section: 0)) == nil)
        #expect(source.index(for: "B") == 1)
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3, 4])
    }

    @Test("A new snapshot is applied as a difference: surviving rows keep their cells")
    func appliesDifference() {
        let (table, source) = make()
        source.apply(snapshot([("A", [1, 2, 3]), ("B", [4, 5])]), animatingDifferences: false)
        _ = shown(table)
        let cellFor2 = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let cellFor5 = table.cellForRow(at: IndexPath(row: 1, section: 1))
        source.apply(snapshot([("A", [2, 3, 7]), ("B", [5, 1])]), animatingDifferences: false)
        #expect(shown(table) == [[2, 3, 7], [5, 1]])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellFor2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cellFor5)
    }

    @Test("Reloading marked items gives them a fresh configuration; the completion runs")
    func reloadsMarkedItems() {
        let (table, source) = make()
        source.apply(snapshot([("A", [1, 2])]), animatingDifferences: false)
        _ = shown(table)
        (table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NumberCell)?.number = 99
        var next = source.snapshot()
        next.reloadItems([2])
        var completed = false
        source.apply(next, animatingDifferences: false) { completed = true }
        #expect(shown(table) == [[1, 2]])
        #expect(completed)
    }

    @Test("applySnapshotUsingReloadData replaces the rows without a difference")
    func reloadData() {
        let (table, source) = make()
        source.apply(snapshot([("A", [1, 2])]), animatingDifferences: false)
        source.applySnapshotUsingReloadData(snapshot([("C", [8]), ("D", [9, 10])]))
        #expect(shown(table) == [[8], [9, 10]])
        #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!source.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    }
}
