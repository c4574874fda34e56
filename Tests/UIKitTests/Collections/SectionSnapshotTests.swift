// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Section snapshots: the tree, its expansion, and outlines that expand and collapse in a collection view.
@MainActor
@Suite("NSDiffableDataSourceSectionSnapshot")
struct SectionSnapshotTests {
    /// Fruit (apple, pear (conference)) and veg (leek).
    private func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["fruit", "veg"])
        snapshot.append(["apple", "pear"], to: "fruit")
        snapshot.append(["conference"], to: "pear")
        snapshot.append(["leek"], to: "veg")
        return snapshot
    }

    @Test("Items are depth first; only expanded parents show their children")
    func treeAndVisibility() {
        var snapshot = tree()
        #expect(snapshot.rootItems == ["fruit", "veg"])
        #expect(snapshot.items == ["fruit", "apple", "pear", "conference", "veg", "leek"])
        #expect(snapshot.visibleItems == ["fruit", "veg"])
        snapshot.expand(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "pear", "veg"])
        snapshot.expand(["pear"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "pear", "conference", "veg"])
        #expect(snapshot.isVisible("conference") && !snapshot.isVisible("leek"))
        snapshot.collapse(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "veg"])
        #expect(snapshot.isExpanded("pear") && !snapshot.isExpanded("fruit"))
        #expect(snapshot.level(of: "conference") == 2 && snapshot.level(of: "veg") == 0)
        #expect(snapshot.parent(of: "apple") == "fruit" && snapshot.parent(of: "fruit") == nil)
        #expect(snapshot.index(of: "veg") == 4 && snapshot.contains("leek") && !snapshot.contains("kiwi"))
    }

    @Test("Insert before and after siblings, delete subtrees, take sub-snapshots")
    func editing() {
        var snapshot = tree()
        snapshot.insert(["banana"], after: "apple")
        snapshot.insert(["cherry"], before: "apple")
        snapshot.insert(["herbs"], before: "veg")
        #expect(snapshot.items == ["fruit", "cherry", "apple", "banana", "pear", "conference", "herbs", "veg", "leek"])
        #expect(snapshot.parent(of: "banana") == "fruit" && snapshot.parent(of: "herbs") == nil)
        let pears = snapshot.snapshot(of: "pear", includingParent: true)
        #expect(pears.rootItems == ["pear"] && pears.items == ["pear", "conference"])
        #expect(snapshot.snapshot(of: "fruit").rootItems == ["cherry", "apple", "banana", "pear"])
        snapshot.delete(["pear"])
        #expect(!snapshot.contains("conference"))
        #expect(snapshot.items == ["fruit", "cherry", "apple", "banana", "herbs", "veg", "leek"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test("Duplicates and unknown parents are logged and ignored")
    func badInput() {
        var snapshot = tree()
        let log = UIKitDiagnostics.capturing {
            snapshot.append(["apple"])
            snapshot.append(["kiwi"], to: "nothing")
            snapshot.insert(["kiwi"], after: "nothing")
        }
        #expect(log.lines.count == 3)
        #expect(snapshot.items.count == 6 && snapshot.level(of: "absent") == -1)
    }

    @Test("Applying a section snapshot shows its visible items; snapshot(for:) returns it")
    func applyToSection() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.show([("Other", ["x"])])
        var outline = tree()
        outline.expand(["veg"])
        scene.dataSource.apply(outline, to: "Food", animatingDifferences: false)
        scene.device.advance(by: 1.0 / 60)
        #expect(scene.dataSource.snapshot().sectionIdentifiers == ["Other", "Food"])
        #expect(scene.dataSource.snapshot().itemIdentifiers(inSection: "Food") == ["fruit", "veg", "leek"])
        #expect(scene.dataSource.snapshot(for: "Food").items == outline.items)
        #expect(scene.dataSource.snapshot(for: "Other").rootItems == ["x"])
        // Levels become the list cells' indentation; expansion is in their configuration state.
        #expect(scene.cell(2, 1)?.indentationLevel == 1)
        #expect(scene.cell(1, 1)?.configurationState.isExpanded == true)
        #expect(scene.cell(0, 1)?.configurationState.isExpanded == false)
    }

    @Test("Tapping an outline disclosure expands and collapses, asking and telling the handlers")
    func outlineTaps() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.accessories = ["fruit": [.outlineDisclosure()], "pear": [.outlineDisclosure()]]
        scene.dataSource.apply(tree(), to: "Food", animatingDifferences: false)
        scene.device.advance(by: 1.0 / 60)
        var log: [String] = []
        var refuseCollapse = false
        scene.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("expand \($0)") }
        scene.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("collapse \($0)") }
        scene.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in !refuseCollapse }
        let chevron = CGPoint(x: 320 - 16 - 4, y: 22)
        scene.device.tap(at: scene.screenPoint(chevron))
        scene.device.advance(by: 1)
        #expect(log == ["expand fruit"])
        #expect(scene.dataSource.snapshot().itemIdentifiers(inSection: "Food") == ["fruit", "apple", "pear", "veg"])
        #expect(scene.collection.indexPathsForSelectedItems == nil)
        let fruit = try #require(scene.cell(0))
        #expect(fruit.configurationState.isExpanded)
        let glyph = try #require(fruit.accessoryViews.first?.view)
        #expect(abs(glyph.transform.b - 1) < 0.001) // rotated a quarter turn: pointing down

        refuseCollapse = true
        scene.device.tap(at: scene.screenPoint(chevron))
        scene.device.advance(by: 1)
        #expect(scene.dataSource.snapshot(for: "Food").isExpanded("fruit"))
        refuseCollapse = false
        scene.device.tap(at: scene.screenPoint(chevron))
        scene.device.advance(by: 1)
        #expect(log == ["expand fruit", "collapse fruit"])
        #expect(scene.dataSource.snapshot().itemIdentifiers(inSection: "Food") == ["fruit", "veg"])
        #expect(scene.cell(0)?.configurationState.isExpanded == false)
    }

    @Test("A full snapshot that changes an outlined section forgets its section snapshot")
    func fullSnapshotReplaces() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.dataSource.apply(tree(), to: "Food", animatingDifferences: false)
        scene.show([("Food", ["bread"])])
        #expect(scene.dataSource.snapshot(for: "Food").items == ["bread"])
    }
}
