// SPDX-License-Identifier: Apache-2.0
//
// The user's location on the map: MKUserLocation (the annotation), MKUserLocationView (the blue dot) and
// MKMapView.showsUserLocation over Core Location's simulated location source.

import CoreLocation
import UIKit

/// The annotation for the user's position, which a map view adds while ``MKMapView/showsUserLocation`` is on.
open class MKUserLocation: NSObject, MKAnnotation {
    /// The latest fix, or nil before the first.
    open internal(set) var location: CLLocation?
    /// The latest heading (nil: the simulated device has no compass).
    open internal(set) var heading: CLHeading?
    /// Whether the map is receiving locations.
    open internal(set) var isUpdating = false
    /// The callout title, "My Location" by default.
    open var title: String? = "My Location"
    /// The callout's second line.
    open var subtitle: String?

    /// The user's coordinate: the latest fix's, or ``kCLLocationCoordinate2DInvalid`` before the first.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
}

/// The default view of the user location: a blue dot in a white ring, inside a translucent accuracy circle whose
/// radius is the fix's horizontal accuracy (at least the dot's size).
open class MKUserLocationView: MKAnnotationView {
    /// A blue dot for `annotation`.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = CGSize(width: 22, height: 22)
        isOpaque = false
    }

    /// A user location view decoded from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Draws the accuracy halo (clipped to the view), the white ring and the blue dot.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        context.setFillColor(UIColor(red: 0, green: 0.48, blue: 1, alpha: 0.15).cgColor)
        context.fillEllipse(in: bounds)
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: CGRect(x: centre.x - 8, y: centre.y - 8, width: 16, height: 16))
        context.setFillColor(UIColor(red: 0, green: 0.48, blue: 1, alpha: 1).cgColor)
        context.fillEllipse(in: CGRect(x: centre.x - 6, y: centre.y - 6, width: 12, height: 12))
    }

    /// Sizes the halo to the fix's accuracy at the map's zoom.
    func updateAccuracy(pointsPerMeter: Double) {
        let accuracy = (annotation as? MKUserLocation)?.location?.horizontalAccuracy ?? 0
        let diameter = min(max(22, 2 * accuracy * pointsPerMeter), 400)
        if abs(bounds.width - diameter) > 0.5 {
            let centre = center
            bounds.size = CGSize(width: diameter, height: diameter)
            center = centre
            setNeedsDisplay()
        }
    }
}

/// What a map view keeps while it shows the user's location.
struct UserLocationState {
    /// The annotation (made the first time the location shows).
    var annotation: MKUserLocation?
    /// The manager feeding it, while ``MKMapView/showsUserLocation`` is on.
    var tracker: UserLocationTracker?
    /// The simulated source new trackers use; tests set their own (``MKMapView/locationSimulator``).
    var simulator: LocationSimulator = .shared
    /// Whether the map follows the user.
    var trackingMode: MKUserTrackingMode = .none
}

/// A location manager's delegate that feeds the map's ``MKUserLocation``.
final class UserLocationTracker: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    private weak var map: MKMapView?
    let manager: CLLocationManager

    @MainActor init(map: MKMapView, simulator: LocationSimulator) {
        self.map = map
        manager = CLLocationManager(simulator: simulator)
        super.init()
        manager.delegate = self
        if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
        manager.startUpdatingLocation()
    }

    func stop() { manager.stopUpdatingLocation() }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last else { return }
        MainActor.assumeIsolated { map?.userLocationDidUpdate(location) }
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        MainActor.assumeIsolated { map?.userLocationDidFail(error) }
    }
}

extension MKMapView {
    /// The process's simulated location source, or one a test gives the map before turning on
    /// ``showsUserLocation``.
    package var locationSimulator: LocationSimulator {
        get { userLocationState.simulator }
        set { userLocationState.simulator = newValue }
    }

    /// Whether the map shows the user's location: turning it on adds the ``userLocation`` annotation and follows
    /// Core Location's (simulated) fixes; the delegate hears `mapViewWillStartLocatingUser`, then
    /// `didUpdate userLocation` on the main queue.
    public var showsUserLocation: Bool {
        get { userLocationState.tracker != nil }
        set {
            guard newValue != showsUserLocation else { return }
            if newValue {
                let annotation = userLocation
                annotation.isUpdating = true
                addAnnotation(annotation)
                delegate?.mapViewWillStartLocatingUser(self)
                userLocationState.tracker = UserLocationTracker(map: self, simulator: userLocationState.simulator)
            } else {
                userLocationState.tracker?.stop()
                userLocationState.tracker = nil
                userLocation.isUpdating = false
                removeAnnotation(userLocation)
                delegate?.mapViewDidStopLocatingUser(self)
            }
        }
    }

    /// The annotation for the user's position (its ``MKUserLocation/location`` is nil until the first fix).
    public var userLocation: MKUserLocation {
        if let annotation = userLocationState.annotation { return annotation }
        let annotation = MKUserLocation()
        userLocationState.annotation = annotation
        return annotation
    }

    /// Whether the user's location is known and inside the visible area.
    public var isUserLocationVisible: Bool {
        guard showsUserLocation, userLocation.location != nil else { return false }
        return bounds.contains(point(for: MKMapPoint(userLocation.coordinate)))
    }

    /// Whether the map follows the user (`.follow` centres on each fix).
    public var userTrackingMode: MKUserTrackingMode {
        get { userLocationState.trackingMode }
        set { setUserTrackingMode(newValue, animated: false) }
    }

    /// Sets ``userTrackingMode``; following turns ``showsUserLocation`` on and centres on the known location.
    public func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        guard mode != userLocationState.trackingMode else { return }
        userLocationState.trackingMode = mode
        if mode != .none {
            showsUserLocation = true
            if let location = userLocation.location { setCenter(location.coordinate, animated: animated) }
        }
        delegate?.mapView(self, didChange: mode, animated: animated)
    }

    func userLocationDidUpdate(_ location: CLLocation) {
        guard showsUserLocation else { return }
        userLocation.location = location
        if userTrackingMode != .none { setCenter(location.coordinate, animated: true) }
        updateAnnotationViews()
        if let view = view(for: userLocation) as? MKUserLocationView {
            view.updateAccuracy(pointsPerMeter: MKMapPointsPerMeterAtLatitude(location.coordinate.latitude) / currentScale)
        }
        delegate?.mapView(self, didUpdate: userLocation)
    }

    func userLocationDidFail(_ error: any Error) {
        delegate?.mapView(self, didFailToLocateUserWithError: error)
    }
}
