// SPDX-License-Identifier: Apache-2.0

import Foundation
import HeadlessHost
import HostInterface
import ListsKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// Lists' demo session (`Examples/Lists/demo-session.json`) replayed headless: once through the real launcher, as
/// `scripts/demo lists Examples/Lists/demo-session.json` plays it, and once step by step with the outcome of each
/// step checked (the table flicked, a contact pushed and popped, a row deleted in editing mode, the grid flicked,
/// a picker wheel spun).
@MainActor
@Suite("Lists demo session", .serialized)
struct ListsReplayTests {
    /// The committed demo session.
    static let sessionPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Lists/demo-session.json").standardizedFileURL.path

    @Test("Replaying the demo session through the launcher ends on the Pickers tab with the wheel turned")
    func demoSession() throws {
        let script = try InputScript(contentsOf: Self.sessionPath)
        #expect(script.device == "iphone4")
        // Another test's bundle installed as the main bundle (MoveMe's hides the status bar, which moves every row
        // 20 points up) must not change the replay: it launches with the Lists app's own, empty, Info.plist.
        let previous = AppBundle.main
        AppBundle.main = try Self.bundleHidingTheStatusBar()
        defer { AppBundle.main = previous }
        let delegate = ListsAppDelegate()
        let status = DemoReplay.run(delegate, session: Self.sessionPath)
        #expect(status == 0)
        let tabs = try #require(delegate.tabBarController)
        #expect(tabs.selectedIndex == 2)
        #expect(delegate.contacts.directory.count == 9_999)
        #expect(delegate.contacts.navigationController?.topViewController === delegate.contacts)
        #expect(delegate.photos.collectionView.contentOffset.y > 500)
        #expect(delegate.pickers.pickerView.selectedRow(inComponent: 0) > 0)
        #expect(delegate.pickers.choiceLabel.text != "Small vanilla")
    }

    /// A temporary `.app` folder whose Info.plist sets `UIStatusBarHidden`.
    static func bundleHidingTheStatusBar() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lists-replay-\(UUID().uuidString)/Hidden.app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let info: [String: Any] = ["CFBundleIdentifier": "org.touchstone.hidden", "UIStatusBarHidden": true]
        let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("Info.plist"))
        return try #require(Bundle(path: folder.path))
    }

    @Test("Step by step: flick, push the tapped contact, back, delete a row, switch tabs, spin the wheel")
    func demoSessionSteps() throws {
        let fixture = try ListsFixture()
        var player = try SessionPlayer(path: Self.sessionPath, device: fixture.device)
        let navigation = try #require(fixture.contactsNavigation)
        let contacts = fixture.contacts

        // 0.5 s: the flick (240 points in 6 frames, then deceleration) leaves the table well past row 20, at rest.
        player.play(until: 6.9)
        #expect(fixture.table.contentOffset.y > fixture.table.rectForRow(at: IndexPath(row: 20, section: 0)).minY)
        #expect(!fixture.table.isDecelerating)
        #expect(navigation.viewControllers.count == 1)

        // 7 s: the tap on the row under (160, 300) pushes that contact's detail.
        let tapped = try #require(fixture.row(at: CGPoint(x: 160, y: 300)))
        let contact = contacts.directory[tapped]
        player.play(until: 8.9)
        let detail = try #require(navigation.topViewController as? ContactDetailViewController)
        #expect(detail.contact == contact)
        #expect(navigation.viewControllers.count == 2)
        #expect(fixture.table.indexPathForSelectedRow == tapped)

        // 9 s: Back pops the detail; the table shows again with the row deselected.
        player.play(until: 9.9)
        #expect(navigation.topViewController === contacts)
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.table.indexPathForSelectedRow == nil)

        // 10 s: Edit puts the table in editing mode.
        let doomedPath = try #require(fixture.row(at: CGPoint(x: 160, y: 279)))
        #expect(abs(fixture.table.convert(fixture.table.rectForRow(at: doomedPath), to: nil).midY - 279) < 4)
        let rowsBefore = fixture.table.numberOfRows(inSection: doomedPath.section)
        let doomed = contacts.directory[doomedPath]
        player.play(until: 10.6)
        #expect(fixture.table.isEditing)
        #expect(contacts.editButtonItem.title == "Done")

        // 10.67 s and 11.5 s: the red control, then its Delete button, remove the row; 12.33 s: Done ends editing.
        player.play(until: 12.9)
        #expect(contacts.directory.count == 9_999)
        #expect(fixture.table.numberOfRows(inSection: doomedPath.section) == rowsBefore - 1)
        #expect(contacts.directory.sections[doomedPath.section].contacts.firstIndex(of: doomed) == nil)
        #expect(!fixture.table.isEditing)
        #expect(contacts.editButtonItem.title == "Edit")

        // 13 s: the Photos tab; 13.5 s: the grid is flicked.
        player.play(until: 16.9)
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.app.photos.collectionView.contentOffset.y > 500)

        // 17 s: the Pickers tab; 17.5 s: the flavour wheel, dragged up 90 points, settles on another flavour.
        player.play(until: 21)
        #expect(fixture.tabs.selectedIndex == 2)
        let row = fixture.app.pickers.pickerView.selectedRow(inComponent: 0)
        #expect(row >= 2)
        #expect(fixture.app.pickers.choiceLabel.text == "Small \(PickersViewController.flavours[row].lowercased())")
    }
}

/// Plays an input script's touches on a headless device frame by frame, up to a given time, so a test can check
/// the app between steps.
@MainActor
struct SessionPlayer {
    let events: [HostEvent]
    let device: HeadlessDevice
    private var index = 0
    private(set) var time = 0.0

    init(path: String, device: HeadlessDevice) throws {
        events = try InputScript(contentsOf: path).events
        self.device = device
    }

    /// Delivers the script's events due up to `end` seconds, advancing the device one 1/60 s frame at a time.
    mutating func play(until end: Double) {
        while time < end - 1e-9 {
            while index < events.count, events[index].timestamp <= time + 1e-9 {
                switch events[index] {
                case let .touchDown(finger, location, _): device.touchDown(at: location, finger: finger)
                case let .touchMoved(finger, location, _): device.touchMove(to: location, finger: finger)
                case let .touchUp(finger, location, _): device.touchUp(finger: finger, at: location)
                default: break
                }
                index += 1
            }
            device.advance(by: 1.0 / 60)
            time += 1.0 / 60
        }
    }
}
