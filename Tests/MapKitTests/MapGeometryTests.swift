// SPDX-License-Identifier: Apache-2.0

import MapKit
import Testing

@Suite("Map points, spans and regions")
struct MapGeometryTests {
    @Test("The world is 2^28 map points square, and the prime meridian on the equator is its centre")
    func worldSize() {
        #expect(MKMapSize.world.width == 268_435_456)
        #expect(MKMapSize.world.height == 268_435_456)
        #expect(MKMapRect.world == MKMapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456))
        let centre = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(near(centre.x, 134_217_728, 1e-6) && near(centre.y, 134_217_728, 1e-6))
        let corner = MKMapPoint(CLLocationCoordinate2D(latitude: 85.05112877980659, longitude: -180))
        #expect(near(corner.x, 0, 1e-6) && near(corner.y, 0, 1e-3))
    }

    @Test("Map points and coordinates round-trip (Web Mercator)")
    func roundTrip() {
        for (lat, lon) in [(37.3349, -122.009), (-33.86, 151.2), (60.0, 10.0), (0.0, 179.9)] {
            let point = MKMapPointForCoordinate(CLLocationCoordinate2D(latitude: lat, longitude: lon))
            let back = MKCoordinateForMapPoint(point)
            #expect(near(back.latitude, lat, 1e-9) && near(back.longitude, lon, 1e-9))
            #expect(near(point.coordinate.latitude, lat, 1e-9))
        }
    }

    @Test("Metres per map point: 0.1493 at the equator, half that at 60°; points per metre is the inverse")
    func metersPerMapPoint() {
        #expect(near(MKMetersPerMapPointAtLatitude(0), 0.149291, 1e-6))
        #expect(near(MKMetersPerMapPointAtLatitude(60), 0.149291 / 2, 1e-6))
        #expect(near(MKMapPointsPerMeterAtLatitude(0) * MKMetersPerMapPointAtLatitude(0), 1, 1e-12))
    }

    @Test("The distance between map points is the great-circle distance")
    func distances() {
        let a = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        let b = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 1))
        #expect(near(MKMetersBetweenMapPoints(a, b), 111_319.49, 0.1))
        let paris = MKMapPoint(CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522))
        let london = MKMapPoint(CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278))
        #expect(near(paris.distance(to: london), 343_900, 1_500))
    }

    @Test("154: 111 km around (0, 0) is about 1° each way; at 60° the longitude span doubles")
    func regionWithDistance() {
        let equator = MKCoordinateRegionMakeWithDistance(CLLocationCoordinate2D(latitude: 0, longitude: 0), 111_000, 111_000)
        #expect(near(equator.span.latitudeDelta, 1.0, 0.01))
        #expect(near(equator.span.longitudeDelta, 1.0, 0.01))
        let north = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 0),
                                       latitudinalMeters: 111_000, longitudinalMeters: 111_000)
        #expect(near(north.span.latitudeDelta, 1.0, 0.01))
        #expect(near(north.span.longitudeDelta, 2.0, 0.02))
    }

    @Test("Map rectangles: contains, intersects, union, intersection, the null rectangle")
    func mapRects() {
        let a = MKMapRect(x: 0, y: 0, width: 100, height: 100)
        let b = MKMapRect(x: 50, y: 50, width: 100, height: 100)
        let c = MKMapRect(x: 500, y: 500, width: 1, height: 1)
        #expect(a.contains(MKMapPoint(x: 10, y: 10)) && !a.contains(MKMapPoint(x: 100, y: 10)))
        #expect(a.intersects(b) && !a.intersects(c))
        #expect(a.union(b) == MKMapRect(x: 0, y: 0, width: 150, height: 150))
        #expect(a.intersection(b) == MKMapRect(x: 50, y: 50, width: 50, height: 50))
        #expect(a.intersection(c).isNull)
        #expect(MKMapRect.null.union(a) == a)
        #expect(MKMapRect.world.contains(a))
        #expect(MKMapRectRemainder(MKMapRect(x: 268_435_400, y: 0, width: 100, height: 10)).width == 44)
    }

    @Test("C-style constructors build the same values")
    func constructors() {
        let region = MKCoordinateRegionMake(CLLocationCoordinate2DMake(1, 2), MKCoordinateSpanMake(3, 4))
        #expect(region.center.latitude == 1 && region.center.longitude == 2)
        #expect(region.span.latitudeDelta == 3 && region.span.longitudeDelta == 4)
        #expect(MKMapRectMake(1, 2, 3, 4) == MKMapRect(origin: MKMapPointMake(1, 2), size: MKMapSizeMake(3, 4)))
    }
}
