// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The customising sheet's view: a title bar ("Configure", Done) and a grid of the customizable items, four a
/// row, each an icon over its title as iOS's "Configure" sheet lays them out.
///
/// A finger put down on an item picks it up: a copy of the item follows the finger (over the tab bar too, since
/// the copy lives in the tab bar controller's view), and lifting it hands the item and the lift point (the
/// container's coordinates) to ``onDrop``, which swaps it onto the tab under the point. A cancelled touch puts
/// the item back. The bar's own tabs can be dragged too, through ``TabBarCustomizeBarOverlay``.
@MainActor
package final class TabBarCustomizeView: UIView {
    /// Called by Done.
    package var onDone: (() -> Void)?
    /// Called when an item is dropped: the item and the point in the superview's coordinates; returns whether the
    /// tabs changed.
    package var onDrop: ((UITabBarItem, CGPoint) -> Bool)?
    /// Whether a drop has changed the tabs since the sheet opened.
    package private(set) var changed = false
    package let doneButton = UIButton(type: .system)
    /// The item cells, in the order of the items.
    package private(set) var cells: [TabBarCustomizeCell] = []
    private let titleLabel = UILabel(frame: .zero)
    /// The item being dragged and the copy following the finger.
    private var dragging: (item: UITabBarItem, copy: TabBarCustomizeCell)?
    /// The views faded while their item is dragged.
    private var dimmed: [UIView] = []

    package func show(items: [UITabBarItem], topInset: CGFloat, bottomInset: CGFloat) {
        let classic = UIScreen.main.profile.isClassic
        backgroundColor = classic ? UIColor(white: 0.15, alpha: 1) : .systemBackground
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The sheet covers the content above the bar.
        frame.size.height = max(0, frame.height - bottomInset)
        let width = bounds.width
        titleLabel.text = "Configure"
        titleLabel.textAlignment = .center
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = classic ? .white : .label
        titleLabel.frame = CGRect(x: 80, y: topInset, width: max(0, width - 160), height: 44)
        addSubview(titleLabel)
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: width - 72, y: topInset, width: 64, height: 44)
        doneButton.autoresizingMask = [.flexibleLeftMargin]
        doneButton.addAction(UIAction { [weak self] _ in self?.onDone?() }, for: .touchUpInside)
        addSubview(doneButton)
        let columns = 4
        let cellSize = TabBarCustomizeCell.size(width: width / CGFloat(columns))
        for (index, item) in items.enumerated() {
            let origin = CGPoint(x: CGFloat(index % columns) * cellSize.width,
                                 y: topInset + 64 + CGFloat(index / columns) * cellSize.height)
            let cell = TabBarCustomizeCell(item: item, textColor: titleLabel.textColor)
            cell.frame = CGRect(origin: origin, size: cellSize)
            addSubview(cell)
            cells.append(cell)
        }
    }

    // MARK: Dragging

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard dragging == nil, let touch = touches.first, let container = superview else {
            return super.touchesBegan(touches, with: event)
        }
        let point = touch.location(in: self)
        guard let cell = cells.first(where: { $0.frame.contains(point) }) else {
            return super.touchesBegan(touches, with: event)
        }
        startDrag(cell.item, size: cell.bounds.size, at: touch.location(in: container), dimming: [cell])
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard dragging != nil, let touch = touches.first, let container = superview else {
            return super.touchesMoved(touches, with: event)
        }
        moveDrag(to: touch.location(in: container))
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard dragging != nil, let touch = touches.first, let container = superview else {
            return super.touchesEnded(touches, with: event)
        }
        endDrag(at: touch.location(in: container))
    }

    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard dragging != nil else { return super.touchesCancelled(touches, with: event) }
        finishDrag()
    }

    /// Picks `item` up at `point` (the container's coordinates): a copy `size` big, enlarged and translucent,
    /// follows the finger, and the `dimming` views (where the item was) fade to 30 %. Nothing while a drag runs.
    package func startDrag(_ item: UITabBarItem, size: CGSize, at point: CGPoint, dimming: [UIView]) {
        guard dragging == nil, let container = superview else { return }
        let copy = TabBarCustomizeCell(item: item, textColor: titleLabel.textColor)
        copy.bounds.size = size
        copy.center = point
        copy.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        copy.alpha = 0.85
        container.addSubview(copy)
        for view in dimming { view.alpha = 0.3 }
        dimmed = dimming
        dragging = (item, copy)
    }

    /// Moves the dragged copy to `point` (the container's coordinates).
    package func moveDrag(to point: CGPoint) { dragging?.copy.center = point }

    /// Drops the dragged item at `point` (the container's coordinates): ``onDrop`` decides what changes.
    package func endDrag(at point: CGPoint) {
        guard let dragging else { return }
        finishDrag()
        if onDrop?(dragging.item, point) == true { changed = true }
    }

    /// Puts the dragged item back without dropping it.
    package func finishDrag() {
        dragging?.copy.removeFromSuperview()
        for view in dimmed { view.alpha = 1 }
        dimmed = []
        dragging = nil
    }

    /// The copy following the finger, while an item is dragged.
    package var draggedCopy: UIView? { dragging?.copy }

    /// The overlay over the tab bar that drags the bar's own tabs; it goes with the sheet.
    package var barOverlay: UIView?

    package override func removeFromSuperview() {
        finishDrag()
        barOverlay?.removeFromSuperview()
        barOverlay = nil
        super.removeFromSuperview()
    }
}

/// One item of the customising sheet: its icon (the item's image, or its system icon) over its title. Touches go
/// to the sheet.
@MainActor
package final class TabBarCustomizeCell: UIView {
    package let item: UITabBarItem

    /// A cell `width` wide: 76 points tall.
    package static func size(width: CGFloat) -> CGSize { CGSize(width: width, height: 76) }

    package init(item: UITabBarItem, textColor: UIColor) {
        self.item = item
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        let icon = UIImageView(image: item.image ?? Self.systemIcon(item, color: textColor))
        icon.contentMode = .scaleAspectFit
        icon.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        addSubview(icon)
        let label = UILabel(frame: .zero)
        label.text = item.title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 11)
        label.textColor = textColor
        label.autoresizingMask = [.flexibleWidth]
        addSubview(label)
        isAccessibilityElement = true
        accessibilityLabel = item.title
        accessibilityTraits = .button
    }

    package required init?(coder: NSCoder) {
        item = UITabBarItem()
        super.init(coder: coder)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        guard subviews.count == 2 else { return }
        subviews[0].frame = CGRect(x: (bounds.width - 30) / 2, y: 8, width: 30, height: 30)
        subviews[1].frame = CGRect(x: 0, y: 44, width: bounds.width, height: 16)
    }

    /// A system item's icon (system items have no `image`), 30 points square in `color`.
    private static func systemIcon(_ item: UITabBarItem, color: UIColor) -> UIImage? {
        guard let system = item.systemItem else { return nil }
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            SystemIcons.draw(SystemIcons.icon(for: system), in: CGRect(x: 1, y: 1, width: 28, height: 28), color: color)
        }
    }
}
