// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import UIKit

/// Accessories in a 390 × 44 cell: they end at the 16-point trailing margin, centred vertically, and the content
/// view ends where they begin (its trailing margin becomes 10 points).
@MainActor
@Suite("UITableViewCell: accessories")
struct TableCellAccessoryTests {
    @Test("The disclosure indicator is an 8 × 13 chevron at the trailing margin; the content view ends before it")
    func disclosureIndicator() {
        let cell = laidOutCell(.default)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.accessoryFrame == CGRect(x: 366, y: 16, width: 8, height: 13))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 366, height: 44))
        #expect(cell.contentView.layoutMargins.right == 10)
        #expect(cell.textLabel?.frame.width == 340)  // 366 − 16 − 10
        #expect(cell.accessoryButtonFrame == nil)
    }

    @Test("Standard accessories' sizes and info buttons", arguments: [
        (UITableViewCell.AccessoryType.checkmark, CGSize(width: 14, height: 13), nil),
        (.detailButton, CGSize(width: 22, height: 22), CGRect(x: 352, y: 11, width: 22, height: 22)),
        (.detailDisclosureButton, CGSize(width: 42, height: 22), CGRect(x: 332, y: 11, width: 22, height: 22)),
    ] as [(UITableViewCell.AccessoryType, CGSize, CGRect?)])
    func standardAccessories(type: UITableViewCell.AccessoryType, size: CGSize, button: CGRect?) throws {
        let cell = laidOutCell(.default)
        cell.accessoryType = type
        let frame = try #require(cell.accessoryFrame)
        #expect(frame.size == size && frame.maxX == 374 && abs(frame.midY - 22) <= 0.5)
        #expect(cell.accessoryButtonFrame == button)
    }

    @Test("An accessory view replaces the standard accessory and keeps its size")
    func accessoryView() {
        let cell = laidOutCell(.default)
        cell.accessoryType = .disclosureIndicator
        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
        #expect(toggle.frame == CGRect(x: 374 - 51, y: 7, width: 51, height: 31))
        #expect(!cell.subviews.contains { $0 is TableCellAccessoryGlyph })
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(toggle.superview == nil)
        #expect(cell.subviews.contains { $0 is TableCellAccessoryGlyph })
    }

    @Test("While editing, the editing accessory replaces the accessory")
    func editingAccessory() {
        let cell = laidOutCell(.default)
        cell.accessoryType = .disclosureIndicator
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.accessoryFrame == nil)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.editingAccessoryView = badge
        cell.layoutIfNeeded()
        #expect(cell.accessoryFrame == CGRect(x: 354, y: 12, width: 20, height: 20))
        cell.setEditing(false, animated: false)
        cell.layoutIfNeeded()
        #expect(badge.superview == nil)
        #expect(cell.accessoryFrame?.size == CGSize(width: 8, height: 13))
    }

    @Test("Value 1 detail text ends 10 points before the accessory")
    func value1WithAccessory() {
        let cell = laidOutCell(.value1, text: "Wi-Fi", detail: "Home")
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.detailTextLabel?.frame.maxX == 356)
    }
}

@MainActor
@Suite("UITableViewCell: right to left")
struct TableCellRightToLeftTests {
    @Test("Right to left, the accessory and the reorder control stand at the left and the editing control at the right")
    func mirrored() throws {
        let cell = laidOutCell(.default)
        cell.semanticContentAttribute = .forceRightToLeft
        cell.accessoryType = .detailButton
        cell.layoutIfNeeded()
        #expect(cell.accessoryFrame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(cell.accessoryButtonFrame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 352, height: 44))
        cell.showsReorderControl = true
        cell.setEditing(true, animated: false)
        #expect(cell.editingControlFrame == CGRect(x: 390 - 46, y: 0, width: 46, height: 44))
        #expect(cell.reorderControlFrame == CGRect(x: 0, y: 0, width: 50, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 50, y: 0, width: 302, height: 44))
        let circle = try #require(cell.editingControl).circleFrame
        #expect(circle.maxX == 30)  // 46 − 16: the circle ends at the trailing margin
    }
}
