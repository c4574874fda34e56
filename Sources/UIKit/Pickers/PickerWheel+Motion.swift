// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// What a wheel is doing; the rules are in ``WheelPhysics``.
enum WheelMotion {
    /// At rest on a row.
    case idle
    /// Following a finger: the offset and finger position at touch-down, the raw (unbanded) offsets since, and
    /// whether the finger moved far enough to count as a drag rather than a tap.
    case dragging(startOffset: CGFloat, startY: CGFloat, samples: [(time: Double, position: CGFloat)], moved: Bool,
                  stoppedMotion: Bool)
    /// Coasting after a flick at `velocity` (points per second).
    case decelerating(velocity: CGFloat)
    /// Easing from `from` to `to` between `start` and `start + duration`; `notify` says whether settling tells
    /// the delegate (user motion) or not (code's `selectRow`).
    case snapping(from: CGFloat, to: CGFloat, start: CFTimeInterval, duration: Double, notify: Bool)
}

extension PickerWheel {
    /// Movement (points) below which a touch is a tap on a row.
    static let tapSlop: CGFloat = 6

    // MARK: Touches

    func wheelTouchesBegan(_ touches: Set<UITouch>) {
        if case .dragging = motion { return }  // one finger turns a wheel
        guard let touch = touches.first, rowCount > 0 else { return }
        var wasMoving = true
        if case .idle = motion { wasMoving = false }
        stopDisplayLink()
        motion = .dragging(startOffset: offset, startY: touch.location(in: self).y,
                           samples: [(touch.timestamp, offset)], moved: false, stoppedMotion: wasMoving)
    }

    func wheelTouchesMoved(_ touches: Set<UITouch>) {
        guard case .dragging(let start, let startY, var samples, var moved, let stopped) = motion,
              let touch = touches.first else { return }
        let y = touch.location(in: self).y
        let raw = start - (y - startY)
        if abs(y - startY) > Self.tapSlop { moved = true }
        samples.append((touch.timestamp, raw))
        samples.removeAll { touch.timestamp - $0.time > 2 * WheelPhysics.velocityWindow }
        motion = .dragging(startOffset: start, startY: startY, samples: samples, moved: moved, stoppedMotion: stopped)
        offset = banded(raw)
        layoutIfNeeded()
    }

    func wheelTouchesEnded(_ touches: Set<UITouch>) {
        guard case .dragging(let start, let startY, var samples, let moved, let stopped) = motion,
              let touch = touches.first else { return }
        let y = touch.location(in: self).y
        let now = touch.timestamp
        if !moved {
            motion = .idle
            if !stopped, let row = row(atY: y), row != nearestRow(to: offset) {
                return animate(to: CGFloat(row) * rowHeight, duration: WheelPhysics.selectDuration, notify: true,
                               now: now)
            }
            return snap(now: now)
        }
        samples.append((now, start - (y - startY)))
        offset = banded(start - (y - startY))
        let velocity = WheelPhysics.releaseVelocity(samples)
        lastRelease = (now, offset, velocity)
        guard abs(velocity) >= WheelPhysics.restingSpeed else { return snap(now: now) }
        motion = .decelerating(velocity: velocity)
        startDisplayLink(at: now)
    }

    func wheelTouchesCancelled(_ touches: Set<UITouch>) {
        guard case .dragging = motion else { return }
        snap(now: touches.first?.timestamp ?? CACurrentMediaTime())
    }

    /// The offset shown for a finger's raw offset: rubber-banded past either end.
    func banded(_ raw: CGFloat) -> CGFloat {
        if raw < 0 { return WheelPhysics.rubberBand(raw, height: bounds.height) }
        if raw > maximumOffset { return maximumOffset + WheelPhysics.rubberBand(raw - maximumOffset, height: bounds.height) }
        return raw
    }

    /// The row drawn at `y` (wheel coordinates), undoing the cylinder's projection; nil off the rows.
    func row(atY y: CGFloat) -> Int? {
        guard rowCount > 0, rowHeight > 0 else { return nil }
        let r = radius
        let e = Self.eyeDistance
        // A row turned by θ projects its centre to y = r·sinθ · e / (e + r(1 − cosθ)); search θ by bisection.
        let target = y - bounds.midY
        var lo = -CGFloat.pi / 2, hi = CGFloat.pi / 2
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            let projected = r * sin(mid) * e / (e + r * (1 - cos(mid)))
            if projected < target { lo = mid } else { hi = mid }
        }
        let row = Int(((offset + (lo + hi) / 2 * r) / rowHeight).rounded())
        return (0..<rowCount).contains(row) ? row : nil
    }

    // MARK: Motion

    /// Eases to the nearest row (which tells the delegate if it differs from the selection).
    func snap(now: CFTimeInterval) {
        let target = nearestRow(to: offset)
        guard target >= 0 else {
            motion = .idle
            return stopDisplayLink()
        }
        animate(to: CGFloat(target) * rowHeight, duration: WheelPhysics.snapDuration, notify: true, now: now)
    }

    /// Eases from the current offset to `target` over `duration` seconds from `now`.
    func animate(to target: CGFloat, duration: Double, notify: Bool, now: CFTimeInterval) {
        if abs(target - offset) < 0.001 {
            offset = target
            return settle(notify: notify)
        }
        motion = .snapping(from: offset, to: target, start: now, duration: duration, notify: notify)
        startDisplayLink(at: now)
    }

    /// Jumps to `row` with no animation, stopping any motion (code's selection; no delegate call).
    func jump(to row: Int) {
        stopDisplayLink()
        motion = .idle
        offset = CGFloat(max(0, row)) * rowHeight
        layoutRows()
    }

    /// Stops any motion where it is, without settling.
    func stopMotion() {
        stopDisplayLink()
        motion = .idle
    }

    /// Advances the wheel's own motion to device time `now`.
    func step(to now: CFTimeInterval) {
        let dt = max(0, now - lastStepTime)
        lastStepTime = now
        switch motion {
        case .decelerating(let velocity):
            let inRange = offset >= 0 && offset <= maximumOffset
            let rate = inRange ? WheelPhysics.decelerationRate : WheelPhysics.outOfRangeDecelerationRate
            let next = WheelPhysics.decelerate(offset: offset, velocity: velocity, dt: dt, rate: rate)
            offset = next.offset
            if abs(next.velocity) < WheelPhysics.restingSpeed {
                snap(now: now)
            } else {
                motion = .decelerating(velocity: next.velocity)
            }
        case .snapping(let from, let to, let start, let duration, let notify):
            let u = duration > 0 ? (now - start) / duration : 1
            if u >= 1 {
                offset = to
                settle(notify: notify)
            } else {
                offset = from + (to - from) * CGFloat(WheelPhysics.easeOut(u))
            }
        case .idle, .dragging:
            stopDisplayLink()
        }
        layoutIfNeeded()
    }

    /// Comes to rest on the nearest row; the user's motion tells the picker when that row is new.
    private func settle(notify: Bool) {
        stopDisplayLink()
        motion = .idle
        let row = nearestRow(to: offset)
        layoutRows()
        guard notify, row >= 0, row != selectedRow else { return }
        selectedRow = row
        picker?.wheelDidSettle(self, on: row)
    }

    private func startDisplayLink(at now: CFTimeInterval) {
        lastStepTime = now
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated {
                guard let self else { return link.invalidate() }
                self.step(to: link.timestamp)
            }
        }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func stopDisplayLink() {
        displayLink?.invalidate()
        displayLink = nil
    }
}
