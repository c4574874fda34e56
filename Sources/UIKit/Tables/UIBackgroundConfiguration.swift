// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The background of a list cell, header or footer (iOS 14): a colour, a corner radius, a stroke and an optional
/// custom view, with the system's colours for each state. Assign it to a cell's `backgroundConfiguration`.
///
/// A nil ``backgroundColor`` means the system's colour for the style and state: for list cells, the plain or
/// grouped background, and light grey (`systemGray4`) once ``updated(for:)`` saw a selected or highlighted state.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    package enum Kind: Hashable { case plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter, clear }

    package var kind: Kind
    /// The system colour for the state the configuration was last updated for (nil: the style's base colour).
    package var stateColor: UIColor?

    /// A view shown behind the colour's content, sized to the background (nil by default).
    public var customView: UIView?
    /// The corner radius of the background and the custom view, in points (0 by default).
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the cell's edges, in points.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The fill colour; nil (the default) means the system's colour for the style and state.
    public var backgroundColor: UIColor?
    /// The outline's colour (nil: none unless ``strokeWidth`` is set, then the tint colour).
    public var strokeColor: UIColor?
    /// The outline's width, in points (0 by default: none).
    public var strokeWidth: CGFloat = 0
    /// How far the outline extends outside the background, in points (0 by default).
    public var strokeOutset: CGFloat = 0

    private init(kind: Kind) { self.kind = kind }

    /// A plain list cell's background: the system background, light grey when selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .plainCell) }
    /// A grouped list cell's background: the secondary grouped background, light grey when selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .groupedCell) }
    /// A sidebar cell's background: clear, the tint colour when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .sidebarCell) }
    /// A plain list's header or footer background: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .plainHeaderFooter)
    }
    /// A grouped list's header or footer background: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .groupedHeaderFooter)
    }
    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .clear) }

    /// This configuration for `state`: a selected or highlighted cell state gives list cells their selection
    /// colour; ``backgroundColor``, when set, still wins.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var configuration = self
        var selected = false
        if let cell = state as? UICellConfigurationState {
            selected = cell.isSelected || cell.isHighlighted
        } else if let view = state as? UIViewConfigurationState {
            selected = view.isSelected || view.isHighlighted
        }
        switch kind {
        case .plainCell, .groupedCell: configuration.stateColor = selected ? .systemGray4 : nil
        case .sidebarCell: configuration.stateColor = selected ? UIView.defaultTintColor : nil
        case .plainHeaderFooter, .groupedHeaderFooter, .clear: configuration.stateColor = nil
        }
        return configuration
    }

    /// The colour the background is filled with, given the view's `tintColor`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        if let backgroundColor { return backgroundColor }
        if let stateColor { return kind == .sidebarCell ? tintColor : stateColor }
        switch kind {
        case .plainCell, .plainHeaderFooter: return .systemBackground
        case .groupedCell: return .secondarySystemGroupedBackground
        case .sidebarCell, .groupedHeaderFooter, .clear: return .clear
        }
    }

    /// The colour the outline is drawn in, given the view's `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }
}

/// The view a cell shows for its background configuration.
package final class BackgroundConfigurationView: UIView {
    private weak var customView: UIView?
    private let fill = UIView()

    package convenience init() {
        self.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isUserInteractionEnabled = false
        addSubview(fill)
    }

    /// Shows `configuration`, resolving system colours against `tint`.
    package func apply(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        cornerRadius = configuration.cornerRadius
        applyCorners()
        fill.layer.borderWidth = configuration.strokeWidth
        fill.layer.borderColor = configuration.strokeWidth > 0
            ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            if let view = configuration.customView { insertSubview(view, at: 0) }
            customView = configuration.customView
        }
        insets = configuration.backgroundInsets
        outset = configuration.strokeWidth > 0 ? configuration.strokeOutset : 0
        setNeedsLayout()
    }

    private var insets: NSDirectionalEdgeInsets = .zero
    private var outset: CGFloat = 0
    private var cornerRadius: CGFloat = 0

    /// The corners a list section rounds (inset grouped lists round their first and last cells), used while the
    /// configuration's own corner radius is 0; nil rounds none. Only the top pair, the bottom pair or all four are
    /// drawn: the fill is rounded all round and runs a radius past the edge that stays square, clipped there.
    package var sectionCorners: (radius: CGFloat, mask: CACornerMask)? {
        didSet {
            applyCorners()
            setNeedsLayout()
        }
    }

    private func applyCorners() {
        let radius = cornerRadius == 0 ? sectionCorners?.radius ?? 0 : cornerRadius
        fill.layer.cornerRadius = radius
        clipsToBounds = cornerRadius == 0 && sectionCorners != nil
    }

    /// How far the fill runs past the top and bottom edges so that only the section's corners show rounded.
    private var squareEdgeOverhang: (top: CGFloat, bottom: CGFloat) {
        guard cornerRadius == 0, let sectionCorners else { return (0, 0) }
        let top = sectionCorners.mask.contains(.layerMinXMinYCorner)
        let bottom = sectionCorners.mask.contains(.layerMinXMaxYCorner)
        return (top ? 0 : sectionCorners.radius, bottom ? 0 : sectionCorners.radius)
    }

    package var fillColorForTesting: UIColor? { fill.backgroundColor }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = isRightToLeft
        let left = rtl ? insets.trailing : insets.leading, right = rtl ? insets.leading : insets.trailing
        let rect = CGRect(x: left, y: insets.top, width: max(0, bounds.width - left - right),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        let overhang = squareEdgeOverhang
        fill.frame = CGRect(x: rect.minX, y: rect.minY - overhang.top, width: rect.width,
                            height: rect.height + overhang.top + overhang.bottom).insetBy(dx: -outset, dy: -outset)
        customView?.frame = rect
    }
}
