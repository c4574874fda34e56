// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Sections that scroll sideways inside a vertical compositional layout.
@MainActor
@Suite("Orthogonal scrolling")
struct OrthogonalScrollingTests {
    private func launch(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        throws -> (HeadlessDevice, UICollectionView, ListSource) {
        try launchOrthogonalScene(behavior)
    }

    @Test("Groups stand in one row inside a nested scroll view; the next section follows the row")
    func rowLayout() throws {
        let (_, view, _) = try launch(.continuous)
        // Groups are 0.4 × (320 − 32) = 115.2 points wide.
        #expect(itemFrame(view, 0, 1) == CGRect(x: 16 + 115.2 + 10, y: 0, width: 115.2, height: 100))
        #expect(itemFrame(view, 1, 0) == CGRect(x: 0, y: 100, width: 320, height: 44))
        let scroller = try #require(view.orthogonalScrollers[0])
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(abs(scroller.contentSize.width - (16 + 10 * 115.2 + 9 * 10 + 16)) < 0.001)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.superview === scroller)
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === view)
    }

    @Test("Dragging the row scrolls it sideways and shows the items it brings in, where hit-testing finds them")
    func dragRow() throws {
        let (device, view, source) = try launch(.continuous)
        device.drag(from: CGPoint(x: 300, y: 70), to: CGPoint(x: 60, y: 70), duration: 0.3)
        device.advance(by: 3)
        let scroller = try #require(view.orthogonalScrollers[0])
        #expect(scroller.contentOffset.x > 200)
        #expect(view.contentOffset.y == 0)
        let offset = scroller.contentOffset.x
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0)) != nil)
        let onScreen = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(abs(onScreen.frame.minX - (16 + 3 * 125.2 - offset)) < 0.001)
        // The point under the scrolled item finds it (taps on cells inside the nested scroll view do not select
        // yet: the nested scroll view keeps the touch; see docs/ARCHITECTURE.md).
        #expect(view.indexPathForItem(at: CGPoint(x: onScreen.frame.midX, y: 50)) == IndexPath(item: 3, section: 0))
        _ = source
    }

    @Test("Group paging comes to rest at a group's leading edge; paging pages by the view's width")
    func paging() throws {
        let (device, view, _) = try launch(.groupPaging)
        device.drag(from: CGPoint(x: 250, y: 70), to: CGPoint(x: 150, y: 70), duration: 0.5)
        device.advance(by: 3)
        let scroller = try #require(view.orthogonalScrollers[0])
        // A slow 100-point drag rests on the nearest group: the second one's edge where the first one's was.
        #expect(abs(scroller.contentOffset.x - 125.2) < 0.01)

        let (_, paged, _) = try launch(.paging)
        #expect(paged.orthogonalScrollers[0]?.isPagingEnabled == true)
    }
}

/// A window with a 320 × 460 collection view (at y = 20): section 0 is a sideways row of 10 items in groups
/// 40% of the width (128 points) × 100, 10 apart, 16-point side insets; section 1 is a list of 5 rows.
@MainActor
func launchOrthogonalScene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    throws -> (HeadlessDevice, UICollectionView, ListSource) {
    let device = try HeadlessDevice(profile: .iPhone3GS)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    let layout = UICollectionViewCompositionalLayout { index, environment in
        guard index == 0 else {
            return .list(using: UICollectionLayoutListConfiguration(appearance: .plain),
                         layoutEnvironment: environment)
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4),
                                               heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }
    let source = ListSource([10, 5])
    retainedSources.append(source)
    let view = UICollectionView(frame: CGRect(x: 0, y: 20, width: 320, height: 460), collectionViewLayout: layout)
    view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    view.delegate = source
    window.addSubview(view)
    device.advance(by: 1.0 / 60)
    return (device, view, source)
}
