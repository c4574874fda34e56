// SPDX-License-Identifier: Apache-2.0

import CoreLocation
import Foundation
import Testing

/// The geocoder without a geocoding service: every request fails with a network error, later.
@Suite("Geocoder")
@MainActor
struct GeocoderTests {
    @Test("Reverse geocoding fails with CLError.network on the main queue, after the call")
    func reverseFails() async {
        let geocoder = CLGeocoder()
        var answers: [(Int?, CLError.Code?)] = []
        geocoder.reverseGeocodeLocation(CLLocation(latitude: 37.3349, longitude: -122.009)) { placemarks, error in
            answers.append((placemarks?.count, (error as? CLError)?.code))
        }
        #expect(geocoder.isGeocoding && answers.isEmpty)
        await drainMainQueue()
        #expect(answers.count == 1 && answers.first?.0 == nil && answers.first?.1 == .network)
        #expect(!geocoder.isGeocoding)
    }

    @Test("Cancelling a request answers it with CLError.geocodeCanceled, once")
    func cancel() async {
        let geocoder = CLGeocoder()
        var codes: [CLError.Code?] = []
        geocoder.geocodeAddressString("1 Apple Park Way, Cupertino") { _, error in codes.append((error as? CLError)?.code) }
        geocoder.cancelGeocode()
        #expect(!geocoder.isGeocoding && codes.isEmpty)
        await drainMainQueue()
        #expect(codes == [.geocodeCanceled])
        geocoder.cancelGeocode()
        await drainMainQueue()
        #expect(codes.count == 1)
    }

    @Test("The async forms throw CLError.network")
    func asyncForms() async {
        let geocoder = CLGeocoder()
        await #expect(throws: CLError(.network)) { _ = try await geocoder.geocodeAddressString("Paris") }
        await #expect(throws: CLError(.network)) {
            _ = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
        }
    }

    @Test("A placemark copies and prints its parts")
    func placemark() {
        let original = CLPlacemark(location: CLLocation(latitude: 37.3349, longitude: -122.009), name: "Apple Park",
                                   locality: "Cupertino", isoCountryCode: "US")
        let copy = CLPlacemark(placemark: original)
        #expect(copy.name == "Apple Park" && copy.locality == "Cupertino" && copy.isoCountryCode == "US")
        #expect(copy.location === original.location)
        #expect(copy.description.hasPrefix("Apple Park, Cupertino, US, @ <+37.33490000"))
    }
}
