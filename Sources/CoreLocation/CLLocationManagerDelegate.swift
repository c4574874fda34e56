// SPDX-License-Identifier: Apache-2.0
//
// The location manager's delegate protocol (CLLocationManagerDelegate.h).

import Foundation

/// The methods a location manager calls with its events, all optional (the extension below does nothing), all
/// called on the main queue.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New fixes arrived, oldest first; the last is also the manager's `location`.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A new fix arrived (the iOS 2–5 callback, listing 8-7). Touchstone calls it with every fix, right after
    /// `locationManager(_:didUpdateLocations:)`; on the first, where iOS passed nil, `oldLocation` is `newLocation`.
    @available(iOS, deprecated: 6.0, message: "Use locationManager(_:didUpdateLocations:)")
    func locationManager(_ manager: CLLocationManager, didUpdateTo newLocation: CLLocation, from oldLocation: CLLocation)
    /// A new heading arrived (never, in the simulation: there is no magnetometer).
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Whether the heading calibration panel may show; the default is false.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    /// The answer to `requestState(for:)`.
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    /// The device entered a monitored region.
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// The device left a monitored region.
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    /// Location updates failed: `CLError(.denied)` when the app may not use location.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// A region could not be monitored.
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
                         withError error: any Error)
    /// The app's authorization changed (deprecated in iOS 14); also called once after the manager is made.
    @available(iOS, deprecated: 14.0, message: "Use locationManagerDidChangeAuthorization(_:)")
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// The app's authorization changed, or the manager was just made (iOS 14); read `manager.authorizationStatus`.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// Monitoring of `region` began.
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// Updates were paused (never, in the simulation).
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    /// Updates resumed (never, in the simulation).
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
    /// Deferred updates finished (never, in the simulation).
    func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?)
}

/// Every delegate method is optional: these do nothing.
extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateTo newLocation: CLLocation,
                                from oldLocation: CLLocation) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    /// False: no calibration panel.
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState,
                                for region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
                                withError error: any Error) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    /// Does nothing.
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?) {}
}
