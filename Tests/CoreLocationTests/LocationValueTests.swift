// SPDX-License-Identifier: Apache-2.0

import CoreLocation
import Foundation
import Testing

/// Coordinates, locations, distances, regions and errors: the values Core Location hands around.
@Suite("Core Location values")
struct LocationValueTests {
    @Test("Coordinates are valid only within ±90° latitude and ±180° longitude, NaN never")
    func coordinateValidity() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D()))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(-90, 180)))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(kCLLocationCoordinate2DInvalid.latitude == -180 && kCLLocationCoordinate2DInvalid.longitude == -180)
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.0001, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: -180.5)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: .infinity)))
    }

    @Test("Accuracy and filter constants have Apple's values")
    func constants() {
        #expect(kCLLocationAccuracyBestForNavigation == -2 && kCLLocationAccuracyBest == -1)
        #expect(kCLLocationAccuracyNearestTenMeters == 10 && kCLLocationAccuracyHundredMeters == 100)
        #expect(kCLLocationAccuracyKilometer == 1000 && kCLLocationAccuracyThreeKilometers == 3000)
        #expect(kCLDistanceFilterNone == -1 && CLLocationDistanceMax == .greatestFiniteMagnitude)
        #expect(CLAuthorizationStatus.authorized == .authorizedAlways)
        #expect(CLAuthorizationStatus.authorizedWhenInUse.rawValue == 4 && CLActivityType.fitness.rawValue == 3)
    }

    @Test("Distances between known cities are within 0.5 % of their geodesic distance")
    func cityDistances() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        let newYork = CLLocation(latitude: 40.7128, longitude: -74.0060)
        let losAngeles = CLLocation(latitude: 34.0522, longitude: -118.2437)
        // WGS 84 geodesic distances: Paris–London 343.9 km, New York–Los Angeles 3,944 km.
        #expect(abs(paris.distance(from: london) - 343_900) / 343_900 < 0.005)
        #expect(abs(newYork.distance(from: losAngeles) - 3_944_000) / 3_944_000 < 0.005)
        #expect(paris.distance(from: london) == london.distance(from: paris))
        #expect(paris.distance(from: paris) == 0)
    }

    @Test("The distance from or to an invalid coordinate is -1, never a crash")
    func invalidDistance() {
        let good = CLLocation(latitude: 10, longitude: 10)
        let nan = CLLocation(latitude: .nan, longitude: 0)
        let outOfRange = CLLocation(latitude: 100, longitude: 0)
        #expect(good.distance(from: nan) == -1)
        #expect(outOfRange.distance(from: good) == -1)
        #expect(!CLLocationCoordinate2DIsValid(nan.coordinate))
        #expect(nan.description.hasPrefix("<+nan,"))
    }

    @Test("A location keeps what it was made with, copies as itself and prints as Apple's")
    func locationValues() throws {
        let when = Date(timeIntervalSince1970: 1_700_000_000)
        let location = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009),
                                  altitude: 12, horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, speed: 1.5,
                                  timestamp: when)
        #expect(location.coordinate.latitude == 37.3349 && location.coordinate.longitude == -122.009)
        #expect(location.altitude == 12 && location.horizontalAccuracy == 5 && location.verticalAccuracy == 3)
        #expect(location.course == 90 && location.speed == 1.5 && location.timestamp == when)
        #expect(location.courseAccuracy == -1 && location.speedAccuracy == -1 && location.floor == nil)
        let copy = try #require(location.copy() as? CLLocation)
        #expect(copy.coordinate.latitude == 37.3349 && copy.timestamp == when)
        #expect(location.description.hasPrefix("<+37.33490000,-122.00900000> +/- 5.00m (speed 1.50 mps / course 90.00) @ "))

        let simple = CLLocation(latitude: 1, longitude: 2)
        #expect(simple.horizontalAccuracy == 0 && simple.verticalAccuracy == -1 && simple.speed == -1 && simple.course == -1)
    }

    @Test("A location survives secure keyed archiving")
    func locationArchiving() throws {
        let location = CLLocation(coordinate: CLLocationCoordinate2D(latitude: -33.8688, longitude: 151.2093),
                                  altitude: 58, horizontalAccuracy: 10, verticalAccuracy: 4,
                                  timestamp: Date(timeIntervalSinceReferenceDate: 1000))
        let data = try NSKeyedArchiver.archivedData(withRootObject: location, requiringSecureCoding: true)
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CLLocation.self, from: data))
        #expect(decoded.coordinate.latitude == -33.8688 && decoded.coordinate.longitude == 151.2093)
        #expect(decoded.altitude == 58 && decoded.horizontalAccuracy == 10 && decoded.verticalAccuracy == 4)
        #expect(decoded.timestamp == Date(timeIntervalSinceReferenceDate: 1000) && decoded.speed == -1)
    }

    @Test("A circular region contains the coordinates within its radius, nothing invalid")
    func circularRegion() throws {
        let center = CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)
        let region = CLCircularRegion(center: center, radius: 100, identifier: "London")
        #expect(region.contains(center))
        #expect(region.contains(north(of: center, metres: 99)))
        #expect(!region.contains(north(of: center, metres: 101)))
        #expect(!region.contains(kCLLocationCoordinate2DInvalid))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: .nan, longitude: .nan)))
        #expect(region.notifyOnEntry && region.notifyOnExit && region.identifier == "London")
        let copy = try #require(region.copy() as? CLCircularRegion)
        #expect(copy == region && copy.radius == 100 && copy !== region)
        let broken = CLCircularRegion(center: center, radius: .nan, identifier: "NaN")
        #expect(!broken.contains(center))
    }

    @Test("CLError has Apple's domain and codes and matches catch patterns")
    func errors() {
        let error: any Error = CLError(.denied)
        #expect((error as? CLError)?.code == .denied)
        #expect(CLError.errorDomain == "kCLErrorDomain" && CLError(.network).errorCode == 2)
        #expect((error as NSError).domain == "kCLErrorDomain" && (error as NSError).code == 1)
        var caught = ""
        do { throw CLError(.locationUnknown) } catch CLError.denied { caught = "denied" } catch CLError.locationUnknown {
            caught = "unknown"
        } catch { caught = "other" }
        #expect(caught == "unknown")
        #expect(CLError(.denied) == CLError(.denied) && CLError(.denied) != CLError(.network))
    }
}
