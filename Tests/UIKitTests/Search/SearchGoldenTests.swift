// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Goldens of the search bar: the modern look (light and dark) and iPhone OS 3's (default and black), each with
/// a placeholder bar, a bar with text, Cancel and the scope bar, and the minimal style.
@MainActor
@Suite("UISearchBar rendering")
struct SearchGoldenTests {
    @Test("Golden: search bars", arguments: ["modern", "modern-dark", "classic", "classic-black"])
    func bars(_ look: String) throws {
        let classic = look.hasPrefix("classic")
        let profile: DeviceProfile = classic ? .iPhone3GS : .modernPhone
        let device = try HeadlessDevice(profile: profile)
        SearchDeviceHolder.device = device
        if look == "modern-dark" { device.setAppearance(.dark) }
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = classic ? .white : .systemBackground
        let width = window.bounds.width
        var y: CGFloat = 40
        func add(_ configure: (UISearchBar) -> Void) -> UISearchBar {
            let bar = UISearchBar(frame: .zero)
            if look == "classic-black" { bar.barStyle = .black }
            configure(bar)
            bar.frame = CGRect(origin: CGPoint(x: 0, y: y), size: bar.sizeThatFits(CGSize(width: width, height: 0)))
            window.addSubview(bar)
            y = bar.frame.maxY + 10
            return bar
        }
        _ = add { $0.placeholder = "Search" }
        _ = add { bar in
            bar.text = "Olivia"
            bar.showsCancelButton = true
            bar.scopeButtonTitles = ["All", "Friends", "Family"]
            bar.showsScopeBar = true
            bar.selectedScopeButtonIndex = 1
        }
        _ = add { bar in
            bar.placeholder = "Bookmarks"
            bar.showsBookmarkButton = true
            bar.searchBarStyle = .minimal
            bar.prompt = "Find a contact"
        }
        device.advance(by: 0.1)
        let s = profile.scale
        let image = try #require(device.screenshot().cropping(to: CGRect(x: 0, y: 30 * s, width: width * s,
                                                                           height: (y - 20) * s)))
        try assertGolden(image, named: "searchbar-\(look)", suite: "Search", filePath: uikitTestsRootFile())
    }

    @Test("Golden: an active search controller over a table (the dimmed names under the bar with Cancel)",
          arguments: ["modern", "classic"])
    func activeSearch(_ look: String) throws {
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let device = try HeadlessDevice(profile: profile)
        SearchDeviceHolder.device = device
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let list = NamesTableController(names: searchTestNames)
        list.title = "Names"
        let results = NamesTableController(names: [])
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = results
        list.tableView.tableHeaderView = search.searchBar
        list.definesPresentationContext = true
        window.rootViewController = UINavigationController(rootViewController: list)
        device.advance(by: 0.05)
        let before = device.screenshot()
        try assertGolden(before, named: "search-table-\(look)", suite: "Search", filePath: uikitTestsRootFile())
        device.tap(at: search.searchBar.searchTextField.windowCenter)
        device.advance(by: 0.6)
        device.type("e")
        device.advance(by: 0.1)
        let image = device.screenshot()
        try assertGolden(image, named: "search-active-\(look)", suite: "Search", filePath: uikitTestsRootFile())
    }
}
