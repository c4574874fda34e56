// SPDX-License-Identifier: Apache-2.0
//
// Overlays: the MKOverlay protocol and the shape overlays MKPolyline, MKPolygon and MKCircle (MKOverlay.h,
// MKMultiPoint.h, MKPolyline.h, MKPolygon.h, MKCircle.h).

import CoreLocation
import Foundation

/// An annotation that covers an area of the map, drawn by an ``MKOverlayRenderer`` the delegate supplies.
public protocol MKOverlay: MKAnnotation {
    /// The smallest map rectangle holding the whole overlay.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay touches `mapRect` (by default: whether ``boundingMapRect`` does).
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay hides the map under it entirely (false by default).
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    /// Whether ``boundingMapRect`` intersects `mapRect`.
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    /// False: the map shows under the overlay.
    public var canReplaceMapContent: Bool { false }
}

/// A shape made of map points: the base of ``MKPolyline`` and ``MKPolygon``.
open class MKMultiPoint: MKShape {
    private let storedPoints: [MKMapPoint]

    init(points: [MKMapPoint]) {
        storedPoints = points
        super.init()
    }

    /// The shape's points (a copy).
    open func points() -> UnsafeMutablePointer<MKMapPoint> {
        let buffer = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(1, storedPoints.count))
        buffer.initialize(from: storedPoints, count: storedPoints.count)
        return buffer
    }

    /// The shape's points as a Swift array (Touchstone's safe form of ``points()``, which leaks its buffer on Linux
    /// unless the caller deallocates it).
    package var mapPoints: [MKMapPoint] { storedPoints }

    /// How many points the shape has.
    open var pointCount: Int { storedPoints.count }

    /// Copies the coordinates of the points in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        let lower = max(0, range.location), upper = min(storedPoints.count, range.location + range.length)
        guard lower < upper else { return }
        for (offset, index) in (lower..<upper).enumerated() { coords[offset] = storedPoints[index].coordinate }
    }

    /// The bounding rectangle of the points.
    var pointsBoundingRect: MKMapRect {
        guard let first = storedPoints.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in storedPoints {
            (minX, maxX, minY, maxY) = (min(minX, p.x), max(maxX, p.x), min(minY, p.y), max(maxY, p.y))
        }
        return MKMapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The centre of the bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        let rect = pointsBoundingRect
        return rect.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }

    /// Map points of the valid coordinates among `count` at `coords` (invalid ones are logged and skipped).
    static func mapPoints(_ coords: UnsafePointer<CLLocationCoordinate2D>?, count: Int, what: String) -> [MKMapPoint] {
        guard let coords, count > 0 else { return [] }
        var points: [MKMapPoint] = []
        for i in 0..<count {
            if CLLocationCoordinate2DIsValid(coords[i]) {
                points.append(MKMapPoint(coords[i]))
            } else {
                MapDiagnostics.log("\(what): invalid coordinate (\(coords[i].latitude), \(coords[i].longitude)) skipped")
            }
        }
        return points
    }
}

/// A line through several points, drawn by an ``MKPolylineRenderer``.
open class MKPolyline: MKMultiPoint, MKOverlay {
    /// A polyline through `count` coordinates (an array converts implicitly); invalid coordinates are skipped.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(points: MKMultiPoint.mapPoints(coords, count: count, what: "MKPolyline"))
    }

    /// A polyline through `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(points: Array(UnsafeBufferPointer(start: points, count: max(0, count))))
    }

    /// The bounding rectangle of the points.
    open var boundingMapRect: MKMapRect { pointsBoundingRect }
}

/// A closed shape, optionally with holes, drawn by an ``MKPolygonRenderer``.
open class MKPolygon: MKMultiPoint, MKOverlay {
    /// The holes cut out of the polygon.
    open private(set) var interiorPolygons: [MKPolygon]?

    /// A polygon through `count` coordinates; invalid coordinates are skipped.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(points: MKMultiPoint.mapPoints(coords, count: count, what: "MKPolygon"))
    }

    /// A polygon through `count` coordinates with holes.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int,
                            interiorPolygons: [MKPolygon]?) {
        self.init(points: MKMultiPoint.mapPoints(coords, count: count, what: "MKPolygon"))
        self.interiorPolygons = interiorPolygons
    }

    /// A polygon through `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(points: Array(UnsafeBufferPointer(start: points, count: max(0, count))))
    }

    /// The bounding rectangle of the points.
    open var boundingMapRect: MKMapRect { pointsBoundingRect }
}

/// A circle of a radius in metres around a coordinate, drawn by an ``MKCircleRenderer``.
open class MKCircle: MKShape, MKOverlay {
    private let center: CLLocationCoordinate2D
    /// The radius in metres.
    open private(set) var radius: CLLocationDistance

    /// A circle of `radius` metres around `coord` (a negative or NaN radius is logged and taken as 0).
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        if radius.isFinite && radius >= 0 {
            self.radius = radius
        } else {
            MapDiagnostics.log("MKCircle: radius \(radius) is not a distance; using 0")
            self.radius = 0
        }
        super.init()
    }

    /// The circle inscribed in `mapRect` (its width).
    public convenience init(mapRect: MKMapRect) {
        let centre = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let radius = mapRect.width / 2 * MKMetersPerMapPointAtLatitude(centre.coordinate.latitude)
        self.init(center: centre.coordinate, radius: radius)
    }

    /// The centre.
    open override var coordinate: CLLocationCoordinate2D { center }

    /// The square around the circle, in map points at the centre's latitude.
    open var boundingMapRect: MKMapRect {
        let mid = MKMapPoint(center)
        let half = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
        return MKMapRect(x: mid.x - half, y: mid.y - half, width: 2 * half, height: 2 * half)
    }
}
