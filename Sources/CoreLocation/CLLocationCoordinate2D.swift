// SPDX-License-Identifier: Apache-2.0
//
// Core Location's scalar types, constants and the coordinate struct (CLLocation.h), as Apple's Swift API has them
// (docs/ARCHITECTURE.md, "Location").

import Foundation

/// A latitude or longitude value in degrees (WGS 84); north and east are positive.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// The accuracy of a coordinate or altitude, in metres; a negative value means the value is invalid.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second; a negative value means the speed is invalid.
public typealias CLLocationSpeed = Double
/// The accuracy of a speed, in metres per second; negative when invalid.
public typealias CLLocationSpeedAccuracy = Double
/// A direction in degrees from true north, clockwise (0 north, 90 east); a negative value means it is invalid.
public typealias CLLocationDirection = Double
/// The accuracy of a direction, in degrees; negative when invalid.
public typealias CLLocationDirectionAccuracy = Double

/// The highest accuracy, for navigation apps that need it while plugged in: -2, as on iOS.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device offers: -1, as on iOS (the manager's default).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to within ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to within one hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to the nearest kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to the nearest three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy granted when the user allows only an approximate location (iOS 14): 3 km.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// A distance filter that reports every movement: -1, the manager's default.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// A heading filter that reports every change: -1.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
/// The largest distance a `CLLocationDistance` can hold (`DBL_MAX`).
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The largest time interval (`DBL_MAX`), Core Location's "no time limit".
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude

/// A latitude and longitude in degrees, WGS 84.
///
/// Like Apple's, the struct is not `Equatable` (apps often add that conformance themselves); compare the two
/// fields. Any values can be stored: a coordinate whose latitude is outside −90…90, whose longitude is outside
/// −180…180, or which holds a NaN is *invalid* (``CLLocationCoordinate2DIsValid(_:)`` is false), never a crash.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (negative: south), valid in −90…90.
    public var latitude: CLLocationDegrees
    /// Degrees east of the prime meridian (negative: west), valid in −180…180.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0): the Gulf of Guinea, valid.
    public init() {
        latitude = 0
        longitude = 0
    }

    /// A coordinate with the given latitude and longitude, stored as given (see ``CLLocationCoordinate2DIsValid(_:)``).
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate Core Location uses for "no coordinate": (−180, −180), which is invalid.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether `coord` is a real place: latitude in −90…90 and longitude in −180…180 (NaN is neither).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90.0...90.0).contains(coord.latitude) && (-180.0...180.0).contains(coord.longitude)
}

/// A coordinate from its latitude and longitude, the C-style spelling of `CLLocationCoordinate2D(latitude:longitude:)`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees,
                                       _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
