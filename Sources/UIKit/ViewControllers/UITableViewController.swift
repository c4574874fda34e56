// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view controller whose view is a table view, with the controller as its data source and delegate.
///
/// Subclasses implement the data source and delegate methods they need. Each time the view is about to appear
/// the table reloads if it has never loaded, and (when ``clearsSelectionOnViewWillAppear``) deselects its rows.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    private var hasAppeared = false

    /// Creates a controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a `.plain` table; a non-nil nib name is logged and ignored (see
    /// `UIViewController.init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a `.plain` table (nothing is decoded).
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table: the controller's view (loaded on first access). Setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the selection is cleared each time the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// The refresh control of the table: the table view's ``UIScrollView/refreshControl``. Set before the view
    /// loads, it is kept and given to the table when the table is made.
    open var refreshControl: UIRefreshControl? {
        get { (viewIfLoaded as? UITableView)?.refreshControl ?? pendingRefreshControl }
        set {
            if let table = viewIfLoaded as? UITableView {
                pendingRefreshControl = nil
                table.refreshControl = newValue
            } else {
                pendingRefreshControl = newValue
            }
        }
    }
    /// A refresh control set before the table was made.
    private var pendingRefreshControl: UIRefreshControl?

    /// Takes the storyboard scene's table, or makes a table of the controller's style filling the screen, with the
    /// controller as data source and delegate.
    open override func loadView() {
        if interfaceBuilderState?.pendingView is UITableView, loadInterfaceBuilderView() { return }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        if let pending = pendingRefreshControl {
            pendingRefreshControl = nil
            table.refreshControl = pending
        }
        view = table
    }

    /// Turns editing on or off for the controller and its table (the table shows its editing controls, animated
    /// when `animated`), so the ``UIViewController/editButtonItem`` edits the table.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// Reloads the table the first time, and clears the selection when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let tableView else { return }
        if !hasAppeared {
            hasAppeared = true
            tableView.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            for path in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: path, animated: animated) }
        }
    }

    // MARK: UITableViewDataSource (open, so subclasses override them as on iOS)

    /// The number of sections (default 1). Negative counts are logged and treated as 0.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// The title of the standard header of `section` (default nil: no title).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// The title of the standard footer of `section` (default nil: no title).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Whether the row can be edited (deleted or inserted, swiped); default true.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Whether the row shows a reorder control while editing; default true (see `tableView(_:moveRowAt:to:)`).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !TableDataSourceCapabilities.lacksMove(self)
    }
    /// The titles of the section index along the trailing edge (default nil: no index).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section a tap on the index title `title` (at `index` in the titles) scrolls to; default `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// The user confirmed deleting (`.delete`) or inserting (`.insert`) at `indexPath`: update the data and call
    /// `deleteRows(at:with:)` or `insertRows(at:with:)`. The default logs that nothing handles it, and the table
    /// then stops offering swipe-to-delete for this data source's class.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        TableDataSourceCapabilities.noteMissingCommit(self)
    }
    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath` (the table already moved it): move
    /// the data to match. The default logs that nothing handles it, and the table then stops showing reorder
    /// controls for this data source's class.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        TableDataSourceCapabilities.noteMissingMove(self)
    }

    // MARK: UITableViewDelegate (open, so subclasses override them as on iOS)

    /// The cell is about to be shown for `indexPath` (after `cellForRowAt`, before it appears).
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// A section header view is about to be shown.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// A section footer view is about to be shown.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// The cell left the screen (scrolled out, deleted or reloaded).
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
                        forRowAt indexPath: IndexPath) {}
    /// A section header view left the screen.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// A section footer view left the screen.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// The row's height in points, or `UITableView.automaticDimension` to size the cell by its constraints.
    /// Default: the table's `rowHeight`. Negative or non-finite heights are logged and treated as 0.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The section header's height (default: `sectionHeaderHeight`).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The section footer's height (default: `sectionFooterHeight`).
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// A cheap guess at the row's height, used until the row is shown (default: `estimatedRowHeight`).
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// A cheap guess at the header's height (default: `estimatedSectionHeaderHeight`).
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// A cheap guess at the footer's height (default: `estimatedSectionFooterHeight`).
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// A custom header view for `section` (default nil: the standard header with the data source's title).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// A custom footer view for `section` (default nil: the standard footer with the data source's title).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// The detail (info) button of the row's accessory was tapped.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Whether a touch on the row highlights it (default true); false also prevents selecting it by touch.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row was highlighted (finger down).
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// The row's highlight was removed.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The row the user is selecting: return it, another row to select instead, or nil to select nothing.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The row the user is deselecting: return it, another row, or nil to keep it selected.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The user selected the row (not called for `selectRow(at:animated:scrollPosition:)`).
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The user deselected the row (not called for `deselectRow(at:animated:)`).
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// The control the row shows while editing (default `.delete`).
    open func tableView(_ tableView: UITableView,
                        editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// The title of the delete confirmation button (default nil: "Delete").
    open func tableView(_ tableView: UITableView,
                        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// The actions a swipe from the leading edge reveals (default nil: none).
    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    /// The actions a swipe from the trailing edge reveals (default nil: a Delete action when the row is editable
    /// with the `.delete` style).
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    /// Whether the row's content moves aside for the editing control (default true).
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// A swipe revealed the row's actions.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// The row's swipe actions were hidden.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Where a row being dragged from `sourceIndexPath` would land when over `proposedDestinationIndexPath`
    /// (default: the proposed path).
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// How far the row's content is indented, in steps of the cell's indentation width (default 0).
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// The context menu for a long press on the row (default nil: none).
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }

    // MARK: UIScrollViewDelegate (open, so subclasses override them as on iOS)

    /// The content offset changed (by the user, an animation or code).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// The zoom scale changed.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// The user is about to start dragging.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// The user lifted the finger; `velocity` is in points per millisecond and `targetContentOffset` is where the
    /// content will come to rest, which the delegate may change.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// The drag ended; `decelerate` says whether the content keeps moving.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// The content is about to decelerate after a drag.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// The content came to rest after decelerating.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// An animation started by `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The view to scale when zooming (nil: zooming is off).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Zooming is about to start on `view`.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Zooming ended at `scale` (after any bounce back into range).
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Whether a tap on the status bar scrolls to the top (default true).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// The scroll to the top that a status-bar tap started ended.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// The adjusted content inset changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

    /// The number of rows in `section`: 0 (override to give the count).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The default cell (override to return the row's cell); never called while there are no rows.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
