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
    nonisolated package static var defaultTintColor: UIColor { .systemBlue }

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
    ///
    /// Cached per view, so adding a view deep in a tree does not walk to the root: a cache holds the true value
    /// while it is present, because ``notifyTintChange()`` clears the caches below a tint change, a moved view's
    /// cache is recomputed (and its subtree's cleared when its tint changed), and a view released with subviews
    /// still alive clears them all (``InheritedTint/epoch``).
    package var inheritedTint: (color: UIColor?, mode: TintAdjustmentMode) {
        if let cached = inheritedTintCache, cached.epoch == InheritedTint.epoch { return (cached.color, cached.mode) }
        var chain: [UIView] = []
        var value = InheritedTint(color: nil, mode: .normal, epoch: InheritedTint.epoch)
        var view: UIView? = self
        while let current = view {
            if let cached = current.inheritedTintCache, cached.epoch == InheritedTint.epoch {
                value = cached
                break
            }
            chain.append(current)
            view = current.superview
        }
        for current in chain.reversed() {
            if let own = current.tintColorStorage { value.color = own }
            if current.tintAdjustmentModeStorage != .automatic { value.mode = current.tintAdjustmentModeStorage }
            current.inheritedTintCache = value
        }
        return (value.color, value.mode)
    }

    /// Calls ``notifyTintChange()`` when moving the view to another superview (or none) changed the tint it
    /// shows, as UIKit tells a view whose inherited tint changes.
    package func notifyTintChangeIfMoved(from before: (color: UIColor?, mode: TintAdjustmentMode)) {
        inheritedTintCache = nil
        let after = inheritedTint
        let sameColor = after.color.map { before.color?.isEqual($0) ?? false } ?? (before.color == nil)
        if after.mode != before.mode || !sameColor { notifyTintChange() }
    }

    /// Tells this view and every descendant whose effective tint may have changed (`tintColorDidChange()`), parents
    /// before children. A descendant with its own colour and mode keeps its tint, so its subtree is skipped. The
    /// walk is iterative, so any depth is safe.
    package func notifyTintChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.inheritedTintCache = nil
            view.tintColorDidChange()
            for subview in view.subviews.reversed()
            where subview.tintColorStorage == nil || subview.tintAdjustmentModeStorage == .automatic {
                stack.append(subview)
            }
        }
    }
}

/// A view's cached ``UIView/inheritedTint``.
package struct InheritedTint {
    var color: UIColor?
    var mode: UIView.TintAdjustmentMode
    var epoch: Int

    /// Bumped when a view is released while subviews of it live on: their inherited tints may have changed
    /// without a notification, so every cache is dropped.
    nonisolated(unsafe) static var epoch = 0
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
