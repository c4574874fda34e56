// SPDX-License-Identifier: Apache-2.0

import HostInterface
import MapKit
import Testing
import TouchstoneTesting

/// An annotation whose coordinate the Bullseye view changes (the guide's `changeCoordinate:`).
final class MovableAnnotation: NSObject, MKAnnotation {
    private(set) var coordinate: CLLocationCoordinate2D
    var title: String? { "Bullseye" }
    init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    func changeCoordinate(_ newCoordinate: CLLocationCoordinate2D) { coordinate = newCoordinate }
}

/// Listings 8-11 to 8-13: an annotation view that drags itself past a 5-point threshold.
final class BullseyeAnnotationView: MKAnnotationView {
    var isMoving = false
    var startLocation = CGPoint.zero
    var originalCenter = CGPoint.zero
    weak var map: MKMapView?
    var superMoves = 0

    override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: "BullseyeAnnotation")
        image = solidImage(CGSize(width: 32, height: 32), .red)
        canShowCallout = true
        isMultipleTouchEnabled = false
        rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        startLocation = touch.location(in: superview)
        originalCenter = center
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let newLocation = touches.first!.location(in: superview)
        let deltaX = newLocation.x - startLocation.x, deltaY = newLocation.y - startLocation.y
        if abs(deltaX) > 5.0 || abs(deltaY) > 5.0 { isMoving = true }
        if isMoving {
            center = CGPoint(x: originalCenter.x + deltaX, y: originalCenter.y + deltaY)
        } else {
            superMoves += 1
            super.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isMoving, let map {
            let newCoordinate = map.convert(center, toCoordinateFrom: superview)
            (annotation as? MovableAnnotation)?.changeCoordinate(newCoordinate)
            startLocation = .zero
            originalCenter = .zero
            isMoving = false
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isMoving {
            center = originalCenter
            startLocation = .zero
            originalCenter = .zero
            isMoving = false
        } else {
            super.touchesCancelled(touches, with: event)
        }
    }
}

/// The guide's `mapView:viewForAnnotation:` for the Bullseye.
final class BullseyeDelegate: NSObject, MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        let view = BullseyeAnnotationView(annotation: annotation, reuseIdentifier: nil)
        view.map = mapView
        return view
    }
}

