// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// NSDiffableDataSourceSnapshot's operations, and the difference engine between two snapshots.
@MainActor
@Suite("NSDiffableDataSourceSnapshot")
struct SnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test("Sections and items: append, insert, delete, move and the queries")
    func operations() {
        var snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        snapshot.appendItems([1])  // no section yet: ignored
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])  // the last section
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 10, 11])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11])
        #expect(snapshot.numberOfItems(inSection: "a") == 5)
        #expect(snapshot.indexOfItem(10) == 5 && snapshot.indexOfItem(99) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "b")
        snapshot.moveItem(4, beforeItem: 10)
        snapshot.moveItem(0, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3, 0])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 10, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        snapshot.deleteItems([2, 10, 42])
        #expect(snapshot.itemIdentifiers == [1, 3, 0, 4, 11])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.insertSections(["m"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "m", "b"])
        snapshot.moveSection("z", afterSection: "b")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "m", "z"])
        #expect(snapshot.indexOfSection("m") == 2 && snapshot.indexOfItem(4) == 0)
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [1, 3, 0] && snapshot.sectionIdentifier(containingItem: 4) == nil)
        snapshot.reloadItems([1, 77])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["m"])
        #expect(snapshot.reloadedItemIdentifiers == [1] && snapshot.reconfiguredItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == ["m"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("Duplicate identifiers are skipped (iOS would stop the app); the rest of the call applies")
    func duplicates() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "a", "b"])
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        snapshot.appendItems([1, 2, 2, 3], toSection: "a")
        snapshot.appendItems([3, 4], toSection: "b")
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
        snapshot.insertItems([9], beforeItem: 100)  // unknown anchor: ignored
        snapshot.moveItem(1, beforeItem: 1)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
    }

    private func sections(_ s: [(String, [Int])]) -> [(section: String, items: [Int])] {
        s.map { (section: $0.0, items: $0.1) }
    }

    @Test("One item moved is one move, not a shift of everything between")
    func singleMove() {
        let difference = SnapshotDifference(from: sections([("a", [1, 2, 3, 4, 5])]),
                                            to: sections([("a", [2, 3, 4, 5, 1])]))
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == IndexPath(item: 0, section: 0))
        #expect(difference.movedItems.first?.to == IndexPath(item: 4, section: 0))
        #expect(difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
    }

    @Test("Deletes, inserts, moves across sections, section moves and reloads")
    func mixed() {
        let difference = SnapshotDifference(
            from: sections([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6])]),
            to: sections([("c", [6, 2]), ("a", [1, 7]), ("d", [8])]),
            reloadedItems: [1])
        #expect(difference.deletedSections == [1])  // b
        #expect(difference.insertedSections == [2])  // d
        #expect(difference.movedSections.count == 1)  // c before a: one of the two moves
        #expect(difference.deletedItems.sorted() == [IndexPath(item: 2, section: 0)])  // 3 (b's items go with it)
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 1)])  // 7 (8 comes with d)
        #expect(difference.movedItems.map { "\($0.from)>\($0.to)" } == ["[0, 1]>[0, 1]"])  // 2 into c
        #expect(difference.reloadedItems == [IndexPath(item: 0, section: 0)])  // 1, where it was
        #expect(SnapshotDifference<String, Int>.longestIncreasingRun([3, 1, 2, 5, 4]).count == 3)
    }
}
