// SPDX-License-Identifier: Apache-2.0

import Foundation
import MapKit
import Testing
import TouchstoneTesting

/// An app delegate that makes a white key window.
final class MapAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A launched phone with a map view of `frame` in its window, laid out.
@MainActor
func launchMap(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
               delegate: (any MKMapViewDelegate)? = nil) throws -> (HeadlessDevice, MKMapView) {
    let device = try HeadlessDevice(profile: .iPhone4)
    try device.launch(delegate: MapAppDelegate())
    let window = try #require(device.application?.keyWindow)
    let map = MKMapView(frame: frame)
    map.delegate = delegate
    window.addSubview(map)
    map.layoutIfNeeded()
    device.advance(by: 1.0 / 60)
    return (device, map)
}

/// A map view of `size` outside any window, laid out.
@MainActor
func makeMap(width: CGFloat = 300, height: CGFloat = 300) -> MKMapView {
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    map.layoutIfNeeded()
    return map
}

/// A delegate that records what the map asks and tells, and returns pins reused under "Pin".
final class RecordingMapDelegate: NSObject, MKMapViewDelegate {
    var asked: [String] = []
    var events: [String] = []
    var addedViews: [MKAnnotationView] = []
    var tappedControls: [UIControl] = []
    var dequeued: [MKAnnotationView] = []
    var userLocationUpdates = 0
    /// When true, `viewFor` returns nil for every annotation (the default views).
    var useDefaults = false

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        asked.append(annotation.title.flatMap { $0 } ?? "?")
        if useDefaults || annotation is MKUserLocation { return nil }
        if let view = mapView.dequeueReusableAnnotationView(withIdentifier: "Pin") {
            dequeued.append(view)
            view.annotation = annotation
            return view
        }
        let pin = MKPinAnnotationView(annotation: annotation, reuseIdentifier: "Pin")
        pin.canShowCallout = true
        pin.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        return pin
    }

    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) { addedViews += views }
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) { events.append("will") }
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { events.append("did") }
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { events.append("select") }
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) { events.append("deselect") }
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView,
                 calloutAccessoryControlTapped control: UIControl) {
        tappedControls.append(control)
    }
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) { userLocationUpdates += 1 }
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        if let line = overlay as? MKPolyline {
            let renderer = MKPolylineRenderer(polyline: line)
            renderer.strokeColor = .blue
            renderer.lineWidth = 4
            return renderer
        }
        if let circle = overlay as? MKCircle {
            let renderer = MKCircleRenderer(circle: circle)
            renderer.fillColor = UIColor.red.withAlphaComponent(0.3)
            renderer.strokeColor = .red
            renderer.lineWidth = 2
            return renderer
        }
        return MKOverlayRenderer(overlay: overlay)
    }
}

/// An annotation with a title.
func place(_ title: String, _ latitude: Double, _ longitude: Double) -> MKPointAnnotation {
    MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), title: title,
                      subtitle: nil)
}

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// A solid image of `size` points at scale 1.
func solidImage(_ size: CGSize, _ colour: UIColor = .orange) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        colour.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}
