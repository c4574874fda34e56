// SPDX-License-Identifier: Apache-2.0
//
// Processed device motion: attitude, gravity and the user's acceleration (docs/ARCHITECTURE.md, "Motion").

import Foundation
import MotionSensors

/// One processed sample: the device's attitude, rotation rate, gravity and the user's acceleration, kept apart.
///
/// ``gravity`` plus ``userAcceleration`` is what the accelerometer reads at the same time.
open class CMDeviceMotion: CMLogItem {
    private let sample: MotionSample
    private let referenceFrame: CMAttitudeReferenceFrame

    /// The processed form of `sample`, its attitude reported in `referenceFrame`.
    package init(_ sample: MotionSample, referenceFrame: CMAttitudeReferenceFrame) {
        self.sample = sample
        self.referenceFrame = referenceFrame
        super.init(timestamp: sample.timestamp)
    }

    /// The device's attitude in the reference frame updates started with.
    open var attitude: CMAttitude { CMAttitude(sample.attitude) }

    /// The rotation rate without the gyroscope's bias, rad/s (0 on Touchstone: poses change at once).
    open var rotationRate: CMRotationRate {
        CMRotationRate(x: sample.rotationRate.x, y: sample.rotationRate.y, z: sample.rotationRate.z)
    }

    /// Gravity in the device's axes, g (length 1).
    open var gravity: CMAcceleration { CMAcceleration(x: sample.gravity.x, y: sample.gravity.y, z: sample.gravity.z) }

    /// The acceleration the user gives the device, g: the accelerometer's reading minus gravity.
    open var userAcceleration: CMAcceleration {
        let a = sample.userAcceleration
        return CMAcceleration(x: a.x, y: a.y, z: a.z)
    }

    /// The calibrated magnetic field: reported (accuracy high) only in the north-referenced frames, otherwise
    /// zero and `.uncalibrated`, as on iOS.
    open var magneticField: CMCalibratedMagneticField {
        guard usesNorth else { return CMCalibratedMagneticField() }
        let m = sample.magneticField
        return CMCalibratedMagneticField(field: CMMagneticField(x: m.x, y: m.y, z: m.z), accuracy: .high)
    }

    /// The heading in degrees (0…360) from north in the north-referenced frames; −1 in the arbitrary ones.
    /// The simulated device faces north.
    open var heading: Double {
        guard usesNorth else { return -1 }
        let degrees = -sample.attitude.yaw * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private var usesNorth: Bool {
        !referenceFrame.isDisjoint(with: [.xMagneticNorthZVertical, .xTrueNorthZVertical])
    }
}
