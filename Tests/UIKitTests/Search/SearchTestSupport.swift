// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Records a search bar's delegate calls, in order.
@MainActor
final class SearchBarLog: UISearchBarDelegate {
    var entries: [String] = []
    var allowBegin = true
    var allowChange = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { entries.append("shouldBegin"); return allowBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { entries.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { entries.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { entries.append("change \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \(text)")
        return allowChange
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { entries.append("search") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { entries.append("bookmark") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { entries.append("resultsList") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        entries.append("scope \(selectedScope)")
    }
}

/// Keeps the last search test's device alive.
@MainActor
enum SearchDeviceHolder {
    static var device: HeadlessDevice?
}

/// A launched device whose key window holds `bar` at the top of the content (y = status bar), full width.
@MainActor
func launchedSearchBar(_ profile: DeviceProfile = .modernPhone, configure: (UISearchBar) -> Void = { _ in })
    throws -> (HeadlessDevice, UIWindow, UISearchBar)
{
    let device = try HeadlessDevice(profile: profile)
    SearchDeviceHolder.device = device
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .white
    let bar = UISearchBar(frame: .zero)
    configure(bar)
    bar.frame.origin = CGPoint(x: 0, y: profile.statusBarHeight)
    bar.frame.size = bar.sizeThatFits(CGSize(width: window.bounds.width, height: 0))
    window.addSubview(bar)
    device.advance(by: 1.0 / 60)
    return (device, window, bar)
}

extension UIView {
    /// The centre of the view in window coordinates.
    var windowCenter: CGPoint { convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil) }
}

/// Fifty first names, for the filtering tests.
let searchTestNames: [String] = [
    "Aaron", "Abigail", "Adam", "Alice", "Amelia", "Andrew", "Anna", "Arthur", "Beatrice", "Benjamin",
    "Bella", "Caleb", "Charlotte", "Chloe", "Daniel", "David", "Eleanor", "Elijah", "Emma", "Ethan",
    "Felix", "Fiona", "Gabriel", "Grace", "Hannah", "Henry", "Isaac", "Isabella", "Jack", "James",
    "Julia", "Leo", "Lily", "Lucas", "Lucy", "Mason", "Mia", "Nathan", "Noah", "Olivia",
    "Oscar", "Penelope", "Quinn", "Ruby", "Samuel", "Sophia", "Thomas", "Victoria", "William", "Zoe",
]
