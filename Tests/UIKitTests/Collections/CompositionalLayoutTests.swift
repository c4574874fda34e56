// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// `UICollectionViewCompositionalLayout` places items, groups, sections and boundary items at hand-computed frames.
@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct CompositionalLayoutTests {
    /// A data source over item counts, for layouts that need only counts.
    private func collection(_ counts: [Int], layout: UICollectionViewLayout,
                            size: CGSize = CGSize(width: 320, height: 480)) -> UICollectionView {
        let source = ListSource(counts)
        retainedSources.append(source)
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        for kind in ["header", "footer"] {
            view.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
            && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Full-width rows 44 points tall.
    private func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test("A list: one full-width 44-point item per group, groups stacked until the items run out")
    func list() {
        let layout = UICollectionViewCompositionalLayout(section: listSection())
        let view = collection([20], layout: layout)
        #expect(view.contentSize == CGSize(width: 320, height: 880))
        #expect(itemFrame(view, 0, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(itemFrame(view, 0, 19) == CGRect(x: 0, y: 836, width: 320, height: 44))
        #expect(itemFrame(view, 0, 20) == nil)
        let hits = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 320, height: 100)) ?? []
        #expect(hits.map(\.indexPath.item).sorted() == [2, 3, 4])
    }

    @Test("A grid: third-width items repeat across each group, inside item and section insets, groups spaced")
    func grid() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        let view = collection([7], layout: UICollectionViewCompositionalLayout(section: section))
        // Inner width 280, columns 93.33 wide at x 20, 113.33, 206.67; rows at y 10, 118, 226.
        let column = 280.0 / 3
        #expect(close(itemFrame(view, 0, 0), CGRect(x: 22, y: 12, width: column - 4, height: 96)))
        #expect(close(itemFrame(view, 0, 2), CGRect(x: 20 + 2 * column + 2, y: 12, width: column - 4, height: 96)))
        #expect(close(itemFrame(view, 0, 4), CGRect(x: 20 + column + 2, y: 120, width: column - 4, height: 96)))
        #expect(close(itemFrame(view, 0, 6), CGRect(x: 22, y: 228, width: column - 4, height: 96)))
        #expect(view.contentSize == CGSize(width: 320, height: 10 + 300 + 16 + 10))
    }

    @Test("A counted group sizes its subitem so exactly count fit with fixed spacing; flexible spacing spreads")
    func countedAndFlexible() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let view = collection([4], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let width = (320.0 - 20) / 3
        #expect(close(itemFrame(view, 0, 1), CGRect(x: width + 10, y: 0, width: width, height: 50)))
        #expect(close(itemFrame(view, 0, 3), CGRect(x: 0, y: 50, width: width, height: 50)))

        // Four 60-point items with at least 10 between them: spare 320 - 240 - 30 = 50 → gaps of 26.67.
        let fixed = NSCollectionLayoutItem(layoutSize: size(.absolute(60), .absolute(60)))
        let spread = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                        repeatingSubitem: fixed, count: 4)
        #expect(spread.subitems.count == 1)
        let flexible = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                          subitems: [fixed, fixed, fixed, fixed])
        flexible.interItemSpacing = .flexible(10)
        let flexView = collection([4], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: flexible)))
        #expect(close(itemFrame(flexView, 0, 3), CGRect(x: 260, y: 0, width: 60, height: 60)))
        #expect(close(itemFrame(flexView, 0, 1), CGRect(x: 60 + 80.0 / 3, y: 0, width: 60, height: 60)))
    }

    @Test("A nested group: a big item beside a vertical group of two small ones")
    func nested() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                                    subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)),
                                                       subitems: [big, pair])
        let view = collection([5], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let wide = 320.0 * 2 / 3
        #expect(close(itemFrame(view, 0, 0), CGRect(x: 0, y: 0, width: wide, height: 200)))
        #expect(close(itemFrame(view, 0, 1), CGRect(x: wide, y: 0, width: 320 - wide, height: 100)))
        #expect(close(itemFrame(view, 0, 2), CGRect(x: wide, y: 100, width: 320 - wide, height: 100)))
        #expect(close(itemFrame(view, 0, 3), CGRect(x: 0, y: 200, width: wide, height: 200)))
        #expect(close(itemFrame(view, 0, 4), CGRect(x: wide, y: 200, width: 320 - wide, height: 100)))
        #expect(view.contentSize == CGSize(width: 320, height: 400))
    }

    @Test("Headers and footers stack around each section's insets; sections are spaced; a pinned header stays visible")
    func boundaryItems() {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)),
                                                                 elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let view = collection([2, 2], layout: layout, size: CGSize(width: 320, height: 100))
        func supplementary(_ kind: String, _ section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(supplementary("header", 0) == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(itemFrame(view, 0, 0) == CGRect(x: 10, y: 35, width: 300, height: 44))
        #expect(itemFrame(view, 0, 1) == CGRect(x: 10, y: 79, width: 300, height: 44))
        #expect(supplementary("footer", 0) == CGRect(x: 10, y: 128, width: 300, height: 20))
        #expect(supplementary("header", 1) == CGRect(x: 10, y: 160, width: 300, height: 30))
        #expect(itemFrame(view, 1, 1) == CGRect(x: 10, y: 239, width: 300, height: 44))
        #expect(supplementary("footer", 1) == CGRect(x: 10, y: 288, width: 300, height: 20))
        #expect(view.contentSize == CGSize(width: 320, height: 308))
        #expect(view.visibleSupplementaryViews(ofKind: "header").count == 1)

        view.contentOffset = CGPoint(x: 0, y: 50)
        view.layoutIfNeeded()
        #expect(supplementary("header", 0) == CGRect(x: 10, y: 50, width: 300, height: 30))
        view.contentOffset = CGPoint(x: 0, y: 110)
        view.layoutIfNeeded()
        // Section 0's content ends at 128: the header stops at 128 - 30.
        #expect(supplementary("header", 0) == CGRect(x: 10, y: 98, width: 300, height: 30))
        #expect(supplementary("header", 1) == CGRect(x: 10, y: 160, width: 300, height: 30))
    }

    @Test("A section provider gives each section its own layout from the container's size, again after a resize")
    func sectionProvider() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let width = environment.container.effectiveContentSize.width
            widths.append(width)
            _ = environment.traitCollection
            if index == 0 { return self.listSection() }
            if index == 2 { return nil }
            let columns: CGFloat = width > 300 ? 2 : 1
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1 / columns), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(50)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let view = collection([2, 3, 1], layout: layout)
        #expect(widths == [320, 320, 320])
        #expect(itemFrame(view, 0, 1) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(itemFrame(view, 1, 0) == CGRect(x: 0, y: 88, width: 160, height: 50))
        #expect(itemFrame(view, 1, 1) == CGRect(x: 160, y: 88, width: 160, height: 50))
        #expect(itemFrame(view, 1, 2) == CGRect(x: 0, y: 138, width: 160, height: 50))
        #expect(itemFrame(view, 2, 0) == nil)
        #expect(view.contentSize == CGSize(width: 320, height: 188))

        view.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        view.layoutIfNeeded()
        #expect(widths.suffix(3) == [200, 200, 200])
        #expect(itemFrame(view, 1, 1) == CGRect(x: 0, y: 138, width: 200, height: 50))
    }

    @Test("A collection view with the layout and a data source shows its cells at the layout's frames as it scrolls")
    func collectionViewShowsCells() {
        let layout = UICollectionViewCompositionalLayout(section: listSection())
        let view = collection([20], layout: layout, size: CGSize(width: 320, height: 200))
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == Array(0..<5))
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        view.contentOffset = CGPoint(x: 0, y: 440)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == Array(10..<15))
        let cell = view.cellForItem(at: IndexPath(item: 12, section: 0)) as? CountingCell
        #expect(cell?.frame == CGRect(x: 0, y: 528, width: 320, height: 44))
        #expect(cell?.label == "0.12")
    }

    @Test("A horizontal configuration stacks groups left to right; group fractions resolve against the height")
    func horizontalScrolling() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let view = collection([5], layout: layout, size: CGSize(width: 320, height: 200))
        #expect(itemFrame(view, 0, 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(itemFrame(view, 0, 2) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(itemFrame(view, 0, 4) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 320, height: 200))
    }

    @Test("Bad dimensions and counts are logged and clamped")
    func badInput() {
        #expect(NSCollectionLayoutDimension.absolute(-5).dimension == 0)
        #expect(NSCollectionLayoutDimension.fractionalWidth(.nan).dimension == 0)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
        #expect(NSCollectionLayoutSpacing.fixed(-1).spacing == 0)
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(10), .absolute(10)), subitem: item, count: 0)
        #expect(group.leafFrames(in: CGRect(x: 0, y: 0, width: 10, height: 10)).count == 1)
    }
}
