// SPDX-License-Identifier: Apache-2.0
//
// The accelerometer's samples (guide §2.8.3; docs/ARCHITECTURE.md, "Motion").

import Foundation

/// An acceleration along one axis, in g (9.81 m/s²).
public typealias UIAccelerationValue = Double

/// One accelerometer sample (iPhone OS 2; deprecated in iOS 5 for Core Motion): the acceleration along the
/// device's three axes, in g, gravity included.
///
/// Axes: x to the right of the screen, y towards its top, z out of the screen (portrait, upright). A device at
/// rest upright in portrait reads (0, −1, 0); flat on its back (0, 0, −1).
@preconcurrency @MainActor
open class UIAcceleration: NSObject {
    private let values: (x: Double, y: Double, z: Double, timestamp: TimeInterval)

    package init(x: UIAccelerationValue, y: UIAccelerationValue, z: UIAccelerationValue, timestamp: TimeInterval) {
        values = (x, y, z, timestamp)
        super.init()
    }

    /// When the sample was taken: seconds since the device booted (the host clock's time).
    open var timestamp: TimeInterval { values.timestamp }
    /// Acceleration along the x axis, g.
    open var x: UIAccelerationValue { values.x }
    /// Acceleration along the y axis, g.
    open var y: UIAccelerationValue { values.y }
    /// Acceleration along the z axis, g.
    open var z: UIAccelerationValue { values.z }
}
