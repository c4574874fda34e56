// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Runs a search for a view controller (iOS 8): owns a ``UISearchBar`` that the app places (in
/// `navigationItem.searchController`, or as a table's `tableHeaderView`), and, when the bar is tapped, presents
/// itself over the presentation context: the navigation bar slides away (``hidesNavigationBarDuringPresentation``),
/// the bar moves to the top with its Cancel button, the content dims (``obscuresBackgroundDuringPresentation``),
/// and the ``searchResultsController``'s view shows over it once the text is not empty.
///
/// ``searchResultsUpdater`` hears `updateSearchResults(for:)` on activation and after every change of the bar's
/// text. Cancel clears the text, resigns the field and dismisses. The presentation context is the nearest
/// controller above the bar that `definesPresentationContext`, else the root view controller. Presentation and
/// dismissal animate over 0.3 s of device time.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller whose view shows the results (nil: results show in the searched controller itself).
    public private(set) var searchResultsController: UIViewController?
    /// The search bar the app places in its interface.
    public let searchBar: UISearchBar
    /// The object that updates the results (not retained).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The delegate (not retained).
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the search is presented. Setting it presents or dismisses (animated); it does not make the field
    /// first responder.
    open var isActive: Bool {
        get { activeStorage }
        set { newValue ? activate() : deactivate(clearing: false) }
    }
    /// Whether the content under the search dims while searching (true by default).
    open var obscuresBackgroundDuringPresentation = true
    /// iOS 8's name for ``obscuresBackgroundDuringPresentation``.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar slides away while searching (true by default).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows while searching (true by default; iOS 13).
    open var automaticallyShowsCancelButton = true
    /// Whether the bar's scope bar shows while searching, when it has scope titles (true by default; iOS 13).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows once the text is not empty (true by default; iOS 13).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows now; set it to show or hide it yourself (iOS 13).
    open var showsSearchResultsController: Bool {
        get { showsResultsStorage }
        set { showsResultsStorage = newValue; layoutPresentation() }
    }

    // MARK: Package state

    package var activeStorage = false
    package var showsResultsStorage = false
    /// Set by the delegate's default `presentSearchController(_:)`: the delegate did not present.
    package var delegateLeftPresentationToSystem = false
    package let dimmingView = SearchDimmingView()
    /// Where the bar was before the presentation moved it: its superview, frame and index.
    package var barHome: (superview: UIView, frame: CGRect, index: Int)?
    package weak var contextController: UIViewController?
    package weak var hiddenNavigationController: UINavigationController?
    /// Whether the bar is the search controller of a navigation item (placed by the navigation bar).
    package var isInNavigationItem = false

    // MARK: Initialisers

    /// A search controller showing its results in `searchResultsController` (nil: in the searched controller).
    public init(searchResultsController: UIViewController?) {
        self.searchBar = UISearchBar(frame: .zero)
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchControllerInit()
    }

    /// A search controller with no results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.searchBar = UISearchBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchControllerInit()
    }

    /// A search controller from an archive (no results controller).
    public required init?(coder: NSCoder) {
        self.searchBar = UISearchBar(frame: .zero)
        super.init(coder: coder)
        searchControllerInit()
    }

    private func searchControllerInit() {
        searchBar.owner = self
        searchBar.placeholder = "Search"
        searchBar.sizeToFit()
        dimmingView.onTap = { [weak self] in self?.dimmingViewTapped() }
    }

    /// The search's view: transparent, holding the dimming view and the results controller's view.
    open override func loadView() {
        let container = SearchPresentationView(frame: UIScreen.main.bounds)
        container.backgroundColor = .clear
        container.addSubview(dimmingView)
        view = container
    }
}

extension UISearchController: SearchBarOwner {
    package func searchBarDidBeginEditing(_ bar: UISearchBar) {
        if !activeStorage { activate() }
    }

    package func searchBarDidEndEditing(_ bar: UISearchBar) {}

    package func searchBarTextChanged(_ bar: UISearchBar) {
        guard activeStorage else { return }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    package func searchBarCancelled(_ bar: UISearchBar) {
        guard activeStorage else { return }
        deactivate(clearing: true)
    }

    package func searchBarScopeChanged(_ bar: UISearchBar) {}

    /// The bar's size changed (scope bar, prompt): relayout where it is shown.
    package func searchBarSizeChanged() {
        if activeStorage { layoutPresentation() }
    }

    /// Shows the results controller once there is text (``automaticallyShowsSearchResultsController``).
    package func updateResultsVisibility() {
        if automaticallyShowsSearchResultsController {
            showsResultsStorage = !(searchBar.text ?? "").isEmpty
        }
        layoutPresentation()
    }

    private func dimmingViewTapped() {
        guard activeStorage else { return }
        deactivate(clearing: true)
    }
}

/// The search controller's view: it lets touches through where it shows nothing (no dimming, no results).
@MainActor
package final class SearchPresentationView: UIView {
    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The dimming view over the searched content: black at 40% (80% on iPhone OS 3); a tap ends the search.
@MainActor
package final class SearchDimmingView: UIView {
    package var onTap: (() -> Void)?

    package init() {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: UIScreen.main.profile.isClassic ? 0.8 : 0.4)
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTap?()
    }
}
