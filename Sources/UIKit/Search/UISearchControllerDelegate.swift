// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Updates a search's results: the search controller calls it when the search becomes active and after every
/// change of its bar's text.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Filter with `searchController.searchBar.text` and show the results (in the results controller).
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it presents and dismisses (all optional).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Present the search controller yourself. When the delegate does not implement it, the search controller
    /// presents itself over its presentation context.
    func presentSearchController(_ searchController: UISearchController)
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active (its presentation animation ended).
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended (its dismissal animation ended).
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Not implemented: the search controller presents itself.
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.delegateLeftPresentationToSystem = true
    }
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
