// SPDX-License-Identifier: Apache-2.0

/// Recent samples of a gesture value (a point, or a scale or angle in `x`) for its velocity.
///
/// The velocity is the change between the oldest and the newest sample of the last ``window`` seconds, divided by
/// their time apart (host-clock seconds from the touches' timestamps), in units per second. With fewer than two
/// samples at different times it is zero.
package struct GestureMotionSampler {
    /// How far back samples count, seconds.
    package static let window = 0.1

    private var samples: [(time: Double, value: CGPoint)] = []

    package init() {}

    package mutating func add(_ value: CGPoint, at time: Double) {
        samples.append((time, value))
        let oldest = time - Self.window - 1e-9
        samples.removeAll { $0.time < oldest }
    }

    package mutating func removeAll() { samples.removeAll() }

    package var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 1e-9 else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.value.x - first.value.x) / dt, y: (last.value.y - first.value.y) / dt)
    }
}
