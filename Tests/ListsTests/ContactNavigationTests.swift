// SPDX-License-Identifier: Apache-2.0

import Foundation
import ListsKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// Taps on the Contacts screen: a row pushes its contact's detail, Back returns to the table.
@MainActor
@Suite("Lists contacts taps")
struct ContactTapTests {
    @Test("A quick tap on a row at rest pushes its contact's detail; Back pops it and the row deselects")
    func tapPushesDetailAndBackReturns() throws {
        let fixture = try ListsFixture()
        let navigation = try #require(fixture.contactsNavigation)
        #expect(navigation.viewControllers.count == 1)
        let path = try #require(fixture.row(at: CGPoint(x: 160, y: 300)))
        let contact = fixture.contacts.directory[path]
        fixture.device.tap(at: CGPoint(x: 160, y: 300))
        fixture.device.advance(by: 0.6)
        let detail = try #require(navigation.topViewController as? ContactDetailViewController)
        #expect(navigation.viewControllers.count == 2)
        #expect(detail.contact == contact)
        #expect(detail.title == contact.name)
        #expect(detail.fields.first?.value == contact.number)
        #expect(navigation.navigationBar.topItem?.title == contact.name)
        // The row stays selected under the detail, and the detail shows the number in its table.
        #expect(fixture.table.indexPathForSelectedRow == path)
        let numberCell = try #require(detail.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(numberCell.detailTextLabel?.text == contact.number)
        #expect(detail.view.window != nil)
        #expect(fixture.table.window == nil)

        fixture.device.tap(at: ListsFixture.backButton)
        fixture.device.advance(by: 0.6)
        #expect(navigation.topViewController === fixture.contacts)
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.table.window != nil)
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test("A tap after a flick has come to rest pushes the contact under the finger")
    func tapAfterFlick() throws {
        let fixture = try ListsFixture()
        fixture.flick(from: CGPoint(x: 160, y: 420), dy: -40, settle: 6)
        #expect(!fixture.table.isDecelerating)
        let path = try #require(fixture.row(at: CGPoint(x: 160, y: 300)))
        #expect(path.section > 0 || path.row > 20)
        fixture.device.tap(at: CGPoint(x: 160, y: 300))
        fixture.device.advance(by: 0.6)
        let detail = try #require(fixture.contactsNavigation?.topViewController as? ContactDetailViewController)
        #expect(detail.contact == fixture.contacts.directory[path])
    }

    @Test("While editing, a tap on a row neither selects nor pushes")
    func tapWhileEditingDoesNotPush() throws {
        let fixture = try ListsFixture()
        fixture.device.tap(at: ListsFixture.editButton)
        fixture.device.advance(by: 0.5)
        fixture.device.tap(at: CGPoint(x: 160, y: 300))
        fixture.device.advance(by: 0.6)
        #expect(fixture.contactsNavigation?.viewControllers.count == 1)
    }
}
