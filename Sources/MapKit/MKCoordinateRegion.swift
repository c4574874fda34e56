// SPDX-License-Identifier: Apache-2.0
//
// Regions in degrees: MKCoordinateSpan, MKCoordinateRegion and their C-style constructors (MKGeometry.h).

import CoreLocation
import Foundation

/// Metres per degree of latitude (and of longitude at the equator) on Map Kit's sphere: 111,319.49 m.
let metersPerDegree = 2 * Double.pi * earthRadius / 360

/// The height and width of a map region in degrees: 1° of latitude is about 111 km everywhere; 1° of longitude is
/// about 111 km at the equator and shrinks to 0 at the poles.
public struct MKCoordinateSpan: Sendable {
    /// The north–south extent in degrees (valid 0…180).
    public var latitudeDelta: CLLocationDegrees
    /// The east–west extent in degrees (valid 0…360).
    public var longitudeDelta: CLLocationDegrees

    /// A span of zero degrees.
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }

    /// A span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
    }

    /// Whether the span can be shown: finite, positive-or-zero, at most 180° by 360°.
    var isValid: Bool {
        (0...180).contains(latitudeDelta) && (0...360).contains(longitudeDelta)
    }
}

/// The part of the map a map view shows: a centre coordinate and a span in degrees.
public struct MKCoordinateRegion: Sendable {
    /// The centre of the region.
    public var center: CLLocationCoordinate2D
    /// The region's height and width in degrees.
    public var span: MKCoordinateSpan

    /// The region at (0, 0) spanning nothing.
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }

    /// A region centred on `center` spanning `span`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }

    /// A region centred on `centerCoordinate` that is `latitudinalMeters` tall and `longitudinalMeters` wide
    /// (111,000 m at the equator is about 1° each way; at 60° N the same width is about 2° of longitude).
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) {
        let latitudeDelta = latitudinalMeters / metersPerDegree
        let cosine = cos(centerCoordinate.latitude * .pi / 180)
        let longitudeDelta = cosine > 1e-9 ? longitudinalMeters / (metersPerDegree * cosine) : 360
        self.init(center: centerCoordinate,
                  span: MKCoordinateSpan(latitudeDelta: min(latitudeDelta, 180), longitudeDelta: min(longitudeDelta, 360)))
    }

    /// The region covering `rect` (its centre and the latitudes and longitudes of its edges).
    public init(_ rect: MKMapRect) {
        let northWest = rect.origin.coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let centre = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(center: centre, span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                                         longitudeDelta: rect.width / worldMapPoints * 360))
    }

    /// Whether the region can be shown: a valid centre and a valid span (no NaN).
    var isValid: Bool { CLLocationCoordinate2DIsValid(center) && span.isValid }

    /// The map rectangle of the region: its width from the longitude span, its height the Mercator height of the
    /// latitude span around the centre (symmetric about the centre's map point, so the centre stays put).
    var mapRect: MKMapRect {
        let mid = MKMapPoint(center)
        let width = span.longitudeDelta / 360 * worldMapPoints
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude + span.latitudeDelta / 2,
                                                      longitude: center.longitude))
        let south = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude - span.latitudeDelta / 2,
                                                      longitude: center.longitude))
        let height = south.y - north.y
        return MKMapRect(x: mid.x - width / 2, y: mid.y - height / 2, width: width, height: height)
    }
}

/// A region from a centre and a span, the C spelling of `MKCoordinateRegion(center:span:)`.
public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D,
                                   _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}

/// A span from its deltas, the C spelling of `MKCoordinateSpan(latitudeDelta:longitudeDelta:)`.
public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees,
                                 _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

/// A region from a centre and distances in metres (the guide's "kilometres" are metres in the real API).
public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D,
                                               _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters,
                       longitudinalMeters: longitudinalMeters)
}

/// The region covering `rect`, the C spelling of `MKCoordinateRegion(_:)`.
public func MKCoordinateRegionForMapRect(_ rect: MKMapRect) -> MKCoordinateRegion { MKCoordinateRegion(rect) }
