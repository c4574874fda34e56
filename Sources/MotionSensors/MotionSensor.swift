// SPDX-License-Identifier: Apache-2.0
//
// The simulated motion hardware behind UIAccelerometer and Core Motion (docs/ARCHITECTURE.md, "Motion").

import Foundation
import Logging

/// The simulated device's motion hardware: one source of truth for how the device is held and moved.
///
/// Linux has no accelerometer, so readings are a function of host time and of the events the host delivered:
/// the pose (UIKit's rotate and face-up actions, ``setPose(_:at:)``), shakes (``beginShake(at:)``,
/// ``endShake(at:)``: a 5 Hz oscillation of ±``shakeAmplitude`` g along x while the shake lasts), and an optional
/// scripted acceleration that replaces gravity (``setAccelerationScript(_:)``, or `TOUCHSTONE_ACCELERATION="x,y,z"`
/// in g). No noise: the same events give the same samples. Thread-safe.
package final class MotionSensor: @unchecked Sendable {
    /// Which sensors the simulated device has.
    package struct Capabilities: Equatable, Sendable {
        /// A gyroscope (iPhone 4 and later); device motion needs one.
        package var gyroscope: Bool
        /// A magnetometer (a modern phone; the iPhone OS 3 profiles simulate no compass).
        package var magnetometer: Bool

        /// A device with these sensors beside its accelerometer.
        package init(gyroscope: Bool, magnetometer: Bool) {
            self.gyroscope = gyroscope
            self.magnetometer = magnetometer
        }

        /// Every sensor: a modern phone.
        package static let all = Capabilities(gyroscope: true, magnetometer: true)
    }

    /// The peak user acceleration of a shake, g.
    package static let shakeAmplitude = 2.0
    /// A shake's oscillation frequency, hertz.
    package static let shakeFrequency = 5.0
    /// The Earth's field in the reference frame (x east, y north, z up), microteslas: about Cupertino's.
    package static let earthField = MotionVector(x: 0, y: 23, z: -42)
    /// How many past pose changes and shakes are kept, so a late sample still reads the state of its time.
    private static let historyLimit = 16

    /// The sensors the device has.
    package let capabilities: Capabilities
    private let lock = NSLock()
    private var poses: [(time: Double, pose: DevicePose)] = [(-Double.infinity, .portrait)]
    private var shakes: [(start: Double, end: Double)] = []
    private var script: (@Sendable (Double) -> MotionVector)?
    private var powerRequests: [String: Int] = [:]

    /// A sensor held in portrait, not shaken, unpowered.
    package init(capabilities: Capabilities = .all) {
        self.capabilities = capabilities
    }

    /// A sensor configured by `TOUCHSTONE_ACCELERATION` in `environment`: `"x,y,z"` in g (finite numbers, spaces
    /// allowed) replaces gravity with that constant; a malformed value goes to `log` and is ignored.
    package convenience init(capabilities: Capabilities = .all, environment: [String: String],
                             log: (String) -> Void = MotionDiagnostics.log)
    {
        self.init(capabilities: capabilities)
        guard let text = environment["TOUCHSTONE_ACCELERATION"] else { return }
        if let vector = Self.parseAcceleration(text) {
            setAccelerationScript { _ in vector }
        } else {
            log("TOUCHSTONE_ACCELERATION=\"\(text)\" is not \"x,y,z\" (three finite numbers, in g); ignored")
        }
    }

    /// The vector in `text`, `"x,y,z"` (spaces allowed), or nil when it is not three finite numbers.
    package static func parseAcceleration(_ text: String) -> MotionVector? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let x = parts[0], let y = parts[1], let z = parts[2] else { return nil }
        let vector = MotionVector(x: x, y: y, z: z)
        return vector.isFinite ? vector : nil
    }

    // MARK: Events

    /// How the device is held now.
    package var pose: DevicePose { lock.withLock { poses[poses.count - 1].pose } }

    /// Holds the device in `pose` from host time `time` on.
    package func setPose(_ pose: DevicePose, at time: Double) {
        lock.withLock {
            poses.append((time, pose))
            if poses.count > Self.historyLimit { poses.removeFirst(poses.count - Self.historyLimit) }
        }
    }

    /// A shake begins at host time `time` (ignored while one lasts).
    package func beginShake(at time: Double) {
        lock.withLock {
            if let last = shakes.last, last.end == .infinity { return }
            shakes.append((time, .infinity))
            if shakes.count > Self.historyLimit { shakes.removeFirst(shakes.count - Self.historyLimit) }
        }
    }

    /// The shake in progress ends at host time `time` (ignored when none lasts).
    package func endShake(at time: Double) {
        lock.withLock {
            guard let last = shakes.last, last.end == .infinity else { return }
            shakes[shakes.count - 1].end = max(time, last.start)
        }
    }

    /// Replaces gravity with what `script` answers for each host time (nil: gravity follows the pose again).
    /// The sample's gravity is the answer's direction; the rest of it counts as the user's acceleration.
    package func setAccelerationScript(_ script: (@Sendable (Double) -> MotionVector)?) {
        lock.withLock { self.script = script }
    }

    // MARK: Power

    /// Whether anything keeps the accelerometer on (a `UIAccelerometer` delegate, orientation notifications, an
    /// active `CMMotionManager`).
    package var isPoweredOn: Bool { lock.withLock { !powerRequests.isEmpty } }

    /// `client` needs the hardware on (requests nest per client).
    package func requestPower(for client: String) {
        lock.withLock { powerRequests[client, default: 0] += 1 }
    }

    /// `client` no longer needs the hardware; unbalanced releases are ignored.
    package func releasePower(for client: String) {
        lock.withLock {
            guard let count = powerRequests[client] else { return }
            powerRequests[client] = count > 1 ? count - 1 : nil
        }
    }

    // MARK: Readings

    /// What the hardware reads at host time `time`.
    package func sample(at time: Double) -> MotionSample {
        let (pose, shakes, script) = lock.withLock {
            (poses.last { $0.time <= time }?.pose ?? poses[0].pose, self.shakes, self.script)
        }
        var gravity = pose.gravity
        var user = MotionVector.zero
        if let script {
            let total = script(time)
            if total.isFinite, let direction = total.normalized {
                gravity = direction
                user = total - direction
            } else if total.isFinite {
                user = total - gravity
            }
        }
        if let shake = shakes.last(where: { $0.start <= time && time < $0.end }) {
            user.x += Self.shakeAmplitude * sin(2 * Double.pi * Self.shakeFrequency * (time - shake.start))
        }
        let attitude = MotionQuaternion(gravity: gravity)
        return MotionSample(timestamp: time, gravity: gravity, userAcceleration: user, rotationRate: .zero,
                            magneticField: Self.field(in: attitude), attitude: attitude)
    }

    /// The Earth's field in the axes of a device with `attitude`: R⁻¹ applied to the reference frame's field.
    private static func field(in attitude: MotionQuaternion) -> MotionVector {
        let m = attitude.matrix
        let f = earthField
        return MotionVector(x: m[0][0] * f.x + m[1][0] * f.y + m[2][0] * f.z,
                            y: m[0][1] * f.x + m[1][1] * f.y + m[2][1] * f.z,
                            z: m[0][2] * f.x + m[1][2] * f.y + m[2][2] * f.z)
    }
}

/// The motion sensors' log: swift-log, label `Touchstone.Motion`.
package enum MotionDiagnostics {
    private static let logger = Logger(label: "Touchstone.Motion")

    /// Logs a warning: a malformed setting or call that was ignored.
    package static func log(_ message: String) {
        logger.warning("\(message)")
    }
}
