// SPDX-License-Identifier: Apache-2.0
//
// The distance CLLocation.distance(from:) and CLCircularRegion.contains(_:) measure.

import Foundation

/// Great-circle distances on a spherical Earth.
///
/// The Earth is a sphere of radius 6,371,008.8 m, the IUGG mean radius R₁ of the WGS 84 ellipsoid, and the
/// distance is the haversine formula's, which stays exact for short distances. Against the ellipsoid's geodesic
/// the error is below 0.5 % everywhere (about 0.1 % between Paris and London). Altitude is ignored, as Apple's
/// `distance(from:)` ignores it.
enum GreatCircle {
    /// The sphere's radius in metres.
    static let earthRadius: CLLocationDistance = 6_371_008.8

    /// The distance along the surface between `a` and `b` in metres, or −1 when either coordinate is invalid
    /// (``CLLocationCoordinate2DIsValid(_:)`` false, NaN included).
    static func distance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
        guard CLLocationCoordinate2DIsValid(a), CLLocationCoordinate2DIsValid(b) else { return -1 }
        let φ1 = a.latitude * .pi / 180, φ2 = b.latitude * .pi / 180
        let Δφ = φ2 - φ1, Δλ = (b.longitude - a.longitude) * .pi / 180
        let h = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }
}
