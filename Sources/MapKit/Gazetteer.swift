// SPDX-License-Identifier: Apache-2.0
//
// The simulated geocoder's world: a small built-in list of cities.

import CoreLocation
import Foundation

/// The cities the simulated reverse geocoder knows: a few dozen of the world's large cities (and Cupertino, where
/// the simulated device starts), with their administrative area, country and ISO code.
enum Gazetteer {
    /// One city.
    struct City: Sendable {
        let locality: String
        let administrativeArea: String?
        let country: String
        let isoCountryCode: String
        let latitude: Double
        let longitude: Double
    }

    /// How far from a city's centre a coordinate still belongs to it.
    static let radius: CLLocationDistance = 50_000

    /// The nearest city within ``radius`` of `coordinate`, or nil.
    static func city(near coordinate: CLLocationCoordinate2D) -> City? {
        let here = MKMapPoint(coordinate)
        let nearest = cities.min {
            here.distance(to: MKMapPoint(CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude)))
                < here.distance(to: MKMapPoint(CLLocationCoordinate2D(latitude: $1.latitude, longitude: $1.longitude)))
        }
        guard let nearest else { return nil }
        let distance = here.distance(to: MKMapPoint(CLLocationCoordinate2D(latitude: nearest.latitude,
                                                                           longitude: nearest.longitude)))
        return distance <= radius ? nearest : nil
    }

    static let cities: [City] = [
        City(locality: "Cupertino", administrativeArea: "CA", country: "United States", isoCountryCode: "US",
             latitude: 37.3230, longitude: -122.0322),
        City(locality: "San Francisco", administrativeArea: "CA", country: "United States", isoCountryCode: "US",
             latitude: 37.7749, longitude: -122.4194),
        City(locality: "Los Angeles", administrativeArea: "CA", country: "United States", isoCountryCode: "US",
             latitude: 34.0522, longitude: -118.2437),
        City(locality: "Seattle", administrativeArea: "WA", country: "United States", isoCountryCode: "US",
             latitude: 47.6062, longitude: -122.3321),
        City(locality: "Chicago", administrativeArea: "IL", country: "United States", isoCountryCode: "US",
             latitude: 41.8781, longitude: -87.6298),
        City(locality: "New York", administrativeArea: "NY", country: "United States", isoCountryCode: "US",
             latitude: 40.7128, longitude: -74.0060),
        City(locality: "Washington", administrativeArea: "DC", country: "United States", isoCountryCode: "US",
             latitude: 38.9072, longitude: -77.0369),
        City(locality: "Toronto", administrativeArea: "ON", country: "Canada", isoCountryCode: "CA",
             latitude: 43.6532, longitude: -79.3832),
        City(locality: "Vancouver", administrativeArea: "BC", country: "Canada", isoCountryCode: "CA",
             latitude: 49.2827, longitude: -123.1207),
        City(locality: "Mexico City", administrativeArea: "CDMX", country: "Mexico", isoCountryCode: "MX",
             latitude: 19.4326, longitude: -99.1332),
        City(locality: "São Paulo", administrativeArea: "SP", country: "Brazil", isoCountryCode: "BR",
             latitude: -23.5505, longitude: -46.6333),
        City(locality: "Rio de Janeiro", administrativeArea: "RJ", country: "Brazil", isoCountryCode: "BR",
             latitude: -22.9068, longitude: -43.1729),
        City(locality: "Buenos Aires", administrativeArea: nil, country: "Argentina", isoCountryCode: "AR",
             latitude: -34.6037, longitude: -58.3816),
        City(locality: "Lima", administrativeArea: nil, country: "Peru", isoCountryCode: "PE",
             latitude: -12.0464, longitude: -77.0428),
        City(locality: "London", administrativeArea: "England", country: "United Kingdom", isoCountryCode: "GB",
             latitude: 51.5074, longitude: -0.1278),
        City(locality: "Paris", administrativeArea: "Île-de-France", country: "France", isoCountryCode: "FR",
             latitude: 48.8566, longitude: 2.3522),
        City(locality: "Berlin", administrativeArea: "Berlin", country: "Germany", isoCountryCode: "DE",
             latitude: 52.5200, longitude: 13.4050),
        City(locality: "Madrid", administrativeArea: "Madrid", country: "Spain", isoCountryCode: "ES",
             latitude: 40.4168, longitude: -3.7038),
        City(locality: "Rome", administrativeArea: "Lazio", country: "Italy", isoCountryCode: "IT",
             latitude: 41.9028, longitude: 12.4964),
        City(locality: "Amsterdam", administrativeArea: "North Holland", country: "Netherlands", isoCountryCode: "NL",
             latitude: 52.3676, longitude: 4.9041),
        City(locality: "Stockholm", administrativeArea: nil, country: "Sweden", isoCountryCode: "SE",
             latitude: 59.3293, longitude: 18.0686),
        City(locality: "Moscow", administrativeArea: nil, country: "Russia", isoCountryCode: "RU",
             latitude: 55.7558, longitude: 37.6173),
        City(locality: "Istanbul", administrativeArea: nil, country: "Turkey", isoCountryCode: "TR",
             latitude: 41.0082, longitude: 28.9784),
        City(locality: "Cairo", administrativeArea: nil, country: "Egypt", isoCountryCode: "EG",
             latitude: 30.0444, longitude: 31.2357),
        City(locality: "Lagos", administrativeArea: "Lagos", country: "Nigeria", isoCountryCode: "NG",
             latitude: 6.5244, longitude: 3.3792),
        City(locality: "Nairobi", administrativeArea: nil, country: "Kenya", isoCountryCode: "KE",
             latitude: -1.2921, longitude: 36.8219),
        City(locality: "Johannesburg", administrativeArea: "Gauteng", country: "South Africa", isoCountryCode: "ZA",
             latitude: -26.2041, longitude: 28.0473),
        City(locality: "Dubai", administrativeArea: nil, country: "United Arab Emirates", isoCountryCode: "AE",
             latitude: 25.2048, longitude: 55.2708),
        City(locality: "Mumbai", administrativeArea: "Maharashtra", country: "India", isoCountryCode: "IN",
             latitude: 19.0760, longitude: 72.8777),
        City(locality: "Delhi", administrativeArea: "Delhi", country: "India", isoCountryCode: "IN",
             latitude: 28.7041, longitude: 77.1025),
        City(locality: "Bangkok", administrativeArea: nil, country: "Thailand", isoCountryCode: "TH",
             latitude: 13.7563, longitude: 100.5018),
        City(locality: "Singapore", administrativeArea: nil, country: "Singapore", isoCountryCode: "SG",
             latitude: 1.3521, longitude: 103.8198),
        City(locality: "Beijing", administrativeArea: "Beijing", country: "China", isoCountryCode: "CN",
             latitude: 39.9042, longitude: 116.4074),
        City(locality: "Shanghai", administrativeArea: "Shanghai", country: "China", isoCountryCode: "CN",
             latitude: 31.2304, longitude: 121.4737),
        City(locality: "Hong Kong", administrativeArea: nil, country: "China", isoCountryCode: "HK",
             latitude: 22.3193, longitude: 114.1694),
        City(locality: "Seoul", administrativeArea: nil, country: "South Korea", isoCountryCode: "KR",
             latitude: 37.5665, longitude: 126.9780),
        City(locality: "Tokyo", administrativeArea: "Tokyo", country: "Japan", isoCountryCode: "JP",
             latitude: 35.6762, longitude: 139.6503),
        City(locality: "Sydney", administrativeArea: "NSW", country: "Australia", isoCountryCode: "AU",
             latitude: -33.8688, longitude: 151.2093),
        City(locality: "Melbourne", administrativeArea: "VIC", country: "Australia", isoCountryCode: "AU",
             latitude: -37.8136, longitude: 144.9631),
        City(locality: "Auckland", administrativeArea: nil, country: "New Zealand", isoCountryCode: "NZ",
             latitude: -36.8485, longitude: 174.7633),
    ]
}
