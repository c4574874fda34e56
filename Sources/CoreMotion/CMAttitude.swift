// SPDX-License-Identifier: Apache-2.0
//
// The device's orientation in space (docs/ARCHITECTURE.md, "Motion").

import Foundation
import MotionSensors

/// The device's orientation relative to a reference frame, as Euler angles, a quaternion and a rotation matrix.
///
/// Euler angles follow Core Motion's order: roll about the device's y axis (−π…π), pitch about its x axis
/// (−π/2…π/2, top up positive), yaw about the vertical (−π…π). On Touchstone the attitude is derived from gravity
/// (yaw 0): a device flat on its back reads all zeros, upright in portrait pitch π/2.
open class CMAttitude: NSObject, NSCopying {
    private var rotation: MotionQuaternion

    package init(_ rotation: MotionQuaternion) {
        self.rotation = rotation
        super.init()
    }

    /// Rotation about the device's y axis, radians.
    open var roll: Double { rotation.roll }
    /// Rotation about the device's x axis, radians.
    open var pitch: Double { rotation.pitch }
    /// Rotation about the vertical axis, radians.
    open var yaw: Double { rotation.yaw }

    /// The rotation as a unit quaternion.
    open var quaternion: CMQuaternion { CMQuaternion(x: rotation.x, y: rotation.y, z: rotation.z, w: rotation.w) }

    /// The rotation as a matrix (row-major, `m<row><column>`).
    open var rotationMatrix: CMRotationMatrix {
        let m = rotation.matrix
        return CMRotationMatrix(m11: m[0][0], m12: m[0][1], m13: m[0][2], m21: m[1][0], m22: m[1][1], m23: m[1][2],
                                m31: m[2][0], m32: m[2][1], m33: m[2][2])
    }

    /// Makes this attitude relative to `attitude`: afterwards it is the rotation from `attitude` to this one
    /// (an attitude multiplied by the inverse of itself is the identity).
    open func multiply(byInverseOf attitude: CMAttitude) {
        rotation = attitude.rotation.inverse * rotation
    }

    /// A copy that later `multiply(byInverseOf:)` calls do not change.
    open func copy(with zone: NSZone? = nil) -> Any { CMAttitude(rotation) }

    /// `Pitch: 90.000000, Roll: 0.000000, Yaw: 0.000000` (degrees).
    open override var description: String {
        String(format: "Pitch: %f, Roll: %f, Yaw: %f", pitch * 180 / .pi, roll * 180 / .pi, yaw * 180 / .pi)
    }
}
