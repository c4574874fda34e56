// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Selected and highlighted looks: the selected background and the highlighted state of the content's labels and
/// image views.
extension UITableViewCell {
    /// The duration of the selected background's fade, in seconds.
    package static let selectionFadeDuration: TimeInterval = 0.25
    /// The default selected background's colour (iOS 13 and later, light appearance).
    package static var defaultSelectionColor: UIColor { .systemGray4 }

    /// Whether the cell shows its selected look now.
    package var showsSelectionLook: Bool {
        (selectedStorage || highlightedStorage) && selectionStyle != .none
    }

    /// The background shown for selection in the current state: the multiple-selection background while editing
    /// with multiple selection, else the app's selected background, else the default grey one (none while a
    /// background configuration draws the selection).
    package var activeSelectionBackground: UIView? {
        if editingStorage && usesMultipleSelectionBackground, let view = multipleSelectionBackgroundViewStorage {
            return view
        }
        if let view = selectedBackgroundViewStorage { return view }
        if backgroundConfigurationStorage != nil { return nil }
        if defaultSelectedBackground == nil {
            let view = UIView(frame: bounds)
            view.backgroundColor = Self.defaultSelectionColor
            view.alpha = 0
            defaultSelectedBackground = view
        }
        return defaultSelectedBackground
    }

    /// Shows or hides the selection background (fading when `animated`), propagates the highlighted state to the
    /// content and asks for a configuration update.
    package func updateSelectionAppearance(animated: Bool) {
        let shows = showsSelectionLook
        let active = activeSelectionBackground
        let candidates = [selectedBackgroundViewStorage, multipleSelectionBackgroundViewStorage,
                          defaultSelectedBackground]
        for case let view? in candidates where view !== active {
            view.alpha = 0
        }
        if let active {
            if active.superview !== self { insertBackground(active) }
            active.frame = bounds
            let alpha: CGFloat = shows ? 1 : 0
            if animated && active.alpha != alpha && UIView.areAnimationsEnabled {
                UIView.animate(withDuration: Self.selectionFadeDuration) { active.alpha = alpha }
            } else {
                active.alpha = alpha
            }
        }
        setHighlightedLook(shows, in: contentView)
        setNeedsUpdateConfiguration()
    }

    /// Sets `isHighlighted` on the labels and image views inside `view`, so their highlighted text colours and
    /// images show while the cell is selected or highlighted.
    private func setHighlightedLook(_ highlighted: Bool, in view: UIView) {
        for subview in view.subviews {
            if let label = subview as? UILabel {
                label.isHighlighted = highlighted
            } else if let imageView = subview as? UIImageView {
                imageView.isHighlighted = highlighted
            }
            setHighlightedLook(highlighted, in: subview)
        }
    }

    /// Takes `old` (a background view property's previous value) out of the cell and puts `newValue` in place
    /// behind the content.
    package func backgroundReplaced(_ old: UIView?, by newValue: UIView?) {
        guard old !== newValue else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let newValue {
            newValue.frame = bounds
            insertBackground(newValue)
        }
        updateSelectionAppearance(animated: false)
    }

    /// Inserts a background view in the cell's stacking order: the background view, then the background
    /// configuration's view, then the selection backgrounds, all below the content view.
    package func insertBackground(_ view: UIView) {
        let order: [UIView?] = [backgroundViewStorage, backgroundConfigurationView, defaultSelectedBackground,
                                selectedBackgroundViewStorage, multipleSelectionBackgroundViewStorage]
        let rank = order.firstIndex { $0 === view } ?? order.count
        var index = 0
        for (position, sibling) in subviews.enumerated() {
            guard let siblingRank = order.firstIndex(where: { $0 === sibling }), siblingRank < rank else { continue }
            index = max(index, position + 1)
        }
        if view.superview === self { view.removeFromSuperview() }
        insertSubview(view, at: index)
    }
}
