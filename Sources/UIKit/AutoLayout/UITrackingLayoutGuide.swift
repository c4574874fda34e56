// SPDX-License-Identifier: Apache-2.0

/// A layout guide that activates and deactivates constraints as it comes near to, or moves away from, the edges of
/// its owning view.
///
/// The guide keeps, for each edge, the constraints to have active while it is near that edge and those to have
/// active while it is away from it. Whenever the guide moves (UIKit's ``UIKeyboardLayoutGuide`` moves with the
/// keyboard), it activates one set and deactivates the other. An edge of the guide is *near* the same edge of its
/// owning view when they are less than one point apart; leading and trailing follow the owning view's
/// `effectiveUserInterfaceLayoutDirection`. A guide without an owning view is near no edge.
///
/// Set the tracked constraints after adding the guide to a view (the keyboard guide always has one): the guide
/// activates the matching set at once.
///
/// - SeeAlso: ``UIView/keyboardLayoutGuide``
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    /// The tracked constraints of one edge.
    private struct Tracked {
        var near: [NSLayoutConstraint] = []
        var away: [NSLayoutConstraint] = []
    }

    /// The tracked constraints, by single edge (`NSDirectionalRectEdge` raw value).
    private var tracked: [UInt: Tracked] = [:]

    /// Creates a guide that tracks no constraints and belongs to no view yet.
    public override init() { super.init() }

    /// Tracks `trackingConstraints` for `edge`: they are active while the guide is near `edge` and inactive while it
    /// is away from it.
    ///
    /// Replaces the constraints tracked as near `edge` (the previous ones are deactivated and forgotten); an empty
    /// array stops tracking them. `edge` may hold several edges: the constraints are then tracked for each.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        for single in Self.singleEdges(of: edge) {
            NSLayoutConstraint.deactivate(tracked[single.rawValue]?.near ?? [])
            tracked[single.rawValue, default: Tracked()].near = trackingConstraints
        }
        updateTrackedConstraints()
    }

    /// Tracks `trackingConstraints` for `edge`: they are inactive while the guide is near `edge` and active while it
    /// is away from it.
    ///
    /// Replaces the constraints tracked as away from `edge` (the previous ones are deactivated and forgotten); an
    /// empty array stops tracking them.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        for single in Self.singleEdges(of: edge) {
            NSLayoutConstraint.deactivate(tracked[single.rawValue]?.away ?? [])
            tracked[single.rawValue, default: Tracked()].away = trackingConstraints
        }
        updateTrackedConstraints()
    }

    /// The constraints the guide activates while near `edge` (for several edges: those of each, in edge order).
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        Self.singleEdges(of: edge).flatMap { tracked[$0.rawValue]?.near ?? [] }
    }

    /// The constraints the guide activates while away from `edge` (for several edges: those of each, in edge order).
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        Self.singleEdges(of: edge).flatMap { tracked[$0.rawValue]?.away ?? [] }
    }

    /// Deactivates every tracked constraint and stops tracking them all.
    open func removeAllTrackedConstraints() {
        for entry in tracked.values { NSLayoutConstraint.deactivate(entry.near + entry.away) }
        tracked = [:]
    }

    // MARK: Tracking

    /// The guide's frame in its owning view's coordinates once the coming layout pass is done (a subclass that
    /// knows where it goes answers before the pass; the default is ``UILayoutGuide/layoutFrame``).
    package func trackedFrame() -> CGRect { layoutFrame }

    /// Activates the near or away set of each tracked edge for where the guide is (``trackedFrame()``).
    package func updateTrackedConstraints() {
        guard !tracked.isEmpty else { return }
        let near = nearEdges()
        var activate: [NSLayoutConstraint] = [], deactivate: [NSLayoutConstraint] = []
        for (raw, entry) in tracked {
            let isNear = near.contains(NSDirectionalRectEdge(rawValue: raw))
            activate += isNear ? entry.near : entry.away
            deactivate += isNear ? entry.away : entry.near
        }
        // Deactivate first, so an exclusive pair never sits in the solver together.
        NSLayoutConstraint.deactivate(deactivate.filter { c in !activate.contains { $0 === c } })
        NSLayoutConstraint.activate(activate.filter { !$0.isActive })
    }

    /// The owning view's edges the guide is within a point of.
    package func nearEdges() -> NSDirectionalRectEdge {
        guard let owner = owningViewStorage else { return [] }
        let frame = trackedFrame(), bounds = owner.bounds
        let tolerance: CGFloat = 1
        var edges: NSDirectionalRectEdge = []
        if abs(frame.minY - bounds.minY) < tolerance { edges.insert(.top) }
        if abs(frame.maxY - bounds.maxY) < tolerance { edges.insert(.bottom) }
        let nearLeft = abs(frame.minX - bounds.minX) < tolerance
        let nearRight = abs(frame.maxX - bounds.maxX) < tolerance
        let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft ? nearRight : nearLeft { edges.insert(.leading) }
        if rightToLeft ? nearLeft : nearRight { edges.insert(.trailing) }
        return edges
    }

    private static func singleEdges(of edge: NSDirectionalRectEdge) -> [NSDirectionalRectEdge] {
        [NSDirectionalRectEdge.top, .leading, .bottom, .trailing].filter { edge.contains($0) }
    }
}
