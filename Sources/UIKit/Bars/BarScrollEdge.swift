// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Watches a scroll view for whether its content's edge is at a bar: the top edge for a navigation bar (the
/// content not scrolled up under it), the bottom edge for a toolbar or tab bar (the content scrolled to its end,
/// or shorter than the view). A bar with a tracker is managed by a controller and uses its scroll-edge
/// appearance while ``isAtEdge``; a controller whose top view has no scroll view is always at the edge, as on
/// iOS 15.
@MainActor
package final class BarScrollEdgeTracker {
    /// Which edge of the content the bar sits at.
    package enum Edge { case top, bottom }

    package let edge: Edge
    private weak var bar: UIView?
    private weak var scrollView: UIScrollView?
    /// Whether the content's edge is at the bar now.
    package private(set) var isAtEdge = true

    package init(bar: UIView, edge: Edge) {
        self.bar = bar
        self.edge = edge
    }

    /// Follows `scrollView` (nil: none, so the bar is at the edge) from now on.
    package func track(_ scrollView: UIScrollView?) {
        if scrollView !== self.scrollView {
            self.scrollView?.geometryObservers.remove(owner: self)
            self.scrollView = scrollView
            scrollView?.geometryObservers.add(owner: self) { [weak self] in self?.update() }
        }
        update()
    }

    /// The scroll view followed, if any.
    package var trackedScrollView: UIScrollView? { scrollView }

    /// Recomputes ``isAtEdge``; the bar lays out again (and cross-fades) when it changed.
    package func update() {
        let now = scrollView.map { Self.isAtEdge($0, edge: edge) } ?? true
        guard now != isAtEdge else { return }
        isAtEdge = now
        bar?.setNeedsLayout()
    }

    /// Whether `scrollView`'s content edge is at the bar: top — the offset at or above the top of the adjusted
    /// inset (pulled down counts); bottom — the visible area reaches the content's end.
    package static func isAtEdge(_ scrollView: UIScrollView, edge: Edge) -> Bool {
        let inset = scrollView.adjustedContentInset
        let tolerance: CGFloat = 0.5
        switch edge {
        case .top:
            return scrollView.contentOffset.y <= -inset.top + tolerance
        case .bottom:
            let visibleEnd = scrollView.contentOffset.y + scrollView.bounds.height - inset.bottom
            return visibleEnd >= scrollView.contentSize.height - tolerance
        }
    }

    /// The scroll view whose edges the bars of `controller` follow: the one the controller named with
    /// `setContentScrollView(_:for:)`, else (through navigation and tab bar controllers, to the shown child) the
    /// controller's view when it is a scroll view, else the first scroll view among its view's descendants
    /// (breadth first, three levels), else nil.
    package static func contentScrollView(of controller: UIViewController?, edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard let controller else { return nil }
        if let navigation = controller as? UINavigationController {
            return contentScrollView(of: navigation.topViewController, edge: edge)
        }
        if let tabs = controller as? UITabBarController {
            return contentScrollView(of: tabs.selectedViewController, edge: edge)
        }
        if let named = ContentScrollViews.named(for: controller, edge: edge) { return named }
        guard let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        var level: [UIView] = view.subviews
        for _ in 0..<3 {
            if let found = level.first(where: { $0 is UIScrollView }) as? UIScrollView { return found }
            level = level.flatMap(\.subviews)
        }
        return nil
    }
}
