// SPDX-License-Identifier: Apache-2.0
//
// Core Location's errors (CLError.h), in the struct shape Apple's Swift overlay gives NS_ERROR_ENUM types.

import Foundation

/// The domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// An error Core Location reports: a ``Code`` and its user info.
///
/// As with Apple's overlay, test it with `(error as? CLError)?.code == .denied`, or `catch CLError.denied`.
public struct CLError: CustomNSError, Hashable, @unchecked Sendable {
    /// Core Location's error codes, with Apple's raw values.
    public enum Code: Int, Sendable, Equatable {
        /// The location is unknown for now; Core Location keeps trying.
        case locationUnknown = 0
        /// The user denied location services to the app, or they are off.
        case denied = 1
        /// The network is unavailable or a network error occurred (geocoding).
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// The user denied region monitoring.
        case regionMonitoringDenied = 4
        /// A region could not be monitored.
        case regionMonitoringFailure = 5
        /// Region monitoring could not start at once.
        case regionMonitoringSetupDelayed = 6
        /// Region events will be delayed.
        case regionMonitoringResponseDelayed = 7
        /// The geocode request found no result.
        case geocodeFoundNoResult = 8
        /// The geocode request found only a partial result.
        case geocodeFoundPartialResult = 9
        /// The geocode request was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Deferred updates need location updates running.
        case deferredNotUpdatingLocation = 12
        /// Deferred updates need the best accuracy.
        case deferredAccuracyTooLow = 13
        /// Deferred updates need no distance filter.
        case deferredDistanceFiltered = 14
        /// Deferred updates were cancelled.
        case deferredCanceled = 15
        /// Ranging is unavailable.
        case rangingUnavailable = 16
        /// Ranging failed.
        case rangingFailure = 17
        /// The user declined the prompt (temporary full accuracy).
        case promptDeclined = 18
        /// Historical locations are unavailable.
        case historicalLocationError = 19
    }

    /// The error's code.
    public let code: Code
    /// The error's user info.
    public let userInfo: [String: Any]

    /// An error with `code` and `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// `kCLErrorDomain`.
    public static var errorDomain: String { kCLErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The user info.
    public var errorUserInfo: [String: Any] { userInfo }

    /// Errors are equal when their codes are.
    public static func == (lhs: CLError, rhs: CLError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// ``Code/locationUnknown``.
    public static var locationUnknown: Code { .locationUnknown }
    /// ``Code/denied``.
    public static var denied: Code { .denied }
    /// ``Code/network``.
    public static var network: Code { .network }
    /// ``Code/headingFailure``.
    public static var headingFailure: Code { .headingFailure }
    /// ``Code/regionMonitoringDenied``.
    public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
    /// ``Code/regionMonitoringFailure``.
    public static var regionMonitoringFailure: Code { .regionMonitoringFailure }
    /// ``Code/geocodeFoundNoResult``.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    /// ``Code/geocodeCanceled``.
    public static var geocodeCanceled: Code { .geocodeCanceled }
    /// ``Code/promptDeclined``.
    public static var promptDeclined: Code { .promptDeclined }
}

extension CLError.Code {
    /// Matches a `catch CLError.denied` pattern against a thrown error.
    public static func ~= (match: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == match
    }
}
