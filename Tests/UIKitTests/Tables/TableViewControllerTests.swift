// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// UITableViewController as iOS subclasses write it, and registered cell classes made by their own initialiser.
@MainActor
@Suite("UITableViewController and cell registration")
struct TableViewControllerTests {
    final class ListController: UITableViewController {
        var picked: IndexPath?
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { picked = indexPath }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    }

    @Test("The controller's view is a table of its style with the controller as data source and delegate")
    func controller() {
        let controller = ListController(style: .grouped)
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.style == .grouped)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 68, width: 320, height: 50))

        controller.viewWillAppear(false)
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(UITableViewController(style: .plain).tableView.style == .plain)
    }

    final class BadgeCell: UITableViewCell {
        var badge = "unset"
        let madeStyle: CellStyle
        override init(style: CellStyle, reuseIdentifier: String?) {
            madeStyle = style
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            badge = "made by init(style:reuseIdentifier:)"
        }
        required init?(coder: NSCoder) {
            madeStyle = .default
            super.init(coder: coder)
        }
    }

    final class PlainSubclass: UITableViewCell {
        var extra = [1, 2, 3]
    }

    @Test("A registered subclass is made by its own init(style:reuseIdentifier:), its stored properties set")
    func registeredClasses() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.register(PlainSubclass.self, forCellReuseIdentifier: "plain")
        let badge = try #require(table.dequeueReusableCell(withIdentifier: "badge") as? BadgeCell)
        #expect(badge.badge == "made by init(style:reuseIdentifier:)")
        #expect(badge.madeStyle == .default)
        #expect(badge.reuseIdentifier == "badge")
        let plain = try #require(table.dequeueReusableCell(withIdentifier: "plain") as? PlainSubclass)
        #expect(plain.extra == [1, 2, 3])
        #expect(plain.reuseIdentifier == "plain")
        table.register(UILabel.self, forCellReuseIdentifier: "label")  // not a cell: logged and ignored
        #expect(table.dequeueReusableCell(withIdentifier: "label") == nil)
    }
}
