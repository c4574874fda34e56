// SPDX-License-Identifier: Apache-2.0
//
// CLPlacemark: a geocoder's answer (CLPlacemark.h).

import Foundation

/// A place: its location and address parts, as a geocoder returns it.
///
/// Touchstone has no geocoding service, so no geocoder returns placemarks; `init(placemark:)` copies one.
open class CLPlacemark: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The place's location.
    open private(set) var location: CLLocation?
    /// The place's name ("Apple Park").
    open private(set) var name: String?
    /// The street ("Apple Park Way").
    open private(set) var thoroughfare: String?
    /// The street number ("1").
    open private(set) var subThoroughfare: String?
    /// The city ("Cupertino").
    open private(set) var locality: String?
    /// The neighbourhood.
    open private(set) var subLocality: String?
    /// The state or province ("CA").
    open private(set) var administrativeArea: String?
    /// The county ("Santa Clara").
    open private(set) var subAdministrativeArea: String?
    /// The postal code ("95014").
    open private(set) var postalCode: String?
    /// The ISO country code ("US").
    open private(set) var isoCountryCode: String?
    /// The country ("United States").
    open private(set) var country: String?
    /// The inland water body, for a place on one.
    open private(set) var inlandWater: String?
    /// The ocean, for a place on one.
    open private(set) var ocean: String?
    /// Landmarks at the place.
    open private(set) var areasOfInterest: [String]?
    /// The area around the place.
    open private(set) var region: CLRegion?
    /// The place's time zone.
    open private(set) var timeZone: TimeZone?

    /// A copy of `placemark`.
    public init(placemark: CLPlacemark) {
        super.init()
        copyFields(from: placemark)
    }

    /// A placemark at `location` with the given address parts (not public on iOS; for a future geocoding backend
    /// and tests).
    package init(location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, locality: String? = nil,
                 administrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
                 country: String? = nil) {
        (self.location, self.name, self.thoroughfare, self.locality) = (location, name, thoroughfare, locality)
        (self.administrativeArea, self.postalCode) = (administrativeArea, postalCode)
        (self.isoCountryCode, self.country) = (isoCountryCode, country)
        super.init()
    }

    private static let stringKeys = ["name", "thoroughfare", "subThoroughfare", "locality", "subLocality",
                                     "administrativeArea", "subAdministrativeArea", "postalCode", "isoCountryCode",
                                     "country", "inlandWater", "ocean"]

    private var strings: [String?] {
        [name, thoroughfare, subThoroughfare, locality, subLocality, administrativeArea, subAdministrativeArea,
         postalCode, isoCountryCode, country, inlandWater, ocean]
    }

    private func setStrings(_ values: [String?]) {
        (name, thoroughfare, subThoroughfare, locality) = (values[0], values[1], values[2], values[3])
        (subLocality, administrativeArea, subAdministrativeArea, postalCode) = (values[4], values[5], values[6], values[7])
        (isoCountryCode, country, inlandWater, ocean) = (values[8], values[9], values[10], values[11])
    }

    private func copyFields(from other: CLPlacemark) {
        setStrings(other.strings)
        (location, areasOfInterest, region, timeZone) = (other.location, other.areasOfInterest, other.region, other.timeZone)
    }

    /// Decodes a placemark ``encode(with:)`` wrote (location and address strings).
    public required init?(coder: NSCoder) {
        super.init()
        setStrings(Self.stringKeys.map { key in coder.decodeObject(of: NSString.self, forKey: key).map { String($0) } })
        location = coder.decodeObject(of: CLLocation.self, forKey: "location")
    }

    /// True: placemarks decode with secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Writes the location and the address strings.
    open func encode(with coder: NSCoder) {
        for (key, value) in zip(Self.stringKeys, strings) {
            if let value { coder.encode(NSString(string: value), forKey: key) }
        }
        if let location { coder.encode(location, forKey: "location") }
    }

    /// The placemark itself (immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The name, address parts and coordinate, comma-separated.
    open override var description: String {
        var parts = strings.compactMap { $0 }
        if let location { parts.append("@ " + location.description) }
        return parts.joined(separator: ", ")
    }
}
