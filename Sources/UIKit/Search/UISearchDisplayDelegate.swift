// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an iPhone OS 3 search display controller tells its delegate (all optional): the search beginning and
/// ending, its results table's life, and whether to reload the results after the text or scope changed.
@preconcurrency @MainActor
public protocol UISearchDisplayDelegate: AnyObject {
    /// The search is about to begin (the bar was tapped, or `setActive(true, animated:)`).
    func searchDisplayControllerWillBeginSearch(_ controller: UISearchDisplayController)
    /// The search began.
    func searchDisplayControllerDidBeginSearch(_ controller: UISearchDisplayController)
    /// The search is about to end.
    func searchDisplayControllerWillEndSearch(_ controller: UISearchDisplayController)
    /// The search ended.
    func searchDisplayControllerDidEndSearch(_ controller: UISearchDisplayController)
    /// The results table was made (configure it here: row height, separators).
    func searchDisplayController(_ controller: UISearchDisplayController, didLoadSearchResultsTableView tableView: UITableView)
    /// The results table is about to show (the text became non-empty).
    func searchDisplayController(_ controller: UISearchDisplayController, willShowSearchResultsTableView tableView: UITableView)
    /// The results table showed.
    func searchDisplayController(_ controller: UISearchDisplayController, didShowSearchResultsTableView tableView: UITableView)
    /// The results table is about to hide (the text became empty, or the search ended).
    func searchDisplayController(_ controller: UISearchDisplayController, willHideSearchResultsTableView tableView: UITableView)
    /// The results table hid.
    func searchDisplayController(_ controller: UISearchDisplayController, didHideSearchResultsTableView tableView: UITableView)
    /// Whether the results table reloads after the search text changed to `searchString` (true by default).
    func searchDisplayController(_ controller: UISearchDisplayController, shouldReloadTableForSearch searchString: String?) -> Bool
    /// Whether the results table reloads after the scope changed to `searchOption` (true by default).
    func searchDisplayController(_ controller: UISearchDisplayController, shouldReloadTableForSearchScope searchOption: Int) -> Bool
}

extension UISearchDisplayDelegate {
    /// Does nothing.
    public func searchDisplayControllerWillBeginSearch(_ controller: UISearchDisplayController) {}
    /// Does nothing.
    public func searchDisplayControllerDidBeginSearch(_ controller: UISearchDisplayController) {}
    /// Does nothing.
    public func searchDisplayControllerWillEndSearch(_ controller: UISearchDisplayController) {}
    /// Does nothing.
    public func searchDisplayControllerDidEndSearch(_ controller: UISearchDisplayController) {}
    /// Does nothing: the results table keeps its default row height and separators.
    public func searchDisplayController(_ controller: UISearchDisplayController, didLoadSearchResultsTableView tableView: UITableView) {}
    /// Does nothing.
    public func searchDisplayController(_ controller: UISearchDisplayController, willShowSearchResultsTableView tableView: UITableView) {}
    /// Does nothing.
    public func searchDisplayController(_ controller: UISearchDisplayController, didShowSearchResultsTableView tableView: UITableView) {}
    /// Does nothing.
    public func searchDisplayController(_ controller: UISearchDisplayController, willHideSearchResultsTableView tableView: UITableView) {}
    /// Does nothing.
    public func searchDisplayController(_ controller: UISearchDisplayController, didHideSearchResultsTableView tableView: UITableView) {}
    /// Returns `true`: the results table reloads after every change of the search text.
    public func searchDisplayController(_ controller: UISearchDisplayController,
                                        shouldReloadTableForSearch searchString: String?) -> Bool { true }
    /// Returns `true`: the results table reloads after every change of scope.
    public func searchDisplayController(_ controller: UISearchDisplayController,
                                        shouldReloadTableForSearchScope searchOption: Int) -> Bool { true }
}
