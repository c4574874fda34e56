// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Told which rows will soon need cells, so their data can be loaded ahead of the scroll.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// The rows at `indexPaths` are about to scroll into view: start loading what their cells will show.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths` are no longer expected soon: cancel their loading (default: nothing).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing: rows whose prefetch is cancelled simply are not loaded early.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// After a layout pass: the rows in the screenful below (and above) the bounds that have no cell are
    /// announced once to the prefetch data source; announced rows that left that range are cancelled.
    package func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let ahead = rowsIntersecting(minY: bounds.maxY, maxY: bounds.maxY + bounds.height)
            + rowsIntersecting(minY: bounds.minY - bounds.height, maxY: bounds.minY)
        let wanted = Set(ahead.filter { visibleCellMap[$0] == nil })
        let stale = prefetchedIndexPaths.subtracting(wanted)
        let cancelled = stale.filter { visibleCellMap[$0] == nil }.sorted()
        let fresh = wanted.subtracting(prefetchedIndexPaths).sorted()
        prefetchedIndexPaths = wanted
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh) }
    }
}
