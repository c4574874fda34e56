// SPDX-License-Identifier: Apache-2.0

import CoreLocation
import Foundation
import Testing

/// The location manager on a simulator of the test's own: authorization, updates, filters, one-shot requests,
/// failures and regions, every callback on the main queue after the call that caused it.
@Suite("Location manager")
@MainActor
struct LocationManagerTests {
    /// A simulator whose app is already allowed when in use, and a manager on it with a recording delegate.
    private func authorizedManager(at coordinate: CLLocationCoordinate2D = LocationSimulator.defaultCoordinate,
                                   status: CLAuthorizationStatus = .authorizedWhenInUse)
        -> (LocationSimulator, CLLocationManager, RecordingDelegate) {
        let simulator = LocationSimulator(coordinate: coordinate)
        simulator.setAuthorizationStatus(status)
        let manager = CLLocationManager(simulator: simulator)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        return (simulator, manager, delegate)
    }

    @Test("Not determined, then a request: the delegate hears each status later, on the main queue")
    func authorizationFlow() async {
        let simulator = LocationSimulator()
        let manager = CLLocationManager(simulator: simulator)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        #expect(manager.authorizationStatus == .notDetermined)
        #expect(manager.accuracyAuthorization == .fullAccuracy)
        await drainMainQueue()
        #expect(delegate.authorizationChanges == [.notDetermined])
        #expect(delegate.modernAuthorizationCalls == 1)

        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .notDetermined)
        #expect(delegate.authorizationChanges == [.notDetermined])
        await drainMainQueue()
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
        #expect(delegate.authorizationChanges == [.notDetermined, .authorizedWhenInUse])
        #expect(delegate.modernAuthorizationCalls == 2)

