// SPDX-License-Identifier: Apache-2.0
//
// CLLocation: one location fix (CLLocation.h).

import Foundation

/// One location fix: a coordinate with its accuracy, altitude, course, speed and the time it was measured.
///
/// Immutable (so Sendable), as on iOS. Negative accuracies, course and speed mean "invalid" (Core Location's convention).
/// The coordinate is kept as given; an out-of-range or NaN coordinate makes an invalid location, never a crash.
open class CLLocation: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    private let fix: Fix

    /// The stored values, so every designated initialiser sets them in one step.
    private struct Fix {
        var coordinate: CLLocationCoordinate2D
        var altitude: CLLocationDistance
        var horizontalAccuracy: CLLocationAccuracy
        var verticalAccuracy: CLLocationAccuracy
        var course: CLLocationDirection = -1
        var courseAccuracy: CLLocationDirectionAccuracy = -1
        var speed: CLLocationSpeed = -1
        var speedAccuracy: CLLocationSpeedAccuracy = -1
        var timestamp: Date
    }

    /// A location at `latitude`, `longitude`: altitude 0, accuracy 0 (exact), vertical accuracy −1 (no altitude),
    /// no course or speed, timestamped now.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        fix = Fix(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
        super.init()
    }

    /// A location with the given coordinate, altitude, accuracies and time; no course or speed (−1).
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                timestamp: Date) {
        fix = Fix(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
                  verticalAccuracy: vAccuracy, timestamp: timestamp)
        super.init()
    }

    /// A location with a course and speed as well; their accuracies are −1 (unknown).
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        fix = Fix(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
                  verticalAccuracy: vAccuracy, course: course, speed: speed, timestamp: timestamp)
        super.init()
    }

    /// A location with a course, a speed and their accuracies (iOS 13.4).
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed,
                speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        fix = Fix(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
                  verticalAccuracy: vAccuracy, course: course, courseAccuracy: courseAccuracy, speed: speed,
                  speedAccuracy: speedAccuracy, timestamp: timestamp)
        super.init()
    }

    /// Decodes a location ``encode(with:)`` wrote (Apple's `kCLLocationCodingKey…` keys); missing values decode as
    /// 0, or −1 for accuracies, course and speed, and a missing timestamp as the distant past.
    public required init?(coder: NSCoder) {
        func value(_ key: String, _ missing: Double) -> Double {
            coder.containsValue(forKey: key) ? coder.decodeDouble(forKey: key) : missing
        }
        fix = Fix(coordinate: CLLocationCoordinate2D(latitude: value(Key.latitude, 0), longitude: value(Key.longitude, 0)),
                  altitude: value(Key.altitude, 0), horizontalAccuracy: value(Key.horizontalAccuracy, -1),
                  verticalAccuracy: value(Key.verticalAccuracy, -1), course: value(Key.course, -1),
                  courseAccuracy: value(Key.courseAccuracy, -1), speed: value(Key.speed, -1),
                  speedAccuracy: value(Key.speedAccuracy, -1),
                  timestamp: Date(timeIntervalSinceReferenceDate: value(Key.timestamp, -Double.greatestFiniteMagnitude)))
        super.init()
    }

    /// True: locations decode with `decodeObject(of:forKey:)` and `unarchivedObject(ofClass:from:)`.
    open class var supportsSecureCoding: Bool { true }

    private enum Key {
        static let latitude = "kCLLocationCodingKeyCoordinateLatitude"
        static let longitude = "kCLLocationCodingKeyCoordinateLongitude"
        static let altitude = "kCLLocationCodingKeyAltitude"
        static let horizontalAccuracy = "kCLLocationCodingKeyHorizontalAccuracy"
        static let verticalAccuracy = "kCLLocationCodingKeyVerticalAccuracy"
        static let course = "kCLLocationCodingKeyCourse"
        static let courseAccuracy = "kCLLocationCodingKeyCourseAccuracy"
        static let speed = "kCLLocationCodingKeySpeed"
        static let speedAccuracy = "kCLLocationCodingKeySpeedAccuracy"
        static let timestamp = "kCLLocationCodingKeyTimestamp"
    }

    /// Writes every value under Apple's `kCLLocationCodingKey…` keys (the timestamp as seconds since 2001).
    open func encode(with coder: NSCoder) {
        coder.encode(fix.coordinate.latitude, forKey: Key.latitude)
        coder.encode(fix.coordinate.longitude, forKey: Key.longitude)
        coder.encode(fix.altitude, forKey: Key.altitude)
        coder.encode(fix.horizontalAccuracy, forKey: Key.horizontalAccuracy)
        coder.encode(fix.verticalAccuracy, forKey: Key.verticalAccuracy)
        coder.encode(fix.course, forKey: Key.course)
        coder.encode(fix.courseAccuracy, forKey: Key.courseAccuracy)
        coder.encode(fix.speed, forKey: Key.speed)
        coder.encode(fix.speedAccuracy, forKey: Key.speedAccuracy)
        coder.encode(fix.timestamp.timeIntervalSinceReferenceDate, forKey: Key.timestamp)
    }

    /// The location itself: a location is immutable, so its copy is the same object (as Apple's is).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The latitude and longitude.
    open var coordinate: CLLocationCoordinate2D { fix.coordinate }
    /// The altitude above mean sea level in metres; meaningful only when ``verticalAccuracy`` is not negative.
    open var altitude: CLLocationDistance { fix.altitude }
    /// The altitude above the WGS 84 ellipsoid; the simulation has no geoid, so it equals ``altitude``.
    open var ellipsoidalAltitude: CLLocationDistance { fix.altitude }
    /// The radius of uncertainty of ``coordinate`` in metres; negative when the coordinate is invalid.
    open var horizontalAccuracy: CLLocationAccuracy { fix.horizontalAccuracy }
    /// The uncertainty of ``altitude`` in metres; negative when there is no altitude.
    open var verticalAccuracy: CLLocationAccuracy { fix.verticalAccuracy }
    /// The direction of travel in degrees from true north; negative when unknown.
    open var course: CLLocationDirection { fix.course }
    /// The uncertainty of ``course`` in degrees; negative when unknown.
    open var courseAccuracy: CLLocationDirectionAccuracy { fix.courseAccuracy }
    /// The speed in metres per second; negative when unknown.
    open var speed: CLLocationSpeed { fix.speed }
    /// The uncertainty of ``speed``; negative when unknown.
    open var speedAccuracy: CLLocationSpeedAccuracy { fix.speedAccuracy }
    /// When the fix was measured.
    open var timestamp: Date { fix.timestamp }
    /// The building floor: always nil, as outside an indoor-positioning venue on iOS.
    open var floor: CLFloor? { nil }

    /// The great-circle distance in metres between this location's coordinate and `location`'s (altitude
    /// ignored), on a sphere of the Earth's mean radius (6,371,008.8 m; within 0.5 % of the WGS 84 geodesic).
    /// Returns −1 when either coordinate is invalid (out of range or NaN).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        GreatCircle.distance(coordinate, location.coordinate)
    }

    /// The fix as Apple prints it: `<+37.33490000,-122.00900000> +/- 5.00m (speed -1.00 mps / course -1.00) @
    /// 11/29/26, 10:15:00 AM Coordinated Universal Time` (the date in the short date and full time style of the
    /// current locale).
    open override var description: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .full
        return String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ ",
                      coordinate.latitude, coordinate.longitude, horizontalAccuracy, speed, course)
            + formatter.string(from: timestamp)
    }
}

/// The floor of a building a location is on (iOS 8); Touchstone's locations never have one.
open class CLFloor: NSObject, NSCopying, NSSecureCoding {
    /// The floor's level: 0 the ground floor, negative below it.
    public let level: Int

    /// A floor at `level` (not public on iOS; for simulated indoor fixes).
    package init(level: Int) {
        self.level = level
        super.init()
    }

    /// Decodes a floor ``encode(with:)`` wrote; a missing level is 0.
    public required init?(coder: NSCoder) {
        level = coder.decodeInteger(forKey: "level")
        super.init()
    }

    /// True: floors decode with secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Writes the level.
    open func encode(with coder: NSCoder) { coder.encode(level, forKey: "level") }

    /// The floor itself (immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
