// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a search bar tells its delegate: its field's editing session, each change of its text, and taps on its
/// buttons (the keyboard's Search key, Cancel, the bookmark and results-list buttons, a scope segment).
///
/// Every method is optional (the defaults do nothing and allow everything). The editing calls come in this order:
/// `searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`, then per edit `searchBar(_:shouldChangeTextIn:
/// replacementText:)` and `searchBar(_:textDidChange:)`, then `searchBarShouldEndEditing` and
/// `searchBarTextDidEndEditing`. Setting the bar's `text` in code does not call `textDidChange`.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether the field may begin editing (true by default).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The field began editing (it is first responder).
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the field may stop editing (true by default).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The field stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, the clear button); `searchText` is the new text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's edit replacing `range` (UTF-16) with `text` may happen (true by default).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button (shown while the field is empty) was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The search results button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked scope segment `selectedScope`.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Returns `true`: the field may always begin editing.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Returns `true`: the field may always stop editing.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Returns `true`: every edit is allowed.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange,
                          replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing: the Cancel button does not end editing or clear the text by itself.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
