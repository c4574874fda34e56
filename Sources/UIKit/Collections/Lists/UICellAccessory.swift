// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An accessory of a list cell (iOS 14): a disclosure indicator, checkmark, editing control, outline disclosure,
/// label, detail button or the app's view, shown at the cell's leading or trailing edge. Assign them to
/// `UICollectionViewListCell.accessories` (or the editing lists) through the static factories.
public struct UICellAccessory: @unchecked Sendable {
    /// When an accessory shows, relative to the collection view's editing mode.
    public enum DisplayedState: Int, Sendable {
        /// In and out of editing.
        case always
        /// Only while editing.
        case whenEditing
        /// Only while not editing.
        case whenNotEditing
    }

    /// How much width an accessory reserves.
    public enum LayoutDimension: Equatable, Sendable {
        /// Its own width.
        case actual
        /// The system's standard width.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    /// The style of an outline disclosure.
    public enum OutlineDisclosureStyle: Int, Sendable {
        /// `.header` for items with children at the top level, otherwise `.cell` (Touchstone: trailing).
        case automatic
        /// A header's chevron, at the trailing edge.
        case header
        /// A cell's chevron, at the leading edge.
        case cell
    }

    /// Where a custom view goes.
    public enum Placement: Sendable {
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always)
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always)
    }

    /// Options shared by the standard accessories: hidden, reserved width and tint.
    public struct DisclosureIndicatorOptions: @unchecked Sendable {
        /// Hidden (but laying out) when true.
        public var isHidden: Bool?
        /// The width reserved.
        public var reservedLayoutWidth: LayoutDimension?
        /// The glyph's colour (nil: the system's).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    /// Options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a detail button.
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// Options of a reorder control.
    public typealias ReorderOptions = DisclosureIndicatorOptions
    /// Options of a delete control.
    public typealias DeleteOptions = DisclosureIndicatorOptions
    /// Options of an insert control.
    public typealias InsertOptions = DisclosureIndicatorOptions
    /// Options of a multiselect circle.
    public typealias MultiselectOptions = DisclosureIndicatorOptions

    /// Options of an outline disclosure: its style, plus the shared options.
    public struct OutlineDisclosureOptions: @unchecked Sendable {
        /// The chevron's style.
        public var style: OutlineDisclosureStyle
        /// Hidden (but laying out) when true.
        public var isHidden: Bool?
        /// The width reserved.
        public var reservedLayoutWidth: LayoutDimension?
        /// The chevron's colour.
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a label accessory: its font, plus the shared options.
    public struct LabelOptions: @unchecked Sendable {
        /// Hidden (but laying out) when true.
        public var isHidden: Bool?
        /// The width reserved.
        public var reservedLayoutWidth: LayoutDimension?
        /// The text colour (nil: secondary label).
        public var tintColor: UIColor?
        /// The font (body by default).
        public var font: UIFont
        /// Whether the font follows Dynamic Type (stored only).
        public var adjustsFontForContentSizeCategory: Bool
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont = .preferredFont(forTextStyle: .body), adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// The app's view as an accessory.
    public struct CustomViewConfiguration: @unchecked Sendable {
        /// The view shown, at its own size (or its intrinsic size when its frame is empty).
        public var customView: UIView
        /// The edge it goes to.
        public var placement: Placement
        /// Hidden (but laying out) when true.
        public var isHidden: Bool?
        /// The width reserved.
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour (nil: inherited).
        public var tintColor: UIColor?
        /// Whether the view keeps its size (stored; views always keep their size on Touchstone).
        public var maintainsFixedSize: Bool
        /// A configuration with the given values.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension = .actual, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What the accessory is.
    package enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, detail
        case outlineDisclosure(OutlineDisclosureStyle)
        case label(String, UIFont)
        case custom(UIView)
    }

    package let kind: Kind
    /// When the accessory shows.
    package let displayed: DisplayedState
    package let isHidden: Bool
    package let tintColor: UIColor?
    package let actionHandler: (() -> Void)?
    /// Whether it goes at the leading edge.
    package let isLeading: Bool

    private init(_ kind: Kind, _ displayed: DisplayedState, leading: Bool, hidden: Bool?, tint: UIColor?,
                 action: (() -> Void)? = nil) {
        self.kind = kind
        self.displayed = displayed
        isLeading = leading
        isHidden = hidden ?? false
        tintColor = tint
        actionHandler = action
    }

    /// A grey chevron at the trailing edge.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, leading: false, hidden: options.isHidden, tint: options.tintColor)
    }

    /// A checkmark in the tint colour at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, leading: false, hidden: options.isHidden, tint: options.tintColor)
    }

    /// A red delete control at the leading edge, shown while editing by default; `actionHandler` runs on a tap.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed, leading: true, hidden: options.isHidden, tint: options.tintColor,
                        action: actionHandler)
    }

    /// A green insert control at the leading edge, shown while editing by default; `actionHandler` runs on a tap.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed, leading: true, hidden: options.isHidden, tint: options.tintColor,
                        action: actionHandler)
    }

    /// A reorder grip at the trailing edge, shown while editing by default. Dragging it moves the row (an
    /// interactive movement) when the data source allows the move (`collectionView(_:canMoveItemAt:)`; a diffable
    /// data source's `reorderingHandlers.canReorderItem`).
    public static func reorder(displayed: DisplayedState = .whenEditing,
                               options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, leading: false, hidden: options.isHidden, tint: options.tintColor)
    }

    /// A selection circle at the leading edge, shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed, leading: true, hidden: options.isHidden, tint: options.tintColor)
    }

    /// A chevron that expands and collapses the item's children: a tap runs `actionHandler`, or (nil, the
    /// default) toggles the item in its section snapshot through the collection view's diffable data source.
    /// It points to the trailing edge while collapsed and down while expanded.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options.style), displayed, leading: options.style == .cell,
                        hidden: options.isHidden, tint: options.tintColor, action: actionHandler)
    }

    /// `text` in the secondary label colour at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed, leading: false, hidden: options.isHidden,
                        tint: options.tintColor)
    }

    /// An info button in the tint colour at the trailing edge; `actionHandler` runs on a tap.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed, leading: false, hidden: options.isHidden, tint: options.tintColor,
                        action: actionHandler)
    }

    /// The app's view, at the edge `configuration.placement` names.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let leading: Bool, displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state): leading = true; displayed = state
        case .trailing(let state): leading = false; displayed = state
        }
        return UICellAccessory(.custom(configuration.customView), displayed, leading: leading,
                               hidden: configuration.isHidden, tint: configuration.tintColor)
    }

    /// Whether the accessory shows in the given editing mode.
    package func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The accessory's view: the table cells' glyphs and editing controls, a label, or the app's view.
    @MainActor package func makeView() -> UIView {
        let view: UIView
        switch kind {
        case .disclosureIndicator, .outlineDisclosure: view = TableCellAccessoryGlyph(type: .disclosureIndicator)
        case .checkmark: view = TableCellAccessoryGlyph(type: .checkmark)
        case .detail: view = TableCellAccessoryGlyph(type: .detailButton)
        case .delete, .insert:
            let control = TableCellEditingControl(style: kind.isDelete ? .delete : .insert)
            control.setShown(true, animated: false)
            control.frame.size = CGSize(width: UICollectionViewListCell.editingControlWidth, height: 44)
            view = control
        case .multiselect: view = MultiselectCircle(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        case .reorder:
            let control = TableCellReorderControl()
            control.setShown(true, animated: false)
            control.frame.size = CGSize(width: TableCellReorderControl.gripSize.width + 16, height: 44)
            view = control
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = tintColor ?? .secondaryLabel
            label.sizeToFit()
            view = label
        case .custom(let custom):
            if custom.bounds.size == .zero { custom.frame.size = custom.intrinsicContentSize }
            view = custom
        }
        if let tintColor { view.tintColor = tintColor }
        view.isHidden = isHidden
        return view
    }
}

