// SPDX-License-Identifier: Apache-2.0

import Foundation
import ListsKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// The Contacts screen's model and data source.
@MainActor
@Suite("Lists contacts data source")
struct ContactDirectoryTests {
    @Test("10,000 contacts in 26 sections by first letter, each sorted, the same on every run")
    func sectionsByLetter() {
        let directory = ContactDirectory(count: 10_000)
        #expect(directory.count == 10_000)
        #expect(directory.sections.map(\.letter) == "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init))
        for section in directory.sections {
            #expect(section.contacts.allSatisfy { $0.name.hasPrefix(section.letter) })
            #expect(section.contacts.map(\.name) == section.contacts.map(\.name).sorted())
        }
        #expect(ContactDirectory(count: 10_000).sections[3].contacts == directory.sections[3].contacts)
    }

    @Test("The table asks the controller: 26 sections, the section index, subtitle cells with name, number and image")
    func dataSourceAnswers() throws {
        let fixture = try ListsFixture()
        let table = fixture.table
        #expect(table.numberOfSections == 26)
        #expect((0..<26).reduce(0) { $0 + table.numberOfRows(inSection: $1) } == 10_000)
        #expect(fixture.contacts.sectionIndexTitles(for: table)?.first == "A")
        let first = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: first) as? ContactCell)
        #expect(cell.textLabel?.text == fixture.contacts.directory[first].name)
        #expect(cell.detailTextLabel?.text == fixture.contacts.directory[first].number)
        #expect(cell.imageView?.image?.size == CGSize(width: 30, height: 30))
    }

    @Test("Committing a delete removes the contact and its row; the section stays")
    func commitDelete() throws {
        let fixture = try ListsFixture()
        let table = fixture.table
        let path = IndexPath(row: 1, section: 0)
        let rows = table.numberOfRows(inSection: 0)
        let removed = fixture.contacts.directory[path]
        fixture.contacts.tableView(table, commit: .delete, forRowAt: path)
        fixture.device.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == rows - 1)
        #expect(fixture.contacts.directory.count == 9_999)
        #expect(fixture.contacts.directory[path] != removed)
        #expect(table.numberOfSections == 26)
    }

    @Test("The Edit button in the navigation bar puts the table in editing mode and becomes Done, and back")
    func editButton() throws {
        let fixture = try ListsFixture()
        #expect(fixture.contacts.navigationItem.rightBarButtonItem === fixture.contacts.editButtonItem)
        #expect(fixture.contacts.editButtonItem.title == "Edit")
        fixture.device.tap(at: ListsFixture.editButton)
        fixture.device.advance(by: 0.5)
        #expect(fixture.table.isEditing)
        #expect(fixture.contacts.isEditing)
        #expect(fixture.contacts.editButtonItem.title == "Done")
        fixture.device.tap(at: ListsFixture.editButton)
        fixture.device.advance(by: 0.5)
        #expect(!fixture.table.isEditing)
        #expect(fixture.contacts.editButtonItem.title == "Edit")
    }

    @Test("A flick scrolls the table and reuses cells: few more cells than visible rows are ever made")
    func flickReusesCells() throws {
        let fixture = try ListsFixture()
        let before = ContactCell.instancesCreated
        fixture.flick(from: CGPoint(x: 160, y: 420), dy: -40, settle: 3)
        #expect(fixture.table.contentOffset.y > 1_000)
        let visible = fixture.table.visibleCells.count
        #expect(ContactCell.instancesCreated - before <= visible + 4)
    }

    @Test("The grid has 1,000 photos, four to a row, and scrolls")
    func grid() throws {
        let fixture = try ListsFixture()
        fixture.tapTab(1)
        #expect(fixture.tabs.selectedIndex == 1)
        let grid = try #require(fixture.app.photos.collectionView)
        #expect(grid.numberOfItems(inSection: 0) == 1_000)
        let rowY = Set(grid.visibleCells.map { $0.frame.minY })
        #expect(grid.visibleCells.count >= 4 * (rowY.count - 1))
        fixture.flick(from: CGPoint(x: 160, y: 420), dy: -40, settle: 3)
        #expect(grid.contentOffset.y > 500)
    }
}

/// Deleting through touches, as a user does.
@MainActor
@Suite("Lists contacts deletion by touch")
struct ContactDeleteByTouchTests {
    @Test("Swiping a row left reveals Delete; tapping it removes the contact")
    func swipeToDelete() throws {
        let fixture = try ListsFixture()
        let path = try #require(fixture.row(at: CGPoint(x: 160, y: 300)))
        let removed = fixture.contacts.directory[path]
        fixture.device.drag(from: CGPoint(x: 280, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.2)
        fixture.device.advance(by: 0.5)
        fixture.device.tap(at: CGPoint(x: 290, y: 300))
        fixture.device.advance(by: 0.5)
        #expect(fixture.contacts.directory.count == 9_999)
        #expect(fixture.contacts.directory[path] != removed)
    }

    @Test("In editing mode, the red control then the Delete button remove the contact")
    func editingDelete() throws {
        let fixture = try ListsFixture()
        fixture.contacts.setEditing(true, animated: true)
        fixture.device.advance(by: 0.5)
        let path = try #require(fixture.row(at: CGPoint(x: 160, y: 300)))
        let removed = fixture.contacts.directory[path]
        let rowCenterY = fixture.table.convert(fixture.table.rectForRow(at: path), to: nil).midY
        fixture.device.tap(at: CGPoint(x: 20, y: rowCenterY))
        fixture.device.advance(by: 0.5)
        fixture.device.tap(at: CGPoint(x: 290, y: rowCenterY))
        fixture.device.advance(by: 0.5)
        #expect(fixture.contacts.directory.count == 9_999)
        #expect(fixture.contacts.directory[path] != removed)
    }
}
