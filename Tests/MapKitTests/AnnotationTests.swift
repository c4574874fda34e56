// SPDX-License-Identifier: Apache-2.0

import MapKit
import Testing
import TouchstoneTesting

/// A registered annotation view class whose only initialisers are Apple's two.
final class RegisteredMarkerView: MKMarkerAnnotationView {
    var madeBy = ""
    override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        madeBy = "init(annotation:reuseIdentifier:)"
        glyphText = "R"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("MKMapView annotations and their views")
struct AnnotationTests {
    private func paris(_ map: MKMapView) {
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
                                        span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
    }

    @Test("155: the view is asked for only when the coordinate is in view; removing drops view and annotation")
    func viewsAskedWhenVisible() throws {
        let delegate = RecordingMapDelegate()
        let (_, map) = try launchMap(delegate: delegate)
        paris(map)
        let tokyo = place("Tokyo", 35.68, 139.65)

        map.addAnnotation(tokyo)
        map.layoutIfNeeded()
        #expect(delegate.asked.isEmpty)
        #expect(map.view(for: tokyo) == nil)
        #expect(map.annotations.count == 1)

        map.setCenter(tokyo.coordinate, animated: false)
        #expect(delegate.asked == ["Tokyo"])
        let view = try #require(map.view(for: tokyo))
        #expect(view.superview != nil)
        #expect(delegate.addedViews.map(ObjectIdentifier.init) == [ObjectIdentifier(view)])
        let tip = map.convert(tokyo.coordinate, toPointTo: view.superview)
        #expect(abs(view.center.x - tip.x) < 0.01 && abs(view.center.y + 16 - tip.y) < 0.01)

        map.removeAnnotation(tokyo)
        #expect(view.superview == nil)
        #expect(map.annotations.isEmpty)
        #expect(map.view(for: tokyo) == nil)
    }

    @Test("156: a view that scrolls off is recycled; bringing another annotation in dequeues it, reassigned")
    func reuse() throws {
        let delegate = RecordingMapDelegate()
        let (_, map) = try launchMap(delegate: delegate)
        paris(map)
        let eiffel = place("Eiffel", 48.8584, 2.2945)
        let berlin = place("Berlin", 52.52, 13.405)
        map.addAnnotations([eiffel, berlin])
        let first = try #require(map.view(for: eiffel))
        #expect(map.view(for: berlin) == nil)

        map.setCenter(berlin.coordinate, animated: false)

        #expect(map.view(for: eiffel) == nil)
        let second = try #require(map.view(for: berlin))
        #expect(second === first)
        #expect(delegate.dequeued.count == 1 && delegate.dequeued[0] === first)
        #expect(second.annotation === berlin)
        #expect(delegate.asked == ["Eiffel", "Berlin"])
    }

    @Test("A registered class is made by its own init(annotation:reuseIdentifier:) when nothing waits")
    func registeredClass() {
        let map = makeMap()
        map.register(RegisteredMarkerView.self, forAnnotationViewWithReuseIdentifier: "Marker")
        let annotation = place("A", 0, 0)
        let view = map.dequeueReusableAnnotationView(withIdentifier: "Marker", for: annotation)
        let marker = view as? RegisteredMarkerView
        #expect(marker?.madeBy == "init(annotation:reuseIdentifier:)")
        #expect(view.reuseIdentifier == "Marker" && view.annotation === annotation)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "Nothing") == nil)
    }

    @Test("157: showsUserLocation adds an MKUserLocation; a nil view from the delegate means the blue dot")
    func userLocation() async throws {
        let delegate = RecordingMapDelegate()
        let (device, map) = try launchMap(delegate: delegate)
        map.locationSimulator = LocationSimulator(
            coordinate: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), horizontalAccuracy: 50)
        paris(map)

        map.showsUserLocation = true

