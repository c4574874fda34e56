// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A cell of a collection view: a content view the app fills, an optional background view behind it and an
/// optional selected background view shown while the cell is selected or highlighted.
///
/// The collection view sets ``isSelected`` and ``isHighlighted``; apps read them (or override them to restyle)
/// rather than set them, and select through the collection view (`selectItem(at:animated:scrollPosition:)`).
///
/// Since iOS 14 a cell can instead show a ``contentConfiguration`` and a ``backgroundConfiguration``, updated for
/// each ``configurationState`` (selected, highlighted, editing, expanded) before layout; the code that shows them
/// is shared with `UITableViewCell` (`CellConfigurationHosting`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the app adds the cell's content to; it fills the cell, above the background views.
    public private(set) lazy var contentView: UIView = makeContentView()

    /// A view shown behind the content (nil by default); it fills the cell. Setting one clears
    /// ``backgroundConfiguration``.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if backgroundView != nil, backgroundConfigurationStorage != nil { storeBackgroundConfiguration(nil) }
            arrangeBackgroundViews()
        }
    }

    /// A view shown behind the content, above ``backgroundView``, while the cell is selected or highlighted (nil
    /// by default); it fills the cell. Setting one clears ``backgroundConfiguration``.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil, backgroundConfigurationStorage != nil { storeBackgroundConfiguration(nil) }
            arrangeBackgroundViews()
        }
    }

    /// Whether the cell is selected. The collection view sets it; setting it shows or hides the
    /// ``selectedBackgroundView`` and asks for a configuration update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateChanged() } }
    }

    /// Whether the cell is highlighted (a finger is down on it). The collection view sets it while tracking a
    /// touch; it shows the ``selectedBackgroundView`` like selection does and asks for a configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateChanged() } }
    }

    // MARK: Configurations

    /// The configuration of the cell's content (nil by default). Setting one puts the configuration's view
    /// (`makeContentView()`, or the current view updated when it supports the new configuration) in the content
    /// view, filling it. With ``automaticallyUpdatesContentConfiguration`` it is replaced by `updated(for:)` of
    /// each new ``configurationState``.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set { storeContentConfiguration(newValue) }
    }

    /// The configuration of the cell's background (nil by default). Setting one clears ``backgroundView`` and
    /// ``selectedBackgroundView``: the configuration's colour, corner radius and stroke draw behind the content,
    /// and its `updated(for:)` gives the selected colour.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set {
            if newValue != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            storeBackgroundConfiguration(newValue)
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the content configuration is replaced by its `updated(for:)` when the state changes (true by
    /// default).
    open var automaticallyUpdatesContentConfiguration = true

    /// Whether the background configuration is replaced by its `updated(for:)` when the state changes (true by
    /// default).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A closure run with the cell and its new state whenever the configuration state changes, from
    /// ``updateConfiguration(using:)``; setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The signature of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The cell's current state: selected, highlighted, the collection view's editing mode and (in outlines)
    /// whether the item is expanded, with the cell's traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = owningCollectionView?.isEditing ?? false
        state.isExpanded = expandedStorage
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` (and the automatic configuration updates) before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`: called before layout after the state changed or
    /// ``setNeedsUpdateConfiguration()``. The default runs ``configurationUpdateHandler``; subclasses override it
    /// to set configurations for the state, and call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// A background configuration with the system's styling for the cell: `clear()` for a plain cell (list cells
    /// answer with their list's style).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    package var contentConfigurationStorage: (any UIContentConfiguration)?
    package var contentConfigurationView: (any UIView & UIContentView)?
    package var backgroundConfigurationStorage: UIBackgroundConfiguration?
    package var backgroundConfigurationView: UIView?
    package var needsConfigurationUpdate = false
    /// Whether the item is expanded in its section snapshot (set by the diffable data source for outlines).
    package var expandedStorage = false {
        didSet { if expandedStorage != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Lifecycle

    /// Creates a cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = contentView
    }

    /// Creates a cell from an archive: its view attributes, reuse identifier and content (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = contentView
        decodeCollectionCellAttributes(from: coder)
    }

    /// Called before the cell is handed out again; the default does nothing more than super (the collection view
    /// sets the new item's selection and highlight after the data source returns the cell). Call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// Updates the configurations when the state changed, then sizes the content and background views to the
    /// cell and the content configuration's view to the content view; call super.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let rect = bounds
        contentView.frame = contentFrame(in: rect)
        backgroundView?.frame = rect
        selectedBackgroundView?.frame = rect
        backgroundConfigurationView?.frame = rect
        contentConfigurationView?.frame = contentView.bounds
    }

    /// Where the content view goes in a cell of `bounds`: all of it (list cells leave room for accessories).
    package func contentFrame(in bounds: CGRect) -> CGRect { bounds }

    /// For self-sizing: a copy of `layoutAttributes` with the size the cell needs. The cell is laid out at the
    /// proposed size first, then measured: a content configuration's view gives the height its content needs at
    /// the content view's width (list cells keep at least the 44-point row height); a content view with
    /// constraints gives its Auto Layout fitting size (in a compositional layout at the proposed width,
    /// otherwise compressed both ways from the proposed size); otherwise a `sizeThatFits(_:)` override's answer
    /// for the proposed size counts, and without one the proposed size is kept.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let proposed = layoutAttributes.size
        guard proposed.width.isFinite, proposed.height.isFinite, proposed.width > 0 else { return layoutAttributes }
        layoutIfNeeded()
        let fixedWidth = owningCollectionView?.collectionViewLayout is UICollectionViewCompositionalLayout
        var fitted: CGSize?
        if let content = contentConfigurationView {
            let frame = contentFrame(in: CGRect(origin: .zero, size: proposed))
            let needed = content.systemLayoutSizeFitting(
                CGSize(width: frame.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            var height = needed.height + (proposed.height - frame.height)
            if self is UICollectionViewListCell { height = max(height, NSCollectionLayoutSection.listRowHeight) }
            fitted = CGSize(width: proposed.width, height: height)
        } else if !contentView.constraints.isEmpty {
            fitted = fixedWidth
                ? contentView.systemLayoutSizeFitting(
                    CGSize(width: proposed.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                : contentView.systemLayoutSizeFitting(proposed)
        } else {
            let answer = sizeThatFits(proposed)
            if answer != bounds.size { fitted = answer }
        }
        guard var size = fitted, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            return layoutAttributes
        }
        if fixedWidth { size.width = proposed.width }
        let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        copy.size = size
        return copy
    }

    private func makeContentView() -> UIView {
        let view = UIView(frame: bounds)
        addSubview(view)
        return view
    }

    private func stateChanged() {
        arrangeBackgroundViews()
        setNeedsUpdateConfiguration()
    }

    /// Background at the back, then the background configuration's view, then the selected background (while
    /// selected or highlighted), then the content.
    private func arrangeBackgroundViews() {
        var index = 0
        for case let view? in [backgroundView, backgroundConfigurationView] {
            view.frame = bounds
            insertSubview(view, at: index)
            index += 1
        }
        if let selected = selectedBackgroundView {
            if isSelected || isHighlighted {
                selected.frame = bounds
                insertSubview(selected, at: index)
            } else {
                selected.removeFromSuperview()
            }
        }
    }
}

extension UICollectionViewCell: CellConfigurationHosting {
    package func insertConfigurationBackground(_ view: UIView) { arrangeBackgroundViews() }
}