@MainActor
@Suite("Map touches: pan, pinch, double tap and annotation drags")
struct MapTouchTests {
    private func equatorMap(_ delegate: (any MKMapViewDelegate)? = nil) throws -> (HeadlessDevice, MKMapView) {
        let (device, map) = try launchMap(delegate: delegate)
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                        span: MKCoordinateSpan(latitudeDelta: 3, longitudeDelta: 2))
        device.advance(by: 1.0 / 60)
        return (device, map)
    }

    @Test("A one-finger drag pans: the map follows the finger, the zoom stays")
    func pan() throws {
        let delegate = RecordingMapDelegate()
        let (device, map) = try equatorMap(delegate)
        let span = map.region.span.longitudeDelta
        let under = map.convert(CGPoint(x: 160, y: 240), toCoordinateFrom: nil)

        device.drag(from: CGPoint(x: 160, y: 240), to: CGPoint(x: 60, y: 200))

        #expect(near(map.region.span.longitudeDelta, span, 1e-9))
        #expect(near(map.centerCoordinate.longitude, 100 * span / 320, span / 320))
        let nowUnder = map.convert(CGPoint(x: 60, y: 200), toCoordinateFrom: nil)
        #expect(near(nowUnder.longitude, under.longitude, 1e-6) && near(nowUnder.latitude, under.latitude, 1e-6))
        #expect(delegate.events.first == "will" && delegate.events.last == "did")
    }

    @Test("A pinch apart zooms in about the fingers; isZoomEnabled = false stops it")
    func pinch() throws {
        let (device, map) = try equatorMap()
        let span = map.region.span.longitudeDelta

        device.touchDown(at: CGPoint(x: 110, y: 240), finger: 0)
        device.touchDown(at: CGPoint(x: 210, y: 240), finger: 1)
        for step in 1...10 {
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: 110 - 5 * CGFloat(step), y: 240), finger: 0)
            device.touchMove(to: CGPoint(x: 210 + 5 * CGFloat(step), y: 240), finger: 1)
        }
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)

        #expect(near(map.region.span.longitudeDelta, span / 2, span / 100))
        #expect(near(map.centerCoordinate.longitude, 0, span / 100))

        map.isZoomEnabled = false
        let zoomed = map.region.span.longitudeDelta
        device.tap(at: CGPoint(x: 160, y: 240), count: 2)
        #expect(near(map.region.span.longitudeDelta, zoomed, 1e-12))
    }

    @Test("A double tap zooms in two times about the tap")
    func doubleTap() throws {
        let (device, map) = try equatorMap()
        let span = map.region.span.longitudeDelta
        let tapped = map.convert(CGPoint(x: 100, y: 300), toCoordinateFrom: nil)

        device.tap(at: CGPoint(x: 100, y: 300), count: 2)

        #expect(near(map.region.span.longitudeDelta, span / 2, 1e-9))
        let still = map.convert(CGPoint(x: 100, y: 300), toCoordinateFrom: nil)
        #expect(near(still.longitude, tapped.longitude, 1e-6) && near(still.latitude, tapped.latitude, 1e-6))
    }

    @Test("158: the Bullseye drag — ≤ 5 pt goes to super, 6 pt moves the view, ended moves the annotation")
    func bullseyeDrag() throws {
        let delegate = BullseyeDelegate()
        let (device, map) = try equatorMap(delegate)
        let annotation = MovableAnnotation(coordinate: CLLocationCoordinate2D(latitude: 0.2, longitude: 0.1))
        map.addAnnotation(annotation)
        let view = try #require(map.view(for: annotation) as? BullseyeAnnotationView)
        #expect(view.frame.size == CGSize(width: 32, height: 32))
        let start = view.convert(CGPoint(x: 16, y: 16), to: nil)
        let originalCenter = view.center

        device.touchDown(at: start)
        device.touchMove(to: CGPoint(x: start.x + 3, y: start.y + 2))
        #expect(!view.isMoving && view.superMoves == 1)
        #expect(view.center == originalCenter)
        device.touchMove(to: CGPoint(x: start.x + 6, y: start.y))
        #expect(view.isMoving)
        #expect(view.center == CGPoint(x: originalCenter.x + 6, y: originalCenter.y))
        device.touchMove(to: CGPoint(x: start.x + 40, y: start.y + 25))
        let newCenter = view.center
        #expect(newCenter == CGPoint(x: originalCenter.x + 40, y: originalCenter.y + 25))
        device.touchUp(at: CGPoint(x: start.x + 40, y: start.y + 25))

        #expect(!view.isMoving)
        let expected = map.convert(newCenter, toCoordinateFrom: view.superview)
        #expect(near(annotation.coordinate.latitude, expected.latitude, 1e-12))
        #expect(near(annotation.coordinate.longitude, expected.longitude, 1e-12))
        #expect(map.centerCoordinate.longitude == 0)  // the map itself did not pan
        withExtendedLifetime(delegate) {}
    }

    @Test("158: a cancelled Bullseye drag snaps the view back to its original centre")
    func bullseyeCancel() throws {
        let delegate = BullseyeDelegate()
        let (device, map) = try equatorMap(delegate)
        let annotation = MovableAnnotation(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
        map.addAnnotation(annotation)
        let view = try #require(map.view(for: annotation) as? BullseyeAnnotationView)
        let start = view.convert(CGPoint(x: 16, y: 16), to: nil)
        let originalCenter = view.center

        device.touchDown(at: start)
        device.touchMove(to: CGPoint(x: start.x + 20, y: start.y))
        #expect(view.center.x == originalCenter.x + 20)
        device.inject([.touchCancelled(finger: 0, timestamp: device.now)])

        #expect(view.center == originalCenter)
        #expect(!view.isMoving)
        #expect(annotation.coordinate.latitude == 0 && annotation.coordinate.longitude == 0)
        withExtendedLifetime(delegate) {}
    }

    @Test("A draggable pin follows the finger and its annotation moves where it is dropped")
    func draggablePin() throws {
        let (device, map) = try equatorMap()
        let annotation = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
        map.addAnnotation(annotation)
        let pin = try #require(map.view(for: annotation))
        pin.isDraggable = true
        let start = pin.convert(CGPoint(x: 8, y: 8), to: nil)

        device.drag(from: start, to: CGPoint(x: start.x + 50, y: start.y))

        let expected = map.convert(CGPoint(x: 210, y: 240), toCoordinateFrom: nil)
        #expect(near(annotation.coordinate.longitude, expected.longitude, 1e-6))
        #expect(pin.dragState == .none)
        #expect(map.centerCoordinate.longitude == 0)
    }
}
