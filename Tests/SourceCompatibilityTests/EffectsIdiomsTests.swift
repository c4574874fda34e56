// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// The idioms of EffectsIdioms.swift run: the header blurs, the button plays a haptic, and a long press on a
/// cell opens its context menu, whose actions pin (with a success haptic) and delete.
@MainActor
@Suite("Source compatibility: effects, haptics, context menus")
struct EffectsIdiomsTests {
    private func launched() throws -> (HeadlessDevice, NotesViewController) {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(NotesAppDelegate.self)
        let window = try #require((device.application?.delegate as? NotesAppDelegate)?.window)
        device.advance(by: 0.1)
        return (device, try #require(window.rootViewController as? NotesViewController))
    }

    @Test("The blurred header sits over the list, and the pin button plays a medium impact")
    func headerAndHaptic() throws {
        let (device, notes) = try launched()
        #expect(notes.header.frame.height == 88)
        #expect(notes.header.effect is UIBlurEffect)
        notes.pinButton.sendActions(for: .touchUpInside)

        #expect(notes.pinned == ["Groceries"])
        #expect(device.hapticEvents.map(\.kind) == [.impact(.medium, intensity: 1)])
    }

    @Test("A long press on a cell opens its menu; Delete removes the row, and the caption updates after")
    func contextMenuOnACell() throws {
        let (device, notes) = try launched()
        let cell = try #require(notes.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))  // below the header
        let point = cell.convert(CGPoint(x: 100, y: cell.bounds.midY), to: nil)
        device.touchDown(at: point)
        device.advance(by: 0.6)
        device.touchUp()
        device.advance(by: 0.5)

        let card = try #require(notes.view.window?.subviews.last?.subviews.compactMap { $0 as? MenuCardView }.first)
        let deleteRow = try #require(card.card.subviews.first { ($0 as? UIButton)?.title(for: .normal) == "Delete" })
        device.tap(at: deleteRow.convert(CGPoint(x: 40, y: 20), to: nil))
        device.advance(by: 1)

        #expect(notes.notes == ["Groceries", "Ideas"])
        #expect(notes.caption.text == "2 notes")
    }
}
