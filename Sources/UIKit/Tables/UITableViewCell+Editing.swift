// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Editing mode: the delete or insert control at the leading edge, the reorder control at the trailing edge, the
/// content view's inset and the transitions reported to subclasses.
extension UITableViewCell {
    /// How long entering or leaving editing mode slides, in seconds.
    package static let editingAnimationDuration: TimeInterval = 0.3

    /// The state mask for the current editing and delete-confirmation states.
    package var currentStateMask: StateMask {
        var mask: StateMask = []
        if editingStorage && editingStyleStorage != .none { mask.insert(.showingEditControl) }
        if showingDeleteConfirmationStorage { mask.insert(.showingDeleteConfirmation) }
        return mask
    }

    package func applyEditing(_ editing: Bool, animated: Bool) {
        var next = currentStateMask
        if editing && editingStyleStorage != .none { next.insert(.showingEditControl) } else {
            next.remove(.showingEditControl)
        }
        willTransition(to: next)
        editingStorage = editing
        let animates = animated && UIView.areAnimationsEnabled && window != nil
        updateEditingControls(animated: animates)
        updateSelectionAppearance(animated: false)
        setNeedsLayout()
        if animates {
            UIView.animate(withDuration: Self.editingAnimationDuration, animations: { self.layoutIfNeeded() },
                           completion: { _ in self.didTransition(to: next) })
        } else {
            didTransition(to: next)
        }
    }

    /// Sets the editing style (the table does, from its delegate), updating the control shown.
    package func setEditingStyle(_ style: EditingStyle) {
        guard style != editingStyleStorage else { return }
        editingStyleStorage = style
        updateEditingControls(animated: false)
        setNeedsLayout()
    }

    /// Sets whether the Delete confirmation shows (the table does, on a swipe or a tap on the delete control),
    /// reporting the transition.
    package func setShowingDeleteConfirmation(_ showing: Bool) {
        guard showing != showingDeleteConfirmationStorage else { return }
        var next = currentStateMask
        if showing { next.insert(.showingDeleteConfirmation) } else { next.remove(.showingDeleteConfirmation) }
        willTransition(to: next)
        showingDeleteConfirmationStorage = showing
        didTransition(to: next)
        setNeedsUpdateConfiguration()
    }

    /// Shows or hides the editing and reorder controls for the current state, fading when `animated`, and swaps
    /// the accessory for the editing one.
    package func updateEditingControls(animated: Bool) {
        let wantsEditControl = editingStorage && editingStyleStorage != .none
        if wantsEditControl || editingControl != nil {
            let control = editingControl ?? TableCellEditingControl(style: editingStyleStorage)
            editingControl = control
            if control.superview !== self { addSubview(control) }
            if wantsEditControl { control.style = editingStyleStorage }
            control.setShown(wantsEditControl, animated: animated)
        }
        let wantsReorder = editingStorage && showsReorderControl
        if wantsReorder || reorderControl != nil {
            let control = reorderControl ?? TableCellReorderControl()
            reorderControl = control
            if control.superview !== self { addSubview(control) }
            control.setShown(wantsReorder, animated: animated)
        }
        updateAccessory()
    }

    /// The frame, in the cell's coordinates, of the delete or insert control while it shows (nil otherwise): a tap
    /// in it means the table should show the delete confirmation or commit the insertion.
    package var editingControlFrame: CGRect? {
        layoutIfNeeded()
        guard let control = editingControl, control.isShown else { return nil }
        return control.frame
    }

    /// The frame, in the cell's coordinates, of the reorder control while it shows (nil otherwise): a drag
    /// starting in it moves the row.
    package var reorderControlFrame: CGRect? {
        layoutIfNeeded()
        guard let control = reorderControl, control.isShown else { return nil }
        return control.frame
    }
}

/// A control that fades in and out with the editing state.
package class TableCellEditingPart: UIView {
    package private(set) var isShown = false

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
        alpha = 0
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    package func setShown(_ shown: Bool, animated: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        let alpha: CGFloat = shown ? 1 : 0
        if animated {
            UIView.animate(withDuration: UITableViewCell.editingAnimationDuration) { self.alpha = alpha }
        } else {
            self.alpha = alpha
        }
    }

    /// Whether the cell the control belongs to lays out right to left (the control follows its cell).
    package var followsRightToLeft: Bool { (superview as? UITableViewCell)?.isRightToLeft ?? isRightToLeft }

    package func stroke(_ path: UIBezierPath, _ color: UIColor, width: CGFloat) {
        path.lineWidth = width
        path.lineCapStyle = .round
        color.setStroke()
        path.stroke()
    }
}

/// The delete (red circle, white minus) or insert (green circle, white plus) control, its 22-point circle at the
/// cell's leading margin. It takes no touches itself: the table hit-tests `editingControlFrame`.
package final class TableCellEditingControl: TableCellEditingPart {
    package static let diameter: CGFloat = 22
    package var style: UITableViewCell.EditingStyle { didSet { setNeedsDisplay() } }

    package init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    package required init?(coder: NSCoder) {
        style = .delete
        super.init(coder: coder)
    }

    /// The circle's frame in the control's coordinates: at the leading margin (16 points), centred vertically.
    package var circleFrame: CGRect {
        let margin = (superview as? UITableViewCell)?.directionalLayoutMargins.leading ?? 16
        let d = Self.diameter
        let x = followsRightToLeft ? bounds.width - margin - d : margin
        return CGRect(x: x, y: ((bounds.height - d) / 2).rounded(), width: d, height: d)
    }

    package override func draw(_ rect: CGRect) {
        guard style != .none else { return }
        let circle = circleFrame
        (style == .delete ? UIColor.systemRed : UIColor.systemGreen).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let bar = UIBezierPath()
        bar.move(to: CGPoint(x: circle.minX + 6, y: circle.midY))
        bar.addLine(to: CGPoint(x: circle.maxX - 6, y: circle.midY))
        if style == .insert {
            bar.move(to: CGPoint(x: circle.midX, y: circle.minY + 6))
            bar.addLine(to: CGPoint(x: circle.midX, y: circle.maxY - 6))
        }
        stroke(bar, .white, width: 2.5)
    }
}

/// The reorder grip: three grey horizontal lines, 18 points long, ending at the cell's trailing margin.
package final class TableCellReorderControl: TableCellEditingPart {
    package static let gripSize = CGSize(width: 18, height: 13)

    package convenience init() { self.init(frame: .zero) }

    /// The grip's frame in the control's coordinates.
    package var gripFrame: CGRect {
        let margin = (superview as? UITableViewCell)?.directionalLayoutMargins.trailing ?? 16
        let size = Self.gripSize
        let x = followsRightToLeft ? margin : bounds.width - margin - size.width
        return CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    package override func draw(_ rect: CGRect) {
        let grip = gripFrame
        let path = UIBezierPath()
        for line in 0..<3 {
            let y = grip.minY + 1 + CGFloat(line) * (grip.height - 2) / 2
            path.move(to: CGPoint(x: grip.minX + 1, y: y))
            path.addLine(to: CGPoint(x: grip.maxX - 1, y: y))
        }
        stroke(path, .systemGray2, width: 1.8)
    }
}
