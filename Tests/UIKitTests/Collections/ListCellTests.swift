// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// List cells: accessories, indentation, editing accessories, backgrounds and their taps.
@MainActor
@Suite("UICollectionViewListCell")
struct ListCellTests {
    @Test("Trailing accessories stand from the trailing margin inward; the content view ends before them")
    func trailingAccessories() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.accessories = ["a0": [.label(text: "Value"), .disclosureIndicator()], "a1": [.checkmark()]]
        scene.show([("A", ["a0", "a1"])])
        let cell = try #require(scene.cell(0))
        let chevron = try #require(cell.accessoryViews.last?.view as? TableCellAccessoryGlyph)
        #expect(chevron.type == .disclosureIndicator)
        #expect(chevron.frame == CGRect(x: 320 - 16 - 8, y: 16, width: 8, height: 13).integral)
        let label = try #require(cell.accessoryViews.first?.view as? UILabel)
        #expect(label.text == "Value" && label.textColor == .secondaryLabel)
        #expect(label.frame.maxX == chevron.frame.minX - 10)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: label.frame.minX, height: 44))
        let check = try #require(scene.cell(1)?.accessoryViews.first?.view as? TableCellAccessoryGlyph)
        #expect(check.type == .checkmark)
        #expect(check.frame.maxX == 304)
    }

    @Test("Editing accessories show only while the collection view edits; delete takes the 38-point inset")
    func editingAccessories() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        var deleted = 0
        scene.accessories = ["a0": [.delete(actionHandler: { deleted += 1 }), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]]
        scene.show([("A", ["a0", "a1"])])
        let cell = try #require(scene.cell(0))
        cell.layoutIfNeeded()
        #expect(cell.accessoryViews.count == 1)
        #expect(cell.contentView.frame.minX == 0)
        scene.collection.isEditing = true
        scene.device.advance(by: 1.0 / 60)
        #expect(cell.accessoryViews.count == 2)
        #expect(cell.accessoryViews.first?.view is TableCellEditingControl)
        #expect(cell.contentView.frame.minX == 38)
        #expect(cell.accessoryViews.last?.view.frame.maxX == 320)
        // A tap on the delete control runs its handler and does not select the row.
        scene.device.tap(at: scene.screenPoint(CGPoint(x: 27, y: 22)))
        scene.device.advance(by: 1.0 / 60)
        #expect(deleted == 1)
        #expect(scene.collection.indexPathsForSelectedItems == nil)
        // A tap elsewhere selects it.
        scene.device.tap(at: scene.screenPoint(CGPoint(x: 160, y: 22)))
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("Indentation moves the content and, with indentsAccessories, the leading accessories")
    func indentation() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.indentationLevel = 2
        cell.indentationWidth = 15
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 30)
        cell.accessories = [.multiselect(displayed: .always)]
        cell.layoutIfNeeded()
        #expect(cell.accessoryViews.first?.view.frame.minX == 46) // indentation 30, margin 16
        #expect(cell.contentView.frame.minX == 68) // then the 22-point circle
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(cell.accessoryViews.first?.view.frame.minX == 16)
        #expect(cell.contentView.frame.minX == 68) // margin, circle, then the indentation
        cell.indentationWidth = -3
        #expect(cell.indentationWidth == 15)
    }

    @Test("Inset grouped cells get the grouped background, rounded at the section's top and bottom")
    func insetGroupedBackgrounds() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        scene.show([("A", ["a0", "a1", "a2"]), ("B", ["b0"])])
        func corners(_ item: Int, _ section: Int = 0) -> CACornerMask? {
            (scene.cell(item, section)?.backgroundConfigurationView as? BackgroundConfigurationView)?.sectionCorners?.mask
        }
        #expect(scene.cell(0)?.backgroundConfiguration?.kind == .groupedCell)
        #expect(corners(0) == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(corners(1) == nil)
        #expect(corners(2) == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(corners(0, 1) == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // Selecting a row turns its background grey.
        scene.device.tap(at: scene.screenPoint(CGPoint(x: 160, y: 35 + 44 + 22)))
        scene.device.advance(by: 1.0 / 60)
        let view = try #require(scene.cell(1)?.backgroundConfigurationView as? BackgroundConfigurationView)
        #expect(view.fillColorForTesting == .systemGray4)
    }

    @Test("An app's background configuration replaces the list's default")
    func appBackground() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        var background = cell.defaultBackgroundConfiguration()
        background.backgroundColor = .systemTeal
        cell.backgroundConfiguration = background
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.listPlacement = ListPlacement(appearance: .grouped)
        cell.applyLayoutAttributes(attributes)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemTeal)
        #expect(cell.defaultBackgroundConfiguration().kind == .groupedCell)
    }

    @Test("Custom view accessories keep their size at the edge they name")
    func customView() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessories = [.customView(configuration: .init(customView: custom, placement: .leading()))]
        cell.layoutIfNeeded()
        #expect(custom.superview === cell)
        #expect(custom.frame == CGRect(x: 16, y: 12, width: 30, height: 20))
        cell.accessories = []
        #expect(custom.superview == nil)
    }
}
