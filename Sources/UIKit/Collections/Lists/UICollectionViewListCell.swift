// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A cell of a list (iOS 14): a content configuration styled for lists, accessories at its edges, indentation
/// and a separator at its bottom, in the style of the list section that placed it
/// (`UICollectionLayoutListConfiguration`).
///
/// Accessories are the table cells' glyphs and controls: trailing ones stand from the trailing margin (16
/// points) inward, 10 points apart; leading ones from the leading edge (the delete and insert controls take 38
/// points, as a table cell's editing inset); the content view fills what is between. The separator is a hairline
/// at the bottom, from the content's text leading edge to the trailing edge, hidden below a section's last row. In
/// `.insetGrouped` lists the background's corners are rounded (10 points) at the top of the section's first cell
/// and the bottom of its last. Used as a section header (a supplementary view), the cell takes the header styles.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown (empty by default), each in its displayed state; trailing ones in array order from
    /// the content toward the edge.
    open var accessories: [UICellAccessory] = [] { didSet { accessoriesChanged() } }
    /// Accessories shown at the leading edge while the collection view edits.
    open var leadingEditingAccessories: [UICellAccessory] = [] { didSet { accessoriesChanged() } }
    /// Accessories shown at the trailing edge while the collection view edits.
    open var trailingEditingAccessories: [UICellAccessory] = [] { didSet { accessoriesChanged() } }

    /// How many levels the content is indented by (0 by default; negative counts as 0); outline items get their
    /// level from the section snapshot.
    open var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level, in points (10 by default). Negative or non-finite widths are logged
    /// and ignored.
    open var indentationWidth: CGFloat = 10 {
        didSet {
            if !indentationWidth.isFinite || indentationWidth < 0 {
                UIKitDiagnostics.log("UICollectionViewListCell: ignored indentationWidth \(indentationWidth)")
                indentationWidth = oldValue
            }
            setNeedsLayout()
        }
    }
    /// Whether leading accessories move with the indentation (true by default).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// A layout guide standing for the separator, added to the cell (not constrained to its frame on Touchstone:
    /// read `separatorFrame` in tests).
    public let separatorLayoutGuide = UILayoutGuide()

    /// A list content configuration styled for where the cell is: `cell()` for rows (`sidebarCell()` in
    /// sidebars), `plainHeader()` / `groupedHeader()` / `sidebarHeader()` (and the footer styles) when the cell is a
    /// list's supplementary header or footer or its section's first item in `.firstItemInSection` header mode.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let appearance = listPlacement?.appearance ?? .plain
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        if listPlacement?.isHeaderItem == true {
            return sidebar ? .sidebarHeader() : appearance.isGrouped ? .groupedHeader() : .plainHeader()
        }
        guard let attributes = layoutAttributesStorage, attributes.category == .supplementaryView else {
            return sidebar ? .sidebarCell() : .cell()
        }
        let grouped = appearance.isGrouped
        if attributes.kind == UICollectionView.elementKindSectionFooter {
            return grouped ? .groupedFooter() : .plainFooter()
        }
        return grouped ? .groupedHeader() : .plainHeader()
    }

    /// The background for the list's appearance: `listPlainCell()`, `listGroupedCell()` in grouped lists,
    /// `listSidebarCell()` in sidebars, the header and footer backgrounds for supplementary views.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let appearance = listPlacement?.appearance ?? .plain
        if layoutAttributesStorage?.category == .supplementaryView || listPlacement?.isHeaderItem == true {
            return appearance.isGrouped || appearance == .sidebar ? .listGroupedHeaderFooter() : .listPlainHeaderFooter()
        }
        switch appearance {
        case .plain: return .listPlainCell()
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        }
    }

    /// The background configuration; until the app sets one, the list's default
    /// (``defaultBackgroundConfiguration()``) once the layout has placed the cell.
    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        get { super.backgroundConfiguration }
        set {
            usesAutomaticBackground = false
            super.backgroundConfiguration = newValue
        }
    }

    package var usesAutomaticBackground = true
    package var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    package let separatorView = UIView()
    package var contentFrameStorage: CGRect = .zero

    /// Creates a list cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    /// Creates a list cell with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    /// Takes the list's placement (appearance, first or last in section, separator) from the layout.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if usesAutomaticBackground, layoutAttributes.listPlacement != nil,
           backgroundConfigurationStorage?.kind != defaultBackgroundConfiguration().kind {
            storeBackgroundConfiguration(defaultBackgroundConfiguration())
            setNeedsUpdateConfiguration()
        }
        setNeedsLayout()
    }

    /// Lays out the accessories, the content view between them and the separator, after the configuration
    /// update; call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutListParts()
    }

    package override func contentFrame(in bounds: CGRect) -> CGRect { listFrames(in: bounds).content }

    private func setUpListCell() {
        addLayoutGuide(separatorLayoutGuide)
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }
}
