// SPDX-License-Identifier: Apache-2.0
//
// CLLocationManager: the app's access to location services (CLLocationManager.h; guide §2.8.4, listings 8-7/8-8).

import Foundation

/// Starts and stops the delivery of location events to a delegate, and asks for the user's permission.
///
/// Fixes come from a ``LocationSimulator`` (the process's, from `TOUCHSTONE_LOCATION`, unless one is passed to
/// `init(simulator:)`). As on iOS, every delegate callback arrives later on the main queue, never inside the call
/// that caused it: right after creation the delegate hears the current authorization; an authorization request
/// is answered by the simulated user; while updating, the current fix and then every move that passes
/// ``distanceFilter`` is delivered, through both `locationManager(_:didUpdateLocations:)` and the deprecated
/// `locationManager(_:didUpdateTo:from:)`. Updates started before the user answered begin once authorized; a
/// denied or restricted app gets `CLError(.denied)` instead. There is no magnetometer: heading updates never come.
open class CLLocationManager: NSObject {
    /// The object that receives the manager's events, held weakly.
    weak open var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy the app wants (default ``kCLLocationAccuracyBest``); the simulated fixes keep their own.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance in metres the device must move from the last delivered fix before another is delivered
    /// (default ``kCLDistanceFilterNone``: every move). The first fix after a start is always delivered.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The change in degrees that produces a heading event (default 1); headings never come here.
    open var headingFilter: CLLocationDegrees = 1
    /// The orientation headings are relative to (default portrait).
    open var headingOrientation: CLDeviceOrientation = .portrait
    /// What the app uses location for (default `.other`); the simulation does not pause updates.
    open var activityType: CLActivityType = .other
    /// Whether updates continue while the app is suspended (default false); recorded only.
    open var allowsBackgroundLocationUpdates = false
    /// Whether the system may pause updates when the device does not move (default true); the simulation never does.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the status bar shows the background location indicator (default false); recorded only.
    open var showsBackgroundLocationIndicator = false

    /// The simulator this manager's fixes and authorization come from.
    package let simulator: LocationSimulator
    private let lock = NSLock()
    private var state = State()

    /// What the manager is doing, under `lock`.
    private struct State {
        var updating = false
        var significant = false
        var oneShot = false
        /// Bumped by every start and stop, so that a delivery queued before a stop is dropped.
        var generation = 0
        /// The last delivered fix, which ``distanceFilter`` measures from; cleared by each start.
        var anchor: CLLocation?
        var lastDelivered: CLLocation?
        var regions: [CLRegion] = []
        var regionStates: [String: CLRegionState] = [:]
    }

    /// A manager on the process's simulator (``LocationSimulator/shared``).
    public override convenience init() {
        self.init(simulator: .shared)
    }

    /// A manager whose fixes and authorization come from `simulator` (tests pass their own).
    package init(simulator: LocationSimulator) {
        self.simulator = simulator
        super.init()
        simulator.register(self)
        // iOS tells the delegate the current authorization once the manager exists (iOS 14: "when the app creates
        // the location manager"), which is later on the run loop, after the app set the delegate.
        MainQueue.later { [weak self] in self?.reportAuthorization() }
    }

    // MARK: Authorization

    /// The app's authorization (iOS 14); `.denied` while location services are off.
    open var authorizationStatus: CLAuthorizationStatus { simulator.authorizationStatus }

    /// Whether the app gets precise locations: always full accuracy in the simulation (iOS 14).
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// The app's authorization, from the process's simulator (deprecated in iOS 14 for the instance property).
    @available(iOS, deprecated: 14.0, message: "Use the authorizationStatus instance property")
    open class func authorizationStatus() -> CLAuthorizationStatus { LocationSimulator.shared.authorizationStatus }

    /// Whether location services are on for the device (`TOUCHSTONE_LOCATION=off` turns them off).
    open class func locationServicesEnabled() -> Bool { LocationSimulator.shared.locationServicesEnabled }

    /// False: the simulated device has no magnetometer.
    open class func headingAvailable() -> Bool { false }

    /// True: significant-change updates work, on the simulated moves.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }

    /// True for ``CLCircularRegion`` and its subclasses, the regions the simulation monitors.
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool {
        regionClass is CLCircularRegion.Type
    }

    /// False: there are no beacons to range.
    open class func isRangingAvailable() -> Bool { false }

