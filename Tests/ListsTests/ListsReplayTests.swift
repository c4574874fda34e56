// SPDX-License-Identifier: Apache-2.0

import Foundation
import HeadlessHost
import HostInterface
import ListsKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// Lists' demo session (`Examples/Lists/demo-session.json`) replayed headless through the real launcher, as
/// `scripts/demo lists Examples/Lists/demo-session.json` plays it: the table flicked, a row tapped, the grid
/// flicked, a picker wheel spun.
@MainActor
@Suite("Lists demo session", .serialized)
struct ListsReplayTests {
    /// The committed demo session.
    static let sessionPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Lists/demo-session.json").standardizedFileURL.path

    @Test("Replaying the demo session scrolls the table, shows the tapped contact, scrolls the grid and turns the wheel")
    func demoSession() throws {
        let script = try InputScript(contentsOf: Self.sessionPath)
        #expect(script.device == "iphone4")
        let delegate = ListsAppDelegate()
        var options = LaunchOptions()
        options.replay = Self.sessionPath
        options.host = .headless
        let status = ApplicationLauncher.run(application: UIApplication(), delegate: delegate, options: options,
                                             headlessHost: HeadlessBackend())
        #expect(status == 0)
        let root = try #require(delegate.rootViewController)

        // The flick (240 points in 6 frames, then deceleration) left the table well past row 20.
        let table = root.contacts.tableView
        #expect(table.contentOffset.y > table.rectForRow(at: IndexPath(row: 20, section: 0)).minY)

        // The tap at (160, 300) in the window hit the row under it, whose contact the label shows.
        let tapped = try #require(table.indexPathForRow(
            at: CGPoint(x: 160, y: 300 - ListsFixture.tableTop + table.contentOffset.y)))
        let contact = root.contacts.directory[tapped]
        #expect(root.contacts.detailLabel.text == "\(contact.name) · \(contact.number)")

        // The grid was flicked; the wheel was dragged up 90 points: another flavour.
        #expect(root.photos.collectionView.contentOffset.y > 500)
        #expect(root.selectedIndex == 2)
        #expect(root.pickers.pickerView.selectedRow(inComponent: 0) > 0)
        #expect(root.pickers.choiceLabel.text != "Small vanilla")
    }
}
