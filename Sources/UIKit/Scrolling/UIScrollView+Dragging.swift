// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A drag in progress: where the content would be without rubber-banding when the finger started, and the axes
/// it may move on.
package struct ScrollDragState {
    /// The offset, before rubber-banding, at the start of the drag (minus the pan's translation: the offset now).
    var unbandedStart: CGPoint
    var horizontal: Bool
    var vertical: Bool

    /// The app moved the offset during the drag: the drag follows.
    mutating func shift(by delta: CGPoint) {
        unbandedStart.x += delta.x
        unbandedStart.y += delta.y
    }
}

extension UIScrollView {
    /// A directional lock keeps a drag on one axis when its other component is at most this fraction of it.
    package static let directionalLockRatio: CGFloat = 0.5

    package func installGestureRecognizers() {
        panRecognizer.delegate = recognizerDelegate
        pinchRecognizer.delegate = recognizerDelegate
        touchDelayRecognizer.scrollView = self
        panRecognizer.addTarget(nil) { [unowned self] r in handlePan(r as! UIPanGestureRecognizer) }
        pinchRecognizer.addTarget(nil) { [unowned self] r in handlePinch(r as! UIPinchGestureRecognizer) }
        addGestureRecognizer(touchDelayRecognizer)
        addGestureRecognizer(panRecognizer)
        addGestureRecognizer(pinchRecognizer)
    }

