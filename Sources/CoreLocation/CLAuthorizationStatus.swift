// SPDX-License-Identifier: Apache-2.0
//
// Core Location's small enumerations: authorization, accuracy authorization, activity type, device orientation.

import Foundation

/// Whether the app may use location services, with Apple's raw values.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// The app may not use location services, and the user cannot change that (parental controls).
    case restricted = 1
    /// The user denied location services to the app, or turned them off for the device.
    case denied = 2
    /// The app may use location services at any time, in the background too.
    case authorizedAlways = 3
    /// The app may use location services while it is in use.
    case authorizedWhenInUse = 4

    /// The iOS 2–7 name of ``authorizedAlways`` (same raw value 3).
    @available(iOS, deprecated: 8.0, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// How precise the locations the app may receive are (iOS 14).
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Locations as precise as the hardware gives.
    case fullAccuracy = 0
    /// Approximate locations only (about ``kCLLocationAccuracyReduced``).
    case reducedAccuracy = 1
}

/// What the app uses location for, so that automatic pausing can judge movement (Apple's raw values).
public enum CLActivityType: Int, Sendable {
    /// An unknown activity (the default).
    case other = 1
    /// Driving with turn-by-turn directions.
    case automotiveNavigation = 2
    /// Walking, running, cycling.
    case fitness = 3
    /// Other vehicular navigation: boats, trains.
    case otherNavigation = 4
    /// Flight (iOS 12).
    case airborne = 5
}

/// The physical orientation of the device, which heading values are relative to.
public enum CLDeviceOrientation: Int32, Sendable {
    /// The orientation is unknown.
    case unknown = 0
    /// Upright, Home button at the bottom (the default).
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, Home button on the right.
    case landscapeLeft = 3
    /// On its side, Home button on the left.
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6
}
