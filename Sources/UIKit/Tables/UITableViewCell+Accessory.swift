// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The accessory at the trailing edge: the app's view or a standard glyph, swapped for the editing one while editing.
extension UITableViewCell {
    /// The accessory view for the current editing state: the app's view, else a glyph for the standard type.
    package func updateAccessory() {
        let customView = editingStorage ? editingAccessoryViewStorage : accessoryViewStorage
        let type = editingStorage ? editingAccessoryTypeStorage : accessoryTypeStorage
        var wanted: UIView? = customView
        if customView == nil && type != .none {
            if standardAccessoryGlyph?.type != type {
                standardAccessoryGlyph = TableCellAccessoryGlyph(type: type)
            }
            wanted = standardAccessoryGlyph
        }
        if shownAccessoryView !== wanted {
            if let old = shownAccessoryView, old.superview === self { old.removeFromSuperview() }
            shownAccessoryView = wanted
            if let wanted { addSubview(wanted) }
        }
        setNeedsLayout()
    }

    /// Takes `old` (an accessory view property's previous value) out of the cell and shows the accessory now due.
    package func accessoryViewReplaced(_ old: UIView?, by newValue: UIView?) {
        guard old !== newValue else { return }
        if let old, old === shownAccessoryView {
            old.removeFromSuperview()
            shownAccessoryView = nil
        }
        updateAccessory()
    }

    /// The frame, in the cell's coordinates, of the accessory view shown now (nil when there is none).
    package var accessoryFrame: CGRect? {
        layoutIfNeeded()
        return shownAccessoryView?.frame
    }

    /// The frame, in the cell's coordinates, of the standard info button (`.detailButton` or
    /// `.detailDisclosureButton`), where a tap means `tableView(_:accessoryButtonTappedForRowWith:)`; nil when the
    /// cell shows no such button. The table hit-tests taps against it.
    package var accessoryButtonFrame: CGRect? {
        layoutIfNeeded()
        guard let glyph = standardAccessoryGlyph, glyph === shownAccessoryView,
              let button = glyph.infoButtonFrame else { return nil }
        return glyph.convert(button, to: self)
    }

    /// The separator's automatic inset: the text's leading edge.
    package var automaticSeparatorInset: UIEdgeInsets {
        var leading = contentLeadingMargin
        if contentConfigurationView == nil, let image = imageViewStorage?.image {
            leading += image.size.width + Self.imageToTextPadding
        }
        return isRightToLeft ? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: leading)
            : UIEdgeInsets(top: 0, left: leading, bottom: 0, right: 0)
    }
}

/// The standard accessories, drawn as iOS draws them: a grey chevron, a checkmark and an info button in the tint
/// colour. Glyphs take no touches: the table hit-tests the info button through
/// `UITableViewCell.accessoryButtonFrame`.
package final class TableCellAccessoryGlyph: UIView {
    package let type: UITableViewCell.AccessoryType
    /// The chevron's size and the info button's diameter, in points.
    package static let chevronSize = CGSize(width: 8, height: 13)
    package static let checkmarkSize = CGSize(width: 14, height: 13)
    package static let infoDiameter: CGFloat = 22
    /// The gap between the info button and the chevron of a detail disclosure button.
    package static let detailDisclosureGap: CGFloat = 12

    package init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    package static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return chevronSize
        case .checkmark: return checkmarkSize
        case .detailButton: return CGSize(width: infoDiameter, height: infoDiameter)
        case .detailDisclosureButton:
            return CGSize(width: infoDiameter + detailDisclosureGap + chevronSize.width, height: infoDiameter)
        }
    }

    /// The info button's frame in the glyph's coordinates (nil for types without one).
    package var infoButtonFrame: CGRect? {
        switch type {
        case .detailButton, .detailDisclosureButton:
            let x = followsRightToLeft && type == .detailDisclosureButton ? bounds.width - Self.infoDiameter : 0
            return CGRect(x: x, y: (bounds.height - Self.infoDiameter) / 2, width: Self.infoDiameter,
                          height: Self.infoDiameter)
        case .none, .disclosureIndicator, .checkmark: return nil
        }
    }

    /// Whether the cell the glyph belongs to lays out right to left (the glyph follows its cell).
    private var followsRightToLeft: Bool { (superview as? UITableViewCell)?.isRightToLeft ?? isRightToLeft }

    package override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    package override func draw(_ rect: CGRect) {
        let tint: UIColor = tintColor ?? .systemBlue
        switch type {
        case .none: break
        case .disclosureIndicator:
            drawChevron(in: bounds)
        case .checkmark:
            let path = UIBezierPath()
            let w = bounds.width, h = bounds.height
            path.move(to: CGPoint(x: 1.5, y: h * 0.55))
            path.addLine(to: CGPoint(x: w * 0.38, y: h - 1.5))
            path.addLine(to: CGPoint(x: w - 1.5, y: 1.5))
            stroke(path, tint, width: 2.2)
        case .detailButton:
            drawInfo(in: bounds, tint)
        case .detailDisclosureButton:
            let info = infoButtonFrame ?? .zero
            drawInfo(in: info, tint)
            let chevronX = followsRightToLeft ? 0 : bounds.width - Self.chevronSize.width
            drawChevron(in: CGRect(x: chevronX, y: (bounds.height - Self.chevronSize.height) / 2,
                                   width: Self.chevronSize.width, height: Self.chevronSize.height))
        }
    }

    private func stroke(_ path: UIBezierPath, _ color: UIColor, width: CGFloat) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }

    /// A chevron pointing to the trailing edge, in the tertiary label grey.
    private func drawChevron(in frame: CGRect) {
        let inset = frame.insetBy(dx: 1.2, dy: 1.2)
        let (tip, tail) = followsRightToLeft ? (inset.minX, inset.maxX) : (inset.maxX, inset.minX)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: tail, y: inset.minY))
        path.addLine(to: CGPoint(x: tip, y: inset.midY))
        path.addLine(to: CGPoint(x: tail, y: inset.maxY))
        stroke(path, .tertiaryLabel, width: 2.2)
    }

    /// The info button: a circle outline with an "i" (dot and stem) inside.
    private func drawInfo(in frame: CGRect, _ tint: UIColor) {
        stroke(UIBezierPath(ovalIn: frame.insetBy(dx: 1, dy: 1)), tint, width: 1.5)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        tint.setFill()
        UIBezierPath(ovalIn: CGRect(x: center.x - 1.4, y: frame.minY + 5, width: 2.8, height: 2.8)).fill()
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: center.x, y: frame.minY + 10))
        stem.addLine(to: CGPoint(x: center.x, y: frame.maxY - 5.5))
        stroke(stem, tint, width: 2.2)
    }
}
