// SPDX-License-Identifier: Apache-2.0

import CatalogKit
import Testing
import TouchstoneTesting
import UIKit

/// Catalog launched headless on `profile` (the iPhone 4 by default: 320×480 points).
@MainActor
struct CatalogFixture {
    let device: HeadlessDevice
    let delegate: CatalogAppDelegate
    let navigation: UINavigationController
    let catalog: CatalogViewController

    init(profile: DeviceProfile = .iPhone4) throws {
        device = try HeadlessDevice(profile: profile)
        delegate = CatalogAppDelegate()
        try device.launch(delegate: delegate)
        navigation = try #require(delegate.navigationController)
        catalog = try #require(navigation.viewControllers.first as? CatalogViewController)
        device.advance(by: 0.1)
    }

    /// The window point at the centre of the catalog row `row` of `section`.
    func rowCentre(section: Int, row: Int) -> CGPoint {
        let table = catalog.tableView!
        let rect = table.rectForRow(at: IndexPath(row: row, section: section))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    /// Taps the catalog row for `title` and lets the push finish.
    func open(_ title: String) throws {
        for section in CatalogSection.allCases {
            if let row = section.entries.firstIndex(where: { $0.title == title }) {
                let path = IndexPath(row: row, section: section.rawValue)
                catalog.tableView.scrollToRow(at: path, at: .none, animated: false)
                device.advance(by: 1.0 / 60)
                device.tap(at: rowCentre(section: section.rawValue, row: row))
                device.advance(by: 0.6)
                return
            }
        }
        Issue.record("no catalog entry titled \(title)")
    }

    /// The window point at the centre of `view`.
    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}
