// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The iPhone OS 3 guide's search: a table controller with a search display controller whose results table it
/// also serves.
@MainActor
final class LegacySearchController: UITableViewController, UISearchDisplayDelegate {
    var filtered: [String] = []
    var display: UISearchDisplayController!
    var events: [String] = []
    var reloadAllowed = true

    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        tableView.tableHeaderView = bar
        display = UISearchDisplayController(searchBar: bar, contentsController: self)
        display.delegate = self
        display.searchResultsDataSource = self
        display.searchResultsDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView === self.tableView ? searchTestNames.count : filtered.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
        cell.textLabel?.text = tableView === self.tableView ? searchTestNames[indexPath.row] : filtered[indexPath.row]
        return cell
    }

    func searchDisplayControllerWillBeginSearch(_ controller: UISearchDisplayController) { events.append("willBegin") }
    func searchDisplayControllerDidBeginSearch(_ controller: UISearchDisplayController) { events.append("didBegin") }
    func searchDisplayControllerWillEndSearch(_ controller: UISearchDisplayController) { events.append("willEnd") }
    func searchDisplayControllerDidEndSearch(_ controller: UISearchDisplayController) { events.append("didEnd") }
    func searchDisplayController(_ controller: UISearchDisplayController,
                                 shouldReloadTableForSearch searchString: String?) -> Bool {
        events.append("reload? \(searchString ?? "")")
        filtered = searchTestNames.filter { $0.lowercased().hasPrefix((searchString ?? "").lowercased()) }
        return reloadAllowed
    }
}

@MainActor
@Suite("UISearchDisplayController")
struct SearchDisplayControllerTests {
    @Test("iPhone OS 3's search: tap the bar, type, the results table filters; Cancel ends the search")
    func legacySearch() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        SearchDeviceHolder.device = device
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let list = LegacySearchController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        device.advance(by: 0.05)
        let display = try #require(list.display)
        let bar = display.searchBar
        #expect(display.searchContentsController === list)

        device.tap(at: bar.searchTextField.windowCenter)
        device.advance(by: 0.5)
        #expect(display.isActive)
        #expect(nav.isNavigationBarHidden)
        #expect(bar.showsCancelButton)
        #expect(display.searchResultsTableView.isHidden)
        #expect(display.dimmingView.superview != nil)

        #expect(device.type("J"))
        #expect(!display.searchResultsTableView.isHidden)
        #expect(display.searchResultsTableView.numberOfRows(inSection: 0) == 3)
        #expect(list.events.suffix(1) == ["reload? J"])
        list.reloadAllowed = false
        device.type("a")
        #expect(display.searchResultsTableView.numberOfRows(inSection: 0) == 3)
        #expect(list.filtered == ["Jack", "James"])

        device.tap(at: bar.cancelButton.windowCenter)
        device.advance(by: 0.5)
        #expect(!display.isActive)
        #expect(bar.text == "")
        #expect(!nav.isNavigationBarHidden)
        #expect(display.searchResultsTableView.superview == nil)
        #expect(list.events == ["willBegin", "didBegin", "reload? J", "reload? Ja", "willEnd", "didEnd"])
    }

    @Test("setActive(_:animated:) begins and ends without a tap")
    func setActive() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        SearchDeviceHolder.device = device
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let list = LegacySearchController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: list)
        device.advance(by: 0.05)
        list.display.setActive(true, animated: false)
        #expect(list.display.isActive)
        #expect(list.display.searchBar.isFirstResponder)
        list.display.isActive = false
        #expect(!list.display.isActive)
        #expect(list.events == ["willBegin", "didBegin", "willEnd", "didEnd"])
    }
}
