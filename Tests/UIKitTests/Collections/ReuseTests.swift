// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// Cells are made from their registered class and reused: however far one scrolls, the cells alive stay at the
/// visible count plus the few in the reuse queue.
@MainActor
@Suite("UICollectionView reuse")
struct ReuseTests {
    @Test("Scrolling through 3,000 items keeps the cells made bounded by one screenful plus a row")
    func boundedWhileScrolling() {
        CountingCell.made = 0
        let source = ListSource([3_000])
        // Rows of three 100 × 50 items, 60 points apart: 480 points show at most 9 rows (27 cells).
        let view = makeCollection(source) { $0.itemSize = CGSize(width: 100, height: 50) }
        #expect(view.visibleCells.count == 24)  // rows 0…7; row 8 starts at 480, touching the bottom edge
        var maxVisible = 0
        var offset: CGFloat = 0
        let end = view.contentSize.height - view.bounds.height
        while offset < end {
            offset = min(end, offset + 37)
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            maxVisible = max(maxVisible, view.visibleCells.count)
            // Every visible cell shows its own item, at its layout frame.
            for path in view.indexPathsForVisibleItems.prefix(3) {
                let cell = view.cellForItem(at: path) as! CountingCell
                #expect(cell.label == "0.\(path.item)")
                #expect(cell.frame == itemFrame(view, 0, path.item))
            }
        }
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 2_999, section: 0))
        #expect(maxVisible <= 27)
        #expect(CountingCell.made <= maxVisible + 6)
        #expect(view.subviews.count == view.visibleCells.count)
        #expect(source.displayed - source.ended == view.visibleCells.count)
        #expect(view.visibleCells.count + view.queuedViewCount <= CountingCell.made)
    }

    @Test("A dequeued cell was made by the registered class's init(frame:) and gets prepareForReuse when reused")
    func registeredClassAndPrepare() {
        CountingCell.made = 0
        let view = makeCollection(ListSource([40])) { $0.itemSize = CGSize(width: 320, height: 100) }
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0)) as! CountingCell
        #expect(first.reuseIdentifier == "cell" && first.reuses == 0)
        view.contentOffset = CGPoint(x: 0, y: 1_000)
        view.layoutIfNeeded()
        #expect(first.superview == nil || first.reuses == 1)
        #expect(view.visibleCells.contains { ($0 as! CountingCell).reuses > 0 })
    }

    @Test("An unregistered identifier gives a plain cell (iOS would stop the app), reused under that identifier")
    func unregisteredIdentifier() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
            }
        }
        let source = Source()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 2)
        #expect(type(of: view.visibleCells[0]) == UICollectionViewCell.self)
        #expect(view.visibleCells[0].reuseIdentifier == "missing")
    }

    @Test("Out-of-range index paths give nil and are ignored")
    func outOfRange() {
        let view = makeCollection(ListSource([3]))
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 4)) == nil)
        #expect(view.cellForItem(at: IndexPath(index: 0)) == nil)
        #expect(view.numberOfItems(inSection: 9) == 0)
        view.selectItem(at: IndexPath(item: 10, section: 0), animated: false, scrollPosition: [])
        view.scrollToItem(at: IndexPath(item: -1, section: 0), at: .top, animated: false)
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }

    @Test("scrollToItem places the item at the requested position, clamped to the content")
    func scrollToItem() {
        let view = makeCollection(ListSource([100])) { $0.itemSize = CGSize(width: 320, height: 40) }
        // Item 20 is at y = 20 × 50 = 1000.
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 1_000)
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .centeredVertically, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 780))  // midY 1020 − 240
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 560))  // maxY 1040 − 480
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == view.contentSize.height - 480)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.last?.item == 99)
    }

    @Test("A background view fills the visible bounds behind the cells")
    func backgroundView() {
        let view = makeCollection(ListSource([30]))
        let background = UIView()
        view.backgroundView = background
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 100, width: 320, height: 480))
        #expect(view.subviews.first === background)
    }
}
