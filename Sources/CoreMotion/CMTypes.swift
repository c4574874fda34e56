// SPDX-License-Identifier: Apache-2.0
//
// Core Motion's value types and handler types, as Apple's Swift API declares them (docs/ARCHITECTURE.md, "Motion").

import Foundation

/// Acceleration along the device's three axes, in g (9.81 m/s²): x to the right of the screen, y towards its
/// top, z out of the screen (portrait, upright).
public struct CMAcceleration: Sendable {
    /// Acceleration along x, g.
    public var x: Double
    /// Acceleration along y, g.
    public var y: Double
    /// Acceleration along z, g.
    public var z: Double

    /// No acceleration.
    public init() { self.init(x: 0, y: 0, z: 0) }

    /// An acceleration of its three components, g.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// The device's rotation rate about its three axes, radians per second (right-hand rule).
public struct CMRotationRate: Sendable {
    /// Rate about x, rad/s.
    public var x: Double
    /// Rate about y, rad/s.
    public var y: Double
    /// Rate about z, rad/s.
    public var z: Double

    /// No rotation.
    public init() { self.init(x: 0, y: 0, z: 0) }

    /// A rotation rate of its three components, rad/s.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// A magnetic field along the device's three axes, microteslas.
public struct CMMagneticField: Sendable {
    /// Field along x, µT.
    public var x: Double
    /// Field along y, µT.
    public var y: Double
    /// Field along z, µT.
    public var z: Double

    /// No field.
    public init() { self.init(x: 0, y: 0, z: 0) }

    /// A field of its three components, µT.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// How well the magnetometer is calibrated.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    /// Not calibrated: the field is not reported.
    case uncalibrated = -1
    /// Low accuracy.
    case low = 0
    /// Medium accuracy.
    case medium = 1
    /// High accuracy.
    case high = 2
}

/// A magnetic field with the bias of the device removed, and how accurate it is.
public struct CMCalibratedMagneticField: Sendable {
    /// The field, µT.
    public var field: CMMagneticField
    /// How accurate the field is; `.uncalibrated` when it is not reported.
    public var accuracy: CMMagneticFieldCalibrationAccuracy

    /// An uncalibrated zero field.
    public init() { self.init(field: CMMagneticField(), accuracy: .uncalibrated) }

    /// A field and its accuracy.
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) {
        self.field = field
        self.accuracy = accuracy
    }
}

/// A unit quaternion: the rotation from the reference frame to the device's.
public struct CMQuaternion: Sendable {
    /// The vector part's x.
    public var x: Double
    /// The vector part's y.
    public var y: Double
    /// The vector part's z.
    public var z: Double
    /// The scalar part.
    public var w: Double

    /// All zeros.
    public init() { self.init(x: 0, y: 0, z: 0, w: 0) }

    /// A quaternion of its four components.
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }
}

/// A 3×3 rotation matrix, `m<row><column>`.
public struct CMRotationMatrix: Sendable {
    /// Row 1: the device's x axis in the reference frame's terms.
    public var m11: Double, m12: Double, m13: Double
    /// Row 2.
    public var m21: Double, m22: Double, m23: Double
    /// Row 3.
    public var m31: Double, m32: Double, m33: Double

    /// All zeros.
    public init() { self.init(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 0) }

    /// A matrix of its nine elements, row by row.
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double)
    {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }
}

/// The reference frames attitudes can be reported in.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// A reference frame of the given bit.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Z vertical, x in an arbitrary horizontal direction (the device's at start).
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    /// As ``xArbitraryZVertical``, with the magnetometer correcting yaw drift.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    /// Z vertical, x towards magnetic north.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    /// Z vertical, x towards true north.
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// The handler accelerometer updates call: the data, or an error.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// The handler gyroscope updates call: the data, or an error.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// The handler magnetometer updates call: the data, or an error.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
/// The handler device-motion updates call: the data, or an error.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