    /// The scroll view's pan begins only when some axis scrolls and, if the content already has the touch, it may
    /// be taken from it (``canCancelContentTouches``, ``touchesShouldCancel(in:)``); its pinch only when zooming is
    /// possible.
    package func scrollGestureShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panRecognizer {
            let axes = scrollableAxes
            guard axes.horizontal || axes.vertical else { return false }
            // A drag mostly along an axis this view cannot scroll is not this view's: an enclosing scroll view
            // (a horizontal pager around vertical lists) gets it instead.
            let t = panRecognizer.translation(in: self)
            if !axes.horizontal, abs(t.x) > abs(t.y) { return false }
            if !axes.vertical, abs(t.y) > abs(t.x) { return false }
            if touchDelayRecognizer.hasReleasedTouches {
                for touch in panRecognizer.trackedTouches where touch.deliversToView {
                    guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
                    if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
                }
            }
            return true
        }
        if gestureRecognizer === pinchRecognizer {
            return zoomView != nil && minimumZoomScale < maximumZoomScale
        }
        return true
    }


    // MARK: Touches down and up

    /// A finger touched down in the scroll view: a moving content stops (the touch only catches it).
    package func fingerDidTouchDown(_ touches: Set<UITouch>, with event: UIEvent) {
        if let stopped = motion.stop() {
            if stopped == .deceleration {
                // The finger caught the content: the touch is the scroll view's, not the content's.
                for touch in touches { touch.deliversToView = false }
            }
        }
        for touch in touches {
            guard touch.deliversToView, let view = touch.view, view !== self, view.isDescendant(of: self) else {
                continue
            }
            if !touchesShouldBegin([touch], with: event, in: view) { touch.deliversToView = false }
        }
    }

    // MARK: Dragging

    package func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDrag(pan)
        case .changed: continueDrag(pan)
        case .ended: endDrag(velocity: pan.velocity(in: self))
        case .cancelled: endDrag(velocity: .zero)
        default: break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        motion.stop()
        touchDelayRecognizer.dragDidBegin()
        let slop = pan.translation(in: self)
        pan.setTranslation(.zero, in: self)
        let axes = scrollableAxes
        var horizontal = axes.horizontal, vertical = axes.vertical
        if isDirectionalLockEnabled, horizontal, vertical {
            if abs(slop.y) <= abs(slop.x) * Self.directionalLockRatio { vertical = false }
            else if abs(slop.x) <= abs(slop.y) * Self.directionalLockRatio { horizontal = false }
        }
        drag = ScrollDragState(unbandedStart: unbanded(contentOffset), horizontal: horizontal, vertical: vertical)
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        indicators.show()
    }

    /// The offset a finger would have produced for the shown `offset` (undoing the rubber band).
    private func unbanded(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset, size = bounds.size
        func axis(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if v < lo { return lo + ScrollPhysics.inverseRubberBand(v - lo, dimension: d) }
            if v > hi { return hi + ScrollPhysics.inverseRubberBand(v - hi, dimension: d) }
            return v
        }
        return CGPoint(x: axis(offset.x, minimum.x, maximum.x, size.width),
                       y: axis(offset.y, minimum.y, maximum.y, size.height))
    }

    private func continueDrag(_ pan: UIPanGestureRecognizer) {
        guard let drag, !isZooming else {
            // A pinch moves the content itself; the drag restarts from where the pinch left it.
            if var state = self.drag {
                let t = pan.translation(in: self)
                state.unbandedStart = CGPoint(x: unbanded(contentOffset).x + t.x, y: unbanded(contentOffset).y + t.y)
                self.drag = state
            }
            return
        }
        let t = pan.translation(in: self)
        let minimum = minimumContentOffset, maximum = maximumContentOffset, size = bounds.size
        var offset = contentOffset
        if drag.horizontal {
            let u = drag.unbandedStart.x - t.x
            offset.x = bounces ? ScrollPhysics.rubberBanded(u, lower: minimum.x, upper: maximum.x, dimension: size.width)
                : min(max(u, minimum.x), maximum.x)
        }
        if drag.vertical {
            let u = drag.unbandedStart.y - t.y
            offset.y = bounces ? ScrollPhysics.rubberBanded(u, lower: minimum.y, upper: maximum.y, dimension: size.height)
                : min(max(u, minimum.y), maximum.y)
        }
        applyMotionOffset(offset)
        refreshControl?.scrollViewDidDrag(self)
    }

    /// The finger lifted with the content moving at `fingerVelocity` (points per second, view coordinates): the
    /// delegate hears `scrollViewWillEndDragging` (velocity in points per millisecond, the target it may change)
    /// and `scrollViewDidEndDragging`, then the content decelerates, bounces back or pages.
    private func endDrag(velocity fingerVelocity: CGPoint) {
        guard let drag else { return }
        refreshControl?.scrollViewDidEndDragging(self)  // a refresh begun in this drag adds its inset now
        let start = self.motion.now
        let offset = contentOffset
        let minimum = minimumContentOffset, maximum = maximumContentOffset, size = bounds.size
        let rate = decelerationRate.rawValue
        // The content's velocity is opposite to the finger's, and rubber-banded where the content is past an edge.
        func contentVelocity(_ v: CGFloat, _ p: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            let excess = p < lo ? lo - p : (p > hi ? p - hi : 0)
            guard excess > 0, d > 0 else { return -v }
            // d(shown)/d(finger) of the rubber band at the shown overscroll.
            let x = ScrollPhysics.inverseRubberBand(excess, dimension: d)
            let k = ScrollPhysics.rubberBandCoefficient
            let slope = k / pow(x * k / d + 1, 2)
            return -v * slope
        }
        let velocity = CGPoint(
            x: drag.horizontal ? contentVelocity(fingerVelocity.x, offset.x, minimum.x, maximum.x, size.width) : 0,
            y: drag.vertical ? contentVelocity(fingerVelocity.y, offset.y, minimum.y, maximum.y, size.height) : 0)

        struct Plan {
            var natural: CGFloat
            var proposed: CGFloat
            var spring: Bool
        }
        func plan(_ p: CGFloat, _ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ page: CGFloat, _ moves: Bool) -> Plan {
            guard moves else { return Plan(natural: p, proposed: p, spring: false) }
            if isPagingEnabled, page > 0 {
                let position = p / page
                let speed = v / 1000
                let index: CGFloat
                if speed > ScrollPhysics.pagingFlickSpeed { index = floor(position) + 1 }
                else if speed < -ScrollPhysics.pagingFlickSpeed { index = ceil(position) - 1 }
                else { index = position.rounded() }
                let target = min(max(index * page, lo), hi)
                return Plan(natural: target, proposed: target, spring: true)
            }
            if p < lo || p > hi {
                let edge = p < lo ? lo : hi
                return Plan(natural: edge, proposed: edge, spring: true)
            }
            let natural = p + ScrollPhysics.decelerationDistance(velocity: v, rate: rate)
            return Plan(natural: natural, proposed: min(max(natural, lo), hi), spring: false)
        }
        let px = plan(offset.x, velocity.x, minimum.x, maximum.x, size.width, drag.horizontal)
        let py = plan(offset.y, velocity.y, minimum.y, maximum.y, size.height, drag.vertical)
        var target = CGPoint(x: px.proposed, y: py.proposed)
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        if !target.x.isFinite || !target.y.isFinite {
            UIKitDiagnostics.log("scrollViewWillEndDragging: non-finite target \(target) ignored")
            target = CGPoint(x: px.proposed, y: py.proposed)
        }
        func motion(_ p: CGFloat, _ v: CGFloat, _ plan: Plan, _ chosen: CGFloat, _ moves: Bool) -> AxisMotion? {
            guard moves else { return nil }
            if plan.spring {
                let m = AxisMotion.spring(from: p, velocity: v, to: chosen, at: start)
                return m.isFinished(at: start) ? nil : m
            }
            if chosen != plan.proposed { return chosen == p ? nil : .decelerate(from: p, to: chosen, rate: rate, at: start) }
            guard abs(v) / 1000 >= ScrollPhysics.minimumSpeed else { return nil }
            return .decelerate(from: p, to: plan.natural, rate: rate, at: start)
        }
        let mx = motion(offset.x, velocity.x, px, target.x, drag.horizontal)
        let my = motion(offset.y, velocity.y, py, target.y, drag.vertical)
        let willDecelerate = mx != nil || my != nil
        self.drag = nil
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            self.motion.startDeceleration(x: mx, y: my)
        } else {
            indicators.scheduleHide()
        }
    }
}

/// The scroll view's own recognizers' delegate: its pan and pinch recognize together (a pinch also pans).
@MainActor
package final class ScrollRecognizerDelegate: UIGestureRecognizerDelegate {
    private unowned let scrollView: UIScrollView
    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        let own: [UIGestureRecognizer] = [scrollView.panRecognizer, scrollView.pinchRecognizer]
        return own.contains { $0 === gestureRecognizer } && own.contains { $0 === other }
    }
}
