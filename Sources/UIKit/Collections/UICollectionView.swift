// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A scroll view that shows a data source's items in sections, placed by a layout object (guide: "Collection
/// Views"), reusing cells as they scroll in and out.
///
/// Each layout pass (`layoutSubviews()`, scheduled by every scroll, invalidation and data change) prepares the
/// layout if it was invalidated, sets `contentSize` to the layout's `collectionViewContentSize`, asks the layout
/// for the elements in the bounds (the visible rectangle in content coordinates) and keeps exactly those as
/// subviews: elements that left are removed, queued for reuse and reported with `didEndDisplaying`; new ones are
/// asked of the data source (which dequeues them) and reported with `willDisplay`. So the live cells are the
/// visible ones plus the reuse queue, which holds at most one screenful per identifier however far one scrolls.
///
/// Counts are read from the data source at the first layout pass after `reloadData()` and are otherwise updated
/// only by the update methods (`insertItems(at:)`, `performBatchUpdates(_:completion:)`, …), as on iOS.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The supplementary-view kind a flow layout uses for section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary-view kind a flow layout uses for section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind of cells in reuse queues and Apple's log messages.
    package static let elementKindCell = "UICollectionElementKindCell"

    /// A place to scroll an item to; combine one vertical and one horizontal position.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The position bits, with UIKit's values (top 1, centeredVertically 2, bottom 4, left 8, centeredHorizontally
        /// 16, right 32).
        public let rawValue: UInt
        /// Creates a position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Do not scroll.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The key of a supplementary view shown.
    package struct ElementKey: Hashable {
        package var kind: String
        package var indexPath: IndexPath
    }

    // MARK: State

    package var layoutStorage: UICollectionViewLayout
    package var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Storyboard prototype cells by reuse identifier (InterfaceBuilder/UICollectionView+InterfaceBuilder.swift).
    package var nibCellFactories: [String: () -> UICollectionViewCell?] = [:]
    package var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    package var cellQueues: [String: [UICollectionViewCell]] = [:]
    package var supplementaryQueues: [String: [UICollectionReusableView]] = [:]
    package var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    package var visibleSupplementary: [ElementKey: UICollectionReusableView] = [:]
    package var decorationViews: [ElementKey: UICollectionReusableView] = [:]
    /// Views animating out after an update; removed and queued when their animation ends.
    package var disappearingViews: [UICollectionReusableView] = []
    /// Items per section, read from the data source (nil: read at the next use).
    package var sectionCounts: [Int]?
    package var selectedPaths: [IndexPath] = []
    package var highlightedPath: IndexPath?
    package var trackingTouch: UITouch?
    package var selectionOff = false
    package var multipleSelectionOn = false
    /// The batch being recorded by `performBatchUpdates` (nil outside one).
    package var pendingBatch: CollectionUpdateBatch?
    package var lastLayoutBounds: CGRect?
    /// Cells handed back for reconfiguration: `dequeueReusableCell` returns the item's own cell.
    package var reconfiguringCell: (path: IndexPath, cell: UICollectionViewCell)?

    /// Whether the collection view is in editing mode (false by default; iOS 14). Cells see it in their
    /// `configurationState`, and list cells show their editing accessories while it is true.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCellsByPath.values { cell.setNeedsUpdateConfiguration() }
        }
    }

    /// The object told which items will soon need cells (nil by default; held weakly). See
    /// `UICollectionViewDataSourcePrefetching`.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether the prefetch data source is told about upcoming items (true by default).
    open var isPrefetchingEnabled = true
    /// The items announced to the prefetch data source and not cancelled since.
    package var prefetchedItems: Set<IndexPath> = []

    /// The nested scroll views of the compositional layout's orthogonally scrolling sections, by section.
    package var orthogonalScrollers: [Int: OrthogonalSectionScroller] = [:]

    /// The interactive movement under way (nil when none is).
    package var interactiveMovement: InteractiveMovement?
    /// The standard reordering gesture of a `UICollectionViewController` (nil when not installed).
    package var standardMovementGesture: UILongPressGestureRecognizer?

    /// True while `layoutSubviews` runs: a cell measured during the pass may ask its ancestors to lay out, and
    /// the pass must not start again inside itself.
    package var isInLayoutPass = false
    /// The list row whose swipe actions show (nil when none do).
    package var listSwipe: RowSwipeActions?
    /// The action button a touch went down on while swipe actions showed.
    package var swipeActionTouch: (touch: UITouch, index: Int)?
    /// The pan that reveals a list row's swipe actions, and the one that drags a row by its reorder accessory.
    package let listSwipeRecognizer = UIPanGestureRecognizer()
    package let reorderAccessoryRecognizer = UIPanGestureRecognizer()
    /// Where the row dragged by its reorder accessory had its centre when the drag began.
    package var reorderStartCenter: CGPoint?

    /// The background colour a list layout gave the collection view (replaced when the list's changes, kept
    /// when the app set another).
    package var listBackgroundColor: UIColor?

    // MARK: Creation

    /// Creates a collection view with `frame` that places its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        adopt(layout)
        installRowGestureRecognizers()
    }

    /// Creates a collection view from an archive: its layout and prototype cells (see `UIView.init(coder:)`), else
    /// a `UICollectionViewFlowLayout`.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layoutStorage)
        installRowGestureRecognizers()
        decodeCollectionViewAttributes(from: coder)
    }

    /// The layout that places the items. Setting it switches at once (see ``setCollectionViewLayout(_:animated:)``).
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Switches to `layout`: the new layout is prepared at the next layout pass and every element moves to its
    /// new attributes (animated from the old ones when `animated`).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Switches to `layout`, then calls `completion` (with true when the change finished).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        guard layout !== layoutStorage else { completion?(true); return }
        if let other = layout.collectionViewStorage, other !== self {
            UIKitDiagnostics.log("UICollectionView: the layout is already used by another collection view; moving it")
            other.layoutStorage = UICollectionViewFlowLayout()
            other.adopt(other.layoutStorage)
        }
        let old = layoutStorage
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        old.collectionViewStorage = nil
        layoutStorage = layout
        adopt(layout)
        for view in allShownViews { view.willTransition(from: old, to: layout) }
        let finish = { [weak self] in
            guard let self else { return }
            self.layoutIfNeeded()
            for view in self.allShownViews { view.didTransition(from: old, to: layout) }
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: finish, completion: completion)
        } else {
            finish()
            completion?(true)
        }
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionViewStorage = self
        layout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Data source and delegate

    /// The object that supplies the items (held weakly). Setting it reloads the data at the next layout pass.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            guard dataSource !== oldValue else { return }
            reloadData()
        }
    }

    /// The delegate (held weakly; the same storage as the scroll view's `delegate`). A delegate that adopts
    /// `UICollectionViewDelegateFlowLayout` gives a flow layout its sizes.
    public var delegate: UICollectionViewDelegate? {
        get { _delegateStorage as? UICollectionViewDelegate }
        set {
            _delegateStorage = newValue
            layoutStorage.invalidateLayout()
        }
    }

    /// A view shown behind every cell and supplementary view, sized to the visible bounds (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    // MARK: Counts

    /// The number of sections, as last read from the data source (0 without one).
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as last read from the data source; out-of-range sections are logged and
    /// give 0.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        guard section >= 0, section < counts.count else {
            UIKitDiagnostics.log("UICollectionView.numberOfItems(inSection:): section \(section) out of range (\(counts.count) sections)")
            return 0
        }
        return counts[section]
    }

    /// The cached counts, read from the data source if needed.
    package var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        let fresh = readCountsFromDataSource()
        sectionCounts = fresh
        return fresh
    }

    package func readCountsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            UIKitDiagnostics.log("UICollectionView: numberOfSections(in:) returned \(sections); using 0")
            sections = 0
        }
        return (0..<sections).map { section in
            let n = dataSource.collectionView(self, numberOfItemsInSection: section)
            if n < 0 {
                UIKitDiagnostics.log("UICollectionView: numberOfItemsInSection \(section) returned \(n); using 0")
                return 0
            }
            return n
        }
    }

    /// Whether `indexPath` names an existing item (two indexes, in range); logs with `caller` when not.
    package func isValidItem(_ indexPath: IndexPath, _ caller: String, log: Bool = true) -> Bool {
        let counts = counts
        let ok = indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
        if !ok, log {
            UIKitDiagnostics.log("UICollectionView.\(caller): index path \(indexPath) is out of range; ignored")
        }
        return ok
    }

    // MARK: Reloading

    /// Discards every shown element and the selection, reads the counts again and shows the items from the
    /// data source at the next layout pass.
    open func reloadData() {
        interactiveMovement = nil
        closeListSwipeActions(animated: false)
        sectionCounts = nil
        selectedPaths = []
        highlightedPath = nil
        prefetchedItems = []
        for (path, cell) in visibleCellsByPath { retire(cell, path: path) }
        visibleCellsByPath = [:]
        for (key, view) in visibleSupplementary { retireSupplementary(view, key: key) }
        visibleSupplementary = [:]
        for (_, view) in decorationViews { view.removeFromSuperview() }
        decorationViews = [:]
        let context = layoutStorage.makeInvalidationContext()
        context.invalidateEverythingStorage = true
        context.invalidateDataSourceCountsStorage = true
        layoutStorage.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// Every reusable view currently shown.
    package var allShownViews: [UICollectionReusableView] {
        Array(visibleCellsByPath.values) + Array(visibleSupplementary.values) + Array(decorationViews.values)
    }

    // MARK: Layout entry points (class body, so subclasses can override)

    /// Places the visible elements (see the class discussion); call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isInLayoutPass else { return }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        performLayoutPass()
        syncOrthogonalScrollers()
        placeInteractivelyMovingItem()
        layoutListSwipeActions()
        updateItemPrefetching()
    }

    /// Starts tracking a touch on an item: highlights it (see `UICollectionViewDelegate` for the order).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchBegan(touches)
    }

    /// Removes the highlight when the touch leaves the highlighted item.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchMoved(touches)
    }

    /// Selects (or, with multiple selection, toggles) the highlighted item the touch ends on.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchEnded(touches)
    }

    /// Removes the highlight without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchCancelled(touches)
    }

    /// Always true: a drag that starts on a control in a cell still scrolls the collection view, cancelling the
    /// control's touch, unlike a plain scroll view, which leaves controls their touches.
    open override func touchesShouldCancel(in view: UIView) -> Bool { true }

    /// The scrolling pan does not begin from a list row's reorder accessory or during an interactive movement;
    /// the swipe-action and reorder pans begin only where they apply (see `UICollectionView+RowGestures.swift`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        rowGestureShouldBegin(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
