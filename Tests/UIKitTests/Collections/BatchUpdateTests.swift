// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Inserting, deleting, moving and reloading items and sections: the cells end up showing the right items, the
/// layout is told of the update, appearing and disappearing items animate, and inconsistent updates reload.
@MainActor
@Suite("UICollectionView batch updates")
struct BatchUpdateTests {
    /// Full-width rows 40 high: item k at y = 50 k.
    private func rows(_ source: ListSource) -> UICollectionView {
        makeCollection(source) { $0.itemSize = CGSize(width: 320, height: 40) }
    }

    @Test("Insert, delete and move in one batch: cells keep their items and reach their new frames")
    func validBatch() {
        let source = ListSource([5])
        let view = rows(source)
        let cellB = view.cellForItem(at: IndexPath(item: 1, section: 0))
        let cellE = view.cellForItem(at: IndexPath(item: 4, section: 0))
        var completed: Bool?
        view.performBatchUpdates({
            // a b c d e → delete c, move e to the front, insert x after b: e a b x d
            source.setLabels([["0.4", "0.0", "0.1", "X", "0.3"]])
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
            view.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
        }, completion: { completed = $0 })
        view.layoutIfNeeded()
        #expect(completed == true)
        #expect(visibleLabels(view) == ["0.4", "0.0", "0.1", "X", "0.3"])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === cellB)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellE)
        #expect(cellE?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(view.numberOfItems(inSection: 0) == 5)
        #expect(view.subviews.count == 5)
    }

    @Test("Selection follows its item through an update and is dropped when the item is deleted")
    func selectionRemapped() {
        let source = ListSource([4])
        let view = rows(source)
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        source.setLabels([["N", "0.0", "0.2", "0.3"]])
        view.performBatchUpdates({
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("Sections: insert, delete and move, with their items and headers")
    func sections() {
        let source = ListSource([2, 1, 3])
        let view = makeCollection(source) {
            $0.itemSize = CGSize(width: 320, height: 20)
            $0.headerReferenceSize = CGSize(width: 0, height: 10)
        }
        source.setLabels([["2.0", "2.1", "2.2"], ["new"], ["1.0"]])
        // Old sections 0 (a, b), 1 (c), 2 (d, e, f): delete 0, move 2 to the front, insert one at 1.
        view.performBatchUpdates({
            view.deleteSections([0])
            view.moveSection(2, toSection: 0)
            view.insertSections([1])
        })
        view.layoutIfNeeded()
        #expect(view.numberOfSections == 3)
        #expect(view.visibleCells.count == 5)
        #expect(visibleLabels(view) == ["2.0", "2.1", "2.2", "new", "1.0"])
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 3)
    }

    @Test("An inconsistent update logs Apple's message and reloads instead of crashing")
    func invalidUpdate() {
        let source = ListSource([3])
        let view = rows(source)
        source.setLabels([["0.0", "0.1", "0.2", "A", "B"]])
        var completed = false
        view.performBatchUpdates({
            view.insertItems(at: [IndexPath(item: 3, section: 0)])  // two were added, one reported
        }, completion: { _ in completed = true })
        #expect(completed)
        #expect(view.numberOfItems(inSection: 0) == 5)
        #expect(visibleLabels(view) == ["0.0", "0.1", "0.2", "A", "B"])
        // Out-of-range paths in an update also reload rather than trap.
        source.setLabels([["0.0"]])
        view.deleteItems(at: [IndexPath(item: 9, section: 0)])
        view.layoutIfNeeded()
        #expect(visibleLabels(view) == ["0.0"])
    }

    @Test("The update mapping follows iOS's rules for surviving items")
    func mappingRules() throws {
        var batch = CollectionUpdateBatch()
        batch.deletedItems = [IndexPath(item: 0, section: 0)]
        batch.insertedItems = [IndexPath(item: 2, section: 0)]
        batch.movedItems = [(IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1))]
        let mapping = try batch.mapping(old: [4, 1], new: [3, 2]).get()
        #expect(mapping.items[IndexPath(item: 1, section: 0)] == IndexPath(item: 0, section: 0))
        #expect(mapping.items[IndexPath(item: 2, section: 0)] == IndexPath(item: 1, section: 0))
        #expect(mapping.items[IndexPath(item: 3, section: 0)] == IndexPath(item: 0, section: 1))
        #expect(mapping.items[IndexPath(item: 0, section: 1)] == IndexPath(item: 1, section: 1))
        #expect(mapping.items[IndexPath(item: 0, section: 0)] == nil)
        guard case .failure(let error) = batch.mapping(old: [4, 1], new: [4, 2]) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message.hasPrefix("Invalid update: invalid number of items in section 0. The number of items "
            + "contained in an existing section after the update (4) must be equal to the number of items contained "
            + "in that section before the update (4), plus or minus the number of items inserted or deleted from "
            + "that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that "
            + "section (0 moved in, 1 moved out)."))
    }

    /// Records the layout's update hooks and fades inserted items in from a scaled-down start.
    final class HookLayout: UICollectionViewFlowLayout {
        var events: [String] = []
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            events += updateItems.map { "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0.item)" } ?? "-")>\($0.indexPathAfterUpdate.map { "\($0.item)" } ?? "-")" }
        }
        override func finalizeCollectionViewUpdates() { events.append("finalize") }
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = layoutAttributesForItem(at: itemIndexPath)
            attributes?.alpha = 0.25
            return attributes
        }
        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.center.x += 400
            return attributes
        }
    }

    final class Host: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let source = ListSource([3])
        let layout = HookLayout()
        var collection: UICollectionView!
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            layout.itemSize = CGSize(width: 320, height: 40)
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = source
            window.addSubview(collection)
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    @Test("Updates animate from the layout's initial attributes and to its final ones, then finish")
    func animatedFromLayoutHooks() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let host = Host()
        try device.launch(delegate: host)
        let view = host.collection!
        let doomed = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        host.source.setLabels([["0.1", "0.2", "N"]])
        var finished: Bool?
        view.performBatchUpdates({
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
        }, completion: { finished = $0 })
        #expect(host.layout.events == ["delete 0>-", "insert ->2", "finalize"])
        let inserted = view.cellForItem(at: IndexPath(item: 2, section: 0)) as! CountingCell
        #expect(inserted.label == "N")
        // Model values are final at once; the presentation starts from the initial attributes.
        #expect(inserted.alpha == 1)
        #expect(doomed.center.x == 560)
        #expect(finished == nil)
        device.advance(by: 0.05)
        let early = inserted.layer.presentation()?.opacity ?? 1
        #expect(early < 1 && early >= 0.25)
        device.advance(by: 0.5)
        #expect(finished == true)
        #expect(doomed.superview == nil)
        #expect(visibleLabels(view) == ["0.1", "0.2", "N"])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }

    @Test("reloadItems asks the data source again; reconfigureItems reuses the same cell")
    func reloadAndReconfigure() {
        let source = ListSource([3])
        let view = rows(source)
        let before = view.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingCell
        source.labels[0][1] = "R"
        view.reloadItems(at: [IndexPath(item: 1, section: 0)])
        view.layoutIfNeeded()
        #expect((view.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingCell).label == "R")
        let current = view.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingCell
        let reuses = current.reuses
        source.labels[0][1] = "C"
        view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === current)
        #expect(current.label == "C" && current.reuses == reuses)
        _ = before
    }
}
