// SPDX-License-Identifier: Apache-2.0
//
// The simulated location source behind every CLLocationManager (docs/ARCHITECTURE.md, "Location").

import Foundation

/// Where the simulated device is and what the user answers to location prompts.
///
/// Linux has no GPS: a manager's fixes come from a simulator. It starts at Apple Park (37.3349 N, 122.0090 W,
/// ±5 m, the location Apple's simulator offers), or where `TOUCHSTONE_LOCATION="lat,lon[,accuracy]"` says
/// (`off` turns location services off); `TOUCHSTONE_LOCATION_AUTHORIZATION=allow|deny|restricted` is what the user
/// answers to the first authorization request (default `allow`: when in use, or always for
/// `requestAlwaysAuthorization()`). Malformed values are logged and ignored.
///
/// ``shared`` serves `CLLocationManager()`; a test makes its own simulator and passes it to
/// `CLLocationManager(simulator:)`, so no state leaks between tests. Thread-safe: ``move(to:)`` and
/// ``setAuthorizationStatus(_:)`` may be called from any thread; managers hear of them on the main queue.
package final class LocationSimulator: @unchecked Sendable {
    /// The user's answer to an authorization prompt.
    package enum Answer: String, Sendable {
        /// Allow: when in use, or always for `requestAlwaysAuthorization()`.
        case allow
        /// Don't Allow: `.denied`.
        case deny
        /// The prompt cannot show (parental controls): `.restricted`.
        case restricted
    }

    /// The default location: Apple Park, Cupertino, as Apple's simulator offers it.
    package static let defaultCoordinate = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)
    /// The default horizontal accuracy in metres, as Apple's simulator reports.
    package static let defaultAccuracy: CLLocationAccuracy = 5

    /// The process's simulator, configured from its environment; `CLLocationManager()` uses it.
    package static let shared = LocationSimulator(environment: ProcessInfo.processInfo.environment)

    private let lock = NSLock()
    private var coordinate: CLLocationCoordinate2D
    private var accuracy: CLLocationAccuracy
    private var servicesEnabled: Bool
    private var status: CLAuthorizationStatus = .notDetermined
    private var pendingAnswer: Answer
    private var managers: [ObjectIdentifier: WeakManager] = [:]

    private struct WeakManager { weak var manager: CLLocationManager? }
    /// Where fixes' timestamps come from: `Date()`, which in an app follows the simulated device's clock (the
    /// process hooks); tests give a clock of their own, since `Date()` is process-wide and other tests' devices move it.
    private let now: @Sendable () -> Date

    /// A simulator at `coordinate` (±`horizontalAccuracy` m) whose user gives `answer` to the first prompt, stamping
    /// fixes with `now`.
    package init(coordinate: CLLocationCoordinate2D = LocationSimulator.defaultCoordinate,
                 horizontalAccuracy: CLLocationAccuracy = LocationSimulator.defaultAccuracy,
                 answer: Answer = .allow, servicesEnabled: Bool = true, now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
        self.coordinate = coordinate
        self.accuracy = horizontalAccuracy
        self.pendingAnswer = answer
        self.servicesEnabled = servicesEnabled
    }

    /// A simulator configured by `TOUCHSTONE_LOCATION` and `TOUCHSTONE_LOCATION_AUTHORIZATION` in `environment`;
    /// malformed values are logged and the defaults kept.
    package convenience init(environment: [String: String]) {
        self.init()
        if let text = environment["TOUCHSTONE_LOCATION"] {
            if text.trimmingCharacters(in: .whitespaces).lowercased() == "off" {
                servicesEnabled = false
            } else if let fix = Self.parseLocation(text) {
                (coordinate, accuracy) = fix
            } else {
                LocationDiagnostics.log("TOUCHSTONE_LOCATION=\"\(text)\" is not \"lat,lon[,accuracy]\" (latitude "
                    + "-90...90, longitude -180...180, accuracy >= 0) or \"off\"; using the default location")
            }
        }
        if let text = environment["TOUCHSTONE_LOCATION_AUTHORIZATION"] {
            if let answer = Answer(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) {
                pendingAnswer = answer
            } else {
                LocationDiagnostics.log("TOUCHSTONE_LOCATION_AUTHORIZATION=\"\(text)\" is not allow, deny or "
                    + "restricted; the user will allow")
            }
        }
    }

    /// The coordinate and accuracy in `text`, `"lat,lon"` or `"lat,lon,accuracy"` (decimal degrees, metres;
    /// spaces allowed), or nil when it is malformed: not numbers, out of range, NaN, or a negative accuracy.
    package static func parseLocation(_ text: String) -> (CLLocationCoordinate2D, CLLocationAccuracy)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2 || parts.count == 3, let latitude = parts[0], let longitude = parts[1] else { return nil }
        let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        let accuracy = parts.count == 3 ? parts[2] : defaultAccuracy
        guard CLLocationCoordinate2DIsValid(coordinate), let accuracy, accuracy >= 0, accuracy.isFinite else { return nil }
        return (coordinate, accuracy)
    }

    /// A fix at the device's location now: its coordinate and accuracy, altitude 0 (vertical accuracy −1), no
    /// course or speed, timestamped by the simulator's clock.
    package var currentLocation: CLLocation {
        let (coordinate, accuracy) = lock.withLock { (self.coordinate, self.accuracy) }
        return CLLocation(coordinate: coordinate, altitude: 0, horizontalAccuracy: accuracy, verticalAccuracy: -1,
                          course: -1, speed: -1, timestamp: now())
    }

    /// Whether location services are on for the device (`CLLocationManager.locationServicesEnabled()`); turning
    /// them off makes every manager's status `.denied`, as in Settings.
    package var locationServicesEnabled: Bool {
        get { lock.withLock { servicesEnabled } }
        set {
            let changed = lock.withLock { () -> Bool in
                defer { servicesEnabled = newValue }
                return servicesEnabled != newValue
            }
            if changed { notifyManagers { $0.authorizationDidChange() } }
        }
    }

    /// The app's authorization as managers report it: `.denied` while location services are off.
    package var authorizationStatus: CLAuthorizationStatus {
        lock.withLock { servicesEnabled ? status : .denied }
    }

    /// What the user answers to the next prompt (only a `.notDetermined` app, or an upgrade to always, prompts).
    package var answer: Answer {
        get { lock.withLock { pendingAnswer } }
        set { lock.withLock { pendingAnswer = newValue } }
    }

    /// Moves the device to `location`: every manager hears of it on the main queue, delivering it to its delegate
    /// if it is updating and the move passes its distance filter, and checking its monitored regions.
    package func move(to location: CLLocation) {
        lock.withLock {
            coordinate = location.coordinate
            accuracy = location.horizontalAccuracy
        }
        notifyManagers { $0.simulatorDidMove(to: location) }
    }

    /// Sets the app's authorization, as the user does in Settings; managers hear of a change on the main queue.
    package func setAuthorizationStatus(_ newStatus: CLAuthorizationStatus) {
        let changed = lock.withLock { () -> Bool in
            defer { status = newStatus }
            return status != newStatus
        }
        if changed { notifyManagers { $0.authorizationDidChange() } }
    }

    /// Answers a request from an app: a `.notDetermined` app gets the user's ``answer``; a when-in-use app asking
    /// for always gets always unless the answer is deny or restricted; otherwise nothing changes, as iOS prompts
    /// once. Runs on the main queue, after the request returned.
    func answerRequest(always: Bool) {
        let (current, answer) = lock.withLock { (status, pendingAnswer) }
        switch (current, answer) {
        case (.notDetermined, .allow): setAuthorizationStatus(always ? .authorizedAlways : .authorizedWhenInUse)
        case (.notDetermined, .deny): setAuthorizationStatus(.denied)
        case (.notDetermined, .restricted): setAuthorizationStatus(.restricted)
        case (.authorizedWhenInUse, .allow) where always: setAuthorizationStatus(.authorizedAlways)
        default: break
        }
    }

    /// Starts telling `manager` of moves and authorization changes, until it is released.
    func register(_ manager: CLLocationManager) {
        lock.withLock {
            managers = managers.filter { $0.value.manager != nil }
            managers[ObjectIdentifier(manager)] = WeakManager(manager: manager)
        }
    }

    /// Calls `body` on the main queue, later, for each live manager.
    private func notifyManagers(_ body: @escaping (CLLocationManager) -> Void) {
        let live = lock.withLock { managers.values.compactMap(\.manager) }
        for manager in live {
            MainQueue.later { body(manager) }
        }
    }
}
