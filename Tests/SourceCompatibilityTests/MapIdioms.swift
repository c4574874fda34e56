// SPDX-License-Identifier: Apache-2.0
//
// A map screen as iOS apps write it (Swift 5 mode; guide listing 8-10): a view controller that is the map's
// delegate, returns dequeued MKPinAnnotationViews with a detail-disclosure accessory, leaves the user location to
// the default view, and draws a route overlay. It compiles unchanged and works on the simulated map.

import MapKit
import Testing
import UIKit

class CustomPinAnnotation: NSObject, MKAnnotation {
    var coordinate: CLLocationCoordinate2D
    var title: String?
    var subtitle: String?

    init(coordinate: CLLocationCoordinate2D, title: String?) {
        self.coordinate = coordinate
        self.title = title
    }
}

class PlacesViewController: UIViewController, MKMapViewDelegate {
    var mapView: MKMapView!
    private(set) var detailsShown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MKMapView(frame: view.bounds)
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.delegate = self
        mapView.mapType = .standard
        view.addSubview(mapView)
        let center = CLLocationCoordinate2DMake(37.3349, -122.0090)
        let region = MKCoordinateRegionMakeWithDistance(center, 2000, 2000)
        mapView.setRegion(mapView.regionThatFits(region), animated: false)
        mapView.addAnnotation(CustomPinAnnotation(coordinate: center, title: "Apple Park"))
        var route = [center, CLLocationCoordinate2D(latitude: 37.33, longitude: -122.0)]
        mapView.addOverlay(MKPolyline(coordinates: &route, count: route.count))
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        if annotation is MKUserLocation { return nil }
        guard annotation is CustomPinAnnotation else { return nil }
        let identifier = "CustomPinAnnotation"
        if let pinView = mapView.dequeueReusableAnnotationView(withIdentifier: identifier) as? MKPinAnnotationView {
            pinView.annotation = annotation
            return pinView
        }
        let pinView = MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        pinView.pinColor = .red
        pinView.animatesDrop = true
        pinView.canShowCallout = true
        pinView.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        return pinView
    }

    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView,
                 calloutAccessoryControlTapped control: UIControl) {
        // `?? nil` flattens Apple's optional-requirement `String??` and is harmless on a plain `String?`.
        if let title = view.annotation?.title ?? nil { detailsShown.append(title) }
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        if let polyline = overlay as? MKPolyline {
            let renderer = MKPolylineRenderer(polyline: polyline)
            renderer.strokeColor = UIColor.systemBlue
            renderer.lineWidth = 3
            return renderer
        }
        return MKOverlayRenderer(overlay: overlay)
    }

    func zoomOut() {
        var theRegion = mapView.region
        theRegion.span.longitudeDelta *= 2.0
        theRegion.span.latitudeDelta *= 2.0
        mapView.setRegion(theRegion, animated: true)
    }
}

@MainActor
@Suite("Source compatibility: Map Kit")
struct MapIdiomsTests {
    @Test("A map view controller gets its dequeued pin, its renderer and the zoom-out snippet works")
    func placesScreen() throws {
        let controller = PlacesViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.loadViewIfNeeded()
        let map = try #require(controller.mapView)
        map.layoutIfNeeded()
        let pin = try #require(map.view(for: map.annotations[0]) as? MKPinAnnotationView)
        #expect(pin.reuseIdentifier == "CustomPinAnnotation" && pin.canShowCallout && pin.animatesDrop)
        #expect(map.renderer(for: map.overlays[0]) is MKPolylineRenderer)
        let span = map.region.span.longitudeDelta
        controller.zoomOut()
        #expect(abs(map.region.span.longitudeDelta / span - 2) < 1e-6)
        map.selectAnnotation(map.annotations[0], animated: false)
        #expect(map.selectedAnnotations.count == 1)
    }
}