        manager.requestWhenInUseAuthorization()
        await drainMainQueue()
        #expect(delegate.authorizationChanges.count == 2)
        manager.requestAlwaysAuthorization()
        await drainMainQueue()
        #expect(delegate.authorizationChanges == [.notDetermined, .authorizedWhenInUse, .authorizedAlways])
    }

    @Test("Starting updates delivers the simulated fix later, through both the modern and the iOS 2 callback")
    func startDeliversLater() async {
        // The simulator's own clock: `Date()` is process-wide, and other tests' simulated devices move it.
        let fixTime = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let simulator = LocationSimulator(now: { fixTime })
        simulator.setAuthorizationStatus(.authorizedWhenInUse)
        let manager = CLLocationManager(simulator: simulator)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        #expect(manager.location == nil)
        manager.startUpdatingLocation()
        #expect(delegate.updates.isEmpty && delegate.legacyUpdates.isEmpty)
        await drainMainQueue()
        #expect(delegate.updates.count == 1)
        let fix = try? #require(delegate.updates.first?.first)
        #expect(fix?.coordinate.latitude == 37.3349 && fix?.coordinate.longitude == -122.0090)
        #expect(fix?.horizontalAccuracy == 5)
        // Stamped by the simulator's clock when the fix was made.
        #expect(fix?.timestamp == fixTime)
        #expect(delegate.legacyUpdates.count == 1 && delegate.legacyUpdates.first?.new === fix)
        #expect(manager.location === fix)
        #expect(delegate.errors.isEmpty)
    }

    @Test("The distance filter suppresses moves shorter than it, and the old location is the last delivered")
    func distanceFilter() async {
        let (simulator, manager, delegate) = authorizedManager()
        manager.distanceFilter = 100
        manager.startUpdatingLocation()
        await drainMainQueue()
        let start = LocationSimulator.defaultCoordinate
        simulator.move(to: fix(north(of: start, metres: 60)))
        await drainMainQueue()
        #expect(delegate.updates.count == 1)
        simulator.move(to: fix(north(of: start, metres: 150)))
        await drainMainQueue()
        #expect(delegate.updates.count == 2)
        simulator.move(to: fix(north(of: start, metres: 200)))
        await drainMainQueue()
        #expect(delegate.updates.count == 2)
        #expect(abs((delegate.updates.last?.first?.coordinate.latitude ?? 0) - north(of: start, metres: 150).latitude) < 1e-9)
        #expect(delegate.legacyUpdates.last?.old === delegate.updates.first?.first)
    }

    @Test("Without a distance filter every move is delivered")
    func noFilter() async {
        let (simulator, manager, delegate) = authorizedManager()
        manager.startUpdatingLocation()
        await drainMainQueue()
        simulator.move(to: fix(north(of: LocationSimulator.defaultCoordinate, metres: 1)))
        await drainMainQueue()
        #expect(delegate.updates.count == 2)
    }

    @Test("Stopping updates stops deliveries, including one already queued")
    func stopStops() async {
        let (simulator, manager, delegate) = authorizedManager()
        manager.startUpdatingLocation()
        manager.stopUpdatingLocation()
        await drainMainQueue()
        #expect(delegate.updates.isEmpty)

        manager.startUpdatingLocation()
        await drainMainQueue()
        #expect(delegate.updates.count == 1)
        manager.stopUpdatingLocation()
        simulator.move(to: fix(north(of: LocationSimulator.defaultCoordinate, metres: 5000)))
        await drainMainQueue()
        #expect(delegate.updates.count == 1)
    }

    @Test("requestLocation delivers exactly one fix")
    func requestLocationOnce() async {
        let (simulator, manager, delegate) = authorizedManager()
        manager.requestLocation()
        #expect(delegate.updates.isEmpty)
        await drainMainQueue()
        #expect(delegate.updates.count == 1)
        simulator.move(to: fix(north(of: LocationSimulator.defaultCoordinate, metres: 5000)))
        await drainMainQueue()
        #expect(delegate.updates.count == 1)
    }

    @Test("A denied app's start fails with CLError.denied, after the call")
    func deniedFails() async {
        let simulator = LocationSimulator(answer: .deny)
        let manager = CLLocationManager(simulator: simulator)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        manager.requestWhenInUseAuthorization()
        await drainMainQueue()
        #expect(manager.authorizationStatus == .denied)
        #expect(delegate.authorizationChanges == [.notDetermined, .denied])
        manager.startUpdatingLocation()
        #expect(delegate.errors.isEmpty)
        await drainMainQueue()
        #expect(delegate.errorCodes == [.denied])
        #expect(delegate.updates.isEmpty)
        manager.requestLocation()
        await drainMainQueue()
        #expect(delegate.errorCodes == [.denied, .denied])
    }

    @Test("Updates started before the user answers begin once allowed, or fail when denied")
    func startBeforeAnswer() async {
        let simulator = LocationSimulator()
        let manager = CLLocationManager(simulator: simulator)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        manager.startUpdatingLocation()
        await drainMainQueue()
        #expect(delegate.updates.isEmpty && delegate.errors.isEmpty)
        manager.requestWhenInUseAuthorization()
        await drainMainQueue()
        #expect(delegate.updates.count == 1)
        simulator.setAuthorizationStatus(.denied)
        await drainMainQueue()
        #expect(delegate.errorCodes == [.denied])
        #expect(delegate.authorizationChanges.last == .denied)
    }

    @Test("Location services off: every manager's status is denied")
    func servicesOff() async {
        let simulator = LocationSimulator(servicesEnabled: false)
        simulator.setAuthorizationStatus(.authorizedWhenInUse)
        let manager = CLLocationManager(simulator: simulator)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        #expect(manager.authorizationStatus == .denied)
        manager.startUpdatingLocation()
        await drainMainQueue()
        #expect(delegate.errorCodes == [.denied])
        simulator.locationServicesEnabled = true
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
    }

    @Test("Significant-change updates deliver moves of 500 m or more")
    func significantChanges() async {
        let (simulator, manager, delegate) = authorizedManager()
        #expect(CLLocationManager.significantLocationChangeMonitoringAvailable())
        manager.startMonitoringSignificantLocationChanges()
        await drainMainQueue()
        simulator.move(to: fix(north(of: LocationSimulator.defaultCoordinate, metres: 300)))
        await drainMainQueue()
        #expect(delegate.updates.count == 1)
        simulator.move(to: fix(north(of: LocationSimulator.defaultCoordinate, metres: 900)))
        await drainMainQueue()
        #expect(delegate.updates.count == 2)
        manager.stopMonitoringSignificantLocationChanges()
    }

    @Test("There is no compass: heading is unavailable and never delivered")
    func noHeading() async {
        let (_, manager, delegate) = authorizedManager()
        #expect(!CLLocationManager.headingAvailable())
        manager.headingFilter = 5
        manager.startUpdatingHeading()
        await drainMainQueue()
        #expect(manager.heading == nil && delegate.errors.isEmpty)
        manager.stopUpdatingHeading()
    }

    @Test("A monitored circular region reports entering and leaving with always authorization")
    func regionMonitoring() async {
        let start = LocationSimulator.defaultCoordinate
        let (simulator, manager, delegate) = authorizedManager(status: .authorizedAlways)
        let target = north(of: start, metres: 2000)
        let region = CLCircularRegion(center: target, radius: 200, identifier: "Target")
        #expect(CLLocationManager.isMonitoringAvailable(for: CLCircularRegion.self))
        manager.startMonitoring(for: region)
        #expect(manager.monitoredRegions == [region])
        await drainMainQueue()
        #expect(delegate.events == ["start Target"])
        simulator.move(to: fix(target))
        await drainMainQueue()
        simulator.move(to: fix(north(of: target, metres: 50)))
        await drainMainQueue()
        manager.requestState(for: region)
        simulator.move(to: fix(start))
        await drainMainQueue()
        #expect(delegate.events == ["start Target", "enter Target", "state Target 1", "exit Target"])
        manager.stopMonitoring(for: region)
        #expect(manager.monitoredRegions.isEmpty)
        simulator.move(to: fix(target))
        await drainMainQueue()
        #expect(delegate.events.count == 4)
    }
}
