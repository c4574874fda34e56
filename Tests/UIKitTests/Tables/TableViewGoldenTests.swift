// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// What the table itself draws: pinned section headers, separators, the section index, editing controls and
/// an open swipe action (the cells are blank; their looks are UITableViewCell's).
@MainActor
@Suite("UITableView rendering")
struct TableViewGoldenTests {
    final class Indexed: NSObject, UITableViewDataSource {
        let fixture: TableFixture
        init(_ fixture: TableFixture) { self.fixture = fixture }
        func numberOfSections(in tableView: UITableView) -> Int { fixture.numberOfSections(in: tableView) }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            fixture.tableView(tableView, numberOfRowsInSection: section)
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            fixture.tableView(tableView, cellForRowAt: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Section \(section)"
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                       forRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C"] }
    }

    @Test("Golden: a plain table scrolled under a pinned header, then editing with a delete confirmation")
    func plainTable() throws {
        let (device, window) = try launchedTestWindow()
        window.backgroundColor = .white
        let source = Indexed(TableFixture(counts: [6, 6, 6]))
        let table = UITableView(frame: CGRect(x: 0, y: 20, width: 320, height: 460), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        table.contentOffset = CGPoint(x: 0, y: 100)
        device.advance(by: 1.0 / 60)
        let scrolled = try #require(device.screenshot().cropping(to: CGRect(x: 0, y: 20, width: 320, height: 460)))
        try assertGolden(scrolled, named: "plain-pinned-header", suite: "Tables", filePath: uikitTestsRootFile())

        table.setEditing(true, animated: false)
        device.advance(by: 1.0 / 60)
        device.tap(at: CGPoint(x: 23, y: 20 + 28 + 3 * 44 - 100 + 22))
        device.advance(by: 0.5)
        let editing = try #require(device.screenshot().cropping(to: CGRect(x: 0, y: 20, width: 320, height: 460)))
        try assertGolden(editing, named: "plain-editing", suite: "Tables", filePath: uikitTestsRootFile())
    }
}
