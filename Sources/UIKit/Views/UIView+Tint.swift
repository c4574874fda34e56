// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// How a view's tint colour is adjusted: `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the root of a tree).
        case automatic = 0
        /// The tint colour unchanged.
        case normal = 1
        /// The tint colour desaturated, as UIKit dims the interface behind an alert.
        case dimmed = 2
    }

    /// The colour every window's tree inherits when no view sets one: the system blue of iOS 7 and later.
    package static var defaultTintColor: UIColor { .systemBlue }

    /// The tint this view shows: its own, else its superview's, else the default, dimmed when the effective
    /// adjustment mode is `.dimmed`.
    package var effectiveTintColor: UIColor {
        var view: UIView? = self
        var color = UIView.defaultTintColor
        while let current = view {
            if let own = current.tintColorStorage {
                color = own
                break
            }
            view = current.superview
        }
        return effectiveTintAdjustmentMode == .dimmed ? color.dimmedForTint : color
    }

    /// The adjustment mode in force: the nearest explicit mode up the tree, `.normal` when there is none.
    package var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
            view = current.superview
        }
        return .normal
    }

    /// The explicit tint colour the view inherits (its own or the nearest ancestor's; nil for the default) and its
    /// effective adjustment mode: what decides the tint it shows, read without making a colour.
    package var inheritedTint: (color: UIColor?, mode: TintAdjustmentMode) {
        var view: UIView? = self
        while let current = view {
            if let own = current.tintColorStorage { return (own, effectiveTintAdjustmentMode) }
            view = current.superview
        }
        return (nil, effectiveTintAdjustmentMode)
    }

    /// Calls ``notifyTintChange()`` when moving the view to another superview (or none) changed the tint it
    /// shows, as UIKit tells a view whose inherited tint changes.
    package func notifyTintChangeIfMoved(from before: (color: UIColor?, mode: TintAdjustmentMode)) {
        let after = inheritedTint
        let sameColor = after.color.map { before.color?.isEqual($0) ?? false } ?? (before.color == nil)
        if after.mode != before.mode || !sameColor { notifyTintChange() }
    }

    /// Tells this view and every descendant whose effective tint may have changed (`tintColorDidChange()`), parents
    /// before children. A descendant with its own colour and mode keeps its tint, so its subtree is skipped.
    package func notifyTintChange() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil || subview.tintAdjustmentModeStorage == .automatic {
            subview.notifyTintChange()
        }
    }
}

extension UIColor {
    /// The colour's grey of equal luminance, as UIKit shows a tint in `.dimmed` mode.
    fileprivate var dimmedForTint: UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return self }
        let grey = 0.299 * r + 0.587 * g + 0.114 * b
        return UIColor(white: grey, alpha: a)
    }
}
