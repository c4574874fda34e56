// SPDX-License-Identifier: Apache-2.0
//
// Map points: the flat, Web Mercator projection of the Earth that Map Kit draws in (MKGeometry.h).

import CoreLocation
import Foundation

/// The number of map points across the world: 2^28, as `MKMapSize.world` is on iOS.
let worldMapPoints: Double = 268_435_456
/// The Earth's equatorial radius in metres (WGS 84), the sphere Map Kit's Mercator projection uses.
let earthRadius: Double = 6_378_137
/// The latitude where the square Mercator world ends, north and south (85.0511°).
let mercatorLatitudeLimit: Double = 85.05112877980659

/// A scale factor between map points and screen points (screen points per map point).
public typealias MKZoomScale = CGFloat

/// A point on the two-dimensional Mercator map: x grows eastward from the 180th meridian, y southward from the
/// top of the world (≈ 85.05° N); the world is 2^28 × 2^28 map points.
public struct MKMapPoint: Sendable, Equatable {
    /// The distance east from the 180th meridian, in map points (0…2^28).
    public var x: Double
    /// The distance south from ≈ 85.05° N, in map points (0…2^28).
    public var y: Double

    /// The map point (0, 0): the world's north-west corner.
    public init() { (x, y) = (0, 0) }

    /// A map point at `x`, `y`.
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The map point of `coordinate` (Web Mercator). Latitudes beyond ±85.05° are clamped to the map's edge;
    /// longitudes outside −180…180 wrap.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let latitude = min(max(coordinate.latitude, -mercatorLatitudeLimit), mercatorLatitudeLimit)
        x = (coordinate.longitude + 180) / 360 * worldMapPoints
        let sine = sin(latitude * .pi / 180)
        y = (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * worldMapPoints
    }

    /// The coordinate at this map point (the inverse of ``init(_:)``).
    public var coordinate: CLLocationCoordinate2D {
        let longitude = x / worldMapPoints * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / worldMapPoints))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance in metres to `other`, along the Earth's surface (great circle).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        let a = coordinate, b = other.coordinate
        let (p1, p2) = (a.latitude * .pi / 180, b.latitude * .pi / 180)
        let dp = p2 - p1, dl = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }
}

/// A size on the Mercator map, in map points.
public struct MKMapSize: Sendable, Equatable {
    /// The width in map points.
    public var width: Double
    /// The height in map points.
    public var height: Double

    /// The size (0, 0).
    public init() { (width, height) = (0, 0) }

    /// A size of `width` × `height` map points.
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    /// The whole world: 2^28 × 2^28 map points (268,435,456 each way).
    public static let world = MKMapSize(width: worldMapPoints, height: worldMapPoints)
}

/// A rectangle on the Mercator map, in map points; y grows southward.
public struct MKMapRect: Sendable, Equatable {
    /// The north-west corner.
    public var origin: MKMapPoint
    /// The width and height.
    public var size: MKMapSize

    /// The empty rectangle at (0, 0).
    public init() { (origin, size) = (MKMapPoint(), MKMapSize()) }

    /// A rectangle with `origin` and `size`.
    public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }

    /// A rectangle with its north-west corner at (`x`, `y`) and the given size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole world, (0, 0, 2^28, 2^28).
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// The null rectangle (infinite origin), what ``intersection(_:)`` returns for disjoint rectangles.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The westernmost x.
    public var minX: Double { origin.x }
    /// The northernmost y.
    public var minY: Double { origin.y }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The easternmost x.
    public var maxX: Double { origin.x + size.width }
    /// The southernmost y.
    public var maxY: Double { origin.y + size.height }
    /// The width in map points.
    public var width: Double { size.width }
    /// The height in map points.
    public var height: Double { size.height }
    /// Whether this is ``null``.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether the rectangle has no area (or is null).
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }
    /// Whether the rectangle crosses the 180th meridian (extends east of the world's edge).
    public var spans180thMeridian: Bool { maxX > worldMapPoints }

    /// Whether `point` lies inside (the maximum edges excluded).
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies wholly inside.
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two rectangles overlap.
    public func intersects(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX < maxX && minX < rect.maxX && rect.minY < maxY && minY < rect.maxY
    }

    /// The smallest rectangle holding both (a null one is ignored).
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    /// The overlap of the two, or ``null`` when they do not overlap.
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard intersects(rect) else { return .null }
        let x = max(minX, rect.minX), y = max(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: min(maxX, rect.maxX) - x, height: min(maxY, rect.maxY) - y)
    }

    /// The rectangle grown (negative: shrunk) by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

/// The map point of `coordinate`, the C spelling of `MKMapPoint(_:)`.
public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }

/// The coordinate of `mapPoint`, the C spelling of `MKMapPoint.coordinate`.
public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }

/// A map point from its coordinates.
public func MKMapPointMake(_ x: Double, _ y: Double) -> MKMapPoint { MKMapPoint(x: x, y: y) }

/// A map size from its width and height.
public func MKMapSizeMake(_ width: Double, _ height: Double) -> MKMapSize { MKMapSize(width: width, height: height) }

/// A map rectangle from its origin and size.
public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect {
    MKMapRect(x: x, y: y, width: width, height: height)
}

/// The part of `rect` beyond the 180th meridian, moved back into the world; ``MKMapRect/null`` when `rect` does
/// not cross it.
public func MKMapRectRemainder(_ rect: MKMapRect) -> MKMapRect {
    guard rect.spans180thMeridian else { return .null }
    return MKMapRect(x: 0, y: rect.minY, width: rect.maxX - worldMapPoints, height: rect.height)
}

/// Whether `rect` contains `point`.
public func MKMapRectContainsPoint(_ rect: MKMapRect, _ point: MKMapPoint) -> Bool { rect.contains(point) }

/// Whether the two rectangles overlap.
public func MKMapRectIntersectsRect(_ rect1: MKMapRect, _ rect2: MKMapRect) -> Bool { rect1.intersects(rect2) }

/// The smallest rectangle holding both.
public func MKMapRectUnion(_ rect1: MKMapRect, _ rect2: MKMapRect) -> MKMapRect { rect1.union(rect2) }

/// The map's scale at `latitude`: how many metres one map point covers there (0.1493 m at the equator, shrinking
/// by cos(latitude) toward the poles).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let clamped = min(max(latitude, -mercatorLatitudeLimit), mercatorLatitudeLimit)
    return 2 * .pi * earthRadius * cos(clamped * .pi / 180) / worldMapPoints
}

/// How many map points one metre covers at `latitude` (the inverse of ``MKMetersPerMapPointAtLatitude(_:)``).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// The distance in metres between two map points, along the Earth's surface.
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }

/// Whether `coord` is a valid coordinate for a map region: as ``CLLocationCoordinate2DIsValid(_:)``.
func isValidCoordinate(_ coord: CLLocationCoordinate2D) -> Bool { CLLocationCoordinate2DIsValid(coord) }
