// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// A cell that counts how many instances were made and records its reuse.
class CountingCell: UICollectionViewCell {
    @MainActor static var made = 0
    var label = ""
    var reuses = 0
    var applied: [UICollectionViewLayoutAttributes] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingCell.made += 1
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied.append(layoutAttributes) }
}

/// A header or footer that shows its kind and section.
final class TitleView: UICollectionReusableView {
    var title = ""
}

/// A data source over an array of item counts (labels "s.i") and a delegate that logs every message.
@MainActor
final class ListSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var labels: [[String]]
    var log: [String] = []
    var sizes: [IndexPath: CGSize] = [:]
    var refuseSelection: Set<IndexPath> = []
    var refuseHighlight: Set<IndexPath> = []

    init(_ counts: [Int]) {
        self.counts = counts
        labels = counts.enumerated().map { s, n in (0..<n).map { "\(s).\($0)" } }
    }

    func setLabels(_ labels: [[String]]) {
        self.labels = labels
        counts = labels.map(\.count)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingCell)?.label = labels[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? TitleView)?.title = "\(kind == UICollectionView.elementKindSectionHeader ? "H" : "F")\(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return !refuseHighlight.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return !refuseSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
    var displayed = 0
    var ended = 0
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) { displayed += 1 }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) { ended += 1 }
}

/// Keeps the data sources of `makeCollection` alive (collection views hold theirs weakly, as on iOS).
@MainActor var retainedSources: [ListSource] = []

/// A collection view of `size` with a flow layout, `cellClass` (default `CountingCell`) and `TitleView` registered,
/// showing `source` (kept alive for the test run).
@MainActor
func makeCollection(_ source: ListSource, size: CGSize = CGSize(width: 320, height: 480),
                    cellClass: UICollectionViewCell.Type = CountingCell.self,
                    configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionView {
    retainedSources.append(source)
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(cellClass, forCellWithReuseIdentifier: "cell")
    view.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                  withReuseIdentifier: "title")
    view.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                  withReuseIdentifier: "title")
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    return view
}

/// The frame of the item at `item` in `section`, from the layout.
@MainActor
func itemFrame(_ view: UICollectionView, _ section: Int, _ item: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// The labels of the visible cells, in index-path order.
@MainActor
func visibleLabels(_ view: UICollectionView) -> [String] {
    view.visibleCells.map { ($0 as! CountingCell).label }
}