extension UICellAccessory.Kind {
    var isDelete: Bool { if case .delete = self { true } else { false } }
    /// Whether the view's frame takes in the cell's margin (the editing controls sit at the edge).
    var hugsEdge: Bool {
        switch self {
        case .delete, .insert, .reorder: true
        default: false
        }
    }
    var isOutline: Bool { if case .outlineDisclosure = self { true } else { false } }
}

/// The multiselect circle: a grey ring, or a filled tint circle with a white check while the cell is selected.
package final class MultiselectCircle: UIView {
    package var isChecked = false { didSet { setNeedsDisplay() } }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    package override func draw(_ rect: CGRect) {
        let circle = bounds.insetBy(dx: 1, dy: 1)
        if isChecked {
            (tintColor ?? .systemBlue).setFill()
            UIBezierPath(ovalIn: circle).fill()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: circle.minX + 5.5, y: circle.midY))
            check.addLine(to: CGPoint(x: circle.midX - 1.5, y: circle.maxY - 6))
            check.addLine(to: CGPoint(x: circle.maxX - 5, y: circle.minY + 6))
            check.lineWidth = 2
            UIColor.white.setStroke()
            check.stroke()
        } else {
            let ring = UIBezierPath(ovalIn: circle)
            ring.lineWidth = 1.5
            UIColor.systemGray3.setStroke()
            ring.stroke()
        }
    }
}
