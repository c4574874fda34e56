// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A row of a table view: a content view the app fills (or the standard labels and image of its style), an
/// accessory at the trailing edge, and the selected, highlighted and editing states the table sets.
///
/// Cells are reused: the table keeps cells that scrolled out under their ``reuseIdentifier`` and hands them back
/// from `dequeueReusableCell(withIdentifier:)` after calling ``prepareForReuse()``.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned text label and an optional image.
        case `default`
        /// A text label on the left and a detail label right-aligned in grey (Settings).
        case value1
        /// A blue right-aligned text label and a left-aligned detail label (Contacts).
        case value2
        /// A text label with a smaller grey detail label below it.
        case subtitle
    }

    /// How the cell looks while selected.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The standard accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The control a row shows at its leading edge while the table is editing.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The style the cell was created with.
    package let cellStyle: CellStyle
    private let reuseIdentifierStorage: String?

    /// The view the app adds its subviews to; it is inset while editing, for the accessory and the controls.
    public private(set) lazy var contentView: UIView = makeContentView()

    /// Creates a cell of `style`, reusable under `reuseIdentifier` (nil: not reused).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        _ = contentView
    }

    /// Creates a `.default` cell with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifierStorage = nil
        super.init(coder: coder)
        _ = contentView
    }

    /// Creates a `.default` cell with `frame` and no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The identifier the table reuses the cell under (nil: never reused).
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before the table hands the cell out again; reset state that does not belong to the next row here.
    /// The default resets nothing the app set; call super.
    open func prepareForReuse() {}

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

    /// Selects or deselects the cell, fading the selection when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) { selectedStorage = selected }

    /// Highlights or unhighlights the cell, fading when `animated`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { highlightedStorage = highlighted }

    /// Whether the cell is in editing mode (set by the table's `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { editingStorage = editing }

    package var selectedStorage = false
    package var highlightedStorage = false
    package var editingStorage = false

    private func makeContentView() -> UIView {
        let view = UIView(frame: bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}
