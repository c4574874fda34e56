// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A vertical list of rows in sections, each row a reusable cell, laid out as it scrolls (docs/ARCHITECTURE.md,
/// "Table views").
///
/// The data source gives the counts and the cells, the delegate the heights and reacts to selection and
/// editing. Only the rows in the bounds have cells: cells that scroll out go to a reuse queue per identifier and
/// come back from `dequeueReusableCell(withIdentifier:)`. Row heights are a prefix sum built from estimates and
/// refined as rows are shown, so reloading 10,000 rows asks only for the counts and the visible rows' heights.
///
/// Styles: `.plain` has headers that stay pinned at the top while their section scrolls (and footers pinned at
/// the bottom); `.grouped` separates sections by gaps on a grey background; `.insetGrouped` also insets the rows
/// from the sides.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table's sections.
    public enum Style: Int, Sendable {
        /// Sections follow each other; headers and footers float over the rows while their section is visible.
        case plain
        /// Sections are separated by gaps on a grouped background; headers scroll with the rows.
        case grouped
        /// As `.grouped`, with the rows inset from the table's sides.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row in the bounds.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as makes the row fully visible (not at all if it is).
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row centred vertically.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// How rows and sections inserted, deleted or reloaded appear and disappear.
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from (out to) the right.
        case right
        /// Slides in from (out to) the left.
        case left
        /// Slides in from (out to) above.
        case top
        /// Slides in from (out to) below.
        case bottom
        /// No animation: the change is immediate.
        case none
        /// Keeps the row's centre while it fades (the table's rows close up around it).
        case middle
        /// The table picks an animation: a fade.
        case automatic = 100
    }

    /// A height that asks the table to compute it: rows size their cell by its constraints, headers and footers
    /// take the style's standard height when they have a title or view (0 otherwise), estimates use 44 points.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// Posted when the selection changes by touch; the object is the table.
    nonisolated public static let selectionDidChangeNotification =
        NSNotification.Name("UITableViewSelectionDidChangeNotification")

    /// The style given at creation.
    public let style: Style

    /// The object that supplies sections, rows and cells, held weakly. Setting it reloads the table.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate, held weakly (the scroll view's delegate storage). Setting it reloads the table.
    open var delegate: UITableViewDelegate? {
        get { _delegateStorage as? UITableViewDelegate }
        set {
            _delegateStorage = newValue
            reloadData()
        }
    }

    /// The height of rows whose delegate does not give one, in points (default `automaticDimension`: cells size
    /// themselves). Negative values other than `automaticDimension`, and non-finite ones, are logged and ignored.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateDimension(&rowHeight, oldValue, "rowHeight") }
    }
    /// The height of section headers whose delegate does not give one (default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateDimension(&sectionHeaderHeight, oldValue, "sectionHeaderHeight") }
    }
    /// The height of section footers whose delegate does not give one (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateDimension(&sectionFooterHeight, oldValue, "sectionFooterHeight") }
    }
    /// The height assumed for rows not yet shown (default `automaticDimension`: 44). Zero turns estimates off:
    /// every row's height is asked when the table reloads.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateDimension(&estimatedRowHeight, oldValue, "estimatedRowHeight") }
    }
    /// The height assumed for section headers (accepted for compatibility; headers are measured on reload).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height assumed for section footers (accepted for compatibility; footers are measured on reload).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// How rows are separated (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (default the system separator grey).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// How far separators are inset from the row's sides, in points (top and bottom are ignored; default 16
    /// leading).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    /// A view behind all rows, sized to the table's bounds (nil: none).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view above the first section; the table keeps its height and sets its width.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; the table keeps its height and sets its width.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// Whether touches select rows when not editing (default true).
    open var allowsSelection = true
    /// Whether touches select rows while editing (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once when not editing (default false).
    open var allowsMultipleSelection = false
    /// Whether several rows can be selected at once while editing (default false).
    open var allowsMultipleSelectionDuringEditing = false

    /// The section index's text colour (nil: the tint colour).
    open var sectionIndexColor: UIColor? { didSet { sectionIndexBar?.applyColors() } }
    /// The section index's background while not touched (nil: clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { sectionIndexBar?.applyColors() } }
    /// The section index's background while touched (nil: clear).
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The number of rows from which the index shows (default 0: always when there are titles).
    open var sectionIndexMinimumDisplayRowCount = 0
    /// Whether cells' margins follow the readable content width (stored; the margins are the cells' own).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The space above each section header in `.plain` tables (iOS 15; default `automaticDimension`). Stored:
    /// Touchstone's plain headers have no top padding, as `0` gives on iOS.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// The object told which rows will soon scroll into view, held weakly (nil: none).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether the table tells ``prefetchDataSource`` about upcoming rows (default true).
    open var isPrefetchingEnabled = true

    /// Creates a table with `frame` and `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureForStyle()
        installRowGestureRecognizers()
    }

    /// Creates a `.plain` table with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive: its style (`.plain` when not archived), heights and prototype cells (see
    /// `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        style = UITableView.decodedStyle(from: coder)
        super.init(coder: coder)
        configureForStyle()
        installRowGestureRecognizers()
        decodeTableViewAttributes(from: coder)
    }

    // MARK: Layout and touches (UITableView+Layout.swift, UITableView+Touches.swift)

    /// Places the rows, headers and footers the bounds show, taking cells for rows that scrolled in and queueing
    /// those that scrolled out; sets `contentSize`. Runs after every change of the offset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    /// A finger went down (after the scroll view's touch delay): on a row it highlights the row (see
    /// ``UITableViewDelegate``); on an editing control, swipe action, info button or the section index it starts
    /// tracking that.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches) }

    /// The finger moved: past 10 points a tap becomes a drag that selects nothing (swipes, reordering and
    /// scrolling are the table's pan gesture recognizers, which cancel the touch).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesMoved(touches) }

    /// The finger lifted: a tap selects a row, or acts on an editing control, swipe action or info button.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches) }

    /// The touch was cancelled (for example by a scrolling pan): nothing is selected and swipes close.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesCancelled(touches)
    }

    /// Always true: a drag that starts on a control in a row (a switch, a button) still scrolls the table,
    /// cancelling the control's touch, unlike a plain scroll view, which leaves controls their touches.
    open override func touchesShouldCancel(in view: UIView) -> Bool { true }

    /// The scrolling pan does not begin for a drag that starts on a reorder control (that drag moves the row);
    /// the table's swipe and reorder pans begin only for their own drags (see UITableView+RowGestures.swift).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        rowGestureShouldBegin(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Editing (implemented in UITableView+Editing.swift)

    /// Whether the table is in editing mode (rows show their editing controls). Setting it is
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { _isEditing }
        set { _isEditing = newValue }
    }

    /// Enters or leaves editing mode: every cell's `setEditing(_:animated:)` is called, rows show the control
    /// their `editingStyleForRowAt` asks for (when `canEditRowAt`) and a reorder grip (when `canMoveRowAt`),
    /// and any swipe actions close.
    open func setEditing(_ editing: Bool, animated: Bool) { _setEditing(editing, animated: animated) }

    // MARK: Geometry (implemented in UITableView+Geometry.swift)

    /// The number of sections, as the data source last gave it.
    open var numberOfSections: Int { _numberOfSections }

    /// The number of rows in `section`, as the data source last gave it; 0 (logged) for a section out of range.

    /// The number of rows in `section`, as the data source last gave it; 0 (logged) for a section out of range.
    open func numberOfRows(inSection section: Int) -> Int { _numberOfRows(inSection: section) }

    /// The rectangle of the whole section (header, rows, footer) in the table's coordinates; `.zero` (logged)
    /// out of range.
    open func rect(forSection section: Int) -> CGRect { _rect(forSection: section) }

    /// The row's rectangle in the table's coordinates (estimated until the row has been shown); `.zero` (logged)
    /// for an index path out of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { _rectForRow(at: indexPath) }

    /// The header's rectangle where it would be without pinning; `.zero` (logged) out of range.
    open func rectForHeader(inSection section: Int) -> CGRect { _rectForHeader(inSection: section) }

    /// The footer's rectangle where it would be without pinning; `.zero` (logged) out of range.
    open func rectForFooter(inSection section: Int) -> CGRect { _rectForFooter(inSection: section) }

    /// The row at `point` (table coordinates), or nil where there is none (headers, footers, outside).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { _indexPathForRow(at: point) }

    /// The rows intersecting `rect` (table coordinates), in order; nil when there are none.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { _indexPathsForRows(in: rect) }

    // MARK: Layout (implemented in UITableView+Layout.swift)

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { _visibleCells }

    /// The index paths of the rows on screen, top to bottom (nil when none).
    open var indexPathsForVisibleRows: [IndexPath]? { _indexPathsForVisibleRows }

    /// The cell showing the row at `indexPath`, or nil when the row is not on screen (or out of range).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _cellForRow(at: indexPath) }

    /// The index path of `cell` when it is on screen, else nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { _indexPath(for: cell) }

    /// The header view shown for `section` (nil when it is not on screen or is not a header-footer view).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { _headerView(forSection: section) }

    /// The footer view shown for `section` (nil when it is not on screen or is not a header-footer view).
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { _footerView(forSection: section) }

    /// Forgets everything the data source said and asks again at the next layout: counts, titles, heights,
    /// cells. On-screen cells go back to the reuse queues (`didEndDisplaying`), and the selection is cleared.
    open func reloadData() { _reloadData() }

    // MARK: Reuse (implemented in UITableView+Reuse.swift)

    /// Registers `cellClass` for `identifier`: `dequeueReusableCell(withIdentifier:for:)` then makes new cells of
    /// it with `init(style: .default, reuseIdentifier: identifier)` when none is waiting. A nil class removes
    /// the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { _register(cellClass, forCellReuseIdentifier: identifier) }

    /// Registers `aClass` for header and footer views reused under `identifier` (nil removes it).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { _register(aClass, forHeaderFooterViewReuseIdentifier: identifier) }

    /// A cell waiting for reuse under `identifier` (after its `prepareForReuse()`), a new cell of the class
    /// registered for it when none waits, or nil when neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { _dequeueReusableCell(withIdentifier: identifier) }

    /// As `dequeueReusableCell(withIdentifier:)`, for the row at `indexPath`; the identifier must be registered.
    ///
    /// For an identifier with no registered class Apple raises "unable to dequeue a cell with identifier … - must
    /// register a nib or a class for the identifier or connect a prototype cell in a storyboard"; Touchstone logs
    /// that message and returns a new `.default` cell with the identifier, so the row still shows.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { _dequeueReusableCell(withIdentifier: identifier, for: indexPath) }

    /// A header or footer view waiting for reuse under `identifier`, a new one of the registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { _dequeueReusableHeaderFooterView(withIdentifier: identifier) }

    // MARK: Selection (implemented in UITableView+Selection.swift)

    /// The first selected row (in index-path order), or nil.
    open var indexPathForSelectedRow: IndexPath? { _indexPathForSelectedRow }

    /// The selected rows in index-path order, or nil when none is selected.

    /// The selected rows in index-path order, or nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? { _indexPathsForSelectedRows }

    /// Selects the row at `indexPath` (nil deselects every row) without telling the delegate, deselecting the
    /// others unless multiple selection is allowed, then scrolls it to `scrollPosition` (`.none`: no scrolling).
    /// An index path out of range is logged and ignored.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) { _selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition) }

    /// Deselects the row at `indexPath` without telling the delegate; rows not selected are ignored.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { _deselectRow(at: indexPath, animated: animated) }

    /// Scrolls so the row at `indexPath` is at `scrollPosition` of the visible area (the area inside the
    /// adjusted content inset, below a pinned header in `.plain` tables), as far as the content allows. `.none`
    /// scrolls as little as makes the row fully visible. Out-of-range index paths are logged and ignored.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) { _scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }

    /// Scrolls the first selected row to `scrollPosition`; does nothing when no row is selected.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) { _scrollToNearestSelectedRow(at: scrollPosition, animated: animated) }

    // MARK: Updates (implemented in UITableView+Updates.swift)

    /// Starts a batch: changes until the matching `endUpdates()` are applied together. Batches nest.
    open func beginUpdates() { _beginUpdates() }

    /// Ends a batch; the outermost one checks the counts and animates the changes.
    open func endUpdates() { _endUpdates() }

    /// Runs `updates` (which changes the data and calls the insert/delete/move/reload methods) as one batch, then
    /// calls `completion` with true once the animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _performBatchUpdates(updates, completion: completion)
    }

    /// Inserts rows at `indexPaths` (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _insertRows(at: indexPaths, with: animation) }

    /// Deletes the rows at `indexPaths` (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _deleteRows(at: indexPaths, with: animation) }

    /// Asks the data source again for the cells (and heights) of the rows at `indexPaths`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _reloadRows(at: indexPaths, with: animation) }

    /// Updates the cells of the rows at `indexPaths` in place (iOS 15): the data source's
    /// `tableView(_:cellForRowAt:)` runs for each visible row and gets the row's existing cell back from
    /// `dequeueReusableCell` (no `prepareForReuse()`, no new cell, no height change, no animation). Rows not on
    /// screen are skipped; out-of-range paths are logged.
    open func reconfigureRows(at indexPaths: [IndexPath]) { _reconfigureRows(at: indexPaths) }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { _moveRow(at: indexPath, to: newIndexPath) }

    /// Inserts the sections at `sections` (indexes after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { _insertSections(sections, with: animation) }

    /// Deletes the sections at `sections` (indexes before the update).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { _deleteSections(sections, with: animation) }

    /// Asks the data source again for everything in `sections`.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { _reloadSections(sections, with: animation) }

    /// Moves the section at `section` (before the update) to `newSection` (after it).
    open func moveSection(_ section: Int, toSection newSection: Int) { _moveSection(section, toSection: newSection) }

    // MARK: State shared by the extensions

    /// The sections' counts and heights (nil: ask the data source at the next access).
    package var sectionModels: [TableSectionModel]?
    /// The y of each section's top, valid while ``sectionTopsValid``.
    package var sectionTops: [CGFloat] = []
    package var sectionTopsValid = false
    /// The cells on screen, by index path.
    package var visibleCellMap: [IndexPath: UITableViewCell] = [:]
    /// Section header and footer views on screen, by section.
    package var visibleHeaderViews: [Int: UIView] = [:]
    package var visibleFooterViews: [Int: UIView] = [:]
    /// Header and footer views the delegate made while their height was measured, shown when they scroll in.
    package var measuredHeaderViews: [Int: UIView] = [:]
    package var measuredFooterViews: [Int: UIView] = [:]
    /// Cells and header/footer views waiting for reuse, by identifier.
    package var reusableCells: [String: [UITableViewCell]] = [:]
    /// The row being reconfigured and its cell, which `dequeueReusableCell` hands back meanwhile.
    package var reconfiguringCell: (indexPath: IndexPath, cell: UITableViewCell)?
    package var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
    package var cellRegistrations: [String: UITableViewCell.Type] = [:]
    /// Cells registered from a nib or a storyboard prototype (InterfaceBuilder/UITableView+InterfaceBuilder.swift).
    package var nibCellFactories: [String: () -> UITableViewCell?] = [:]
    package var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The selected rows, in the order they were selected.
    package var selectedIndexPaths: [IndexPath] = []
    /// The separator lines on screen and the spare ones.
    package var separatorViews: [UIView] = []
    /// Nested `beginUpdates()` depth and the changes recorded since the outermost one.
    package var updateDepth = 0
    package var pendingUpdates = TableUpdateBatch()
    /// Where the touch now on the table started and what it is doing.
    package var touchTracking: TableTouchTracking?
    /// The row whose swipe actions or delete confirmation are showing.
    package var swipeState: RowSwipeActions?
    /// The pan that slides a row sideways to reveal its swipe actions (begins only for mostly horizontal drags).
    package let swipeRecognizer = UIPanGestureRecognizer()
    /// The pan that drags a row by its reorder control while editing.
    package let reorderRecognizer = UIPanGestureRecognizer()
    /// The row being dragged by its reorder control, where it would land and where it started.
    package var reorderTracking: (source: IndexPath, target: IndexPath, startFrame: CGRect)?
    package var editingStorage = false
    package var sectionIndexBar: TableSectionIndexBar?
    /// Cells animating out after a deletion, removed when their animation ends.
    package var departingCells: Set<ObjectIdentifier> = []
    /// Set while the table lays out, so a data source that calls back into it does not recurse.
    package var isLayingOutRows = false
    /// Set while the data source is asked for counts, so one that calls back into the table sees no sections
    /// instead of recursing.
    package var isBuildingSections = false
    /// While laying out: the top of the first row that was already on screen, and how much the rows measured
    /// above it grew beyond their estimates (the offset moves by that much so the screen does not jump).
    package var measurementAnchorY: CGFloat?
    package var measurementShift: CGFloat = 0
    /// The rows the prefetch data source was told about and that have not been shown or cancelled since.
    package var prefetchedIndexPaths: Set<IndexPath> = []

    private func configureForStyle() {
        switch style {
        case .plain: backgroundColor = .white
        case .grouped, .insetGrouped: backgroundColor = .systemGroupedBackground
        }
    }

    private func validateDimension(_ value: inout CGFloat, _ oldValue: CGFloat, _ name: String) {
        if !value.isFinite || (value < 0 && value != UITableView.automaticDimension) {
            UIKitDiagnostics.log("UITableView.\(name): invalid \(value) ignored")
            value = oldValue
            return
        }
        if value != oldValue { invalidateHeights() }
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        sectionTopsValid = false
        setNeedsLayout()
    }

    /// Forgets every measured height (a height property changed), keeping the counts.
    package func invalidateHeights() {
        sectionModels = nil
        setNeedsLayout()
    }
}

extension UITableViewCell {
    /// How a table draws the lines between its rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline between rows.
        case singleLine
        /// An etched line (drawn as `.singleLine`).
        case singleLineEtched
    }
}
