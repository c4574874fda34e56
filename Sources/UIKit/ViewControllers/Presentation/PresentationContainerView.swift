// SPDX-License-Identifier: Apache-2.0

/// The view a presentation happens in: it covers the window above the presenter, holds the presented view and
/// the presentation controller's extra views, and tells the presentation controller when it lays out.
package final class PresentationContainerView: UIView {
    /// The presentation the container belongs to.
    package weak var presentation: UIPresentationController?
    /// Whether a presentation or dismissal is animating (the presented view's frame is the animator's then).
    package var isTransitioning = false

    override package func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        if !isTransitioning, let presentation, let presented = presentation.presentedView,
            presented.superview === self
        {
            presented.frame = presentation.frameOfPresentedViewInContainerView
        }
        presentation?.containerViewDidLayoutSubviews()
    }
}
