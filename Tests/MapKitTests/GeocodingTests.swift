// SPDX-License-Identifier: Apache-2.0

import MapKit
import Testing

/// Records a reverse geocoder's answers.
final class GeocoderRecorder: NSObject, MKReverseGeocoderDelegate {
    var placemarks: [MKPlacemark] = []
    var errors: [any Error] = []
    func reverseGeocoder(_ geocoder: MKReverseGeocoder, didFind placemark: MKPlacemark) { placemarks.append(placemark) }
    func reverseGeocoder(_ geocoder: MKReverseGeocoder, didFailWithError error: any Error) { errors.append(error) }
}

@MainActor
@Suite("Reverse geocoding, local search and directions (simulated, offline)")
struct GeocodingTests {
    /// Lets work queued on the main queue run.
    private func drain() async { for _ in 0..<5 { await Task.yield() } }

    @Test("160: start answers later on the main queue, never inside start; the placemark is an MKAnnotation")
    func reverseGeocode() async throws {
        let recorder = GeocoderRecorder()
        let geocoder = MKReverseGeocoder(coordinate: CLLocationCoordinate2D(latitude: 48.87, longitude: 2.33))
        geocoder.delegate = recorder

        geocoder.start()
        #expect(recorder.placemarks.isEmpty && recorder.errors.isEmpty)
        #expect(geocoder.isQuerying)
        await drain()

        let placemark = try #require(recorder.placemarks.first)
        #expect(placemark.locality == "Paris")
        #expect(placemark.country == "France")
        #expect(placemark.isoCountryCode == "FR")
        #expect(placemark.countryCode == "FR")
        let annotation: any MKAnnotation = placemark
        #expect(near(annotation.coordinate.latitude, 48.87))
        #expect(placemark.title == "Paris, France")
        #expect(geocoder.placemark === placemark)
        #expect(!geocoder.isQuerying)
    }

    @Test("Far from every known city (or with the service off) the geocoder fails as offline")
    func offline() async throws {
        let recorder = GeocoderRecorder()
        let ocean = MKReverseGeocoder(coordinate: CLLocationCoordinate2D(latitude: -40, longitude: -120))
        ocean.delegate = recorder
        ocean.start()
        let off = MKReverseGeocoder(coordinate: CLLocationCoordinate2D(latitude: 48.87, longitude: 2.33))
        off.serviceAvailable = false
        off.delegate = recorder
        off.start()
        await drain()

        #expect(recorder.placemarks.isEmpty)
        #expect(recorder.errors.count == 2)
        #expect(recorder.errors.allSatisfy { ($0 as? MKError)?.code == .serverFailure })
        let underlying = (recorder.errors[0] as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.code == NSURLErrorNotConnectedToInternet)
    }

    @Test("A cancelled geocoder tells its delegate nothing")
    func cancel() async {
        let recorder = GeocoderRecorder()
        let geocoder = MKReverseGeocoder(coordinate: CLLocationCoordinate2D(latitude: 35.68, longitude: 139.65))
        geocoder.delegate = recorder
        geocoder.start()
        geocoder.cancel()
        await drain()
        #expect(recorder.placemarks.isEmpty && recorder.errors.isEmpty && !geocoder.isQuerying)
    }

    @Test("The environment switch: TOUCHSTONE_GEOCODER=off turns the service off; nonsense is logged")
    func environment() {
        #expect(MKReverseGeocoder.environmentAllowsService([:]))
        #expect(!MKReverseGeocoder.environmentAllowsService(["TOUCHSTONE_GEOCODER": "off"]))
        let (allowed, lines) = UIKitDiagnostics.capturing {
            MKReverseGeocoder.environmentAllowsService(["TOUCHSTONE_GEOCODER": "maybe"])
        }
        #expect(allowed && lines.count == 1)
    }

    @Test("MKLocalSearch and MKDirections fail asynchronously with the offline server error")
    func searchAndDirections() async {
        var results: [String] = []
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "coffee"))
        search.start { response, error in
            results.append("search \(response == nil) \((error as? MKError)?.code == .serverFailure)")
        }
        let request = MKDirections.Request()
        request.source = MKMapItem.forCurrentLocation()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 1)))
        let directions = MKDirections(request: request)
        directions.calculate { response, error in
            results.append("directions \(response == nil) \((error as? MKError)?.code == .serverFailure)")
        }
        #expect(results.isEmpty && search.isSearching && directions.isCalculating)
        await drain()
        #expect(results == ["search true true", "directions true true"])
    }
}
