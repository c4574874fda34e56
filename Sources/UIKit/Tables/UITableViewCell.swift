// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A row of a table view: a content view the app fills (or the standard labels and image of its style), an
/// accessory at the trailing edge, and the selected, highlighted and editing states the table sets.
///
/// Cells are reused: the table keeps cells that scrolled out under their ``reuseIdentifier`` and hands them back
/// from `dequeueReusableCell(withIdentifier:)` after calling ``prepareForReuse()``.
///
/// Layout follows the modern iOS look (docs/ARCHITECTURE.md, "Table view cells"): 44-point rows, layout margins of
/// 11 points top and bottom and 16 points leading and trailing, the accessory at the trailing margin and the content
/// view ending before it, and a 38-point leading inset for the delete or insert control while editing. The facets
/// live in `UITableViewCell+Styles.swift` (standard labels and sizing), `+Accessory`, `+Selection`, `+Editing` and
/// `+Configuration` (content and background configurations).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The style the cell was created with.
    package let cellStyle: CellStyle
    private let reuseIdentifierStorage: String?

    /// The view the app adds its subviews to; it is inset while editing, for the accessory and the controls.
    public private(set) lazy var contentView: UIView = makeContentView()

    /// Creates a cell of `style`, reusable under `reuseIdentifier` (nil: not reused). The frame is 320 × 44 points
    /// until the table sizes it; the background colour is `systemBackground` (white).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableViewCell.defaultRowHeight))
        configureCell()
    }

    /// Creates a cell from an archive: its style, reuse identifier, accessory and content (see
    /// `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        cellStyle = UITableViewCell.decodedCellStyle(from: coder)
        reuseIdentifierStorage = coder.containsValue(forKey: "reuseIdentifier")
            ? coder.decodeObject(forKey: "reuseIdentifier") as? String : nil
        super.init(coder: coder)
        configureCell()
        decodeCellAttributes(from: coder)
    }

    /// Creates a `.default` cell with `frame` and no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The identifier the table reuses the cell under (nil: never reused).
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before the table hands the cell out again; reset state that does not belong to the next row here.
    /// The default ends the selected, highlighted and delete-confirmation states without animation, as UIKit
    /// does; the app's content (labels' text, accessory) is left alone. Subclasses must call super.
    open func prepareForReuse() {
        if highlightedStorage { setHighlighted(false, animated: false) }
        if selectedStorage { setSelected(false, animated: false) }
        showingDeleteConfirmationStorage = false
    }

    /// Whether the cell shows as selected.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell shows as highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell: the selected background shows (fading in or out over 0.25 s when
    /// `animated`) and the content view's labels and image views take their highlighted look, unless
    /// ``selectionStyle`` is `.none`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights or unhighlights the cell (a finger went down on it); looks like selection, see
    /// ``setSelected(_:animated:)``.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// Whether the cell is in editing mode (set by the table's `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: shows or hides the delete or insert control (``editingStyle``), the reorder
    /// control (``showsReorderControl``) and the editing accessory, and insets the content view by 38 points at its
    /// leading edge, sliding over 0.3 s when `animated`. ``willTransition(to:)`` and ``didTransition(to:)`` are
    /// called around the change.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        applyEditing(editing, animated: animated)
    }

    package var selectedStorage = false
    package var highlightedStorage = false
    package var editingStorage = false

    // MARK: Storage of the facets (Swift extensions cannot hold stored properties)

    package var textLabelStorage: UILabel?
    package var detailTextLabelStorage: UILabel?
    package var imageViewStorage: UIImageView?
    package var accessoryTypeStorage: AccessoryType = .none
    package var accessoryViewStorage: UIView?
    package var editingAccessoryTypeStorage: AccessoryType = .none
    package var editingAccessoryViewStorage: UIView?
    /// The view currently standing at the trailing edge for the accessory (a standard glyph or the app's view).
    package var shownAccessoryView: UIView?
    package var standardAccessoryGlyph: TableCellAccessoryGlyph?
    package var backgroundViewStorage: UIView?
    package var selectedBackgroundViewStorage: UIView?
    package var multipleSelectionBackgroundViewStorage: UIView?
    /// The grey background shown when selected while ``selectedBackgroundView`` is nil.
    package var defaultSelectedBackground: UIView?
    package var editingStyleStorage: EditingStyle = .delete
    package var showingDeleteConfirmationStorage = false
    package var editingControl: TableCellEditingControl?
    package var reorderControl: TableCellReorderControl?
    package var separatorInsetStorage: UIEdgeInsets?
    package var contentConfigurationStorage: (any UIContentConfiguration)?
    package var contentConfigurationView: (any UIView & UIContentView)?
    package var backgroundConfigurationStorage: UIBackgroundConfiguration?
    package var backgroundConfigurationView: UIView?
    /// The storyboard segue a prototype cell triggers when the user selects it (InterfaceBuilder/IBSegues.swift).
    package var selectionSegue: IBSegueTemplate?

    /// Set by the table while it edits with `allowsMultipleSelectionDuringEditing`: selection then shows
    /// ``multipleSelectionBackgroundView`` when there is one.
    package var usesMultipleSelectionBackground = false

    /// How the cell looks while selected: `.default` (a grey background); `.none` shows nothing.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance(animated: false) }
    }

    /// How many levels the content is indented by (0 by default, negative counts as 0); each is
    /// ``indentationWidth`` points.
    open var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }

    /// The width of one indentation level, in points (10 by default).
    /// A negative or non-finite width is logged and ignored.
    open var indentationWidth: CGFloat = 10 {
        didSet {
            if !indentationWidth.isFinite || indentationWidth < 0 {
                UIKitDiagnostics.log("UITableViewCell: ignored indentationWidth \(indentationWidth)")
                indentationWidth = oldValue
            }
            setNeedsLayout()
        }
    }

    /// Whether the reorder control shows at the trailing edge while editing (false by default).
    open var showsReorderControl = false { didSet { updateEditingControls(animated: false) } }

    /// Whether the content view is inset for the delete or insert control while editing (true by default).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

    /// Whether the cell draws a focus effect; Touchstone never focuses cells, so this is only stored.
    open var focusStyle: FocusStyle = .default

    /// Whether the cell takes touches while it is dragged (false by default). Touchstone's tables do not drag
    /// rows between apps, so this is only stored.
    open var userInteractionEnabledWhileDragging = false

    /// Called when the cell's drag state changes. The default does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Whether the cell's content updates its content configuration when its state changes (true by default).
    open var automaticallyUpdatesContentConfiguration = true

    /// Whether the cell updates its background configuration when its state changes (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A closure run when the cell's configuration state changes, after ``updateConfiguration(using:)``.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The signature of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Set when the configuration state changed; the next layout pass runs ``updateConfiguration(using:)``.
    package var needsConfigurationUpdate = false

    // MARK: Standard content (UITableViewCell+Styles.swift)

    /// The main label, made on first use inside the content view: body text (17 points) in the label colour;
    /// in `.value2` cells 15-point semibold blue text right-aligned in a 67-point column. It is laid out (and shown)
    /// only while it has text, and hidden while a ``contentConfiguration`` is set.
    open var textLabel: UILabel? { standardTextLabel() }

    /// The secondary label, made on first use; nil in `.default` cells. `.value1`: 17 points in the secondary
    /// label colour, right-aligned at the trailing margin; `.value2`: 15 points after the text column;
    /// `.subtitle`: 12 points directly below the text label.
    open var detailTextLabel: UILabel? { standardDetailTextLabel() }

    /// The image view, made on first use; once it has an image it stands at the leading margin at the image's
    /// size, centred vertically, and the labels start 16 points after it.
    open var imageView: UIImageView? { standardImageView() }

    // MARK: Accessory (UITableViewCell+Accessory.swift)

    /// The standard accessory drawn at the trailing margin while not editing: a grey chevron
    /// (`.disclosureIndicator`), a checkmark in the tint colour, an info button in the tint colour
    /// (`.detailButton`), or both (`.detailDisclosureButton`). `.none` by default; ignored while
    /// ``accessoryView`` is set.
    open var accessoryType: AccessoryType {
        get { accessoryTypeStorage }
        set { accessoryTypeStorage = newValue; updateAccessory() }
    }

    /// A view shown at the trailing margin instead of the standard accessory (nil by default); it keeps its own
    /// size and is centred vertically.
    open var accessoryView: UIView? {
        get { accessoryViewStorage }
        set {
            let old = accessoryViewStorage
            accessoryViewStorage = newValue
            accessoryViewReplaced(old, by: newValue)
        }
    }

    /// The standard accessory shown while editing (`.none` by default); see ``accessoryType``.
    open var editingAccessoryType: AccessoryType {
        get { editingAccessoryTypeStorage }
        set { editingAccessoryTypeStorage = newValue; updateAccessory() }
    }

    /// A view shown at the trailing margin while editing instead of ``editingAccessoryType``'s (nil by default).
    open var editingAccessoryView: UIView? {
        get { editingAccessoryViewStorage }
        set {
            let old = editingAccessoryViewStorage
            editingAccessoryViewStorage = newValue
            accessoryViewReplaced(old, by: newValue)
        }
    }

    // MARK: Backgrounds (UITableViewCell+Selection.swift)

    /// A view behind everything else in the cell, sized to the cell (nil by default).
    open var backgroundView: UIView? {
        get { backgroundViewStorage }
        set {
            let old = backgroundViewStorage
            backgroundViewStorage = newValue
            backgroundReplaced(old, by: newValue)
        }
    }

    /// The view shown behind the content while the cell is selected or highlighted. Nil by default, in which case
    /// a light grey (`systemGray4`) background shows, unless ``selectionStyle`` is `.none`.
    open var selectedBackgroundView: UIView? {
        get { selectedBackgroundViewStorage }
        set {
            let old = selectedBackgroundViewStorage
            selectedBackgroundViewStorage = newValue
            backgroundReplaced(old, by: newValue)
        }
    }

    /// The view shown instead of ``selectedBackgroundView`` while the table allows multiple selection during
    /// editing (nil by default).
    open var multipleSelectionBackgroundView: UIView? {
        get { multipleSelectionBackgroundViewStorage }
        set {
            let old = multipleSelectionBackgroundViewStorage
            multipleSelectionBackgroundViewStorage = newValue
            backgroundReplaced(old, by: newValue)
        }
    }

    // MARK: Editing (UITableViewCell+Editing.swift)

    /// The control the cell shows at its leading edge while editing: set by the table from its delegate's
    /// `tableView(_:editingStyleForRowAt:)` (`.delete` by default).
    open var editingStyle: EditingStyle { editingStyleStorage }

    /// Whether the cell shows its Delete confirmation button (set by the table).
    open var showingDeleteConfirmation: Bool { showingDeleteConfirmationStorage }

    /// Called before the cell shows or hides its editing control or delete confirmation, with the new state. The
    /// default does nothing; subclasses call super.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell showed or hid its editing control or delete confirmation (after the animation when
    /// animated), with the new state. The default does nothing; subclasses call super.
    open func didTransition(to state: StateMask) {}

    /// The insets of the separator below the cell, in points: by default none at the trailing edge and, at the
    /// leading edge, the text's start (the leading margin plus the indentation, and the image with its padding).
    /// Only the left and right insets are used.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? automaticSeparatorInset }
        set {
            let values = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard values.allSatisfy(\.isFinite) else {
                UIKitDiagnostics.log("UITableViewCell: ignored separatorInset \(newValue)")
                return
            }
            separatorInsetStorage = newValue
        }
    }

    // MARK: Configurations (UITableViewCell+Configuration.swift)

    /// The configuration of the cell's content (nil by default). Setting one hides the standard labels and shows
    /// the configuration's content view (made by `makeContentView()`, or the current one updated when it
    /// supports the new configuration) filling the content view. With
    /// ``automaticallyUpdatesContentConfiguration``, it is replaced by `updated(for:)` of each new state.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set { applyContentConfiguration(newValue) }
    }

    /// The configuration of the cell's background (nil by default). Setting one replaces the default selected
    /// background: the configuration's colour, corner radius and stroke draw behind the content.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { applyBackgroundConfiguration(newValue) }
    }

    /// A list content configuration with the system's styling for this cell: `valueCell()` for `.value1` cells,
    /// `subtitleCell()` for `.subtitle` cells, `cell()` otherwise; empty of text and image.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1: return .valueCell()
        case .subtitle: return .subtitleCell()
        case .default, .value2: return .cell()
        }
    }

    /// A background configuration with the system's styling for this cell: `listPlainCell()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// The cell's current state: selected, highlighted, editing, swiped, with the cell's traits.
    open var configurationState: UICellConfigurationState { currentConfigurationState() }

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

    // MARK: Sizing (UITableViewCell+Styles.swift)

    /// The cell's size for `size.width`: that width and the height its content needs (see
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: fittingHeight(width: width))
    }

    /// The cell's self-sizing height at `targetSize.width` (the width is kept): standard cells measure their labels
    /// (a multi-line subtitle grows the row; never below 44 points); cells with a content configuration ask its view;
    /// cells whose content view holds the app's views solve the content view's constraints at its width.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize
    {
        let width = targetSize.width.isFinite && targetSize.width > 0 ? targetSize.width : bounds.width
        return CGSize(width: width, height: fittingHeight(width: width))
    }

    /// The fitting size at `targetSize.width`; see
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The height of a standard row, in points.
    package static let defaultRowHeight: CGFloat = 44

    private func configureCell() {
        // Cells are opaque white (apps set `backgroundColor = .clear` to show the table's background through).
        backgroundColor = .systemBackground
        layoutMarginsStorage = UITableViewCell.defaultLayoutMargins
        _ = contentView
        contentView.layoutMargins = UITableViewCell.defaultLayoutMargins
    }

    private func makeContentView() -> UIView {
        let view = UIView(frame: bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insetsLayoutMarginsFromSafeArea = false
        addSubview(view)
        return view
    }

    /// Lays out the background views, the content view, the accessory and the editing controls, then the standard
    /// labels (see docs/ARCHITECTURE.md, "Table view cells", for the metrics).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
    }

    /// Redraws the standard accessory glyphs and editing controls in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        standardAccessoryGlyph?.setNeedsDisplay()
    }
}