        #expect(map.annotations.contains { $0 is MKUserLocation })
        #expect(map.userLocation.location == nil)
        for _ in 0..<4 { await device.settle() }
        #expect(delegate.userLocationUpdates >= 1)
        #expect(near(map.userLocation.coordinate.latitude, 48.8566))
        #expect(map.isUserLocationVisible)
        let dot = try #require(map.view(for: map.userLocation))
        #expect(dot is MKUserLocationView)
        map.showsUserLocation = false
        #expect(!map.annotations.contains { $0 is MKUserLocation })
    }

    @Test("159: an image of 32×32 sizes the view to 32×32; without one the frame is (0, 0)")
    func imageSetsFrame() {
        let plain = MKAnnotationView(annotation: place("A", 0, 0), reuseIdentifier: "A")
        #expect(plain.frame.size == .zero)
        let view = MKAnnotationView(annotation: place("B", 0, 0), reuseIdentifier: "B")
        view.image = solidImage(CGSize(width: 32, height: 32))
        #expect(view.frame.size == CGSize(width: 32, height: 32))
    }

    @Test("Tapping a pin selects it and shows its callout; the accessory tells the delegate; the map deselects")
    func selectionAndCallout() throws {
        let delegate = RecordingMapDelegate()
        let (device, map) = try launchMap(delegate: delegate)
        paris(map)
        let eiffel = place("Eiffel Tower", 48.8584, 2.2945)
        eiffel.subtitle = "Champ de Mars"
        map.addAnnotation(eiffel)
        let pin = try #require(map.view(for: eiffel))

        device.tap(at: pin.convert(CGPoint(x: pin.bounds.midX, y: 6), to: nil))

        #expect(map.selectedAnnotations.count == 1 && map.selectedAnnotations[0] === eiffel)
        #expect(pin.isSelected)
        let accessory = try #require(pin.rightCalloutAccessoryView as? UIControl)
        #expect(accessory.window != nil)
        let labels = accessory.superview?.subviews.compactMap { ($0 as? UILabel)?.text } ?? []
        #expect(labels == ["Eiffel Tower", "Champ de Mars"])

        device.tap(at: accessory.convert(CGPoint(x: accessory.bounds.midX, y: accessory.bounds.midY), to: nil))
        #expect(delegate.tappedControls.count == 1 && delegate.tappedControls[0] === accessory)

        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 300, y: 460))
        device.advance(by: 0.5)
        #expect(map.selectedAnnotations.isEmpty)
        #expect(!pin.isSelected)
        #expect(accessory.window == nil)
        #expect(delegate.events.filter { $0 == "select" || $0 == "deselect" } == ["select", "deselect"])
    }

    @Test("annotations(in:) finds the annotations in a map rectangle; showAnnotations fits them all")
    func annotationsInRectAndShow() {
        let map = makeMap(width: 320, height: 480)
        let a = place("A", 10, 10), b = place("B", 20, 30), c = place("C", -40, -60)
        map.addAnnotations([a, b, c])
        let rect = MKMapRect(origin: MKMapPoint(CLLocationCoordinate2D(latitude: 25, longitude: 0)),
                             size: MKMapSize(width: 30_000_000, height: 30_000_000))
        #expect(map.annotations(in: rect) == Set([AnyHashable(a), AnyHashable(b)]))

        map.showAnnotations([a, b], animated: false)
        let visible = map.visibleMapRect
        #expect(visible.contains(MKMapPoint(a.coordinate)) && visible.contains(MKMapPoint(b.coordinate)))
        #expect(!visible.contains(MKMapPoint(c.coordinate)))
    }

    @Test("A pin's classic colours map to pinTintColor; a marker draws its glyph text")
    func pinColours() {
        let pin = MKPinAnnotationView(annotation: nil, reuseIdentifier: nil)
        #expect(pin.pinTintColor == MKPinAnnotationView.redPinColor())
        pin.pinColor = .purple
        #expect(pin.pinTintColor == MKPinAnnotationView.purplePinColor())
        #expect(pin.pinColor == .purple)
        #expect(pin.frame.size == CGSize(width: 16, height: 32))
        let marker = MKMarkerAnnotationView(annotation: nil, reuseIdentifier: nil)
        marker.glyphText = "7"
        #expect(marker.frame.size == CGSize(width: 28, height: 36))
    }
}
