// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// List sections of compositional layouts: row frames per appearance, headers, separators, background.
@MainActor
@Suite("UICollectionLayoutListConfiguration")
struct ListLayoutTests {
    @Test("Plain lists stack full-width 44-point rows under 28-point supplementary headers")
    func plainRows() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let scene = try ListScene(configuration)
        scene.show([("A", ["a0", "a1", "a2"]), ("B", ["b0"])])
        let view = scene.collection
        #expect(itemFrame(view, 0, 0) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(itemFrame(view, 0, 2) == CGRect(x: 0, y: 116, width: 320, height: 44))
        #expect(itemFrame(view, 1, 0) == CGRect(x: 0, y: 160 + 28, width: 320, height: 44))
        let header = try #require(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(view.backgroundColor == .systemBackground)
        // A list cell used as a plain header takes the plain header style.
        let content = (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
        #expect(content?.text == "Section 1")
        #expect(content?.textProperties.font == UIListContentConfiguration.plainHeader().textProperties.font)
    }

    @Test("Plain headers stay pinned at the top while their section shows")
    func pinnedHeaders() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let scene = try ListScene(configuration)
        scene.show([("A", (0..<20).map { "a\($0)" }), ("B", (0..<20).map { "b\($0)" })])
        scene.collection.contentOffset = CGPoint(x: 0, y: 200)
        scene.device.advance(by: 1.0 / 60)
        let header = try #require(scene.collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 200)
    }

    @Test("Inset grouped lists inset rows 20 points, start grouped sections 35 points down, on the grouped grey")
    func insetGroupedRows() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        scene.show([("A", ["a0", "a1"]), ("B", ["b0"])])
        let view = scene.collection
        #expect(itemFrame(view, 0, 0) == CGRect(x: 20, y: 35, width: 280, height: 44))
        #expect(itemFrame(view, 1, 0) == CGRect(x: 20, y: 35 + 88 + 35, width: 280, height: 44))
        #expect(view.backgroundColor == .systemGroupedBackground)
        #expect(view.collectionViewLayout.collectionViewContentSize.height == 202) // 35 + 88 + 35 + 44
    }

    @Test("Header top padding adds space above each header; an app's background colour wins")
    func headerPaddingAndBackground() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 10
        configuration.backgroundColor = .systemYellow
        let scene = try ListScene(configuration)
        scene.show([("A", ["a0"])])
        #expect(itemFrame(scene.collection, 0, 0) == CGRect(x: 0, y: 10 + 38, width: 320, height: 44))
        #expect(scene.collection.backgroundColor == .systemYellow)
        scene.collection.backgroundColor = .systemPink
        scene.collection.collectionViewLayout.invalidateLayout()
        scene.device.advance(by: 1.0 / 60)
        #expect(scene.collection.backgroundColor == .systemPink)
    }

    @Test("Separators: below every row but a section's last, none when the list hides them")
    func separators() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.show([("A", ["a0", "a1"])])
        let first = try #require(scene.cell(0))
        let separator = try #require(first.separatorFrame)
        // From the text's leading edge (the content configuration's 16-point margin) to the trailing edge.
        #expect(separator == CGRect(x: 16, y: 43, width: 304, height: 1))
        #expect(scene.cell(1)?.separatorFrame == nil)

        var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        let other = try ListScene(hidden)
        other.show([("A", ["a0", "a1"])])
        #expect(other.cell(0)?.separatorFrame == nil)

        var handled = UICollectionLayoutListConfiguration(appearance: .plain)
        handled.itemSeparatorHandler = { path, configuration in
            var configuration = configuration
            if path.item == 1 { configuration.bottomSeparatorVisibility = .visible }
            configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 8)
            return configuration
        }
        let third = try ListScene(handled)
        third.show([("A", ["a0", "a1"])])
        #expect(third.cell(1)?.separatorFrame == CGRect(x: 40, y: 43, width: 272, height: 1))
    }

    @Test("Sidebars show no separators by default and give their cells the sidebar background")
    func sidebarDefaults() throws {
        let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        #expect(!configuration.showsSeparators)
        let scene = try ListScene(configuration)
        scene.show([("A", ["a0", "a1"])])
        let cell = try #require(scene.cell(0))
        #expect(cell.separatorFrame == nil)
        #expect(cell.backgroundConfiguration?.kind == .sidebarCell)
    }

    @Test("In firstItemInSection mode the first item is styled as its section's header, without a separator")
    func firstItemHeader() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        configuration.showsSeparators = true
        let scene = try ListScene(configuration)
        scene.show([("A", ["Header", "a1", "a2"])])
        let header = try #require(scene.cell(0))
        let font = (header.contentConfiguration as? UIListContentConfiguration)?.textProperties.font
        #expect(font == UIListContentConfiguration.sidebarHeader().textProperties.font)
        #expect(header.separatorFrame == nil)
        #expect(scene.cell(1)?.separatorFrame != nil)
        #expect(header.backgroundConfiguration?.kind == .groupedHeaderFooter)
        #expect(scene.cell(1)?.backgroundConfiguration?.kind == .sidebarCell)
    }

    @Test("NSCollectionLayoutSection.list builds a section a section provider can adjust")
    func sectionProvider() throws {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let section = NSCollectionLayoutSection.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            section.contentInsets.top = 7
            return section
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let source = ListSource([2])
        retainedSources.append(source)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(itemFrame(view, 0, 1) == CGRect(x: 0, y: 51, width: 300, height: 44))
    }
}
