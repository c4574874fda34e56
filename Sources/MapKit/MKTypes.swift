// SPDX-License-Identifier: Apache-2.0
//
// Map Kit's small enumerations and its error type (MKTypes.h, MKFoundation.h, MKUserTrackingMode.h).

import Foundation

/// What a map view draws: streets, imagery, or both.
public enum MKMapType: UInt, Sendable {
    /// A street map (the default): light land, blue water.
    case standard = 0
    /// Satellite imagery: dark greens and browns, deep water.
    case satellite = 1
    /// Imagery with the street map's lines and labels on top.
    case hybrid = 2
    /// Flyover imagery (drawn as satellite here).
    case satelliteFlyover = 3
    /// Flyover imagery with labels (drawn as hybrid here).
    case hybridFlyover = 4
    /// A street map with muted colours, for data drawn on top.
    case mutedStandard = 5
}

/// Whether the map follows the user's location.
public enum MKUserTrackingMode: Int, Sendable {
    /// The map does not follow the user.
    case none = 0
    /// The map centres on each new user location.
    case follow = 1
    /// The map follows the user and turns with the heading (followed here without turning).
    case followWithHeading = 2
}

/// The domain of Map Kit's errors.
public let MKErrorDomain = "MKErrorDomain"

/// An error Map Kit reports (a search, directions or geocoding failure), in the struct shape Apple's overlay gives
/// NS_ERROR_ENUM types: test `(error as? MKError)?.code == .serverFailure`.
public struct MKError: CustomNSError, Hashable, @unchecked Sendable {
    /// Map Kit's error codes, with Apple's raw values.
    public enum Code: UInt, Sendable, Equatable {
        /// An unknown error.
        case unknown = 1
        /// The map server could not return the information (here: there is no network service).
        case serverFailure = 2
        /// Too many requests.
        case loadingThrottled = 3
        /// No placemark was found.
        case placemarkNotFound = 4
        /// No directions were found.
        case directionsNotFound = 5
        /// The server's answer could not be decoded.
        case decodingFailed = 6
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

    /// `MKErrorDomain`.
    public static var errorDomain: String { MKErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { Int(code.rawValue) }
    /// The user info.
    public var errorUserInfo: [String: Any] { userInfo }

    /// Errors are equal when their codes are.
    public static func == (lhs: MKError, rhs: MKError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// ``Code/unknown``.
    public static var unknown: Code { .unknown }
    /// ``Code/serverFailure``.
    public static var serverFailure: Code { .serverFailure }
    /// ``Code/loadingThrottled``.
    public static var loadingThrottled: Code { .loadingThrottled }
    /// ``Code/placemarkNotFound``.
    public static var placemarkNotFound: Code { .placemarkNotFound }
    /// ``Code/directionsNotFound``.
    public static var directionsNotFound: Code { .directionsNotFound }
    /// ``Code/decodingFailed``.
    public static var decodingFailed: Code { .decodingFailed }

    /// The error a request that needs Apple's map servers gets here, where there are none: ``Code/serverFailure``
    /// with an underlying "not connected to the Internet" URL error, as iOS reports offline.
    static var offline: MKError {
        let underlying = NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                                 userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
        return MKError(.serverFailure, userInfo: [NSUnderlyingErrorKey: underlying,
                                                  NSLocalizedDescriptionKey: "The map server is not reachable."])
    }
}

extension MKError.Code {
    /// Matches a `catch MKError.serverFailure` pattern against a thrown error.
    public static func ~= (match: MKError.Code, error: any Error) -> Bool {
        (error as? MKError)?.code == match
    }
}

/// How far a map camera is from its centre and how it looks at it.
///
/// Touchstone draws the map from straight above and north up: ``heading`` and ``pitch`` are kept but not drawn;
/// the altitude sets the zoom.
open class MKMapCamera: NSObject, NSCopying, @unchecked Sendable {
    /// The point the camera looks at.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The camera's direction in degrees from north (kept, not drawn).
    open var heading: CLLocationDirection = 0
    /// The camera's tilt in degrees from straight down (kept, not drawn).
    open var pitch: CGFloat = 0
    /// The camera's height above the ground in metres.
    open var altitude: CLLocationDistance = 1000

    /// The distance from the camera to ``centerCoordinate``: the altitude, as the camera looks straight down.
    open var centerCoordinateDistance: CLLocationDistance {
        get { altitude }
        set { altitude = newValue }
    }

    /// A camera at 1,000 m above (0, 0).
    public override init() { super.init() }

    /// A camera looking at `centerCoordinate` from `eyeCoordinate` at `eyeAltitude` metres.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D,
                            fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
                            eyeAltitude: CLLocationDistance) {
        self.init()
        (self.centerCoordinate, altitude) = (centerCoordinate, eyeAltitude)
    }

    /// A camera `distance` metres from `centerCoordinate`, tilted by `pitch` and turned to `heading`.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D,
                            fromDistance distance: CLLocationDistance, pitch: CGFloat,
                            heading: CLLocationDirection) {
        self.init()
        (self.centerCoordinate, altitude, self.pitch, self.heading) = (centerCoordinate, distance, pitch, heading)
    }

    /// A copy of the camera.
    open func copy(with zone: NSZone? = nil) -> Any {
        MKMapCamera(lookingAtCenter: centerCoordinate, fromDistance: altitude, pitch: pitch, heading: heading)
    }
}
