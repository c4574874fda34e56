// SPDX-License-Identifier: Apache-2.0
//
// CLHeading: a compass reading (CLHeading.h). The simulated device has no magnetometer, so no manager ever
// delivers one (CLLocationManager.headingAvailable() is false); the type exists so that compass code compiles.

import Foundation

/// A measure of the strength of the magnetic field on one axis, in microteslas.
public typealias CLHeadingComponentValue = Double

/// A compass reading: the direction the device points, relative to magnetic and true north.
///
/// Readings carry an accuracy; a negative ``headingAccuracy`` means the reading is invalid. Touchstone's devices
/// have no magnetometer, so managers never deliver headings.
open class CLHeading: NSObject, NSCopying, NSSecureCoding {
    /// Degrees from magnetic north, clockwise, 0…359.9.
    open private(set) var magneticHeading: CLLocationDirection
    /// Degrees from true (geographic) north; negative when it cannot be determined.
    open private(set) var trueHeading: CLLocationDirection
    /// The maximum deviation of ``magneticHeading`` in degrees; negative when the reading is invalid.
    open private(set) var headingAccuracy: CLLocationDirection
    /// The geomagnetic field on the x axis, in microteslas.
    open private(set) var x: CLHeadingComponentValue
    /// The geomagnetic field on the y axis, in microteslas.
    open private(set) var y: CLHeadingComponentValue
    /// The geomagnetic field on the z axis, in microteslas.
    open private(set) var z: CLHeadingComponentValue
    /// When the reading was taken.
    open private(set) var timestamp: Date

    /// An invalid reading (accuracy −1), taken now.
    public override init() {
        (magneticHeading, trueHeading, headingAccuracy, x, y, z, timestamp) = (0, -1, -1, 0, 0, 0, Date())
        super.init()
    }

    /// A reading with the given values (not public on iOS; for simulated compasses and tests).
    package init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection,
                 headingAccuracy: CLLocationDirection, timestamp: Date) {
        (self.magneticHeading, self.trueHeading, self.headingAccuracy) = (magneticHeading, trueHeading, headingAccuracy)
        (x, y, z, self.timestamp) = (0, 0, 0, timestamp)
        super.init()
    }

    /// Decodes a reading ``encode(with:)`` wrote; missing values are 0, or −1 for the accuracy.
    public required init?(coder: NSCoder) {
        magneticHeading = coder.decodeDouble(forKey: "magneticHeading")
        trueHeading = coder.decodeDouble(forKey: "trueHeading")
        headingAccuracy = coder.containsValue(forKey: "headingAccuracy") ? coder.decodeDouble(forKey: "headingAccuracy") : -1
        x = coder.decodeDouble(forKey: "x")
        y = coder.decodeDouble(forKey: "y")
        z = coder.decodeDouble(forKey: "z")
        timestamp = Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "timestamp"))
        super.init()
    }

    /// True: readings decode with secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Writes every value.
    open func encode(with coder: NSCoder) {
        coder.encode(magneticHeading, forKey: "magneticHeading")
        coder.encode(trueHeading, forKey: "trueHeading")
        coder.encode(headingAccuracy, forKey: "headingAccuracy")
        coder.encode(x, forKey: "x")
        coder.encode(y, forKey: "y")
        coder.encode(z, forKey: "z")
        coder.encode(timestamp.timeIntervalSinceReferenceDate, forKey: "timestamp")
    }

    /// The reading itself (immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// `magneticHeading:… trueHeading:… accuracy:… x:… y:… z:… @ date`, as Apple prints a heading.
    open override var description: String {
        String(format: "magneticHeading:%.2f trueHeading:%.2f accuracy:%.2f x:%+.3f y:%+.3f z:%+.3f @ ",
               magneticHeading, trueHeading, headingAccuracy, x, y, z) + "\(timestamp)"
    }
}