    /// Asks for when-in-use authorization. Only an app whose status is `.notDetermined` prompts; the simulated
    /// user answers later on the main queue (``LocationSimulator/answer``) and the delegate hears the new status.
    open func requestWhenInUseAuthorization() {
        let simulator = simulator
        MainQueue.later { simulator.answerRequest(always: false) }
    }

    /// Asks for always authorization: prompts a `.notDetermined` app, or upgrades a when-in-use one (once), as
    /// ``requestWhenInUseAuthorization()`` does.
    open func requestAlwaysAuthorization() {
        let simulator = simulator
        MainQueue.later { simulator.answerRequest(always: true) }
    }

    /// Asks for temporary full accuracy; the simulation always has it, so `completion` gets nil, later, on the
    /// main queue.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String,
                                                        completion: @escaping ((any Error)?) -> Void) {
        MainQueue.later { completion(nil) }
    }

    /// Asks for temporary full accuracy with no completion handler; the simulation always has it.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}

    // MARK: Location updates

    /// The most recently delivered fix, or nil before the first.
    open var location: CLLocation? { lock.withLock { state.lastDelivered } }

    /// Starts delivering fixes: the current one, later on the main queue, then each move that passes
    /// ``distanceFilter``. Denied or restricted (or services off): the delegate gets `CLError(.denied)` instead.
    /// Not yet determined: updates begin when the user allows.
    open func startUpdatingLocation() {
        let generation = lock.withLock { () -> Int in
            state.updating = true
            state.anchor = nil
            state.generation += 1
            return state.generation
        }
        MainQueue.later { [weak self] in self?.begin(generation: generation) }
    }

    /// Stops delivering fixes, and cancels a ``requestLocation()`` not yet answered; a fix queued but not yet
    /// delivered is dropped.
    open func stopUpdatingLocation() {
        lock.withLock {
            state.updating = false
            state.oneShot = false
            state.generation += 1
        }
    }

    /// Delivers one fix (the current location) later on the main queue, then stops; `CLError(.denied)` when the
    /// app may not use location.
    open func requestLocation() {
        let generation = lock.withLock { () -> Int in
            state.oneShot = true
            return state.generation
        }
        MainQueue.later { [weak self] in self?.begin(generation: generation) }
    }

    /// Starts significant-change updates: the current fix, then each move of 500 m or more.
    open func startMonitoringSignificantLocationChanges() {
        let generation = lock.withLock { () -> Int in
            state.significant = true
            state.anchor = nil
            state.generation += 1
            return state.generation
        }
        MainQueue.later { [weak self] in self?.begin(generation: generation) }
    }

    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() {
        lock.withLock {
            state.significant = false
            state.generation += 1
        }
    }

    // MARK: Heading

    /// The most recent heading: always nil, as there is no magnetometer.
    open var heading: CLHeading? { nil }

    /// Does nothing: ``headingAvailable()`` is false, so no heading event ever comes (check it first, as listing
    /// 8-8 does, and fall back to the location's course).
    open func startUpdatingHeading() {}

    /// Does nothing: heading updates never started.
    open func stopUpdatingHeading() {}

    /// Does nothing: there is no calibration display.
    open func dismissHeadingCalibrationDisplay() {}

    // MARK: Regions

    /// The regions this manager monitors (on iOS, shared by every manager of the app; here, per manager).
    open var monitoredRegions: Set<CLRegion> { Set(lock.withLock { state.regions }) }

    /// The largest radius a monitored region may have, in metres.
    open var maximumRegionMonitoringDistance: CLLocationDistance { 400_000 }

    /// Monitors `region` (replacing one with the same identifier); the delegate hears
    /// `locationManager(_:didStartMonitoringFor:)`, later. Entering and leaving are reported on each simulated move
    /// while the app has always authorization; a region that is not a ``CLCircularRegion``, or a denied app, gets
    /// `locationManager(_:monitoringDidFailFor:withError:)` instead.
    open func startMonitoring(for region: CLRegion) {
        guard region is CLCircularRegion else {
            MainQueue.later { [weak self] in
                guard let self else { return }
                delegate?.locationManager(self, monitoringDidFailFor: region,
                                          withError: CLError(.regionMonitoringFailure))
            }
            return
        }
        let inside: CLRegionState = region.holds(simulator.currentLocation.coordinate) ? .inside : .outside
        lock.withLock {
            state.regions.removeAll { $0.identifier == region.identifier }
            state.regions.append(region)
            state.regionStates[region.identifier] = inside
        }
        MainQueue.later { [weak self] in
            guard let self else { return }
            switch authorizationStatus {
            case .denied, .restricted:
                delegate?.locationManager(self, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied))
            default:
                delegate?.locationManager(self, didStartMonitoringFor: region)
            }
        }
    }

    /// Stops monitoring the region with `region`'s identifier.
    open func stopMonitoring(for region: CLRegion) {
        lock.withLock {
            state.regions.removeAll { $0.identifier == region.identifier }
            state.regionStates[region.identifier] = nil
        }
    }

    /// Reports whether the device is inside `region`, later, through
    /// `locationManager(_:didDetermineState:for:)`.
    open func requestState(for region: CLRegion) {
        let coordinate = simulator.currentLocation.coordinate
        MainQueue.later { [weak self] in
            guard let self else { return }
            delegate?.locationManager(self, didDetermineState: region.holds(coordinate) ? .inside : .outside, for: region)
        }
    }

    // MARK: Delivery (main queue)

    /// Reports the current authorization to the delegate through both callbacks.
    private func reportAuthorization() {
        let status = authorizationStatus
        delegate?.locationManagerDidChangeAuthorization(self)
        delegate?.locationManager(self, didChangeAuthorization: status)
    }

    /// After a start or a one-shot request: fails when not allowed, delivers the current fix when allowed, waits
    /// when not determined.
    private func begin(generation: Int) {
        guard lock.withLock({ state.generation == generation }) else { return }
        switch authorizationStatus {
        case .denied, .restricted: failDenied()
        case .notDetermined: break
        case .authorizedAlways, .authorizedWhenInUse: deliver(simulator.currentLocation)
        }
    }

    /// The authorization changed: tells the delegate, then starts pending updates or fails them.
    func authorizationDidChange() {
        reportAuthorization()
        let active = lock.withLock { state.updating || state.significant || state.oneShot }
        guard active else { return }
        switch authorizationStatus {
        case .denied, .restricted: failDenied()
        case .notDetermined: break
        case .authorizedAlways, .authorizedWhenInUse: deliver(simulator.currentLocation)
        }
    }

    /// The device moved: delivers the fix to an updating manager and checks the monitored regions.
    func simulatorDidMove(to location: CLLocation) {
        switch authorizationStatus {
        case .authorizedAlways, .authorizedWhenInUse: deliver(location)
        default: return
        }
        if authorizationStatus == .authorizedAlways { checkRegions(at: location.coordinate) }
    }

    /// Stops every update and tells the delegate `CLError(.denied)`.
    private func failDenied() {
        lock.withLock {
            state.updating = false
            state.significant = false
            state.oneShot = false
            state.generation += 1
        }
        delegate?.locationManager(self, didFailWithError: CLError(.denied))
    }

    /// Delivers `location` if a one-shot request waits, or updates run and the move from the last delivered fix
    /// passes the distance filter (500 m for significant changes).
    private func deliver(_ location: CLLocation) {
        let filter = distanceFilter
        let previous: CLLocation?? = lock.withLock {
            var due = false
            if state.oneShot {
                state.oneShot = false
                due = true
            }
            if state.updating || state.significant {
                if let anchor = state.anchor {
                    let moved = location.distance(from: anchor)
                    if state.updating, filter <= 0 || moved >= filter { due = true }
                    if state.significant, moved >= 500 { due = true }
                } else {
                    due = true
                }
            }
            guard due else { return .none }
            let previous = state.lastDelivered
            state.anchor = location
            state.lastDelivered = location
            return .some(previous)
        }
        guard let previous else { return }
        delegate?.locationManager(self, didUpdateLocations: [location])
        delegate?.locationManager(self, didUpdateTo: location, from: previous ?? location)
    }

    /// Reports entering and leaving monitored regions at `coordinate`.
    private func checkRegions(at coordinate: CLLocationCoordinate2D) {
        let changes: [(CLRegion, CLRegionState)] = lock.withLock {
            var changes: [(CLRegion, CLRegionState)] = []
            for region in state.regions {
                let now: CLRegionState = region.holds(coordinate) ? .inside : .outside
                if state.regionStates[region.identifier] != now {
                    state.regionStates[region.identifier] = now
                    changes.append((region, now))
                }
            }
            return changes
        }
        for (region, now) in changes {
            if now == .inside, region.notifyOnEntry { delegate?.locationManager(self, didEnterRegion: region) }
            if now == .outside, region.notifyOnExit { delegate?.locationManager(self, didExitRegion: region) }
        }
    }
}
