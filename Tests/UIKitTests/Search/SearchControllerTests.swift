// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A table of names; as a results controller it shows the names matching the search text.
@MainActor
final class NamesTableController: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    var names: [String]
    var updates: [String] = []
    var events: [String] = []

    init(names: [String]) {
        self.names = names
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name")
            ?? UITableViewCell(style: .default, reuseIdentifier: "name")
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        updates.append(text)
        names = text.isEmpty ? [] : searchTestNames.filter { $0.localizedCaseInsensitiveContains(text) }
        if isViewLoaded { tableView.reloadData() }
    }

    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
}

/// `UISearchController`: activation from a tap, results updated on every keystroke, the presentation (navigation
/// bar away, dimming, results shown with text), Cancel, the delegate's order, and the navigation item's row.
@MainActor
@Suite("UISearchController")
struct SearchControllerTests {
    /// A navigation controller showing a table of the 50 names with the search bar as its header (iPhone OS 3 to
    /// iOS 10 style) or in its navigation item.
    private func launched(_ profile: DeviceProfile, inNavigationItem: Bool)
        throws -> (HeadlessDevice, UINavigationController, NamesTableController, UISearchController, NamesTableController)
    {
        let device = try HeadlessDevice(profile: profile)
        SearchDeviceHolder.device = device
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let list = NamesTableController(names: searchTestNames)
        list.title = "Names"
        let results = NamesTableController(names: [])
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = results
        search.delegate = results
        if inNavigationItem {
            list.navigationItem.searchController = search
            list.navigationItem.hidesSearchBarWhenScrolling = false
        } else {
            list.tableView.tableHeaderView = search.searchBar
        }
        list.definesPresentationContext = true
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        device.advance(by: 0.05)
        return (device, nav, list, search, results)
    }

