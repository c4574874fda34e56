// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where the cell's parts go: backgrounds, the editing controls, the accessory and the content view.
extension UITableViewCell {
    /// The cell's margins by default: 11 points top and bottom, 16 leading and trailing (an iPhone's compact-width
    /// margins; the table may set others).
    package static let defaultLayoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// How far the content view moves toward the trailing edge while editing, for the delete or insert control.
    package static let editingContentInset: CGFloat = 38
    /// The width of the reorder control at the trailing edge.
    package static let reorderControlWidth: CGFloat = 50
    /// The space between the content and the accessory, as the content view's trailing margin.
    package static let accessoryContentGap: CGFloat = 10

    /// The content view's frame and trailing margin, in the cell's left-to-right coordinates (mirrored for
    /// right-to-left by the caller), for a cell `width` × `height` points in its current state.
    package struct PartFrames {
        var content: CGRect
        var contentTrailingMargin: CGFloat
        var accessory: CGRect?
        var editingControl: CGRect?
        var reorderControl: CGRect?
    }

    /// Whether the content view is inset for the editing control.
    package var indentsContentForEditing: Bool {
        editingStorage && editingStyleStorage != .none && shouldIndentWhileEditing
    }

    /// The content view's leading margin inside it: the cell's leading margin plus the indentation.
    package var contentLeadingMargin: CGFloat {
        directionalLayoutMargins.leading + CGFloat(max(0, indentationLevel)) * max(0, indentationWidth)
    }

    package func partFrames(width: CGFloat, height: CGFloat) -> PartFrames {
        let margins = directionalLayoutMargins
        var trailing = width
        var reorder: CGRect?
        if reorderControl?.isShown == true {
            reorder = CGRect(x: width - Self.reorderControlWidth, y: 0, width: Self.reorderControlWidth, height: height)
            trailing = width - Self.reorderControlWidth
        }
        var accessory: CGRect?
        if let view = shownAccessoryView {
            let size = view.bounds.size
            let right = reorder == nil ? width - margins.trailing : trailing
            let frame = CGRect(x: right - size.width, y: ((height - size.height) / 2).rounded(), width: size.width,
                               height: size.height)
            accessory = frame
            trailing = frame.minX
        }
        var control: CGRect?
        if editingControl?.isShown == true {
            control = CGRect(x: 0, y: 0, width: Self.editingContentInset + 8, height: height)
        }
        let minX = indentsContentForEditing ? Self.editingContentInset : 0
        let content = CGRect(x: minX, y: 0, width: max(0, trailing - minX), height: height)
        let trailingMargin = trailing < width ? Self.accessoryContentGap : margins.trailing
        return PartFrames(content: content, contentTrailingMargin: trailingMargin, accessory: accessory,
                          editingControl: control, reorderControl: reorder)
    }

    /// `rect` (left-to-right, in a container `width` points wide) mirrored when the cell lays out right to left.
    package func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    package func layoutCellParts() {
        updateConfigurationIfNeeded()
        let size = bounds.size
        for view in [backgroundView, backgroundConfigurationView, selectedBackgroundView,
                     multipleSelectionBackgroundView, defaultSelectedBackground] {
            view?.frame = bounds
        }
        let parts = partFrames(width: size.width, height: size.height)
        contentView.frame = mirrored(parts.content, in: size.width)
        let margins = directionalLayoutMargins
        let contentMargins = NSDirectionalEdgeInsets(top: margins.top, leading: contentLeadingMargin,
                                                     bottom: margins.bottom, trailing: parts.contentTrailingMargin)
        if contentView.directionalLayoutMargins != contentMargins { contentView.directionalLayoutMargins = contentMargins }
        if let frame = parts.accessory { shownAccessoryView?.frame = mirrored(frame, in: size.width) }
        if let frame = parts.editingControl { editingControl?.frame = mirrored(frame, in: size.width) }
        if let frame = parts.reorderControl { reorderControl?.frame = mirrored(frame, in: size.width) }
        layoutStandardContent()
    }
}
