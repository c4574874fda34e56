// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#endif
import MapKit
import Testing
import TouchstoneTesting

@MainActor
@Suite("Drawing the simulated map, annotations, callouts and overlays")
struct MapRenderingTests {
    /// A 240 × 200 map over Paris with a selected pin, its callout, a polyline and a circle.
    private func scene(_ type: MKMapType = .standard) throws -> (HeadlessDevice, MKMapView, RecordingMapDelegate) {
        let delegate = RecordingMapDelegate()
        let (device, map) = try launchMap(frame: CGRect(x: 40, y: 60, width: 240, height: 200), delegate: delegate)
        map.mapType = type
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
                                        span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5))
        var route = [CLLocationCoordinate2D(latitude: 48.95, longitude: 2.15),
                     CLLocationCoordinate2D(latitude: 48.86, longitude: 2.30),
                     CLLocationCoordinate2D(latitude: 48.80, longitude: 2.55)]
        map.addOverlay(MKPolyline(coordinates: &route, count: route.count))
        map.addOverlay(MKCircle(center: CLLocationCoordinate2D(latitude: 48.84, longitude: 2.45), radius: 4_000))
        let tower = place("Eiffel Tower", 48.8584, 2.2945)
        tower.subtitle = "Paris"
        map.addAnnotation(tower)
        map.selectAnnotation(tower, animated: false)
        device.advance(by: 0.1)
        return (device, map, delegate)
    }

    private func image(of map: MKMapView, on device: HeadlessDevice) throws -> CGImage {
        let shot = device.screenshot()
        let scale = CGFloat(shot.width) / 320
        let frame = map.convert(map.bounds, to: nil)
        return try #require(shot.cropping(to: CGRect(x: frame.minX * scale, y: frame.minY * scale,
                                                     width: frame.width * scale, height: frame.height * scale)))
    }

    @Test("A standard map with a pin, its callout, a polyline and a circle matches its golden")
    func standardGolden() throws {
        let (device, map, _) = try scene()
        try assertGolden(image(of: map, on: device), named: "standard-paris", suite: "MapRendering")
    }

    @Test("The hybrid map draws imagery colours with the graticule on top")
    func hybridGolden() throws {
        let (device, map, _) = try scene(.hybrid)
        try assertGolden(image(of: map, on: device), named: "hybrid-paris", suite: "MapRendering")
    }

    @Test("The whole world, zoomed out: land, water, polar ice and a 30° graticule")
    func worldGolden() throws {
        let (device, map) = try launchMap()
        map.setVisibleMapRect(.world, animated: false)
        device.advance(by: 1.0 / 60)
        try assertGolden(image(of: map, on: device), named: "standard-world", suite: "MapRendering")
    }

    @Test("The view tree: the map layer, then annotation views and the callout; renderers for each overlay")
    func structure() throws {
        let (_, map, _) = try scene()
        #expect(map.subviews.count == 2)
        let content = map.subviews[0], annotations = map.subviews[1]
        #expect(String(describing: type(of: content)) == "MapContentView")
        let pin = try #require(annotations.subviews.first as? MKPinAnnotationView)
        #expect(pin.isSelected)
        let callout = try #require(annotations.subviews.last)
        #expect(callout.frame.maxY <= pin.frame.minY + 0.5)
        #expect(abs(callout.frame.midX - pin.frame.midX) < 1)
        #expect(callout.subviews.compactMap { ($0 as? UILabel)?.text } == ["Eiffel Tower", "Paris"])
        #expect(callout.subviews.contains { $0 is UIButton })
        #expect(map.overlays.count == 2)
        #expect(map.renderer(for: map.overlays[0]) is MKPolylineRenderer)
        #expect(map.renderer(for: map.overlays[1]) is MKCircleRenderer)
        // A subview the app adds stays on top, fixed over the map.
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        map.addSubview(badge)
        map.setCenter(CLLocationCoordinate2D(latitude: 48.9, longitude: 2.4), animated: false)
        #expect(map.subviews.last === badge && badge.frame.origin == CGPoint(x: 10, y: 10))
    }

    @Test("Map types draw different palettes")
    func palettes() throws {
        let (device, map, _) = try scene(.standard)
        let standard = RGBAImage(try image(of: map, on: device))
        map.mapType = .satellite
        device.advance(by: 1.0 / 60)
        let satellite = RGBAImage(try image(of: map, on: device))
        map.mapType = .mutedStandard
        device.advance(by: 1.0 / 60)
        let muted = RGBAImage(try image(of: map, on: device))
        let corner = { (image: RGBAImage) in Array(image.pixels[0..<4]) }
        #expect(corner(standard) != corner(satellite))
        #expect(corner(standard) != corner(muted))
    }

    @Test("The renderer's path is in map points relative to the overlay's bounding rectangle")
    func rendererGeometry() {
        var points = [CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 1, longitude: 1)]
        let line = MKPolyline(coordinates: &points, count: 2)
        let renderer = MKPolylineRenderer(polyline: line)
        renderer.createPath()
        let box = renderer.path?.boundingBox ?? .null
        #expect(near(Double(box.minX), 0, 1e-6) && near(Double(box.width), line.boundingMapRect.width, 1e-3))
        #expect(renderer.point(for: line.boundingMapRect.origin) == .zero)
        let circle = MKCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 1_000)
        #expect(near(circle.boundingMapRect.width, 2_000 * MKMapPointsPerMeterAtLatitude(0), 1e-6))
        let (_, lines) = UIKitDiagnostics.capturing {
            var bad = [CLLocationCoordinate2D(latitude: .nan, longitude: 0), CLLocationCoordinate2D(latitude: 1, longitude: 1)]
            #expect(MKPolyline(coordinates: &bad, count: 2).pointCount == 1)
            #expect(MKCircle(center: CLLocationCoordinate2D(), radius: -5).radius == 0)
        }
        #expect(lines.count == 2)
    }

    @Test("Panning reuses the cached terrain tiles: only tiles coming into view are made (frame time printed)")
    func panFrameCost() throws {
        let (device, map) = try launchMap()
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03),
                                        span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5))
        device.advance(by: 1.0 / 60)
        let madeForFirstFrame = map.terrainTilesMade
        var durations: [Double] = []
        device.touchDown(at: CGPoint(x: 160, y: 240))
        // CLOCK_MONOTONIC_RAW is the real clock (Date() follows the device's manual clock).
        func seconds() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_MONOTONIC_RAW, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
        for step in 1...30 {
            let start = seconds()
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: 160 - 3 * CGFloat(step), y: 240))
            durations.append(seconds() - start)
        }
        device.touchUp()
        let sorted = durations.sorted()
        print("MapKit pan frame (320×480, debug build): median \(String(format: "%.2f", sorted[15] * 1000)) ms, "
              + "max \(String(format: "%.2f", sorted.last! * 1000)) ms")
        // 90 pt of panning crosses at most one 256-pt tile column; without the cache every frame would remake them all.
        #expect(madeForFirstFrame > 0)
        #expect(map.terrainTilesMade - madeForFirstFrame <= 8)
    }
}
