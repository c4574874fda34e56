// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a list cell's parts go: accessories at the edges, the content between, the separator at the bottom.
extension UICollectionViewListCell {
    /// The width of the delete and insert controls at the leading edge, in points (a table cell's editing inset).
    package static let editingControlWidth: CGFloat = UITableViewCell.editingContentInset
    /// The margin before the first trailing accessory and after a leading one, in points.
    package static let accessoryMargin: CGFloat = 16
    /// The space between accessories, in points.
    package static let accessorySpacing: CGFloat = 10

    /// Where the list placed the cell (nil outside list sections).
    package var listPlacement: ListPlacement? { layoutAttributesStorage?.listPlacement }

    /// Whether the collection view is editing.
    package var listIsEditing: Bool { owningCollectionView?.isEditing ?? false }

    /// The accessories shown in the current editing mode, leading then trailing.
    package var displayedAccessories: [UICellAccessory] {
        let editing = listIsEditing
        let all = leadingEditingAccessories + accessories + trailingEditingAccessories
        return all.filter { $0.isDisplayed(editing: editing) }
    }

    /// Makes the accessories' views again when the lists change.
    package func accessoriesChanged() {
        for entry in accessoryViews { entry.view.removeFromSuperview() }
        accessoryViews = []
        setNeedsLayout()
    }

