// SPDX-License-Identifier: Apache-2.0

import CoreLocation
import Dispatch
import Testing
import UIKit

@MainActor
@Suite("Source compatibility: Core Location")
struct LocationIdiomsTests {
    @Test("A view controller that asks for permission and reads the location gets the simulated one")
    func whereAmI() async {
        let controller = WhereAmIViewController()
        controller.loadViewIfNeeded()
        #expect(controller.reading == nil)
        for _ in 0..<4 {
            await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        }
        #expect(controller.failure == nil)
        #expect(controller.reading == "latitude +37.334900, longitude -122.009000")
        #expect(controller.distanceText(to: CLLocation(latitude: 37.3349, longitude: -122.0)) == "796 m")
    }
}
