// SPDX-License-Identifier: Apache-2.0
//
// A view controller that finds the user as iOS apps do (Swift 5 mode; guide listings 8-7 and 8-8): it compiles
// unchanged and works on the simulated location (LocationIdiomsTests.swift).

import CoreLocation
import UIKit

class WhereAmIViewController: UIViewController, CLLocationManagerDelegate {
    let locationManager = CLLocationManager()
    private let coordinateLabel = UILabel()
    private(set) var reading: String?
    private(set) var failure: String?
    private var headingValue: CLLocationDirection?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(coordinateLabel)
        locationManager.delegate = self
        locationManager.desiredAccuracy = kCLLocationAccuracyKilometer
        locationManager.distanceFilter = 500
        guard CLLocationManager.locationServicesEnabled() else {
            failure = "Location services are off"
            return
        }
        switch locationManager.authorizationStatus {
        case .notDetermined:
            locationManager.requestWhenInUseAuthorization()
        case .authorizedWhenInUse, .authorizedAlways:
            locationManager.startUpdatingLocation()
        case .denied, .restricted:
            failure = "Location access denied"
        }
        if CLLocationManager.headingAvailable() {
            locationManager.headingFilter = 5
            locationManager.startUpdatingHeading()
        }
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        if manager.authorizationStatus == .authorizedWhenInUse || manager.authorizationStatus == .authorizedAlways {
            manager.startUpdatingLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let newLocation = locations.last else { return }
        // Listing 8-7: skip the cached fix; use one at most five seconds old.
        let howRecent = newLocation.timestamp.timeIntervalSinceNow
        guard abs(howRecent) < 5.0 else { return }
        manager.stopUpdatingLocation()
        reading = String(format: "latitude %+.6f, longitude %+.6f",
                         newLocation.coordinate.latitude, newLocation.coordinate.longitude)
        coordinateLabel.text = reading
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        if let error = error as? CLError, error.code == .denied {
            failure = "Location access denied"
            manager.stopUpdatingLocation()
        } else {
            failure = error.localizedDescription
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
        if newHeading.headingAccuracy > 0 { headingValue = newHeading.magneticHeading }
    }

    func distanceText(to other: CLLocation) -> String? {
        guard let here = locationManager.location else { return nil }
        let metres = here.distance(from: other)
        return metres < 1000 ? String(format: "%.0f m", metres) : String(format: "%.1f km", metres / 1000)
    }
}
