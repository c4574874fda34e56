// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// UICollectionViewDiffableDataSource: applying snapshots updates the collection view through batch updates,
/// so cells follow their items, and the cells always show the snapshot.
@MainActor
@Suite("UICollectionViewDiffableDataSource")
struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

    final class LabelCell: UICollectionViewCell {
        var text = ""
        var configurations = 0
    }

    final class Header: UICollectionReusableView {
        var text = ""
    }

    /// A 320 × 2000 collection view (everything visible) of full-width rows, with a registration-based source.
    private func make() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 20)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in
            cell.text = item
            cell.configurations += 1
        }
        let headers = UICollectionView.SupplementaryRegistration<Header>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, path in header.text = "S\(path.section)" }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        return (view, source)
    }

    private func texts(_ view: UICollectionView) -> [[String]] {
        (0..<view.numberOfSections).map { section in
            (0..<view.numberOfItems(inSection: section)).map {
                (view.cellForItem(at: IndexPath(item: $0, section: section)) as? LabelCell)?.text ?? "?"
            }
        }
    }

    private func snapshot(_ sections: [(Int, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test("Applying snapshots inserts, deletes and moves; cells follow their items")
    func applyDiffs() {
        let (view, source) = make()
        source.apply(snapshot([(0, ["a", "b", "c"]), (1, ["d"])]), animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(texts(view) == [["a", "b", "c"], ["d"]])
        let cellA = view.cellForItem(at: IndexPath(item: 0, section: 0))
        let cellD = view.cellForItem(at: IndexPath(item: 0, section: 1))
        var done = false
        source.apply(snapshot([(1, ["d", "a"]), (0, ["c", "x", "b"])])) { done = true }
        view.layoutIfNeeded()
        #expect(done)
        #expect(texts(view) == [["d", "a"], ["c", "x", "b"]])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellA)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellD)
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "x")
        #expect(source.indexPath(for: "b") == IndexPath(item: 2, section: 1))
        #expect(source.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
        #expect(source.sectionIdentifier(for: 0) == 1 && source.index(for: 0) == 1)
        #expect(source.snapshot().itemIdentifiers == ["d", "a", "c", "x", "b"])
        // Headers move with their sections, as on iOS: the one made for section 0 now heads section 1.
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            .map { ($0 as! Header).text } == ["S1", "S0"])
    }

    @Test("Reloaded items get a fresh configuration; reconfigured items are configured again in the same cell")
    func reloadAndReconfigure() {
        let (view, source) = make()
        source.apply(snapshot([(0, ["a", "b"])]), animatingDifferences: false)
        view.layoutIfNeeded()
        let cellB = view.cellForItem(at: IndexPath(item: 1, section: 0)) as! LabelCell
        var next = source.snapshot()
        next.reconfigureItems(["b"])
        source.apply(next)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellB)
        #expect(cellB.configurations == 2)
        next = source.snapshot()
        next.reloadItems(["a"])
        let before = (view.cellForItem(at: IndexPath(item: 0, section: 0)) as! LabelCell).configurations
        source.apply(next)
        view.layoutIfNeeded()
        let cellA = view.cellForItem(at: IndexPath(item: 0, section: 0)) as! LabelCell
        #expect(cellA.text == "a" && (cellA.configurations > before || cellA.configurations == 1))
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test("applySnapshotUsingReloadData shows the snapshot without diffing")
    func reloadData() {
        let (view, source) = make()
        source.apply(snapshot([(0, ["a"])]), animatingDifferences: false)
        var done = false
        source.applySnapshotUsingReloadData(snapshot([(5, ["q", "r"])])) { done = true }
        #expect(done)
        #expect(texts(view) == [["q", "r"]])
    }

    @Test("Forty random snapshots in a row: the cells always show the snapshot and never reload")
    func randomSequence() {
        let (view, source) = make()
        var generator = SplitMix(seed: 14)
        var previous: [String: (cell: UICollectionViewCell, section: Int)] = [:]
        var previousSections = Set<Int>()
        for round in 0..<40 {
            var sections: [(Int, [String])] = []
            var pool = (0..<30).map { "i\($0)" }.shuffled(using: &generator)
            for section in (0..<6).shuffled(using: &generator).prefix(Int.random(in: 1...4, using: &generator)) {
                let n = Int.random(in: 0...8, using: &generator)
                sections.append((section, Array(pool.prefix(n))))
                pool.removeFirst(min(n, pool.count))
            }
            let next = snapshot(sections)
            source.apply(next, animatingDifferences: round % 2 == 0)
            view.layoutIfNeeded()
            #expect(texts(view) == sections.map(\.1), "round \(round)")
            // Items that stay in sections present before and after keep their cell: the update was a diff, not a
            // reload (items leaving a deleted section or entering a new one are deleted and inserted, as on iOS).
            let sectionIDs = Set(sections.map(\.0))
            var current: [String: (cell: UICollectionViewCell, section: Int)] = [:]
            for (section, items) in sections {
                for (i, item) in items.enumerated() {
                    current[item] = (view.cellForItem(at: IndexPath(item: i, section: sections.firstIndex { $0.0 == section }!))!, section)
                }
            }
            for (item, now) in current {
                guard let before = previous[item], sectionIDs.contains(before.section),
                      previousSections.contains(now.section) else { continue }
                #expect(before.cell === now.cell, "round \(round): \(item) changed cells")
            }
            previous = current
            previousSections = sectionIDs
        }
    }

    @Test("The async apply returns after the update")
    func asyncApply() async {
        let (view, source) = make()
        await source.apply(snapshot([(0, ["a", "b"])]), animatingDifferences: true)
        view.layoutIfNeeded()
        #expect(texts(view) == [["a", "b"]])
    }
}

/// A small deterministic generator for the random sequence.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
