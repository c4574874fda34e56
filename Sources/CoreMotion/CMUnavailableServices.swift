// SPDX-License-Identifier: Apache-2.0
//
// Core Motion's services the simulated device lacks: only their availability questions, all answered "no".

import Foundation

/// The app's authorization for motion data.
public enum CMAuthorizationStatus: Int, Sendable {
    /// The user was not asked.
    case notDetermined = 0
    /// The app may not ask (parental controls).
    case restricted = 1
    /// The user refused.
    case denied = 2
    /// The user allowed.
    case authorized = 3
}

/// Motion activity (walking, running, in a vehicle): not simulated, so never available.
open class CMMotionActivityManager: NSObject {
    /// Whether the device reports motion activity: false on Touchstone.
    open class func isActivityAvailable() -> Bool { false }
    /// The app's authorization: `.restricted`, since the service does not exist.
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
}

/// Step counting: not simulated, so never available.
open class CMPedometer: NSObject {
    /// Whether steps are counted: false on Touchstone.
    open class func isStepCountingAvailable() -> Bool { false }
    /// Whether distance is estimated: false on Touchstone.
    open class func isDistanceAvailable() -> Bool { false }
    /// Whether floors are counted: false on Touchstone.
    open class func isFloorCountingAvailable() -> Bool { false }
    /// Whether pace is estimated: false on Touchstone.
    open class func isPaceAvailable() -> Bool { false }
    /// Whether cadence is estimated: false on Touchstone.
    open class func isCadenceAvailable() -> Bool { false }
    /// The app's authorization: `.restricted`, since the service does not exist.
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
}

/// The barometric altimeter: not simulated, so never available.
open class CMAltimeter: NSObject {
    /// Whether relative altitude is reported: false on Touchstone.
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    /// Whether absolute altitude is reported: false on Touchstone.
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    /// The app's authorization: `.restricted`, since the service does not exist.
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
}
