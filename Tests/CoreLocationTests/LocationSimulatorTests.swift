// SPDX-License-Identifier: Apache-2.0

import CoreLocation
import Foundation
import Testing

/// The simulated location source's settings: `TOUCHSTONE_LOCATION` and `TOUCHSTONE_LOCATION_AUTHORIZATION`.
@Suite("Location simulator settings")
struct LocationSimulatorTests {
    @Test("Without settings the device is at Apple Park, ±5 m, services on, the user allowing")
    func defaults() {
        let simulator = LocationSimulator(environment: [:])
        let location = simulator.currentLocation
        #expect(location.coordinate.latitude == 37.3349 && location.coordinate.longitude == -122.0090)
        #expect(location.horizontalAccuracy == 5)
        #expect(simulator.locationServicesEnabled && simulator.answer == .allow)
        #expect(simulator.authorizationStatus == .notDetermined)
    }

    @Test("TOUCHSTONE_LOCATION sets the coordinate and, optionally, the accuracy")
    func locationOverride() {
        let paris = LocationSimulator(environment: ["TOUCHSTONE_LOCATION": "48.8566, 2.3522"]).currentLocation
        #expect(paris.coordinate.latitude == 48.8566 && paris.coordinate.longitude == 2.3522)
        #expect(paris.horizontalAccuracy == 5)
        let sydney = LocationSimulator(environment: ["TOUCHSTONE_LOCATION": "-33.8688,151.2093,65"]).currentLocation
        #expect(sydney.coordinate.latitude == -33.8688 && sydney.horizontalAccuracy == 65)
        #expect(!LocationSimulator(environment: ["TOUCHSTONE_LOCATION": " OFF "]).locationServicesEnabled)
    }

    @Test("Malformed locations are ignored: the default stays",
          arguments: ["", "abc", "48.8", "91,0", "0,181", "nan,0", "1,2,-5", "1,2,inf", "1,2,3,4", "1;2", ",,"])
    func malformedLocation(text: String) {
        #expect(LocationSimulator.parseLocation(text) == nil)
        let location = LocationSimulator(environment: ["TOUCHSTONE_LOCATION": text]).currentLocation
        #expect(location.coordinate.latitude == 37.3349 && location.coordinate.longitude == -122.0090)
    }

    @Test("TOUCHSTONE_LOCATION_AUTHORIZATION sets the user's answer; anything else keeps allow")
    func authorizationOverride() {
        #expect(LocationSimulator(environment: ["TOUCHSTONE_LOCATION_AUTHORIZATION": "deny"]).answer == .deny)
        #expect(LocationSimulator(environment: ["TOUCHSTONE_LOCATION_AUTHORIZATION": "Restricted"]).answer == .restricted)
        #expect(LocationSimulator(environment: ["TOUCHSTONE_LOCATION_AUTHORIZATION": "maybe"]).answer == .allow)
    }
}
