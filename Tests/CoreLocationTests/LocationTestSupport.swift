// SPDX-License-Identifier: Apache-2.0

import CoreLocation
import Dispatch
import Foundation

/// Lets the main queue run what Core Location queued on it: each hop waits for one block queued behind
/// everything already there; a few hops cover callbacks that queue further callbacks (a request's answer, then
/// the delegate's call). No sleeping.
@MainActor
func drainMainQueue(hops: Int = 4) async {
    for _ in 0..<hops {
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }
}

/// A coordinate `metres` north of `coordinate` on the sphere `distance(from:)` uses.
func north(of coordinate: CLLocationCoordinate2D, metres: Double) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: coordinate.latitude + metres / 6_371_008.8 * 180 / .pi,
                           longitude: coordinate.longitude)
}

/// A fix at `coordinate`, ±5 m, now.
func fix(_ coordinate: CLLocationCoordinate2D) -> CLLocation {
    CLLocation(coordinate: coordinate, altitude: 0, horizontalAccuracy: 5, verticalAccuracy: -1, timestamp: Date())
}

/// A delegate that records every callback it gets.
final class RecordingDelegate: NSObject, CLLocationManagerDelegate {
    var updates: [[CLLocation]] = []
    var legacyUpdates: [(new: CLLocation, old: CLLocation)] = []
    var errors: [any Error] = []
    var authorizationChanges: [CLAuthorizationStatus] = []
    var modernAuthorizationCalls = 0
    var events: [String] = []

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        updates.append(locations)
    }
    func locationManager(_ manager: CLLocationManager, didUpdateTo newLocation: CLLocation, from oldLocation: CLLocation) {
        legacyUpdates.append((newLocation, oldLocation))
    }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        errors.append(error)
    }
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        authorizationChanges.append(status)
    }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        modernAuthorizationCalls += 1
    }
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        events.append("start \(region.identifier)")
    }
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        events.append("enter \(region.identifier)")
    }
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        events.append("exit \(region.identifier)")
    }
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        events.append("state \(region.identifier) \(state.rawValue)")
    }

    /// The codes of the Core Location errors received.
    var errorCodes: [CLError.Code?] { errors.map { ($0 as? CLError)?.code } }
}
