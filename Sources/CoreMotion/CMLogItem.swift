// SPDX-License-Identifier: Apache-2.0
//
// Core Motion's timestamped samples (docs/ARCHITECTURE.md, "Motion").

import Foundation
import MotionSensors

/// A sample that Core Motion logged: the base of every kind of motion data.
open class CMLogItem: NSObject, NSCopying {
    /// When the sample was taken: seconds since the device booted (the host clock's time on Touchstone).
    open var timestamp: TimeInterval { timestampValue }
    private let timestampValue: TimeInterval

    /// A sample taken at time 0.
    public override init() {
        self.timestampValue = 0
        super.init()
    }

    /// A sample taken at `timestamp`.
    package init(timestamp: TimeInterval) {
        self.timestampValue = timestamp
        super.init()
    }

    /// The sample itself: samples are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// One accelerometer sample: the total acceleration (gravity plus the user's), g.
open class CMAccelerometerData: CMLogItem {
    /// The acceleration along the device's axes, g.
    open var acceleration: CMAcceleration { accelerationValue }
    private let accelerationValue: CMAcceleration

    /// A zero sample at time 0.
    public override init() {
        self.accelerationValue = CMAcceleration()
        super.init()
    }

    /// The accelerometer's reading of `sample`.
    package init(_ sample: MotionSample) {
        let a = sample.acceleration
        self.accelerationValue = CMAcceleration(x: a.x, y: a.y, z: a.z)
        super.init(timestamp: sample.timestamp)
    }

    /// `x 0.000000 y -1.000000 z 0.000000 @ 12.345678`, as Apple's.
    open override var description: String {
        String(format: "x %f y %f z %f @ %f", acceleration.x, acceleration.y, acceleration.z, timestamp)
    }
}

/// One gyroscope sample: the raw rotation rate, rad/s.
open class CMGyroData: CMLogItem {
    /// The rotation rate about the device's axes, rad/s.
    open var rotationRate: CMRotationRate { rotationRateValue }
    private let rotationRateValue: CMRotationRate

    /// A zero sample at time 0.
    public override init() {
        self.rotationRateValue = CMRotationRate()
        super.init()
    }

    /// The gyroscope's reading of `sample`.
    package init(_ sample: MotionSample) {
        let r = sample.rotationRate
        self.rotationRateValue = CMRotationRate(x: r.x, y: r.y, z: r.z)
        super.init(timestamp: sample.timestamp)
    }
}

/// One magnetometer sample: the raw field, µT.
open class CMMagnetometerData: CMLogItem {
    /// The field along the device's axes, µT.
    open var magneticField: CMMagneticField { magneticFieldValue }
    private let magneticFieldValue: CMMagneticField

    /// A zero sample at time 0.
    public override init() {
        self.magneticFieldValue = CMMagneticField()
        super.init()
    }

    /// The magnetometer's reading of `sample`.
    package init(_ sample: MotionSample) {
        let m = sample.magneticField
        self.magneticFieldValue = CMMagneticField(x: m.x, y: m.y, z: m.z)
        super.init(timestamp: sample.timestamp)
    }
}
