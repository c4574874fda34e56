// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A data source and delegate over `rows` (a title per row, per section) that records the delegate calls it
/// hears as "name section-row".
@MainActor
final class TableFixture: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var heights: ((IndexPath) -> CGFloat)?
    var redirect: ((IndexPath) -> IndexPath?)?
    var log: [String] = []
    var cellRequests = 0
    var heightRequests = 0
    var titles: [ObjectIdentifier: String] = [:]
    var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var moves: [(IndexPath, IndexPath)] = []
    var deletesOnCommit = true
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var configure: ((UITableViewCell, IndexPath) -> Void)?

    init(rows: [[String]]) { self.rows = rows }

    convenience init(counts: [Int]) {
        self.init(rows: counts.enumerated().map { section, count in (0..<count).map { "\(section)-\($0)" } })
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        titles[ObjectIdentifier(cell)] = rows[indexPath.section][indexPath.row]
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return heights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        commits.append((editingStyle, indexPath))
        guard deletesOnCommit, editingStyle == .delete else { return }
        rows[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let moved = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(moved, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    private func note(_ name: String, _ path: IndexPath) { log.append("\(name) \(path.section)-\(path.row)") }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        note("shouldHighlight", indexPath)
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { note("didHighlight", indexPath) }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        note("didUnhighlight", indexPath)
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willSelect", indexPath)
        return redirect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { note("didSelect", indexPath) }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willDeselect", indexPath)
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { note("didDeselect", indexPath) }

    /// The title of the row `cell` was last configured for.
    func title(of cell: UITableViewCell) -> String? { titles[ObjectIdentifier(cell)] }
}

/// A table of `style` with `frame`, 44-point rows, the "cell" identifier registered and `fixture` as data
/// source and delegate, laid out once.
@MainActor
func makeTable(_ fixture: TableFixture, style: UITableView.Style = .plain,
               frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 440)) -> UITableView {
    let table = UITableView(frame: frame, style: style)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = fixture
    table.delegate = fixture
    table.layoutIfNeeded()
    return table
}

/// A launched 320×480 device whose window shows a table at y 20 (so window y = table y + 20).
@MainActor
func launchedTable(_ fixture: TableFixture, style: UITableView.Style = .plain) throws
    -> (HeadlessDevice, UITableView) {
    let (device, window) = try launchedTestWindow()
    let table = makeTable(fixture, style: style, frame: CGRect(x: 0, y: 20, width: 320, height: 460))
    window.addSubview(table)
    device.advance(by: 1.0 / 60)
    return (device, table)
}
