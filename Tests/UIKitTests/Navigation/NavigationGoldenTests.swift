// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A table of 30 rows titled "Row n".
private final class RowsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite("UINavigationController rendering")
struct NavigationGoldenTests {
    /// A navigation controller showing a pushed table ("Messages" under "Mailboxes", an Edit button), with a
    /// toolbar, rendered on `profile`.
    private func render(_ profile: DeviceProfile, name: String) throws {
        let device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let root = RowsController(style: .plain)
        root.title = "Mailboxes"
        let nav = UINavigationController(rootViewController: root)
        let table = RowsController(style: .plain)
        table.title = "Messages"
        table.navigationItem.rightBarButtonItem = table.editButtonItem
        table.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil),
                              .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        nav.pushViewController(table, animated: false)
        nav.setToolbarHidden(false, animated: false)
        window.rootViewController = nav
        device.advance(by: 0.1)
        try assertGolden(device.screenshot(), named: name, suite: "Navigation", filePath: uikitTestsRootFile())
    }

    @Test("Golden: a navigation controller with a table on the iPhone 3GS (opaque glossy bars, table below the bar)")
    func classic() throws { try render(.iPhone3GS, name: "table-classic-3gs") }

    @Test("Golden: a navigation controller with a table on the modern profile (translucent bars over the table)")
    func modern() throws { try render(.modernPhone, name: "table-modern") }
}
