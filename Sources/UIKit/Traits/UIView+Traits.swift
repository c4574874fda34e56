// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// The traits a view inherits: its window's screen's, or the main screen's when it is in no window, with the
    /// appearance of the nearest `overrideUserInterfaceStyle` (``overriddenUserInterfaceStyle``).
    package var environmentTraitCollection: UITraitCollection {
        let base = (window?.screen ?? UIScreen.main).traitCollection
        guard StyleOverrides.inUse else { return base }
        let style = overriddenUserInterfaceStyle
        return style == .unspecified ? base : base.with(userInterfaceStyle: style)
    }

    /// Reports changed traits to this view's subtree, parents before children, each view controller before its
    /// view: called after a rotation or a text-size change (on each window), and when a subtree enters a window.
    /// Visits the tree in a loop, so any depth is safe.
    package func updateTraitsInSubtree() {
        forEachInSubtree { view in
            view.owningViewController?.updateReportedTraits()
            view.updateReportedTraits()
        }
    }

    /// Calls ``traitCollectionDidChange(_:)`` (with the new collection current) when the traits differ from those
    /// last reported; the first time, only records them. Before that, follows a new layout direction in the
    /// directional margins and re-sizes an adjusting label's font for a new text size.
    private func updateReportedTraits() {
        let current = traitCollection
        let previous = reportedTraitCollection
        reportedTraitCollection = current
        guard let previous else {
            applyAppearanceProxiesIfNeeded()
            return current.performAsCurrent { appearanceDidChange(initial: true) }
        }
        guard previous != current else { return }
        reapplyAppearanceProxies(from: previous, to: current)
        if previous.hasDifferentColorAppearance(comparedTo: current) {
            current.performAsCurrent { appearanceDidChange(initial: false) }
        }
        if previous.layoutDirection != current.layoutDirection { layoutDirectionDidChange() }
        if previous.preferredContentSizeCategory != current.preferredContentSizeCategory,
            let adjusting = self as? ContentSizeCategoryFollowing
        {
            adjusting.contentSizeCategoryDidChange()
        }
        current.performAsCurrent {
            traitCollectionDidChange(previous)
            traitChangeRegistryStorage?.notify(self, previous: previous, current: current)
        }
    }
}

extension UIViewController {
    /// The controller's half of ``UIView/updateTraitsInSubtree()``: reports changed traits, recording them the
    /// first time.
    package func updateReportedTraits() {
        let current = traitCollection
        let previous = reportedTraitCollection
        reportedTraitCollection = current
        guard let previous, previous != current else { return }
        current.performAsCurrent {
            traitCollectionDidChange(previous)
            traitChangeRegistryStorage?.notify(self, previous: previous, current: current)
        }
    }
}

/// A view that changes with the user's text size by itself (labels that adjust their fonts).
@MainActor
package protocol ContentSizeCategoryFollowing {
    /// Called when the view's preferred content size category changed, before `traitCollectionDidChange(_:)`.
    func contentSizeCategoryDidChange()
}
