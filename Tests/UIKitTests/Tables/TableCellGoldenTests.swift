// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting

@testable import UIKit

/// Cells as iOS draws them on a modern phone (393 points wide at 3×), one 44-point row each, with grey hairlines
/// between them so the rows read as a table.
@MainActor
@Suite("UITableViewCell rendering")
struct TableCellGoldenTests {
    /// Stacks `cells` in the window from y = 60 and returns the screenshot of their rows.
    func render(_ cells: [UITableViewCell], device: HeadlessDevice, window: UIWindow) throws -> CGImage {
        window.backgroundColor = .white
        for (row, cell) in cells.enumerated() {
            cell.frame = CGRect(x: 0, y: 60 + CGFloat(row) * 45, width: 393, height: 44)
            window.addSubview(cell)
            let line = UIView(frame: CGRect(x: 16, y: cell.frame.maxY, width: 377, height: 1.0 / 3))
            line.backgroundColor = .separator
            window.addSubview(line)
        }
        device.advance(by: 1.0 / 60)
        let scale: CGFloat = 3
        let rect = CGRect(x: 0, y: 60 * scale, width: 393 * scale, height: CGFloat(cells.count) * 45 * scale)
        return try #require(device.screenshot().cropping(to: rect))
    }

    func cell(_ style: UITableViewCell.CellStyle, _ text: String, _ detail: String? = nil,
              _ accessory: UITableViewCell.AccessoryType = .none) -> UITableViewCell
    {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        if let detail { cell.detailTextLabel?.text = detail }
        cell.accessoryType = accessory
        return cell
    }

    @Test("Golden: the four styles with the standard accessories")
    func styles() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let withImage = cell(.default, "With image", nil, .checkmark)
        withImage.imageView?.image = solidImage(29, 29, .systemBlue)
        let cells = [
            cell(.default, "Default", nil, .disclosureIndicator),
            withImage,
            cell(.value1, "Wi-Fi", "Home", .disclosureIndicator),
            cell(.value2, "mobile", "(555) 010-0100"),
            cell(.subtitle, "Subtitle", "Detail text", .detailButton),
            cell(.default, "Detail disclosure", nil, .detailDisclosureButton),
        ]
        let shot = try render(cells, device: device, window: window)
        #expect(cells[2].detailTextLabel?.frame.maxX == 359)  // 393 − 16 − 8 − 10
        try assertGolden(shot, named: "cell-styles", suite: "Tables", filePath: uikitTestsRootFile())
    }

    @Test("Golden: selected, editing (delete, insert, reorder) and content configuration cells")
    func states() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let selected = cell(.default, "Selected", nil, .disclosureIndicator)
        selected.setSelected(true, animated: false)
        let deleting = cell(.default, "Delete", nil, .disclosureIndicator)
        deleting.showsReorderControl = true
        deleting.setEditing(true, animated: false)
        let inserting = cell(.value1, "Insert", "Detail")
        inserting.setEditingStyle(.insert)
        inserting.setEditing(true, animated: false)
        let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Configured"
        content.secondaryText = "Value"
        content.image = solidImage(24, 24, .systemGreen)
        content.imageProperties.cornerRadius = 6
        configured.contentConfiguration = content
        configured.accessoryType = .disclosureIndicator
        let shot = try render([selected, deleting, inserting, configured], device: device, window: window)
        #expect(deleting.editingControlFrame != nil && deleting.reorderControlFrame != nil)
        try assertGolden(shot, named: "cell-states", suite: "Tables", filePath: uikitTestsRootFile())
    }

    @Test("Golden: self-sized rows: a wrapping subtitle cell and a list content cell with wrapping secondary text")
    func selfSizing() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = .white
        let subtitle = cell(.subtitle, "Meeting notes", "Agenda: the quarterly review, the hiring plan, and the "
            + "office move that everyone keeps asking about.", .disclosureIndicator)
        subtitle.detailTextLabel?.numberOfLines = 0
        let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = configured.defaultContentConfiguration()
        content.text = "Release notes"
        content.secondaryText = "Cells size themselves from their labels, so long text wraps onto more lines "
            + "instead of being cut off."
        content.image = solidImage(29, 29, .systemIndigo)
        configured.contentConfiguration = content
        var y: CGFloat = 60
        for row in [subtitle, configured] {
            let height = row.systemLayoutSizeFitting(CGSize(width: 393, height: 0)).height
            row.frame = CGRect(x: 0, y: y, width: 393, height: height)
            window.addSubview(row)
            let line = UIView(frame: CGRect(x: 16, y: row.frame.maxY, width: 377, height: 1.0 / 3))
            line.backgroundColor = .separator
            window.addSubview(line)
            y = row.frame.maxY + 1
        }
        #expect(subtitle.frame.height > 60 && configured.frame.height > 60)
        device.advance(by: 1.0 / 60)
        let shot = try #require(device.screenshot().cropping(to: CGRect(x: 0, y: 180, width: 1179, height: (y - 60) * 3)))
        try assertGolden(shot, named: "cell-self-sizing", suite: "Tables", filePath: uikitTestsRootFile())
    }
}