    /// The content view's frame and the accessories' frames for a cell of `bounds`, in left-to-right terms.
    package func listFrames(in bounds: CGRect) -> (content: CGRect, accessories: [CGRect]) {
        syncAccessoryViews()
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        var leading = indentsAccessories ? indent : 0
        var trailing = bounds.width
        var frames = [CGRect](repeating: .zero, count: accessoryViews.count)
        func centred(_ x: CGFloat, _ size: CGSize) -> CGRect {
            let height = min(size.height, bounds.height)
            return CGRect(x: x, y: ((bounds.height - height) / 2).rounded(), width: size.width, height: height)
        }
        for (index, entry) in accessoryViews.enumerated() where entry.accessory.isLeading {
            let size = entry.view.bounds.size
            let x = entry.accessory.kind.hugsEdge ? leading : leading + Self.accessoryMargin
            frames[index] = entry.accessory.kind.hugsEdge ? CGRect(x: x, y: 0, width: size.width, height: bounds.height)
                : centred(x, size)
            leading = frames[index].maxX
        }
        for (index, entry) in Array(accessoryViews.enumerated()).reversed() where !entry.accessory.isLeading {
            let size = entry.view.bounds.size
            if entry.accessory.kind.hugsEdge {
                frames[index] = CGRect(x: trailing - size.width, y: 0, width: size.width, height: bounds.height)
            } else {
                let gap = trailing == bounds.width ? Self.accessoryMargin : Self.accessorySpacing
                frames[index] = centred(trailing - gap - size.width, size)
            }
            trailing = frames[index].minX
        }
        if !indentsAccessories { leading += indent }
        let content = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: bounds.height)
        return (content, frames)
    }

    /// Puts a view in the cell for each displayed accessory (kept while the accessory lists and editing mode do
    /// not change).
    private func syncAccessoryViews() {
        let wanted = displayedAccessories
        let same = wanted.count == accessoryViews.count
            && zip(wanted, accessoryViews).allSatisfy { $0.kind.sameKind(as: $1.accessory.kind) }
        guard !same else { return }
        for entry in accessoryViews { entry.view.removeFromSuperview() }
        accessoryViews = wanted.map { ($0, $0.makeView()) }
        for entry in accessoryViews { addSubview(entry.view) }
    }

    package func layoutListParts() {
        let rect = bounds
        let frames = listFrames(in: rect)
        contentFrameStorage = frames.content
        let expanded = configurationState.isExpanded
        for (entry, frame) in zip(accessoryViews, frames.accessories) {
            entry.view.transform = .identity
            entry.view.frame = mirrored(frame, in: rect.width)
            if entry.accessory.kind.isOutline {
                let angle: CGFloat = expanded ? .pi / 2 : (isRightToLeft ? .pi : 0)
                if angle != 0 { entry.view.transform = CGAffineTransform(rotationAngle: angle) }
            }
            (entry.view as? MultiselectCircle)?.isChecked = isSelected
        }
        layoutSeparator(content: frames.content)
        roundSectionCorners()
    }

    private func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The separator's frame in the cell (nil when hidden).
    package var separatorFrame: CGRect? {
        layoutIfNeeded()
        return separatorView.isHidden ? nil : separatorView.frame
    }

    /// The text's leading edge inside the content view: the list configuration's leading margin, and its image
    /// with its padding.
    private var textLeadingInContent: CGFloat {
        guard let list = contentConfigurationStorage as? UIListContentConfiguration else {
            return Self.accessoryMargin
        }
        var x = list.directionalLayoutMargins.leading
        if let image = list.image {
            x += image.size.width + list.imageToTextPadding
        }
        return x
    }

    private func layoutSeparator(content: CGRect) {
        guard let placement = listPlacement, placement.showsSeparator,
              layoutAttributesStorage?.category == .cell else {
            separatorView.isHidden = true
            return
        }
        separatorView.isHidden = false
        separatorView.backgroundColor = placement.separatorColor
        let hairline = 1 / max(1, window?.screen.scale ?? traitCollection.displayScale)
        var start = content.minX + textLeadingInContent
        var end = bounds.width
        if let insets = placement.separatorInsets {
            start = insets.leading
            end = bounds.width - insets.trailing
        }
        let frame = CGRect(x: start, y: bounds.height - hairline, width: max(0, end - start), height: hairline)
        separatorView.frame = mirrored(frame, in: bounds.width)
        bringSubviewToFront(separatorView)
    }

    /// Rounds the background's top corners on a section's first cell and bottom corners on its last, in inset
    /// grouped lists.
    private func roundSectionCorners() {
        guard let view = backgroundConfigurationView as? BackgroundConfigurationView else { return }
        guard let placement = listPlacement, placement.appearance == .insetGrouped,
              layoutAttributesStorage?.category == .cell else {
            view.sectionCorners = nil
            return
        }
        var mask: CACornerMask = []
        if placement.isFirstInSection { mask.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if placement.isLastInSection { mask.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        view.sectionCorners = mask.isEmpty ? nil : (NSCollectionLayoutSection.insetGroupedCornerRadius, mask)
    }

    // MARK: Accessory taps

    /// The action of the accessory under `point` (cell coordinates), if it has one: its handler, or for an
    /// outline disclosure without one, toggling the item's expansion through the diffable data source.
    package func accessoryAction(at point: CGPoint) -> (() -> Void)? {
        layoutIfNeeded()
        for entry in accessoryViews where !entry.view.isHidden {
            let frame = entry.view.frame
            let target = CGRect(x: frame.minX - 8, y: 0, width: frame.width + 16, height: bounds.height)
            guard target.contains(point) else { continue }
            if let handler = entry.accessory.actionHandler { return handler }
            if entry.accessory.kind.isOutline, let path = owningCollectionView?.indexPath(for: self),
               let collection = owningCollectionView,
               let source = collection.dataSource as? OutlineExpansionToggling {
                return { source.toggleExpansion(at: path) }
            }
        }
        return nil
    }
}

/// A data source that can expand and collapse outline items (the diffable data source's section snapshots).
@MainActor
package protocol OutlineExpansionToggling: AnyObject {
    /// Expands the item at `indexPath` when collapsed, collapses it when expanded.
    func toggleExpansion(at indexPath: IndexPath)
}

extension UICellAccessory.Kind {
    /// Whether two accessories are of the same kind (their views can stay).
    func sameKind(as other: Self) -> Bool {
        switch (self, other) {
        case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.delete, .delete),
             (.insert, .insert), (.reorder, .reorder), (.multiselect, .multiselect), (.detail, .detail),
             (.outlineDisclosure, .outlineDisclosure): true
        case let (.label(a, _), .label(b, _)): a == b
        case let (.custom(a), .custom(b)): a === b
        default: false
        }
    }
}

extension UICollectionViewListCell {
    /// Whether `point` (cell coordinates) is on a shown reorder accessory (with 8 points of slack each side, the
    /// full height of the cell).
    package func isOnReorderAccessory(_ point: CGPoint) -> Bool {
        layoutIfNeeded()
        return accessoryViews.contains { entry in
            guard case .reorder = entry.accessory.kind, !entry.view.isHidden, entry.view.superview === self else {
                return false
            }
            let frame = entry.view.frame
            return CGRect(x: frame.minX - 8, y: 0, width: frame.width + 16, height: bounds.height).contains(point)
        }
    }
}
