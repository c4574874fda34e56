// SPDX-License-Identifier: Apache-2.0

/// The view a presentation happens in: it covers the window above the presenter, holds the presented view and
/// the presentation controller's extra views, and tells the presentation controller when it lays out.
package final class PresentationContainerView: UIView {
    /// The presentation the container belongs to.
    package weak var presentation: UIPresentationController?
    /// Whether a presentation or dismissal is animating (the presented view's frame is the animator's then).
    package var isTransitioning = false

    /// A popover's container lets touches through where it has nothing (its outside view decides the rest).
    override package func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, presentation is UIPopoverPresentationController { return nil }
        return hit
    }

    override package func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        let dragged = (presentation as? UISheetPresentationController)?.isDragging ?? false
        if !isTransitioning, !dragged, let presentation, let presented = presentation.presentedView,
            presented.superview === self
        {
            let frame = presentation.frameOfPresentedViewInContainerView
            if presented.transform == .identity {
                presented.frame = frame
            } else {
                // A lower stacked sheet is transformed by the sheet above: keep its transform, place it untransformed.
                presented.bounds = CGRect(origin: presented.bounds.origin, size: frame.size)
                presented.center = CGPoint(x: frame.midX, y: frame.midY)
            }
        }
        presentation?.containerViewDidLayoutSubviews()
    }
}

extension PresentationContainerView {
    /// Turns the window's full-window presentation containers with the interface, as the window turns its root
    /// view: on the iPhone OS 3 profiles (the window stays portrait) each is centred, rotated and given the turned
    /// size, so alerts, sheets and popovers follow rotation and re-centre; on the modern profile they fill the
    /// window's new bounds. Current-context containers follow their presenter's view through its frame.
    package static func applyInterfaceGeometry(in window: UIWindow, orientation: UIInterfaceOrientation,
                                               modern: Bool) {
        for case let container as PresentationContainerView in window.subviews {
            let style = container.presentation?.presentationStyle
            guard style != .currentContext, style != .overCurrentContext else { continue }
            if modern {
                if container.transform != .identity { container.transform = .identity }
                container.frame = window.bounds
            } else {
                let size = InterfaceOrientationGeometry.size(window.bounds.size, in: orientation)
                container.transform = CGAffineTransform(rotationAngle: InterfaceOrientationGeometry.angle(of: orientation))
                container.bounds = CGRect(origin: .zero, size: size)
                container.center = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            }
        }
    }
}
