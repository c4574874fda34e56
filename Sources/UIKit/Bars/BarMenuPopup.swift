// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The simple menu a bar button item shows when tapped with a ``UIBarButtonItem/menu`` and no action: a rounded
/// list of the menu's actions (submenus flattened into it) beside the button, over a clear full-window layer.
///
/// Touchstone has no context-menu presenter yet; this list is its stand-in. A tap on a row runs that action with
/// the item as sender and closes the list; a tap anywhere else closes it. Disabled actions are dimmed and not run.
@MainActor
package final class BarMenuPopup: UIView {
    private let actions: [UIAction]
    private weak var item: UIBarButtonItem?
    private let list = UIView()
    private static let rowHeight: CGFloat = 44
    private static let width: CGFloat = 250

    /// The popup on screen, if any (one at a time).
    package private(set) static weak var current: BarMenuPopup?

    /// Shows `menu`'s actions for `item` next to `anchor` in its window (logged and ignored when `anchor` is in no
    /// window or the menu has no actions).
    package static func present(_ menu: UIMenu, for item: UIBarButtonItem, from anchor: UIView) {
        guard let window = anchor.window else {
            return UIKitDiagnostics.log("UIBarButtonItem: cannot show a menu from a button in no window; ignored")
        }
        let actions = flatten(menu)
        guard !actions.isEmpty else { return UIKitDiagnostics.log("UIBarButtonItem: menu has no actions; ignored") }
        current?.removeFromSuperview()
        let popup = BarMenuPopup(actions: actions, item: item)
        popup.frame = window.bounds
        window.addSubview(popup)
        popup.placeList(near: anchor.convert(anchor.bounds, to: window))
        current = popup
    }

    private static func flatten(_ menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let submenu = element as? UIMenu { return flatten(submenu) }
            return []
        }
    }

    private init(actions: [UIAction], item: UIBarButtonItem) {
        self.actions = actions
        self.item = item
        super.init(frame: .zero)
        backgroundColor = .clear
        list.backgroundColor = UIColor(white: 0.97, alpha: 1)
        list.layer.cornerRadius = 12
        list.clipsToBounds = true
        addSubview(list)
        for (index, action) in actions.enumerated() {
            let row = UIButton(type: .system)
            row.setTitle(action.title, for: .normal)
            row.contentHorizontalAlignment = .left
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight)
            row.isEnabled = !action.attributes.contains(.disabled)
            if action.attributes.contains(.destructive) { row.setTitleColor(.systemRed, for: .normal) }
            row.tag = index
            row.addAction(UIAction { [weak self] _ in self?.choose(index) }, for: .touchUpInside)
            list.addSubview(row)
            if index > 0 {
                let separator = UIView(frame: CGRect(x: 0, y: row.frame.minY, width: Self.width, height: 0.5))
                separator.backgroundColor = UIColor(white: 0.8, alpha: 1)
                list.addSubview(separator)
            }
        }
    }

    package required init?(coder: NSCoder) { nil }

    /// The titles of the rows, top first (for tests and accessibility).
    package var rowTitles: [String] { actions.map(\.title) }

    private func placeList(near anchor: CGRect) {
        let height = CGFloat(actions.count) * Self.rowHeight
        let below = anchor.maxY + 4 + height <= bounds.height
        let x = min(max(8, anchor.midX - Self.width / 2), max(8, bounds.width - Self.width - 8))
        let y = below ? anchor.maxY + 4 : max(0, anchor.minY - 4 - height)
        list.frame = CGRect(x: x, y: y, width: Self.width, height: height)
    }

    /// Runs the action of row `index` (with the item as sender) and closes the popup.
    package func choose(_ index: Int) {
        guard actions.indices.contains(index) else { return }
        let action = actions[index]
        dismiss()
        guard !action.attributes.contains(.disabled) else { return }
        action.perform(sender: item)
    }

    /// Closes the popup without running anything.
    package func dismiss() {
        removeFromSuperview()
        if Self.current === self { Self.current = nil }
    }

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        dismiss()
    }
}
