// SPDX-License-Identifier: Apache-2.0
//
// Core Motion's error domain and codes, in the shape Apple's Swift overlay imports them.

import Foundation

/// The error domain of Core Motion's `NSError`s.
public let CMErrorDomain: String = "CMErrorDomain"

/// A Core Motion error code (the domain's `code`), imported from C as a struct with global constants.
public struct CMError: RawRepresentable, Equatable, Hashable, Sendable {
    /// The code.
    public var rawValue: UInt32

    /// The error with code `rawValue`.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }

    /// The error with code `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// No error.
public let CMErrorNULL = CMError(100)
/// The device must move for a sample to be taken.
public let CMErrorDeviceRequiresMovement = CMError(101)
/// True north is not available (no location).
public let CMErrorTrueNorthNotAvailable = CMError(102)
/// An unknown error.
public let CMErrorUnknown = CMError(103)
/// Motion activity is not available on the device.
public let CMErrorMotionActivityNotAvailable = CMError(104)
/// The app is not authorized for motion activity.
public let CMErrorMotionActivityNotAuthorized = CMError(105)
/// The app lacks the motion activity entitlement.
public let CMErrorMotionActivityNotEntitled = CMError(106)
/// A parameter was invalid.
public let CMErrorInvalidParameter = CMError(107)
/// The action was invalid.
public let CMErrorInvalidAction = CMError(108)
/// The service is not available on the device.
public let CMErrorNotAvailable = CMError(109)
/// The app lacks the entitlement.
public let CMErrorNotEntitled = CMError(110)
/// The app is not authorized.
public let CMErrorNotAuthorized = CMError(111)
/// No data was available.
public let CMErrorNilData = CMError(112)
/// The data's size was wrong.
public let CMErrorSize = CMError(113)
