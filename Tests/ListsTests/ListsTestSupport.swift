// SPDX-License-Identifier: Apache-2.0

import ListsKit
import Testing
import TouchstoneTesting
import UIKit

/// Lists launched on a headless iPhone 4 (320×480 points): the status bar spans y 0–20, each tab's opaque
/// navigation bar y 20–64 (the Edit button at its right end, the back button at its left), the content y 64–431
/// and the tab bar y 431–480 (three tabs, 106.7 points each).
@MainActor
struct ListsFixture {
    /// Where the Edit/Done button and the back button are, in window coordinates.
    static let editButton = CGPoint(x: 290, y: 42)
    static let backButton = CGPoint(x: 40, y: 42)

    let device: HeadlessDevice
    let app: ListsAppDelegate
    let tabs: UITabBarController

    init() throws {
        device = try HeadlessDevice(profile: .iPhone4)
        app = ListsAppDelegate()
        try device.launch(delegate: app)
        tabs = try #require(app.tabBarController)
    }

    var contacts: ContactsViewController { app.contacts }
    var table: UITableView { app.contacts.tableView }
    /// The Contacts tab's navigation controller.
    var contactsNavigation: UINavigationController? { app.contacts.navigationController }

    /// The row under `point` (window coordinates) of the contacts table.
    func row(at point: CGPoint) -> IndexPath? {
        table.indexPathForRow(at: table.convert(point, from: nil))
    }

    /// Flicks from `start` by `dy` points a frame for `moves` frames, lets go, and runs `settle` seconds.
    func flick(from start: CGPoint, dy: CGFloat, moves: Int = 6, settle: Double = 0) {
        device.touchDown(at: start)
        for k in 1...moves {
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(k)))
        }
        device.touchUp()
        device.advance(by: settle)
    }

    /// The centre of tab `index`'s button (0 Contacts, 1 Photos, 2 Pickers), in window coordinates.
    static func tabCentre(_ index: Int) -> CGPoint {
        CGPoint(x: (CGFloat(index) + 0.5) * 320 / 3, y: 455)
    }

    /// Taps tab `index` and lets the switch finish.
    func tapTab(_ index: Int) {
        device.tap(at: Self.tabCentre(index))
        device.advance(by: 0.1)
    }
}