    @Test("Filtering a table of 50 names end to end: tap, type, results, Cancel", arguments: ["classic", "modern"])
    func endToEnd(_ look: String) throws {
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let (device, nav, list, search, results) = try launched(profile, inNavigationItem: false)
        let bar = search.searchBar
        #expect(bar.superview === list.tableView)
        device.tap(at: bar.searchTextField.windowCenter)
        device.advance(by: 0.5)
        #expect(search.isActive)
        #expect(bar.isFirstResponder)
        #expect(nav.isNavigationBarHidden)
        #expect(results.updates == [""])
        #expect(bar.showsCancelButton)
        #expect(!search.dimmingView.isHidden && search.dimmingView.alpha == 1)
        #expect(results.viewIfLoaded?.isHidden ?? true)
        // The bar sits at the top, below the status bar.
        #expect(bar.convert(CGPoint.zero, to: nil).y == profile.statusBarHeight)

        #expect(device.type("an"))
        #expect(results.updates == ["", "a", "an"])
        let expected = searchTestNames.filter { $0.localizedCaseInsensitiveContains("an") }
        #expect(results.tableView.numberOfRows(inSection: 0) == expected.count)
        #expect(results.view.isHidden == false)
        device.advance(by: 0.1)
        let shown = results.tableView.visibleCells.compactMap { $0.textLabel?.text }
        #expect(Array(expected.prefix(shown.count)) == shown)
        #expect(shown.count > 3)

        device.tap(at: bar.cancelButton.windowCenter)
        device.advance(by: 0.6)
        #expect(!search.isActive)
        #expect(bar.text == "")
        #expect(!bar.isFirstResponder)
        #expect(!nav.isNavigationBarHidden)
        #expect(!bar.showsCancelButton)
        #expect(bar.superview === list.tableView)
        #expect(search.viewIfLoaded?.superview == nil)
        #expect(results.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    @Test("obscuresBackgroundDuringPresentation false: no dimming; the navigation bar stays when not hidden")
    func noDimmingKeepBar() throws {
        let (device, nav, _, search, _) = try launched(.modernPhone, inNavigationItem: false)
        search.obscuresBackgroundDuringPresentation = false
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        device.advance(by: 0.5)
        #expect(search.dimmingView.isHidden)
        #expect(!nav.isNavigationBarHidden)
        let barTop = search.searchBar.convert(CGPoint.zero, to: nil).y
        #expect(barTop == nav.navigationBar.convert(CGPoint(x: 0, y: nav.navigationBar.bounds.maxY), to: nil).y)
        #expect(!search.searchBar.isFirstResponder)
        search.isActive = false
        device.advance(by: 0.5)
        #expect(search.viewIfLoaded?.superview == nil)
    }

    @Test("Tapping the dimmed content ends the search")
    func tapDimming() throws {
        let (device, _, _, search, _) = try launched(.iPhone3GS, inNavigationItem: false)
        device.tap(at: search.searchBar.searchTextField.windowCenter)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 160, y: 200))
        device.advance(by: 0.5)
        #expect(!search.isActive)
    }

    @Test("Setting the text in code while active updates the results")
    func textInCodeUpdates() throws {
        let (device, _, _, search, results) = try launched(.modernPhone, inNavigationItem: false)
        search.isActive = true
        device.advance(by: 0.5)
        search.searchBar.text = "Zoe"
        #expect(results.updates.last == "Zoe")
        #expect(results.names == ["Zoe"])
        #expect(search.showsSearchResultsController)
    }

    @Test("navigationItem.searchController: the bar is a row under the title, the bar grows by 52 points")
    func navigationItem() throws {
        let (device, nav, list, search, results) = try launched(.modernPhone, inNavigationItem: true)
        let bar = search.searchBar
        #expect(bar.superview === nav.navigationBar)
        #expect(abs(nav.navigationBar.frame.height - 96) < 0.01)
        #expect(bar.frame.height == 52 && abs(bar.frame.maxY - nav.navigationBar.bounds.height) < 0.01)
        #expect(list.view.safeAreaInsets.top == nav.navigationBar.frame.maxY)
        device.tap(at: bar.searchTextField.windowCenter)
        device.advance(by: 0.5)
        #expect(search.isActive && nav.isNavigationBarHidden)
        #expect(bar.superview === search.view)
        device.type("li")
        #expect(results.updates == ["", "l", "li"])
        device.tap(at: bar.cancelButton.windowCenter)
        device.advance(by: 0.6)
        #expect(!search.isActive)
        device.advance(by: 0.1)
        #expect(bar.superview === nav.navigationBar)
        #expect(abs(nav.navigationBar.frame.height - 96) < 0.01)
    }

    @Test("hidesSearchBarWhenScrolling folds the row when the content scrolls up and unfolds it at the top")
    func hidesWhenScrolling() throws {
        let (device, nav, list, search, _) = try launched(.modernPhone, inNavigationItem: true)
        list.navigationItem.hidesSearchBarWhenScrolling = true
        device.advance(by: 0.05)
        #expect(abs(nav.navigationBar.frame.height - 96) < 0.01)
        let table = list.tableView!
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + 200)
        device.advance(by: 0.05)
        #expect(abs(nav.navigationBar.frame.height - 44) < 0.01)
        #expect(search.searchBar.superview == nil)
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top - 10)
        device.advance(by: 0.05)
        #expect(abs(nav.navigationBar.frame.height - 96) < 0.01)
    }

    @Test("The scope bar shows while searching when the bar has scope titles")
    func scopeWhileSearching() throws {
        let (device, _, _, search, _) = try launched(.modernPhone, inNavigationItem: false)
        search.searchBar.scopeButtonTitles = ["All", "A–M", "N–Z"]
        #expect(search.searchBar.scopeBar == nil)
        search.isActive = true
        device.advance(by: 0.5)
        #expect(search.searchBar.scopeBar != nil)
        #expect(search.searchBar.frame.height == 100)
        search.isActive = false
        device.advance(by: 0.5)
        #expect(search.searchBar.scopeBar == nil)
    }
}
