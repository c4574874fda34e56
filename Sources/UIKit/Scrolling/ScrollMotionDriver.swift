// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// A scroll view's per-frame motion: deceleration and bounces after a drag, paging, animated scrolls and zooms, and
/// the indicators' fades, stepped by a `CADisplayLink` on the device clock (so a headless device's `advance(by:)`
/// moves it frame by frame). The link exists only while something moves.
@MainActor
package final class ScrollMotionDriver {
    /// What a finished motion reports.
    package enum Purpose { case deceleration, scrollingAnimation, scrollToTop, zoomBounce, silent }

    /// The content moving on its own after a drag (or a status-bar tap): one motion per axis (nil: still).
    package struct Deceleration {
        package var x: AxisMotion?
        package var y: AxisMotion?
    }

    /// An eased animation of the offset (and the zoom scale) over a fixed duration.
    package struct Animation {
        var from: CGPoint
        var to: CGPoint
        var fromScale: CGFloat?
        var toScale: CGFloat?
        var start: Double
        var duration: Double
        var purpose: Purpose
    }

    private unowned let scrollView: UIScrollView
    private var link: CADisplayLink?
    package private(set) var deceleration: Deceleration?
    package private(set) var animation: Animation?

    package init(scrollView: UIScrollView) { self.scrollView = scrollView }

    /// The device clock, seconds.
    package var now: Double { UIGestureRecognizer.clockNow }

    /// Whether the content is moving on its own.
    package var isMoving: Bool { deceleration != nil || animation != nil }

    // MARK: Starting and stopping

    package func startDeceleration(x: AxisMotion?, y: AxisMotion?) {
        animation = nil
        deceleration = Deceleration(x: x, y: y)
        ensureLink()
    }

    /// Animates the offset to `offset` (and the zoom to `scale`) over `duration` seconds, eased by smoothstep.
    package func animate(to offset: CGPoint, scale: CGFloat? = nil, purpose: Purpose,
                         duration: Double = ScrollPhysics.animatedScrollDuration) {
        deceleration = nil
        animation = Animation(from: scrollView.contentOffset, to: offset,
                              fromScale: scale == nil ? nil : scrollView.zoomScale, toScale: scale,
                              start: now, duration: duration, purpose: purpose)
        ensureLink()
    }

    /// Stops whatever moves, without callbacks (a finger caught the content, or a non-animated scroll replaced it).
    /// Returns what was stopped.
    @discardableResult
    package func stop() -> Purpose? {
        let purpose: Purpose? = deceleration != nil ? .deceleration : animation?.purpose
        deceleration = nil
        animation = nil
        if scrollView.isDecelerating { scrollView.isDecelerating = false }
        if scrollView.isZoomBouncing { scrollView.isZoomBouncing = false }
        return purpose
    }

    /// The app moved the offset while the content moves on its own: a deceleration moves along with it; an
    /// animation is cancelled (its end is not reported), as a later `setContentOffset` wins on iOS.
    package func appDidMoveOffset(by delta: CGPoint) {
        if var d = deceleration {
            d.x?.origin += delta.x
            d.x?.target += delta.x
            d.y?.origin += delta.y
            d.y?.target += delta.y
            deceleration = d
        }
        if animation != nil { animation = nil }
    }

    package func ensureLink() {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated {
                // A scroll view released mid-motion leaves its link behind: it removes itself.
                guard let self else { return link.invalidate() }
                self.step(at: link.timestamp)
            }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    // MARK: Stepping

    /// One frame at `time` (device seconds).
    package func step(at time: Double) {
        if deceleration != nil { stepDeceleration(at: time) }
        if animation != nil { stepAnimation(at: time) }
        let indicatorsBusy = scrollView.indicators.step(at: time)
        if !isMoving, !indicatorsBusy {
            link?.invalidate()
            link = nil
        }
    }

    private func stepDeceleration(at time: Double) {
        guard var d = deceleration else { return }
        let view = scrollView
        let minimum = view.minimumContentOffset, maximum = view.maximumContentOffset
        var offset = view.contentOffset
        var done = true
        if var m = d.x {
            let (p, finished) = Self.advance(&m, lower: minimum.x, upper: maximum.x, at: time, bounces: view.bounces)
            offset.x = p
            d.x = finished ? nil : m
            done = done && finished
        }
        if var m = d.y {
            let (p, finished) = Self.advance(&m, lower: minimum.y, upper: maximum.y, at: time, bounces: view.bounces)
            offset.y = p
            d.y = finished ? nil : m
            done = done && finished
        }
        deceleration = done ? nil : d
        view.applyMotionOffset(offset)
        if done { view.decelerationDidEnd() }
    }

    /// Moves one axis to `time`: a deceleration that crosses an edge turns, at the moment it crosses, into a spring
    /// back to that edge (or stops there when the view does not bounce). Returns the position and whether the axis
    /// came to rest.
    package static func advance(_ m: inout AxisMotion, lower: CGFloat, upper: CGFloat, at time: Double,
                                bounces: Bool) -> (CGFloat, Bool) {
        if m.kind == .decelerate {
            let (x, _) = m.state(at: time)
            let startsInside = m.origin >= lower - 1e-9 && m.origin <= upper + 1e-9
            if startsInside, x < lower || x > upper {
                let edge = x < lower ? lower : upper
                let fraction = (edge - m.origin) / (m.target - m.origin)
                let crossing = m.start + Double(log(max(1e-12, 1 - fraction)) / (1000 * log(m.rate)))
                let speed = m.state(at: crossing).velocity
                guard bounces else { return (edge, true) }
                m = .spring(from: edge, velocity: speed, to: edge, at: crossing)
            } else {
                let finished = m.isFinished(at: time)
                return (finished ? m.target : x, finished)
            }
        }
        let finished = m.isFinished(at: time)
        return (finished ? m.target : m.state(at: time).position, finished)
    }

    private func stepAnimation(at time: Double) {
        guard let a = animation else { return }
        let u = a.duration > 0 ? min(1, max(0, (time - a.start) / a.duration)) : 1
        let e = CGFloat(Self.smoothstep(u))
        if let from = a.fromScale, let to = a.toScale { scrollView.applyZoomScale(from + (to - from) * e) }
        scrollView.applyMotionOffset(CGPoint(x: a.from.x + (a.to.x - a.from.x) * e,
                                             y: a.from.y + (a.to.y - a.from.y) * e))
        guard u >= 1 else { return }
        animation = nil
        scrollView.animationDidEnd(a.purpose)
    }

    /// The animated-scroll curve: 3u² − 2u³ (slow in, slow out).
    package static func smoothstep(_ u: Double) -> Double { u * u * (3 - 2 * u) }
}

extension UIScrollView {
    /// A deceleration (or bounce, or paging) came to rest.
    package func decelerationDidEnd() {
        isDecelerating = false
        indicators.scheduleHide()
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// An animation finished: report it as its purpose says.
    package func animationDidEnd(_ purpose: ScrollMotionDriver.Purpose) {
        indicators.scheduleHide()
        switch purpose {
        case .scrollingAnimation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        case .deceleration: decelerationDidEnd()
        case .zoomBounce:
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
        case .silent: break
        }
    }
}
