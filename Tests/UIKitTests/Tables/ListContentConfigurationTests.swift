// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import UIKit

/// A configuration that records the states it is updated for.
private struct RecordingConfiguration: UIContentConfiguration {
    final class Log { var states: [UICellConfigurationState] = [] }
    let log: Log
    var label = "first"
    func makeContentView() -> any UIView & UIContentView { ConfigurationRecordingView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> RecordingConfiguration {
        if let cell = state as? UICellConfigurationState { log.states.append(cell) }
        var copy = self
        copy.label = "updated"
        return copy
    }
}

private final class ConfigurationRecordingView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: RecordingConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("UIListContentConfiguration and content configurations")
struct ListContentConfigurationTests {
    @Test("Styles: cell() is body text with subheadline secondary text; valueCell() puts them side by side")
    func styles() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font.pointSize == 17 && cell.textProperties.color == .label)
        #expect(cell.secondaryTextProperties.font.pointSize == 15)
        #expect(cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(!cell.prefersSideBySideTextAndSecondaryText && cell.textProperties.numberOfLines == 0)
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11,
                                                                          trailing: 16))
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.font.pointSize == 17)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.plainHeader().textProperties.font.pointSize == 17)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == value)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == cell)
    }

    @Test("Setting a content configuration shows its view in the content view and hides the standard labels")
    func appliesToCell() throws {
        let cell = laidOutCell(.default, text: "Old")
        var content = cell.defaultContentConfiguration()
        content.text = "Favorites"
        content.secondaryText = "12 items"
        content.image = solidImage(24, 24)
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(view.frame == cell.contentView.bounds)
        #expect(cell.textLabel?.isHidden == true)
        #expect(view.textLabelForTesting.text == "Favorites")
        #expect(view.secondaryTextLabelForTesting.text == "12 items")
        let text = view.textLabelForTesting.frame, secondary = view.secondaryTextLabelForTesting.frame
        #expect(view.imageViewForTesting.frame.origin.x == 16 && text.minX == 16 + 24 + 16)
        #expect(secondary.minY == text.maxY + 3)
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0)).height
            == (22 + text.height + 3 + secondary.height).rounded(.up))

        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first === view)
        #expect(view.textLabelForTesting.text == "Changed")
        cell.contentConfiguration = nil
        #expect(view.superview == nil && cell.textLabel?.isHidden == false)
    }

    @Test("Value cells put the secondary text at the trailing margin, or below it when both do not fit")
    func sideBySide() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        let text = view.textLabelForTesting.frame, secondary = view.secondaryTextLabelForTesting.frame
        #expect(secondary.maxX == 374 && text.minY == secondary.minY)
        content.secondaryText = String(repeating: "very long value ", count: 10)
        view.configuration = content
        view.layoutIfNeeded()
        #expect(view.secondaryTextLabelForTesting.frame.minY > view.textLabelForTesting.frame.maxY)
    }

    @Test("Text properties and the image maximum size apply")
    func properties() {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Section"
        content.textProperties.numberOfLines = 1
        content.textProperties.alignment = .center
        content.image = solidImage(40, 20)
        content.imageProperties.maximumSize = CGSize(width: 20, height: 20)
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        view.layoutIfNeeded()
        #expect(view.textLabelForTesting.text == "SECTION")
        #expect(view.textLabelForTesting.textAlignment == .center && view.textLabelForTesting.numberOfLines == 1)
        #expect(view.imageViewForTesting.frame.size == CGSize(width: 20, height: 10))
        #expect(!view.supports(RecordingConfiguration(log: .init())))
    }

    @Test("A multi-line text grows the cell")
    func multiLineGrows() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = String(repeating: "Words that wrap onto several lines. ", count: 8)
        cell.contentConfiguration = content
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0)).height > 22 + 3 * lineHeight(17))
    }

    @Test("State changes update the content configuration before layout, unless automatic updates are off")
    func automaticUpdates() throws {
        let log = RecordingConfiguration.Log()
        let cell = laidOutCell(.default)
        var handled: [Bool] = []
        cell.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
        cell.contentConfiguration = RecordingConfiguration(log: log)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(log.states.last?.isSelected == true)
        #expect((cell.contentConfiguration as? RecordingConfiguration)?.label == "updated")
        #expect(handled.last == true && cell.configurationState.isSelected)
        let count = log.states.count
        cell.automaticallyUpdatesContentConfiguration = false
        cell.setHighlighted(true, animated: false)
        cell.layoutIfNeeded()
        #expect(log.states.count == count && handled.count == 2)
    }

    @Test("A background configuration replaces the grey selection and turns grey when selected")
    func backgroundConfiguration() throws {
        let cell = laidOutCell(.default)
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        let view = try #require(cell.backgroundConfigurationView as? BackgroundConfigurationView)
        #expect(view.fillColorForTesting == .systemBackground)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(view.fillColorForTesting == .systemGray4)
        #expect(cell.defaultSelectedBackground.map { $0.alpha == 0 } ?? true)
        var custom = UIBackgroundConfiguration.clear()
        custom.backgroundColor = .systemTeal
        custom.cornerRadius = 10
        cell.backgroundConfiguration = custom
        #expect(view.fillColorForTesting == .systemTeal)
        #expect(UIBackgroundConfiguration.listGroupedCell().resolvedBackgroundColor(for: .red)
            == .secondarySystemGroupedBackground)
    }
}
