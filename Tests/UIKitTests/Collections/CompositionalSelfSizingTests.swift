// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A cell whose `sizeThatFits(_:)` asks for a height set per item (no Auto Layout).
final class FittingCell: UICollectionViewCell {
    var wantedHeight: CGFloat = 50
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: wantedHeight) }
}

/// A cell whose content view holds a box with a fixed-height constraint, pinned to the top and bottom.
final class ConstrainedCell: UICollectionViewCell {
    let box = UIView()
    var heightConstraint: NSLayoutConstraint!
    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        heightConstraint = box.heightAnchor.constraint(equalToConstant: 77)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            heightConstraint,
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Heights per item for `FittingCell`s.
@MainActor
final class HeightSource: NSObject, UICollectionViewDataSource {
    var heights: [CGFloat]
    var identifier = "fit"
    init(_ heights: [CGFloat]) { self.heights = heights }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? FittingCell)?.wantedHeight = heights[indexPath.item]
        (cell as? ConstrainedCell)?.heightConstraint.constant = heights[indexPath.item]
        return cell
    }
}

@MainActor var retainedHeightSources: [HeightSource] = []

@MainActor
@Suite("Compositional self-sizing")
struct CompositionalSelfSizingTests {
    /// A 320 × 480 collection view whose one section has `group` (full width), showing `source`.
    private func makeView(_ source: HeightSource, group: (NSCollectionLayoutItem) -> NSCollectionLayoutGroup,
                          itemHeight: NSCollectionLayoutDimension = .estimated(50)) -> UICollectionView {
        retainedHeightSources.append(source)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: itemHeight))
        let section = NSCollectionLayoutSection(group: group(item))
        section.interGroupSpacing = 10
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(FittingCell.self, forCellWithReuseIdentifier: "fit")
        view.register(ConstrainedCell.self, forCellWithReuseIdentifier: "constrained")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("Estimated rows take the heights their cells ask for, the rows after them move, the content size follows")
    func estimatedRows() {
        let source = HeightSource([30, 90, 60, 50])
        let view = makeView(source) { item in
            .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                         heightDimension: .estimated(50)), subitems: [item])
        }
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(frame(view, 1) == CGRect(x: 0, y: 40, width: 320, height: 90))
        #expect(frame(view, 2) == CGRect(x: 0, y: 140, width: 320, height: 60))
        #expect(frame(view, 3) == CGRect(x: 0, y: 210, width: 320, height: 50))
        #expect(view.contentSize == CGSize(width: 320, height: 260))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 40, width: 320, height: 90))
    }

    @Test("Absolute heights are not measured")
    func absoluteRows() {
        let source = HeightSource([30, 90])
        let view = makeView(source, group: { item in
            .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                         heightDimension: .absolute(50)), subitems: [item])
        }, itemHeight: .absolute(50))
        #expect(frame(view, 1) == CGRect(x: 0, y: 60, width: 320, height: 50))
        #expect(view.contentSize.height == 110)
    }

    @Test("An estimated group of two columns is as tall as its taller item")
    func twoColumns() {
        let source = HeightSource([30, 90, 40, 20])
        let view = makeView(source, group: { _ in
            let half = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
            return .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                  heightDimension: .estimated(50)), subitems: [half])
        })
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 160, height: 30))
        #expect(frame(view, 1) == CGRect(x: 160, y: 0, width: 160, height: 90))
        #expect(frame(view, 2) == CGRect(x: 0, y: 100, width: 160, height: 40))
        #expect(view.contentSize.height == 140)
    }

    @Test("Auto Layout cells are measured at the row's width: 77-point box plus 5-point margins")
    func autoLayoutCells() {
        let source = HeightSource([77, 20])
        source.identifier = "constrained"
        let view = makeView(source) { item in
            .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                         heightDimension: .estimated(44)), subitems: [item])
        }
        #expect(frame(view, 0)?.height == 87)
        #expect(frame(view, 1) == CGRect(x: 0, y: 97, width: 320, height: 30))
    }

    @Test("After an update the cells are measured again; reloading data keeps measured heights right")
    func remeasureAfterUpdates() {
        let source = HeightSource([30, 90])
        let view = makeView(source) { item in
            .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                         heightDimension: .estimated(50)), subitems: [item])
        }
        source.heights.insert(70, at: 0)
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        view.layoutIfNeeded()
        #expect(frame(view, 0)?.height == 70)
        #expect(frame(view, 1) == CGRect(x: 0, y: 80, width: 320, height: 30))
        #expect(frame(view, 2) == CGRect(x: 0, y: 120, width: 320, height: 90))
        source.heights = [15]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(frame(view, 0)?.height == 15)
        #expect(view.contentSize.height == 15)
    }
}

@MainActor
@Suite("List self-sizing rows")
struct ListSelfSizingTests {
    @Test("A row of several lines grows; one-line rows stay 44 points; the rows below follow")
    func multiLineRow() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        let long = Array(repeating: "A long line of text that wraps", count: 6).joined(separator: " ")
        scene.show([("S", ["one", long, "three"])])
        scene.device.advance(by: 1.0 / 60)
        let first = try #require(scene.cell(0)).frame
        let tall = try #require(scene.cell(1)).frame
        let third = try #require(scene.cell(2)).frame
        #expect(first.height == 44)
        #expect(tall.minY == 44)
        #expect(tall.height > 100)
        #expect(third == CGRect(x: 0, y: tall.maxY, width: 320, height: 44))
        #expect(scene.collection.contentSize.height == third.maxY)
        // The label inside shows every line: its height fits within the row.
        let text = try #require(scene.cell(1)?.contentView.subviews.first)
        #expect(text.frame.height <= tall.height)
    }
}
