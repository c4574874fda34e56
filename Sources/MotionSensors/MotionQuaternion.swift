// SPDX-License-Identifier: Apache-2.0
//
// The simulated device's attitude as a rotation (docs/ARCHITECTURE.md, "Motion").

import Foundation

/// A unit quaternion: the rotation that takes the reference frame (z vertical, up) to the device's frame.
///
/// Euler angles follow Core Motion's order, R = Rz(yaw) · Rx(pitch) · Ry(roll): pitch about the device's x axis
/// (top tipping up is positive, −π/2…π/2), roll about its y axis (−π…π), yaw about the vertical (−π…π). A device
/// flat on its back has the identity attitude; held upright in portrait its pitch is π/2.
package struct MotionQuaternion: Equatable, Sendable {
    /// The vector part's x.
    package var x: Double
    /// The vector part's y.
    package var y: Double
    /// The vector part's z.
    package var z: Double
    /// The scalar part.
    package var w: Double

    /// A quaternion of its four components (not normalized).
    package init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// No rotation.
    package static let identity = MotionQuaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation with these Euler angles (radians), composed as R = Rz(yaw) · Rx(pitch) · Ry(roll).
    package init(roll: Double, pitch: Double, yaw: Double) {
        let qz = MotionQuaternion(x: 0, y: 0, z: sin(yaw / 2), w: cos(yaw / 2))
        let qx = MotionQuaternion(x: sin(pitch / 2), y: 0, z: 0, w: cos(pitch / 2))
        let qy = MotionQuaternion(x: 0, y: sin(roll / 2), z: 0, w: cos(roll / 2))
        self = qz * qx * qy
    }

    /// The attitude of a device whose accelerometer reads `gravity` at rest (yaw 0: gravity says nothing about
    /// the heading): pitch = asin(−gy), roll = atan2(gx, −gz) for the unit vector. The identity for a zero or
    /// non-finite vector.
    package init(gravity: MotionVector) {
        guard let g = gravity.normalized else {
            self = .identity
            return
        }
        // `+ 0` turns −0 into 0, so that an upright device (z = 0) reads roll 0 rather than π.
        self.init(roll: atan2(g.x, -g.z + 0), pitch: asin(max(-1, min(1, -g.y))), yaw: 0)
    }

    /// The Hamilton product `a · b` (apply `b`, then `a`).
    package static func * (a: MotionQuaternion, b: MotionQuaternion) -> MotionQuaternion {
        MotionQuaternion(
            x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    /// The inverse rotation (the conjugate, for a unit quaternion).
    package var inverse: MotionQuaternion { MotionQuaternion(x: -x, y: -y, z: -z, w: w) }

    /// The rotation matrix, row-major: `m[row][column]`.
    package var matrix: [[Double]] {
        [[1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
         [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
         [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)]]
    }

    /// Rotation about the device's y axis, radians (−π…π).
    package var roll: Double {
        let m = matrix
        return atan2(-m[2][0], m[2][2])
    }

    /// Rotation about the device's x axis, radians (−π/2…π/2).
    package var pitch: Double { asin(max(-1, min(1, matrix[2][1]))) }

    /// Rotation about the vertical axis, radians (−π…π).
    package var yaw: Double {
        let m = matrix
        return atan2(-m[0][1], m[1][1])
    }
}
