// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The menu a button or a bar button item shows when tapped (`showsMenuAsPrimaryAction`, or an item with a menu
/// and no action): a rounded card listing the menu's actions (submenus flattened into it; hidden actions left out)
/// under its anchor, or above it when there is no room, over a clear layer that fills the window. A tap on a row
/// closes the card and runs that action with the sender (the button or the item); a disabled row does nothing; a
/// tap anywhere else closes it. Checked actions (`state == .on`) show a check mark. Touchstone's stand-in for
/// iOS's context-menu presenter.
@MainActor
package final class MenuCardView: UIView {
    /// Where the card lines up with its anchor: its leading edge (buttons) or its centre (bar items).
    package enum Alignment { case leading, centre }

    /// The height of a row, in points.
    package static let rowHeight: CGFloat = 44
    /// The card's width, in points.
    package static let width: CGFloat = 250

    /// The card on screen, if any (one at a time).
    package private(set) static weak var current: MenuCardView?

    private let actions: [UIAction]
    private weak var sender: AnyObject?
    private let alignment: Alignment
    package let card = UIView()
    /// Called once when the card closes (a context menu closes its whole presentation with it).
    package var onDismiss: (() -> Void)?

    /// Shows `menu`'s actions by `anchor`, to run with `sender` (logged and ignored when the anchor is in no
    /// window or the menu has no visible actions).
    package static func present(_ menu: UIMenu, sender: AnyObject, from anchor: UIView, alignment: Alignment) {
        let owner = sender is UIBarButtonItem ? "UIBarButtonItem" : "UIButton"
        guard let window = anchor.window else {
            return UIKitDiagnostics.log("\(owner): cannot show a menu from a button in no window; ignored")
        }
        let actions = flatten(menu)
        guard !actions.isEmpty else { return UIKitDiagnostics.log("\(owner): menu has no actions; ignored") }
        current?.dismiss()
        let overlay = MenuCardView(actions: actions, sender: sender, alignment: alignment)
        overlay.frame = window.bounds
        window.addSubview(overlay)
        overlay.placeCard(near: anchor.convert(anchor.bounds, to: window))
        current = overlay
    }

    package static func flatten(_ menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            if let submenu = element as? UIMenu { return flatten(submenu) }
            return []
        }
    }

    package init(actions: [UIAction], sender: AnyObject, alignment: Alignment) {
        self.actions = actions
        self.sender = sender
        self.alignment = alignment
        super.init(frame: .zero)
        backgroundColor = .clear
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 13
        card.clipsToBounds = true
        addSubview(card)
        for (index, action) in actions.enumerated() {
            let row = UIButton(type: .custom)
            let check = action.state == .on ? "✓ " : ""
            row.setTitle(check + action.title, for: .normal)
            row.titleLabel?.font = .systemFont(ofSize: 17)
            let disabled = action.attributes.contains(.disabled)
            let color: UIColor = disabled ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
            row.setTitleColor(color, for: .normal)
            row.setBackgroundImage(Self.pixel(.systemGray4), for: .highlighted)
            row.contentHorizontalAlignment = .left
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight)
            row.addAction(UIAction { [weak self] _ in self?.choose(index) }, for: .touchUpInside)
            card.addSubview(row)
            if index > 0 {
                let separator = UIView(frame: CGRect(x: 0, y: row.frame.minY, width: Self.width, height: 0.5))
                separator.backgroundColor = .separator
                separator.isUserInteractionEnabled = false
                card.addSubview(separator)
            }
        }
    }

    package required init?(coder: NSCoder) { nil }

    private static func pixel(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    /// The titles of the rows, top first.
    package var rowTitles: [String] { actions.map(\.title) }

    package func placeCard(near anchor: CGRect) {
        let height = CGFloat(actions.count) * Self.rowHeight
        let below = anchor.maxY + 6 + height <= bounds.height
        let start = alignment == .leading ? anchor.minX : anchor.midX - Self.width / 2
        let x = min(max(8, start), max(8, bounds.width - Self.width - 8))
        let y = below ? anchor.maxY + 6 : max(0, anchor.minY - 6 - height)
        card.frame = CGRect(x: x, y: y, width: Self.width, height: height)
    }

    /// Closes the card and runs the action of row `index` with the sender (not when disabled).
    package func choose(_ index: Int) {
        guard actions.indices.contains(index) else { return }
        let action = actions[index]
        dismiss()
        guard !action.attributes.contains(.disabled) else { return }
        action.perform(sender: sender)
    }

    /// Closes the card without running anything.
    package func dismiss() {
        removeFromSuperview()
        onDismiss?()
        onDismiss = nil
        if Self.current === self { Self.current = nil }
    }

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { dismiss() }
}
