// SPDX-License-Identifier: Apache-2.0

import MapKit
import Testing
@testable import UIKit

@MainActor
@Suite("MKMapView regions and conversions")
struct MapRegionTests {
    @Test("152: the zoom-out snippet doubles a (1°, 1°) span and keeps the centre; setCenter keeps the span")
    func zoomOutSnippet() {
        let map = makeMap(width: 300, height: 300)
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 10),
                                        span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        #expect(near(map.region.span.latitudeDelta, 1, 1e-3) && near(map.region.span.longitudeDelta, 1, 1e-3))

        var theRegion = map.region
        theRegion.span.longitudeDelta *= 2.0
        theRegion.span.latitudeDelta *= 2.0
        map.setRegion(theRegion, animated: true)

        #expect(near(map.region.span.latitudeDelta, 2, 1e-3) && near(map.region.span.longitudeDelta, 2, 1e-3))
        #expect(near(map.centerCoordinate.latitude, 0, 1e-9) && near(map.centerCoordinate.longitude, 10, 1e-9))

        let span = map.region.span
        map.setCenter(CLLocationCoordinate2D(latitude: 0.5, longitude: 12), animated: true)
        #expect(near(map.region.span.longitudeDelta, span.longitudeDelta, 1e-12))
        #expect(near(map.region.span.latitudeDelta, 2, 1e-3))
        #expect(near(map.centerCoordinate.latitude, 0.5, 1e-9) && near(map.centerCoordinate.longitude, 12, 1e-9))
    }

    @Test("152 at Cupertino on a tall map: zooming out doubles both spans")
    func zoomOutAwayFromEquator() {
        let map = makeMap(width: 320, height: 460)
        map.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03),
                                         span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)), animated: false)
        let before = map.region
        var zoomed = before
        zoomed.span.latitudeDelta *= 2
        zoomed.span.longitudeDelta *= 2
        map.setRegion(zoomed, animated: false)
        #expect(near(map.region.span.latitudeDelta / before.span.latitudeDelta, 2, 1e-3))
        #expect(near(map.region.span.longitudeDelta / before.span.longitudeDelta, 2, 1e-4))
        #expect(near(map.centerCoordinate.latitude, 37.33, 1e-9))
    }

    @Test("regionThatFits keeps the centre and grows the span to the view's aspect ratio")
    func regionThatFits() {
        let map = makeMap(width: 200, height: 400)
        let asked = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                       span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let fitted = map.regionThatFits(asked)
        #expect(near(fitted.center.latitude, 0, 1e-9) && near(fitted.center.longitude, 0, 1e-9))
        #expect(near(fitted.span.longitudeDelta, 1, 1e-6))
        #expect(near(fitted.span.latitudeDelta, 2, 1e-3))
        map.region = asked
        let rect = map.visibleMapRect
        #expect(near(rect.height / rect.width, 2, 1e-9))
    }

    @Test("153: point → coordinate → point round-trips within 0.5 pt; (1, h/2) is the left edge's longitude")
    func conversions() throws {
        let (_, map) = try launchMap()
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03),
                                        span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let height = map.bounds.height
        for point in [CGPoint(x: 1, y: height / 2), CGPoint(x: 17.25, y: 300), CGPoint(x: 319, y: 2)] {
            let coordinate = map.convert(point, toCoordinateFrom: map)
            let back = map.convert(coordinate, toPointTo: map)
            #expect(abs(back.x - point.x) <= 0.5 && abs(back.y - point.y) <= 0.5)
        }
        let left = map.convert(CGPoint(x: 1, y: height / 2), toCoordinateFrom: map)
        let expected = map.region.center.longitude - map.region.span.longitudeDelta / 2
        #expect(near(left.longitude, expected, map.region.span.longitudeDelta / 200))
        // The guide's pan-left snippet: centre on the left edge, the span stays.
        let span = map.region.span
        map.setCenter(left, animated: true)
        #expect(near(map.region.span.longitudeDelta, span.longitudeDelta, 1e-9))
        // From another view's coordinates (the window) too.
        let inWindow = map.convert(CGPoint(x: 100, y: 100), toCoordinateFrom: nil)
        #expect(near(map.convert(inWindow, toPointTo: nil).x, 100, 0.5))
    }

    @Test("A region converts to the rectangle it covers and back")
    func regionRectConversions() {
        let map = makeMap(width: 300, height: 300)
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                        span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))
        let half = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                      span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let rect = map.convert(half, toRectTo: map)
        #expect(near(Double(rect.midX), 150, 0.5) && near(Double(rect.width), 150, 0.5))
        let region = map.convert(rect, toRegionFrom: map)
        #expect(near(region.span.longitudeDelta, 1, 1e-6) && near(region.span.latitudeDelta, 1, 1e-3))
    }

    @Test("NaN and out-of-range regions, centres, spans and rectangles are logged and ignored")
    func invalidInputIgnored() {
        let map = makeMap()
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 10, longitude: 10),
                                        span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let before = map.visibleMapRect
        let (_, lines) = UIKitDiagnostics.capturing {
            map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: .nan, longitude: 0),
                                            span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
            map.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                             span: MKCoordinateSpan(latitudeDelta: -1, longitudeDelta: .infinity)),
                          animated: false)
            map.setCenter(CLLocationCoordinate2D(latitude: 91, longitude: 0), animated: false)
            map.visibleMapRect = MKMapRect.null
            map.setVisibleMapRect(MKMapRect(x: .nan, y: 0, width: 10, height: 10), animated: false)
        }
        #expect(map.visibleMapRect == before)
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.hasPrefix("MapKit:") })
    }

    @Test("setVisibleMapRect with edge padding puts the rectangle inside the padded area")
    func visibleMapRectPadding() {
        let map = makeMap(width: 300, height: 300)
        let target = MKMapRect(x: 100_000_000, y: 100_000_000, width: 1_000_000, height: 1_000_000)
        map.setVisibleMapRect(target, edgePadding: UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50), animated: false)
        let shown = map.visibleMapRect
        #expect(near(shown.width, 1_500_000, 1))
        #expect(shown.contains(target))
        #expect(near(shown.midX, target.midX, 1) && near(shown.midY, target.midY, 1))
    }

    @Test("The delegate hears regionWillChange then regionDidChange around setRegion")
    func regionDelegate() {
        let delegate = RecordingMapDelegate()
        let map = makeMap()
        map.delegate = delegate
        map.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 1),
                                         span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)), animated: true)
        #expect(delegate.events == ["will", "did"])
    }

    @Test("A region set before the view has a size applies when it gets one")
    func pendingRegion() {
        let map = MKMapView(frame: .zero)
        let asked = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35),
                                       span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5))
        map.region = asked
        #expect(near(map.centerCoordinate.latitude, 48.85))
        map.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        map.layoutIfNeeded()
        #expect(near(map.centerCoordinate.latitude, 48.85, 1e-9))
        #expect(near(map.region.span.latitudeDelta, 0.5, 1e-3))
    }

    @Test("The camera's altitude follows the zoom, and setting a camera centres the map")
    func camera() {
        let map = makeMap()
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                        span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let camera = map.camera
        #expect(near(camera.altitude, 111_319, 100))
        map.camera = MKMapCamera(lookingAtCenter: CLLocationCoordinate2D(latitude: 0, longitude: 20),
                                 fromDistance: camera.altitude / 2, pitch: 0, heading: 0)
        #expect(near(map.centerCoordinate.longitude, 20, 1e-9))
        #expect(near(map.region.span.longitudeDelta, 0.5, 1e-3))
    }

    @Test("Entering a window starts loading; the delegate hears the map finished loading later, on the main queue")
    func loadingCallbacks() async throws {
        let delegate = LoadingRecorder()
        let (device, _) = try launchMap()
        let fresh = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fresh.delegate = delegate
        #expect(delegate.calls.isEmpty)
        device.application?.keyWindow?.addSubview(fresh)
        #expect(delegate.calls == ["willStartLoading"])
        await device.settle()
        #expect(delegate.calls == ["willStartLoading", "willStartRendering", "didFinishLoading", "didFinishRendering"])
    }

    @Test("Following the user centres the map on the simulated location")
    func followUser() async throws {
        let (device, map) = try launchMap()
        map.locationSimulator = LocationSimulator(coordinate: CLLocationCoordinate2D(latitude: -33.86, longitude: 151.2))
        map.setUserTrackingMode(.follow, animated: false)
        #expect(map.showsUserLocation)
        for _ in 0..<4 { await device.settle() }
        #expect(near(map.centerCoordinate.latitude, -33.86, 1e-9) && near(map.centerCoordinate.longitude, 151.2, 1e-9))
    }
}

/// Records the map's loading callbacks.
final class LoadingRecorder: NSObject, MKMapViewDelegate {
    var calls: [String] = []
    func mapViewWillStartLoadingMap(_ mapView: MKMapView) { calls.append("willStartLoading") }
    func mapViewWillStartRenderingMap(_ mapView: MKMapView) { calls.append("willStartRendering") }
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { calls.append("didFinishLoading") }
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) { calls.append("didFinishRendering") }
}
