// SPDX-License-Identifier: Apache-2.0

/// A pan that starts at an edge of the screen (iOS 7): the navigation controller's swipe back from the left edge.
///
/// It behaves as ``UIPanGestureRecognizer`` except that it fails unless the first finger comes down within
/// ``edgeWidth`` points of one of ``edges`` (in window coordinates, which are screen coordinates on Touchstone),
/// and unless the motion that would begin it goes away from that edge more than along it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from the edge the finger may come down, points (Touchstone's value, close to iOS's).
    public static let edgeWidth: CGFloat = 20

    /// The edges the gesture may start from (none by default, as on iOS: set at least one).
    open var edges: UIRectEdge = []

    /// The edge the current gesture started from (empty before the touch came down near one).
    private var startEdge: UIRectEdge = []
    private var start: CGPoint = .zero

    /// Fails unless the first finger comes down within ``UIScreenEdgePanGestureRecognizer/edgeWidth`` points of one
    /// of ``UIScreenEdgePanGestureRecognizer/edges`` (left, then right, top, bottom), remembering that edge; then
    /// tracks as a pan does.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, activeTouches.count == touches.count, let touch = touches.first {
            let p = touch.location(in: nil)
            let bounds = touch.window?.bounds ?? .zero
            let w = Self.edgeWidth
            startEdge = []
            if edges.contains(.left), p.x - bounds.minX <= w { startEdge = .left }
            else if edges.contains(.right), bounds.maxX - p.x <= w { startEdge = .right }
            else if edges.contains(.top), p.y - bounds.minY <= w { startEdge = .top }
            else if edges.contains(.bottom), bounds.maxY - p.y <= w { startEdge = .bottom }
            guard !startEdge.isEmpty else { return failIfPossible() }
            start = p
        }
        super.touchesBegan(touches, with: event)
    }

    /// Before the pan begins, fails when the finger has moved past the pan's slop more along the start edge than
    /// away from it; otherwise moves as a pan does.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first {
            let p = touch.location(in: nil)
            let dx = p.x - start.x, dy = p.y - start.y
            let away: CGFloat, along: CGFloat
            switch startEdge {
            case .left: (away, along) = (dx, dy)
            case .right: (away, along) = (-dx, dy)
            case .top: (away, along) = (dy, dx)
            default: (away, along) = (-dy, dx)
            }
            if hypot(dx, dy) > Self.slop, away < abs(along) { return failIfPossible() }
        }
        super.touchesMoved(touches, with: event)
    }

    /// Forgets the start edge, then resets as a pan does.
    open override func reset() {
        super.reset()
        startEdge = []
    }
}
