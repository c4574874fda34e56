// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIViewController {
    /// Before the view lays out: runs ``updateContentUnavailableConfiguration(using:)`` when asked for (and before
    /// the first layout).
    package func updateContentUnavailableIfNeeded() {
        guard needsContentUnavailableUpdate else { return }
        needsContentUnavailableUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Shows ``contentUnavailableConfiguration`` over the view: updates the shown view when it supports the
    /// configuration, replaces it otherwise, removes it for nil. The configuration is first updated for the
    /// current state (the search preset names the search text).
    package func applyContentUnavailableConfiguration() {
        guard let configuration = contentUnavailableConfiguration?.updated(for: contentUnavailableConfigurationState) else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        if let shown = contentUnavailableView, shown.supports(configuration) {
            shown.configuration = configuration
        } else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = configuration.makeContentView()
        }
        guard let view = viewIfLoaded, let shown = contentUnavailableView else { return }
        if shown.superview !== view { view.addSubview(shown) }
        view.setNeedsLayout()
    }

    /// After the view laid out: the content-unavailable view covers the visible bounds, above every subview.
    package func layoutContentUnavailableView() {
        guard let view = viewIfLoaded, let shown = contentUnavailableView else { return }
        if shown.superview !== view { view.addSubview(shown) }
        if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
        shown.frame = view.bounds
    }
}
