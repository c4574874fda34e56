// SPDX-License-Identifier: Apache-2.0
//
// MKPlacemark (a placemark that is an annotation) and MKMapItem (MKPlacemark.h, MKMapItem.h).

import CoreLocation
import Foundation

/// A placemark that can be put on a map: a ``CLPlacemark`` conforming to ``MKAnnotation``, as the reverse
/// geocoder returns it.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    private let anchor: CLLocationCoordinate2D
    private let address: [String: Any]?

    /// A placemark at `coordinate` with no address.
    public init(coordinate: CLLocationCoordinate2D) {
        anchor = coordinate
        address = nil
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// A placemark at `coordinate` with an address dictionary (keys `City`, `State`, `ZIP`, `Country`,
    /// `CountryCode`, `Street`, `Name`, as the Address Book used).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        anchor = coordinate
        address = addressDictionary
        let text = { (key: String) in addressDictionary?[key] as? String }
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   name: text("Name"), thoroughfare: text("Street"), locality: text("City"),
                   administrativeArea: text("State"), postalCode: text("ZIP"), isoCountryCode: text("CountryCode"),
                   country: text("Country"))
    }

    /// A placemark decoded from an archive.
    public required init?(coder: NSCoder) {
        anchor = kCLLocationCoordinate2DInvalid
        address = nil
        super.init(coder: coder)
    }

    /// The placemark's coordinate.
    open var coordinate: CLLocationCoordinate2D {
        location?.coordinate ?? anchor
    }

    /// The callout title: the name, else the locality and country.
    open var title: String? {
        name ?? [locality, country].compactMap { $0 }.joined(separator: ", ").nilIfEmpty
    }

    /// The callout's second line: the administrative area and country when a name is the title.
    open var subtitle: String? {
        name == nil ? nil : [locality, administrativeArea, country].compactMap { $0 }.joined(separator: ", ").nilIfEmpty
    }

    /// The ISO country code (the iPhone OS 3 name of `isoCountryCode`).
    @available(iOS, deprecated: 11.0, message: "Use isoCountryCode")
    open var countryCode: String? { isoCountryCode }

    /// The address as an Address Book dictionary (the one given, or one built from the address parts).
    @available(iOS, deprecated: 11.0, message: "Use the address properties")
    open var addressDictionary: [AnyHashable: Any]? {
        if let address { return address }
        var dictionary: [AnyHashable: Any] = [:]
        let parts: [(String, String?)] = [("Name", name), ("Street", thoroughfare), ("City", locality),
                                          ("State", administrativeArea), ("ZIP", postalCode),
                                          ("Country", country), ("CountryCode", isoCountryCode)]
        for (key, value) in parts { if let value { dictionary[key] = value } }
        return dictionary
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

/// A place on the map an app can show or hand to Maps: a placemark with a name, phone number and URL.
open class MKMapItem: NSObject {
    /// The place.
    public let placemark: MKPlacemark
    /// Whether the item stands for the device's current location.
    public let isCurrentLocation: Bool
    /// The place's name (the placemark's by default).
    open var name: String?
    /// The place's phone number.
    open var phoneNumber: String?
    /// The place's web site.
    open var url: URL?
    /// The place's time zone.
    open var timeZone: TimeZone?

    /// An item for `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
        name = placemark.name
        super.init()
    }

    private init(currentLocation: MKPlacemark) {
        placemark = currentLocation
        isCurrentLocation = true
        name = "Current Location"
        super.init()
    }

    /// The item for the device's current location (from Core Location's simulated source).
    open class func forCurrentLocation() -> MKMapItem {
        let coordinate = LocationSimulator.shared.currentLocation.coordinate
        return MKMapItem(currentLocation: MKPlacemark(coordinate: coordinate))
    }
}
