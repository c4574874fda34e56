// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view controller whose view is a collection view, with the controller as its data source and delegate.
///
/// Subclasses override the data source and delegate methods they need (the defaults show no items). Each time
/// the view is about to appear the collection view reloads if it never has, and (when
/// ``clearsSelectionOnViewWillAppear``) deselects its items. With ``installsStandardGestureForInteractiveMovement``
/// a long press on an item (0.5 s) starts moving it, the drag moves it and lifting the finger drops it (see
/// ``UICollectionView/beginInteractiveMovementForItem(at:)``).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layoutStorage: UICollectionViewLayout
    private var hasAppeared = false

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a `UICollectionViewFlowLayout`; a non-nil nib name is logged and ignored (see
    /// `UIViewController.init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a `UICollectionViewFlowLayout` (nothing is decoded).
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view (loaded on first access). Setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view (the one given at creation until the view is loaded).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? layoutStorage
    }

    /// Whether the selection is cleared each time the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether pushing another collection view controller animates between the layouts (default false; stored,
    /// the navigation transition does not use it yet).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Whether the controller puts a long-press gesture on its collection view that reorders items (default
    /// true). The data source must allow the move (`collectionView(_:canMoveItemAt:)`) and perform it
    /// (`collectionView(_:moveItemAt:to:)`).
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { updateStandardGesture() }
    }

    /// Takes its storyboard scene's collection view, else makes one filling the screen with the controller's
    /// layout, the controller as data source and delegate.
    open override func loadView() {
        if interfaceBuilderState?.pendingView is UICollectionView, loadInterfaceBuilderView() { return }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutStorage)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Installs the standard reordering gesture when the view has loaded; call super.
    open override func viewDidLoad() {
        super.viewDidLoad()
        updateStandardGesture()
    }

    /// Reloads the collection view the first time, and clears the selection when
    /// ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView else { return }
        if !hasAppeared {
            hasAppeared = true
            collectionView.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            for path in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: path, animated: animated)
            }
        }
    }

    private func updateStandardGesture() {
        guard let collection = viewIfLoaded as? UICollectionView else { return }
        if installsStandardGestureForInteractiveMovement {
            collection.installStandardMovementGesture()
        } else {
            collection.removeStandardMovementGesture()
        }
    }

    // MARK: UICollectionViewDataSource (open, so subclasses override them as on iOS)

    /// The number of items in `section` (default 0).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for `indexPath`. The default logs that the subclass must override it and returns a plain cell.
    open func collectionView(_ collectionView: UICollectionView,
                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UIKitDiagnostics.log("UICollectionViewController: \(type(of: self)) does not override "
            + "collectionView(_:cellForItemAt:); showing an empty cell")
        return UICollectionViewCell(frame: .zero)
    }

    /// The number of sections (default 1).
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Whether the item can be moved (default true unless `collectionView(_:moveItemAt:to:)` is not overridden).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !CollectionDataSourceCapabilities.lacksMove(self)
    }

    /// The user moved the item at `sourceIndexPath` to `destinationIndexPath` (the collection view already shows
    /// it there): move the data to match. The default logs that nothing handles it, and the item goes back.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        CollectionDataSourceCapabilities.noteMissingMove(self)
    }

    // MARK: UICollectionViewDelegate (open, so subclasses override them as on iOS)

    /// Whether the item may be highlighted (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// The item was highlighted by a touch.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// The item's highlight was removed.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Whether a tap may select the item (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Whether a tap may deselect the item (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// The user selected the item.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// The user deselected the item.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// The cell is about to be shown.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// The cell left the screen.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Where an interactively moving item goes instead of `proposedIndexPath` (default: the proposal).
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// Where an interactively moving item goes, knowing where it started and where it is now (default: asks
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`).
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                            toProposedIndexPath: proposedIndexPath)
    }
    /// The context menu for a long press on the items (default: the single-item form for one item, else nil).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// The context menu for a long press on the item (default nil: none).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

/// The standard reordering gesture of `UICollectionViewController`.
extension UICollectionView {
    /// Adds the long press that begins, follows and ends an interactive movement (once).
    package func installStandardMovementGesture() {
        guard standardMovementGesture == nil else { return }
        let press = UILongPressGestureRecognizer()
        press.addTarget(nil) { [unowned self] recognizer in
            handleStandardMovement(recognizer as! UILongPressGestureRecognizer)
        }
        addGestureRecognizer(press)
        standardMovementGesture = press
    }

    package func removeStandardMovementGesture() {
        guard let press = standardMovementGesture else { return }
        removeGestureRecognizer(press)
        standardMovementGesture = nil
    }

    private func handleStandardMovement(_ press: UILongPressGestureRecognizer) {
        let location = press.location(in: self)
        switch press.state {
        case .began:
            guard let path = indexPathForItem(at: location), beginInteractiveMovementForItem(at: path) else {
                // Nothing to move: let the press go, so it does not hold the touch.
                press.isEnabled = false
                press.isEnabled = true
                return
            }
            updateInteractiveMovementTargetPosition(location)
        case .changed:
            updateInteractiveMovementTargetPosition(location)
        case .ended:
            endInteractiveMovement()
        case .cancelled, .failed:
            cancelInteractiveMovement()
        default:
            break
        }
    }
}
