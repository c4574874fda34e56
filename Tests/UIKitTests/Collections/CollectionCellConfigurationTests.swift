// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A cell that records the states its configuration update ran for.
final class StateRecordingCell: UICollectionViewCell {
    var states: [UICellConfigurationState] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
    }
}

/// Content and background configurations of collection view cells, and their updates as the state changes.
@MainActor
@Suite("UICollectionViewCell configurations")
struct CollectionCellConfigurationTests {
    @Test("A content configuration's view fills the content view; a supported one updates that view in place")
    func contentConfigurationView() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        var content = UIListContentConfiguration.cell()
        content.text = "One"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect(view.frame == cell.contentView.bounds)
        #expect(view.textLabelForTesting.text == "One")
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === view)
        #expect(view.textLabelForTesting.text == "Two")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test("A background configuration draws behind the content and replaces the background views")
    func backgroundConfiguration() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.backgroundView = UIView()
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemRed
        cell.backgroundConfiguration = background
        #expect(cell.backgroundView == nil)
        let view = try #require(cell.backgroundConfigurationView as? BackgroundConfigurationView)
        #expect(cell.subviews.firstIndex(of: view)! < cell.subviews.firstIndex(of: cell.contentView)!)
        #expect(view.fillColorForTesting == .systemRed)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil && cell.backgroundConfigurationView == nil)
        #expect(cell.defaultBackgroundConfiguration().kind == .clear)
    }

    @Test("Selection and highlight reach the configuration state; the background turns grey, once per change")
    func stateFollowsSelection() throws {
        let cell = StateRecordingCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.backgroundConfiguration = .listPlainCell()
        cell.layoutIfNeeded()
        cell.states = []
        cell.isSelected = true
        #expect(cell.configurationState.isSelected)
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1 && cell.states.last?.isSelected == true)
        let view = try #require(cell.backgroundConfigurationView as? BackgroundConfigurationView)
        #expect(view.fillColorForTesting == .systemGray4)
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1)
        cell.isSelected = false
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.states.last?.isHighlighted == true && cell.states.last?.isSelected == false)
        cell.isHighlighted = false
        cell.layoutIfNeeded()
        #expect(view.fillColorForTesting == .systemBackground)
    }

    @Test("Without automatic updates the background keeps its colour; setNeedsUpdateConfiguration runs the handler")
    func manualUpdates() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundConfiguration = .listPlainCell()
        var runs = 0
        cell.configurationUpdateHandler = { updated, state in
            runs += 1
            #expect(updated === cell)
            var content = UIListContentConfiguration.cell()
            content.text = state.isSelected ? "selected" : "normal"
            updated.contentConfiguration = content
        }
        cell.layoutIfNeeded()
        #expect(runs == 1)
        cell.isSelected = true
        cell.layoutIfNeeded()
        let view = try #require(cell.backgroundConfigurationView as? BackgroundConfigurationView)
        #expect(view.fillColorForTesting == .systemBackground)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "selected")
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(runs == 3)
    }

    @Test("A tap in a collection view selects the cell, and the handler sees the highlighted then selected states")
    func tapDrivesState() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let source = ListSource([3])
        let collection = makeCollection(source, cellClass: StateRecordingCell.self) {
            $0.itemSize = CGSize(width: 300, height: 60)
        }
        window.addSubview(collection)
        device.advance(by: 1.0 / 60)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? StateRecordingCell)
        cell.states = []
        device.touchDown(at: CGPoint(x: 150, y: 100))
        device.advance(by: 0.2)
        device.touchUp()
        device.advance(by: 1.0 / 60)
        #expect(cell.states.contains { $0.isHighlighted && !$0.isSelected })
        #expect(cell.states.last?.isSelected == true && cell.states.last?.isHighlighted == false)
        collection.isEditing = true
        device.advance(by: 1.0 / 60)
        #expect(cell.states.last?.isEditing == true)
    }

    @Test("Table cells still hide their standard labels behind a content configuration (shared code)")
    func tableCellsShareTheCode() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Label"
        var content = cell.defaultContentConfiguration()
        content.text = "Configured"
        cell.contentConfiguration = content
        #expect(cell.textLabel?.isHidden == true)
        #expect(cell.contentConfigurationView != nil)
        cell.contentConfiguration = nil
        #expect(cell.textLabel?.isHidden == false && cell.contentConfigurationView == nil)
    }
}
