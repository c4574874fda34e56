// SPDX-License-Identifier: Apache-2.0
//
// One reading of the simulated motion sensor (docs/ARCHITECTURE.md, "Motion").

/// What the simulated device's motion hardware reads at one host time.
///
/// The accelerometer reads ``acceleration``, the sum of ``gravity`` and ``userAcceleration``, as Core Motion's
/// device motion splits it.
package struct MotionSample: Equatable, Sendable {
    /// Host seconds (the device's uptime) when the sample was taken.
    package var timestamp: Double
    /// Gravity in the device's axes, g (length 1).
    package var gravity: MotionVector
    /// What the user adds to gravity (a shake, a scripted acceleration), g.
    package var userAcceleration: MotionVector
    /// The device's rotation rate, radians per second.
    package var rotationRate: MotionVector
    /// The Earth's magnetic field in the device's axes, microteslas.
    package var magneticField: MotionVector
    /// The device's attitude (from gravity; yaw 0).
    package var attitude: MotionQuaternion

    /// The total acceleration the accelerometer reads: gravity plus the user's acceleration, g.
    package var acceleration: MotionVector { gravity + userAcceleration }
}
