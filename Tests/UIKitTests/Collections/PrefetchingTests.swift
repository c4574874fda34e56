// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Prefetching: the items a screenful ahead of the scroll are announced once and cancelled when left behind.
@MainActor
@Suite("UICollectionView prefetching")
struct CollectionPrefetchingTests {
    final class Prefetcher: UICollectionViewDataSourcePrefetching {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            log.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            log.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
    }

    @Test("Scrolling announces the next screenful's items and cancels the ones left behind without a cell")
    func prefetchAhead() throws {
        let prefetcher = Prefetcher()
        // 300 × 100 items, one a row, 10 apart: rows start at 0, 110, 220…
        let view = makeCollection(ListSource([30])) { $0.itemSize = CGSize(width: 300, height: 100) }
        view.prefetchDataSource = prefetcher
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(prefetcher.log == ["prefetch 5,6,7,8"])
        view.contentOffset = CGPoint(x: 0, y: 480)
        view.layoutIfNeeded()
        #expect(prefetcher.log.last == "prefetch 0,1,2,3,9,10,11,12,13")
        view.contentOffset = .zero
        view.layoutIfNeeded()
        #expect(prefetcher.log.suffix(2) == ["cancel 9,10,11,12,13", "prefetch 5,6,7,8"])

        prefetcher.log = []
        view.isPrefetchingEnabled = false
        view.contentOffset = CGPoint(x: 0, y: 480)
        view.layoutIfNeeded()
        #expect(prefetcher.log.isEmpty)
    }
}
