// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The swipe actions showing on one row of a table or a list collection view: the buttons beside the row, how far
/// the row has moved, and the rules both hosts share (button widths and placement, when a lifted finger opens,
/// closes or performs, running an action).
@MainActor
package final class RowSwipeActions {
    /// What lifting the finger does.
    package enum Outcome: Equatable {
        /// Perform the first action (a full swipe, when the configuration allows it).
        case performFirst
        /// Leave the buttons open.
        case open
        /// Put the row back.
        case close
    }

    package let indexPath: IndexPath
    package let configuration: UISwipeActionsConfiguration
    /// True when the actions come from the trailing edge (the row moves towards the leading edge).
    package let fromTrailing: Bool
    /// The buttons, one per action, in a container beside the row.
    package let container = UIView()
    package var buttons: [UIView] = []
    package var widths: [CGFloat] = []
    /// How far the row has moved: negative towards the leading edge.
    package var offset: CGFloat = 0

    package init(indexPath: IndexPath, configuration: UISwipeActionsConfiguration, fromTrailing: Bool) {
        self.indexPath = indexPath
        self.configuration = configuration
        self.fromTrailing = fromTrailing
        container.clipsToBounds = true
        for action in configuration.actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            let label = UILabel()
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            button.addSubview(label)
            let textWidth = label.sizeThatFits(CGSize(width: 0, height: 0)).width
            widths.append(max(74, textWidth + 30))
            container.addSubview(button)
            buttons.append(button)
        }
    }

    /// The width all the buttons need.
    package var openWidth: CGFloat { widths.reduce(0, +) }

    /// The row's offset with the buttons fully open.
    package var openOffset: CGFloat { fromTrailing ? -openWidth : openWidth }

    /// Follows the finger: the row moves by `translation`, only towards its actions' side.
    package func follow(translation: CGFloat) {
        offset = fromTrailing ? min(0, translation) : max(0, translation)
    }

    /// What lifting the finger after `translation` does on a row `rowWidth` wide: past 60 % of the row the first
    /// action is performed when the configuration allows it; past half the buttons' width they stay open;
    /// otherwise they close.
    package func outcome(translation: CGFloat, rowWidth: CGFloat) -> Outcome {
        let distance = abs(translation)
        if configuration.performsFirstActionWithFullSwipe, distance > rowWidth * 0.6 { return .performFirst }
        return distance > openWidth / 2 ? .open : .close
    }

    /// Places `cell` at `row` moved by the offset and the buttons in the revealed strip, in `host`'s coordinates
    /// (the container becomes the host's frontmost subview). Buttons share the revealed width in proportion to
    /// their natural widths; the first is at the edge the swipe came from.
    package func layout(cell: UIView, row: CGRect, in host: UIView) {
        cell.frame.origin.x = row.minX + offset
        let revealed = abs(offset)
        container.frame = fromTrailing
            ? CGRect(x: row.maxX - revealed, y: row.minY, width: revealed, height: row.height)
            : CGRect(x: row.minX, y: row.minY, width: revealed, height: row.height)
        let scale = openWidth > 0 ? revealed / openWidth : 0
        var x: CGFloat = 0
        let ordered = fromTrailing ? Array(zip(buttons, widths).reversed()) : Array(zip(buttons, widths))
        for (button, width) in ordered {
            let w = width * max(1, scale)
            button.frame = CGRect(x: x, y: 0, width: w, height: row.height)
            button.subviews.first?.frame = button.bounds
            x += w
        }
        if container.superview !== host { host.addSubview(container) }
        host.bringSubviewToFront(container)
    }

    /// The index of the action button under `point` (in `host`'s coordinates), or nil.
    package func actionIndex(at point: CGPoint, in host: UIView) -> Int? {
        let local = host.convert(point, to: container)
        guard container.bounds.contains(local) else { return nil }
        return buttons.firstIndex { $0.frame.contains(local) }
    }

    /// Puts `cell` back at `rowX` and folds the buttons away (over a quarter second when `animated` and there is
    /// a cell), then removes them.
    package func close(cell: UIView?, rowX: CGFloat, animated: Bool) {
        let container = container
        guard animated, let cell else {
            cell?.frame.origin.x = rowX
            container.removeFromSuperview()
            return
        }
        let fromTrailing = fromTrailing
        UIView.animate(withDuration: 0.25, animations: {
            cell.frame.origin.x = rowX
            container.frame.size.width = 0
            if fromTrailing { container.frame.origin.x = cell.frame.maxX }
        }, completion: { _ in container.removeFromSuperview() })
    }

    /// Runs the action's handler; `finished` runs when the app calls its completion (whatever it says).
    package func perform(_ index: Int, finished: @escaping () -> Void) {
        guard index >= 0, index < configuration.actions.count else { return }
        let action = configuration.actions[index]
        action.handler(action, buttons[index]) { _ in finished() }
    }
}
