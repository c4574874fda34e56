// SPDX-License-Identifier: Apache-2.0

import Foundation

/// iPhone OS 3's search display (deprecated in iOS 8 for ``UISearchController``): manages a search bar placed in
/// a contents controller's view (usually a table's header) and a results table of its own.
///
/// Tapping the bar begins the search: the navigation bar slides away, the bar shows Cancel (and its scope bar
/// when it has scope titles), and the contents dim. Once the text is not empty, ``searchResultsTableView`` (whose
/// data source and delegate are ``searchResultsDataSource`` and ``searchResultsDelegate``) covers the contents;
/// each change of the text asks the delegate's `shouldReloadTableForSearch` whether to reload it. Cancel clears
/// the text and ends the search.
///
/// Unlike Apple's, the controller does not take the bar's `delegate` (it follows the bar through a private
/// hook), and `UIViewController.searchDisplayController` is not provided.
@preconcurrency @MainActor
open class UISearchDisplayController: NSObject {
    /// The search bar (retained).
    public let searchBar: UISearchBar
    /// The controller whose contents are searched (not retained, as on Apple).
    open private(set) weak var searchContentsController: UIViewController?
    /// The delegate (not retained).
    open weak var delegate: UISearchDisplayDelegate?
    /// The results table's data source (not retained).
    open weak var searchResultsDataSource: UITableViewDataSource? {
        didSet { resultsTableIfMade?.dataSource = searchResultsDataSource }
    }
    /// The results table's delegate (not retained).
    open weak var searchResultsDelegate: UITableViewDelegate? {
        didSet { resultsTableIfMade?.delegate = searchResultsDelegate }
    }
    /// The title of the results (for a navigation item; nil: "Results").
    open var searchResultsTitle: String?

    /// Whether the search is showing (set it to begin or end it without animation).
    open var isActive: Bool {
        get { activeStorage }
        set { setActive(newValue, animated: false) }
    }

    /// The table showing the results, made on first use (its style is plain).
    open var searchResultsTableView: UITableView {
        if let resultsTableIfMade { return resultsTableIfMade }
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = searchResultsDataSource
        table.delegate = searchResultsDelegate
        table.isHidden = true
        resultsTableIfMade = table
        delegate?.searchDisplayController(self, didLoadSearchResultsTableView: table)
        return table
    }

    package var activeStorage = false
    package var resultsTableIfMade: UITableView?
    package let dimmingView = SearchDimmingView()
    package weak var hiddenNavigationController: UINavigationController?

    /// A search display for `searchBar`, searching the contents of `viewController`.
    public init(searchBar: UISearchBar, contentsController viewController: UIViewController) {
        self.searchBar = searchBar
        self.searchContentsController = viewController
        super.init()
        searchBar.owner = self
        dimmingView.onTap = { [weak self] in self?.setActive(false, animated: true) }
    }

    /// Begins or ends the search. Ending clears nothing by itself; Cancel clears the text first.
    open func setActive(_ visible: Bool, animated: Bool) {
        guard visible != activeStorage else { return }
        visible ? begin(animated: animated) : end(animated: animated)
    }

    private func begin(animated: Bool) {
        guard let contents = searchContentsController, let contentsView = contents.viewIfLoaded,
              let host = contentsView.superview else {
            return UIKitDiagnostics.log("UISearchDisplayController: the contents controller is not shown; cannot begin the search")
        }
        delegate?.searchDisplayControllerWillBeginSearch(self)
        activeStorage = true
        if let navigation = contents.navigationController, !navigation.isNavigationBarHidden {
            hiddenNavigationController = navigation
            navigation.setNavigationBarHidden(true, animated: animated)
            navigation.view.layoutIfNeeded()
        }
        if let scroll = contentsView as? UIScrollView {
            scroll.setContentOffset(CGPoint(x: 0, y: -scroll.adjustedContentInset.top), animated: false)
        }
        if !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        searchBar.setShowsCancelButton(true, animated: animated)
        host.addSubview(dimmingView)
        host.addSubview(searchResultsTableView)
        dimmingView.alpha = 0
        layoutOverlay()
        let show = { self.dimmingView.alpha = 1 }
        if animated { UIView.animate(withDuration: 0.3, animations: show) } else { show() }
        if searchBar.window != nil, !searchBar.isFirstResponder { searchBar.becomeFirstResponder() }
        delegate?.searchDisplayControllerDidBeginSearch(self)
    }

    private func end(animated: Bool) {
        delegate?.searchDisplayControllerWillEndSearch(self)
        activeStorage = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        searchBar.setShowsCancelButton(false, animated: animated)
        if searchBar.showsScopeBar { searchBar.showsScopeBar = false }
        setResultsShown(false)
        hiddenNavigationController?.setNavigationBarHidden(false, animated: animated)
        hiddenNavigationController = nil
        resultsTableIfMade?.removeFromSuperview()
        let dimming = dimmingView
        if animated {
            UIView.animate(withDuration: 0.3, animations: { dimming.alpha = 0 },
                           completion: { _ in if !self.activeStorage { dimming.removeFromSuperview() } })
        } else {
            dimming.removeFromSuperview()
        }
        delegate?.searchDisplayControllerDidEndSearch(self)
    }

    /// Covers the contents below the bar with the dimming view and the results table.
    package func layoutOverlay() {
        guard activeStorage, let host = dimmingView.superview, searchBar.superview != nil else { return }
        let barFrame = searchBar.convert(searchBar.bounds, to: host)
        let contentsFrame = searchContentsController?.viewIfLoaded?.frame ?? host.bounds
        let top = max(contentsFrame.minY, barFrame.maxY)
        let below = CGRect(x: contentsFrame.minX, y: top, width: contentsFrame.width,
                           height: max(0, contentsFrame.maxY - top))
        dimmingView.frame = below
        resultsTableIfMade?.frame = below
    }

    /// Shows the results table over the contents (with the will/did show or hide calls).
    private func setResultsShown(_ shown: Bool) {
        guard let table = resultsTableIfMade ?? (shown ? searchResultsTableView : nil), table.isHidden == shown else { return }
        if shown {
            delegate?.searchDisplayController(self, willShowSearchResultsTableView: table)
            table.isHidden = false
            delegate?.searchDisplayController(self, didShowSearchResultsTableView: table)
        } else {
            delegate?.searchDisplayController(self, willHideSearchResultsTableView: table)
            table.isHidden = true
            delegate?.searchDisplayController(self, didHideSearchResultsTableView: table)
        }
    }
}

extension UISearchDisplayController: SearchBarOwner {
    package func searchBarDidBeginEditing(_ bar: UISearchBar) {
        if !activeStorage { setActive(true, animated: true) }
    }

    package func searchBarDidEndEditing(_ bar: UISearchBar) {}

    package func searchBarTextChanged(_ bar: UISearchBar) {
        guard activeStorage else { return }
        let text = bar.text ?? ""
        layoutOverlay()
        setResultsShown(!text.isEmpty)
        if delegate?.searchDisplayController(self, shouldReloadTableForSearch: text) ?? true {
            searchResultsTableView.reloadData()
        }
    }

    package func searchBarCancelled(_ bar: UISearchBar) {
        guard activeStorage else { return }
        bar.searchTextField.text = ""
        bar.updateFieldButtons()
        setActive(false, animated: true)
    }

    package func searchBarScopeChanged(_ bar: UISearchBar) {
        guard activeStorage else { return }
        if delegate?.searchDisplayController(self, shouldReloadTableForSearchScope: bar.selectedScopeButtonIndex) ?? true {
            searchResultsTableView.reloadData()
        }
    }
}
