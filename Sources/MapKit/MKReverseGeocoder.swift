// SPDX-License-Identifier: Apache-2.0
//
// MKReverseGeocoder (iPhone OS 3, deprecated in iOS 5) over the built-in gazetteer.

import CoreLocation
import Dispatch
import Foundation

/// What a reverse geocoder tells its delegate, on the main queue.
public protocol MKReverseGeocoderDelegate: NSObjectProtocol {
    /// The geocoder found `placemark`.
    func reverseGeocoder(_ geocoder: MKReverseGeocoder, didFind placemark: MKPlacemark)
    /// The geocoder failed.
    func reverseGeocoder(_ geocoder: MKReverseGeocoder, didFailWithError error: any Error)
}

/// Finds the address of a coordinate, asynchronously (guide §2.8.5).
///
/// Touchstone has no map service: the simulated geocoder knows a few dozen world cities (and Cupertino). A
/// coordinate within 50 km of one gets a placemark with its locality, administrative area, country and ISO code;
/// any other fails with ``MKError/Code/serverFailure`` (an underlying "not connected to the Internet" error), as an
/// offline device does. `TOUCHSTONE_GEOCODER=off` makes every request fail that way. The delegate hears on the
/// main queue, never inside ``start()``.
@available(iOS, deprecated: 5.0, message: "Use CLGeocoder")
open class MKReverseGeocoder: NSObject, @unchecked Sendable {
    /// The coordinate looked up.
    public let coordinate: CLLocationCoordinate2D
    /// The delegate told of the result (not retained).
    open weak var delegate: (any MKReverseGeocoderDelegate)?
    /// The placemark found, once the delegate heard of it.
    open private(set) var placemark: MKPlacemark!
    /// Whether a request is running.
    open private(set) var isQuerying = false
    private var generation = 0
    /// Whether the simulated service answers (`TOUCHSTONE_GEOCODER=off` turns it off); tests set it.
    package var serviceAvailable = MKReverseGeocoder.environmentAllowsService(ProcessInfo.processInfo.environment)

    /// A geocoder for `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
    }

    /// Starts the lookup; the delegate hears later on the main queue. Starting again while querying does nothing.
    open func start() {
        guard !isQuerying else { return }
        isQuerying = true
        generation += 1
        let ticket = generation
        let result: Result<MKPlacemark, MKError>
        if !CLLocationCoordinate2DIsValid(coordinate) {
            MapDiagnostics.log("MKReverseGeocoder: invalid coordinate (\(coordinate.latitude), \(coordinate.longitude))")
            result = .failure(MKError(.placemarkNotFound))
        } else if serviceAvailable, let city = Gazetteer.city(near: coordinate) {
            var address: [String: Any] = ["City": city.locality, "Country": city.country,
                                          "CountryCode": city.isoCountryCode]
            if let state = city.administrativeArea { address["State"] = state }
            result = .success(MKPlacemark(coordinate: coordinate, addressDictionary: address))
        } else {
            result = .failure(.offline)
        }
        let handoff = (self, result)
        DispatchQueue.main.async {
            let (geocoder, result) = handoff
            guard geocoder.isQuerying, geocoder.generation == ticket else { return }
            geocoder.isQuerying = false
            switch result {
            case .success(let placemark):
                geocoder.placemark = placemark
                geocoder.delegate?.reverseGeocoder(geocoder, didFind: placemark)
            case .failure(let error):
                geocoder.delegate?.reverseGeocoder(geocoder, didFailWithError: error)
            }
        }
    }

    /// Cancels a running lookup: the delegate hears nothing.
    open func cancel() {
        isQuerying = false
        generation += 1
    }

    /// Whether `TOUCHSTONE_GEOCODER` in `environment` lets the simulated service answer (a bad value is logged).
    package static func environmentAllowsService(_ environment: [String: String]) -> Bool {
        guard let value = environment["TOUCHSTONE_GEOCODER"] else { return true }
        switch value.lowercased() {
        case "off": return false
        case "on": return true
        default:
            MapDiagnostics.log("TOUCHSTONE_GEOCODER=\"\(value)\" is not on or off; the geocoder answers")
            return true
        }
    }
}
