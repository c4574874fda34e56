// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The scroll views view controllers named for their bars' scroll edges (iOS 15), kept weakly.
@MainActor
package enum ContentScrollViews {
    private struct Entry {
        weak var controller: UIViewController?
        weak var scrollView: UIScrollView?
        var edges: NSDirectionalRectEdge
    }

    private static var entries: [ObjectIdentifier: [Entry]] = [:]

    /// Names `scrollView` (nil: forgets the name) for `edges` of `controller`.
    package static func set(_ scrollView: UIScrollView?, for edges: NSDirectionalRectEdge, of controller: UIViewController) {
        let key = ObjectIdentifier(controller)
        var list = (entries[key] ?? []).filter { $0.controller != nil }
        list = list.compactMap { entry in
            var entry = entry
            entry.edges.subtract(edges)
            return entry.edges.isEmpty ? nil : entry
        }
        if let scrollView { list.append(Entry(controller: controller, scrollView: scrollView, edges: edges)) }
        entries[key] = list.isEmpty ? nil : list
        entries = entries.filter { $0.value.contains { $0.controller != nil } }
    }

    /// The scroll view named for `edge` of `controller`, if it still exists.
    package static func named(for controller: UIViewController, edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard let list = entries[ObjectIdentifier(controller)] else { return nil }
        return list.first { $0.controller === controller && !$0.edges.isDisjoint(with: edge) }?.scrollView
    }
}

extension UIViewController {
    /// Names the scroll view whose content edges the bars at `edge` follow (iOS 15): a navigation bar uses its
    /// scroll-edge appearance while that scroll view's content is at its top, a toolbar or tab bar while it is at
    /// its bottom. Nil forgets the name, and the bars look for a scroll view in the controller's view again.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        ContentScrollViews.set(scrollView, for: edge, of: self)
        navigationController?.viewIfLoaded?.setNeedsLayout()
        tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Names the scroll view the bars at every edge follow (see ``setContentScrollView(_:for:)``).
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view the bars at `edge` follow: the one named with ``setContentScrollView(_:for:)``, else the one
    /// found in the controller's view (its view when it is a scroll view, else the first scroll view among its
    /// descendants), else nil.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        BarScrollEdgeTracker.contentScrollView(of: self, edge: edge)
    }
}

extension UINavigationController {
    /// Points the bar's and toolbar's scroll-edge trackers at the top controller's content scroll view (called
    /// whenever the navigation controller lays out); a tab bar controller around it follows too.
    package func updateBarScrollEdges() {
        guard let bar = navigationBarStorage else { return }
        let top = topViewController
        if bar.scrollEdgeTracker == nil { bar.scrollEdgeTracker = BarScrollEdgeTracker(bar: bar, edge: .top) }
        bar.scrollEdgeTracker?.track(BarScrollEdgeTracker.contentScrollView(of: top, edge: .top))
        if let toolbar = toolbarStorage {
            if toolbar.scrollEdgeTracker == nil { toolbar.scrollEdgeTracker = BarScrollEdgeTracker(bar: toolbar, edge: .bottom) }
            toolbar.scrollEdgeTracker?.track(BarScrollEdgeTracker.contentScrollView(of: top, edge: .bottom))
        }
        tabBarController?.updateTabBarScrollEdge()
    }
}

extension UITabBarController {
    /// Points the tab bar's scroll-edge tracker at the shown child's content scroll view (called whenever the
    /// controller or a navigation controller inside it lays out).
    package func updateTabBarScrollEdge() {
        let bar = tabBar
        if bar.scrollEdgeTracker == nil { bar.scrollEdgeTracker = BarScrollEdgeTracker(bar: bar, edge: .bottom) }
        bar.scrollEdgeTracker?.track(BarScrollEdgeTracker.contentScrollView(of: selectedViewController, edge: .bottom))
    }
}
