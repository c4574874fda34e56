// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// Flow layout frames, computed by hand from the rules in `UICollectionViewFlowLayout`'s discussion.
@MainActor
@Suite("UICollectionViewFlowLayout")
struct FlowLayoutTests {
    @Test("Apple's defaults")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.estimatedItemSize == .zero)
        #expect(layout.scrollDirection == .vertical && layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    /// 320 wide, items 90 × 50, insets (5, 10, 15, 10): a line of 300 holds three items (270 + 2 × 10).
    private func verticalGrid(_ counts: [Int]) -> UICollectionView {
        makeCollection(ListSource(counts)) {
            $0.itemSize = CGSize(width: 90, height: 50)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
            $0.headerReferenceSize = CGSize(width: 999, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
        }
    }

    @Test("Vertical: full lines justified, the last line spaced like the one before, headers and footers across")
    func verticalSections() {
        let view = verticalGrid([8, 1])
        // Full lines: the 30 points left over are shared: spacing 15, x = 10, 115, 220.
        #expect(itemFrame(view, 0, 0) == CGRect(x: 10, y: 35, width: 90, height: 50))
        #expect(itemFrame(view, 0, 1) == CGRect(x: 115, y: 35, width: 90, height: 50))
        #expect(itemFrame(view, 0, 2) == CGRect(x: 220, y: 35, width: 90, height: 50))
        #expect(itemFrame(view, 0, 5) == CGRect(x: 220, y: 95, width: 90, height: 50))
        // The last line (two items) keeps the grid's columns.
        #expect(itemFrame(view, 0, 6) == CGRect(x: 10, y: 155, width: 90, height: 50))
        #expect(itemFrame(view, 0, 7) == CGRect(x: 115, y: 155, width: 90, height: 50))
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        let footer = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                   at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 220, width: 320, height: 20))
        // Section 1: header at 240, a lone item centred on its line.
        #expect(itemFrame(view, 1, 0) == CGRect(x: 115, y: 275, width: 90, height: 50))
        #expect(view.contentSize == CGSize(width: 320, height: 360))
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).map {
            ($0 as! TitleView).title } == ["F0", "F1"])
    }

    @Test("A section of one line that is not full spreads its items to the insets")
    func singleLineJustified() {
        let view = verticalGrid([2])
        #expect(itemFrame(view, 0, 0)?.minX == 10)
        #expect(itemFrame(view, 0, 1)?.maxX == 310)
    }

    @Test("Items of different heights are centred on their line; lines are as tall as their tallest item")
    func crossAxisCentring() {
        let source = ListSource([4])
        source.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 80)
        let view = makeCollection(source) { $0.itemSize = CGSize(width: 100, height: 40) }
        #expect(itemFrame(view, 0, 0) == CGRect(x: 0, y: 20, width: 100, height: 40))
        #expect(itemFrame(view, 0, 1) == CGRect(x: 110, y: 0, width: 100, height: 80))
        #expect(itemFrame(view, 0, 3) == CGRect(x: 0, y: 90, width: 100, height: 40))
    }

    @Test("Horizontal: lines are columns, headers span the height")
    func horizontal() {
        let view = makeCollection(ListSource([5]), size: CGSize(width: 320, height: 200)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 50, height: 40)
            $0.minimumLineSpacing = 20
            $0.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
            $0.headerReferenceSize = CGSize(width: 30, height: 999)
        }
        // A column of 180 holds three items (120 + 2 × 10), justified: spacing 30.
        #expect(itemFrame(view, 0, 0) == CGRect(x: 35, y: 10, width: 50, height: 40))
        #expect(itemFrame(view, 0, 1) == CGRect(x: 35, y: 80, width: 50, height: 40))
        #expect(itemFrame(view, 0, 2) == CGRect(x: 35, y: 150, width: 50, height: 40))
        #expect(itemFrame(view, 0, 3) == CGRect(x: 105, y: 10, width: 50, height: 40))
        #expect(itemFrame(view, 0, 4) == CGRect(x: 105, y: 80, width: 50, height: 40))
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(view.contentSize == CGSize(width: 160, height: 200))
    }

    @Test("Pinned headers stay at the top until the section's end pushes them up")
    func pinnedHeaders() {
        let view = verticalGrid([8, 8])
        (view.collectionViewLayout as! UICollectionViewFlowLayout).sectionHeadersPinToVisibleBounds = true
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        let header0 = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                             at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame.minY == 100)
        // Section 0's items end at 220 (with the bottom inset): at offset 200 the header sits at 190.
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        #expect(header0?.frame.minY == 190)
    }

    @Test("Invalid sizes from the delegate count as zero; invalid property values are ignored")
    func badSizes() {
        let source = ListSource([2])
        source.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: -5, height: 10)
        source.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: CGFloat.nan, height: 10)
        let view = makeCollection(source)
        #expect(itemFrame(view, 0, 0)?.size == .zero)
        #expect(itemFrame(view, 0, 1)?.size == .zero)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: -1, height: 4)
        layout.minimumLineSpacing = .infinity
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
    }

    @Test("Self-sizing: cells laid out at the estimate, then at their preferred size")
    func selfSizing() {
        final class TallCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ attributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes {
                let copy = attributes.copy() as! UICollectionViewLayoutAttributes
                copy.size = CGSize(width: 320, height: 70)
                return copy
            }
        }
        let source = ListSource([3])
        let view = makeCollection(source, cellClass: TallCell.self) {
            $0.estimatedItemSize = CGSize(width: 320, height: 30)
        }
        #expect(itemFrame(view, 0, 0) == CGRect(x: 0, y: 0, width: 320, height: 70))
        #expect(itemFrame(view, 0, 2) == CGRect(x: 0, y: 160, width: 320, height: 70))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 80, width: 320, height: 70))
    }
}

/// The flow layout follows the collection view's size.
@MainActor
@Suite("UICollectionViewFlowLayout resizing")
struct FlowLayoutResizeTests {
    @Test("A narrower collection view re-flows the items into shorter lines")
    func resize() {
        let view = makeCollection(ListSource([6])) { $0.itemSize = CGSize(width: 100, height: 50) }
        #expect(itemFrame(view, 0, 3)?.origin == CGPoint(x: 0, y: 60))  // three to a line at 320
        view.frame = CGRect(x: 0, y: 0, width: 210, height: 480)
        view.layoutIfNeeded()
        #expect(itemFrame(view, 0, 2)?.origin == CGPoint(x: 0, y: 60))  // two to a line at 210
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.origin == CGPoint(x: 110, y: 120))
        #expect(view.contentSize == CGSize(width: 210, height: 170))
    }

    @Test("Self-sized cells keep their size through a batch update")
    func selfSizedThroughUpdate() {
        final class TallCell: CountingCell {
            override func preferredLayoutAttributesFitting(_ attributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes {
                let copy = attributes.copy() as! UICollectionViewLayoutAttributes
                copy.size = CGSize(width: 320, height: 70)
                return copy
            }
        }
        let source = ListSource([2])
        let view = makeCollection(source, cellClass: TallCell.self) {
            $0.estimatedItemSize = CGSize(width: 320, height: 30)
        }
        source.setLabels([["0.0", "N", "0.1"]])
        view.insertItems(at: [IndexPath(item: 1, section: 0)])
        view.layoutIfNeeded()
        #expect(itemFrame(view, 0, 0)?.height == 70)
        #expect(itemFrame(view, 0, 2) == CGRect(x: 0, y: 160, width: 320, height: 70))
    }
}
