// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The search bar of a navigation item (`navigationItem.searchController`, iOS 11): a row at the bottom of the
/// navigation bar, below the title, that grows the bar by the search bar's height (52 points modern, 44 on
/// iPhone OS 3). With `hidesSearchBarWhenScrolling`, the row folds away once the content scrolls up past its top
/// and comes back when the content is pulled back to the top. While the search is active the search controller
/// holds the bar, so the row is gone.
extension UINavigationBar {
    /// The height of `item`'s search row now (0 without a search controller, while searching or folded away).
    package func searchRowHeight(for item: UINavigationItem) -> CGFloat {
        guard let search = item.searchController, !search.isActive, !item.searchBarCollapsed else { return 0 }
        return UIScreen.main.profile.isClassic ? 44 : 52
    }

    /// The bounds less the search row: where the title and buttons lay out.
    package var boundsAboveSearchBar: CGRect {
        guard let top = topItem else { return bounds }
        var rect = bounds
        rect.size.height = max(0, rect.height - searchRowHeight(for: top))
        return rect
    }

    /// Places the top item's search bar in its row (and takes out the bars of other items).
    package func layoutItemSearchBar() {
        let search = topItem?.searchController
        for case let bar as UISearchBar in subviews where bar !== search?.searchBar {
            bar.removeFromSuperview()
        }
        guard let top = topItem, let search, !search.isActive else { return }
        let height = searchRowHeight(for: top)
        let bar = search.searchBar
        guard height > 0 else {
            if bar.superview === self { bar.removeFromSuperview() }
            return
        }
        bar.isInNavigationBar = true
        if bar.superview !== self { addSubview(bar) }
        bar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }
}

extension UINavigationController {
    /// Follows the top controller's scroll view to fold the search bar of items that hide it when scrolling.
    package func trackScrollingForSearchBar() {
        guard let top = topViewController else { return }
        let item = top.navigationItem
        guard item.searchController != nil, item.hidesSearchBarWhenScrolling,
              let scrollView = BarScrollEdgeTracker.contentScrollView(of: top, edge: .top) else { return }
        scrollView.geometryObservers.add(owner: item) { [weak self, weak item, weak scrollView] in
            guard let self, let item, let scrollView else { return }
            self.updateSearchBarFolding(item: item, scrollView: scrollView)
        }
        updateSearchBarFolding(item: item, scrollView: scrollView)
    }

    /// Folds the search row when the content is scrolled above the top it would have without the row; unfolds
    /// it at (or above) that top.
    private func updateSearchBarFolding(item: UINavigationItem, scrollView: UIScrollView) {
        guard item === topViewController?.navigationItem, let search = item.searchController, !search.isActive,
              item.hidesSearchBarWhenScrolling else { return }
        let row: CGFloat = UIScreen.main.profile.isClassic ? 44 : 52
        let topWithoutRow = scrollView.adjustedContentInset.top - (item.searchBarCollapsed ? 0 : row)
        let collapsed = scrollView.contentOffset.y > -topWithoutRow + 0.5
        guard collapsed != item.searchBarCollapsed else { return }
        item.searchBarCollapsed = collapsed
        navigationBar.invalidateIntrinsicContentSize()
        navigationBar.setNeedsLayout()
        view.setNeedsLayout()
    }
}
