// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// A subclass of `UICollectionViewLayout` written as iOS apps write one drives placement, copies its own
/// attributes class, and is prepared only when invalidated.
@MainActor
@Suite("UICollectionViewLayout subclassing")
struct CustomLayoutTests {
    /// Attributes with an extra property, copied and compared as on iOS.
    final class TintedAttributes: UICollectionViewLayoutAttributes {
        var tint = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TintedAttributes
            copy.tint = tint
            return copy
        }
        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? TintedAttributes, other.tint == tint else { return false }
            return super.isEqual(object)
        }
    }

    /// Three columns of 100 × 100 squares, each tinted with its item number.
    final class GridLayout: UICollectionViewLayout {
        var prepares = 0
        var boundsQuestions = 0
        var frames: [IndexPath: CGRect] = [:]
        override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

        override func prepare() {
            super.prepare()
            prepares += 1
            frames = [:]
            guard let cv = collectionView else { return }
            for item in 0..<cv.numberOfItems(inSection: 0) {
                frames[IndexPath(item: item, section: 0)] =
                    CGRect(x: CGFloat(item % 3) * 100, y: CGFloat(item / 3) * 100, width: 100, height: 100)
            }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: 300, height: CGFloat((frames.count + 2) / 3) * 100)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.keys.filter { frames[$0]!.intersects(rect) }.compactMap { layoutAttributesForItem(at: $0) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let frame = frames[indexPath] else { return nil }
            let attributes = TintedAttributes(forCellWith: indexPath)
            attributes.frame = frame
            attributes.tint = indexPath.item
            return attributes
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            boundsQuestions += 1
            return false
        }
    }

    @Test("Cells take the custom layout's frames and get its attributes subclass in apply(_:)")
    func customPlacement() {
        let layout = GridLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 250), collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = ListSource([20])
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 300, height: 700))
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0..<9))
        let cell = view.cellForItem(at: IndexPath(item: 4, section: 0)) as! CountingCell
        #expect(cell.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect((cell.applied.last as? TintedAttributes)?.tint == 4)
        #expect(view.indexPathForItem(at: CGPoint(x: 250, y: 150)) == IndexPath(item: 5, section: 0))

        view.contentOffset = CGPoint(x: 0, y: 420)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(12..<20))
        #expect(layout.prepares == 1)
        #expect(layout.boundsQuestions >= 1)
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.prepares == 2)
    }

    @Test("Switching layouts re-places the same cells by the new layout and detaches the old one")
    func switchLayout() {
        let source = ListSource([4])
        let view = makeCollection(source) { $0.itemSize = CGSize(width: 100, height: 50) }
        let old = view.collectionViewLayout
        let cell = view.cellForItem(at: IndexPath(item: 3, section: 0))
        let grid = GridLayout()
        var finished: Bool?
        view.setCollectionViewLayout(grid, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(cell?.frame == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(grid.collectionView === view && old.collectionView == nil)
        #expect(view.contentSize == CGSize(width: 300, height: 200))
    }

    @Test("Attributes copy their own class and every property; frame, centre and size agree")
    func attributesCopy() {
        let attributes = TintedAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        attributes.isHidden = true
        attributes.tint = 7
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        let copy = attributes.copy() as! TintedAttributes
        #expect(copy !== attributes)
        #expect(copy.tint == 7 && copy.alpha == 0.5 && copy.zIndex == 3 && copy.isHidden)
        #expect(copy.center == CGPoint(x: 25, y: 40) && copy.size == CGSize(width: 30, height: 40))
        #expect(copy.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "badge")
        #expect(copy.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(copy.isEqual(attributes))
        copy.tint = 8
        #expect(!copy.isEqual(attributes))
        #expect(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).representedElementKind == nil)
    }

    @Test("A layout's invalidation context class is created as that class")
    func invalidationContextClass() {
        final class Context: UICollectionViewLayoutInvalidationContext {
            var marker = "made"
        }
        final class Layout: UICollectionViewLayout {
            var seen: [String] = []
            override class var invalidationContextClass: AnyClass { Context.self }
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                seen.append((context as? Context)?.marker ?? "base")
                super.invalidateLayout(with: context)
            }
        }
        let layout = Layout()
        layout.invalidateLayout()
        #expect(layout.seen == ["made"])
    }

    @Test("The base layout places nothing; a collection view without a data source shows nothing")
    func emptyBase() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                    collectionViewLayout: UICollectionViewLayout())
        view.layoutIfNeeded()
        #expect(view.numberOfSections == 0 && view.visibleCells.isEmpty && view.contentSize == .zero)
        #expect(view.collectionViewLayout.collectionView === view)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
    }
}
