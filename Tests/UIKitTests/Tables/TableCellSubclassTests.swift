// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

/// A custom cell written as iOS developers write them: its own initialiser override, the coder initialiser,
/// overrides of the state methods calling super, and a content configuration.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    private(set) var selections: [Bool] = []
    private(set) var reuses = 0
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
        accessoryType = .disclosureIndicator
        selectionStyle = .default
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        badge.text = nil
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: contentView.bounds.width - 40, y: 0, width: 30, height: contentView.bounds.height)
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Ada"
        content.secondaryText = state.isSelected ? "selected" : "mobile"
        contentConfiguration = content
    }
}

@MainActor
@Suite("UITableViewCell: subclasses as apps write them")
struct TableCellSubclassTests {
    @Test("A subclass overrides the state methods, lays out its own views and configures its content per state")
    func subclass() throws {
        let cell = ContactCell(style: .default, reuseIdentifier: ContactCell.reuseIdentifier)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.selections == [true] && cell.reuseIdentifier == "ContactCell")
        #expect(cell.badge.frame == CGRect(x: 366 - 40, y: 0, width: 30, height: 44))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.secondaryText == "selected")
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Ada, selected")
        #expect(cell.accessibilityTraits.contains(.selected))
        cell.badge.text = "3"
        cell.prepareForReuse()
        #expect(cell.reuses == 1 && cell.badge.text == nil && !cell.isSelected)
        #expect(cell.selections == [true, false])
    }

    @Test("A standard cell is one accessibility element read by its labels")
    func accessibility() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Wi-Fi, Home")
        #expect(!cell.accessibilityTraits.contains(.selected))
    }
}
