// SPDX-License-Identifier: Apache-2.0

import ListsKit
import Testing
import TouchstoneTesting
import UIKit

/// Lists launched on a headless iPhone 4 (320×480 points). The switcher bar spans y 20–64 (three 107-point
/// buttons), the contacts header y 64–108 and the table starts at y 108.
@MainActor
struct ListsFixture {
    /// Where the table's top edge is, in window coordinates.
    static let tableTop: CGFloat = 108

    let device: HeadlessDevice
    let delegate: ListsAppDelegate
    let root: ListsRootViewController

    init() throws {
        device = try HeadlessDevice(profile: .iPhone4)
        delegate = ListsAppDelegate()
        try device.launch(delegate: delegate)
        root = try #require(delegate.rootViewController)
    }

    var contacts: ContactsViewController { root.contacts }
    var table: UITableView { root.contacts.tableView }

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

    /// Taps the switcher's button for screen `index` (0 Contacts, 1 Photos, 2 Pickers).
    func tapTab(_ index: Int) {
        device.tap(at: CGPoint(x: 53.5 + 107 * CGFloat(index), y: 42))
        device.advance(by: 0.1)
    }
}
