// SPDX-License-Identifier: Apache-2.0
//
// MKLocalSearch and MKDirections: requests that need Apple's map servers, which fail here as offline (MKLocalSearch.h,
// MKDirections.h).

import CoreLocation
import Dispatch
import Foundation

/// A search for places by name or category. Touchstone has no map service: every search fails, later on the main
/// queue, with ``MKError/Code/serverFailure`` (underlying error: not connected to the Internet).
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for.
    open class Request: NSObject {
        /// The text searched for ("coffee").
        open var naturalLanguageQuery: String?
        /// Where to search.
        open var region = MKCoordinateRegion()

        /// An empty request.
        public override init() { super.init() }

        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// The places found.
    open class Response: NSObject {
        /// The places, best first.
        open var mapItems: [MKMapItem] = []
        /// The region holding them.
        open var boundingRegion = MKCoordinateRegion()
    }

    /// The completion of a search: a response, or an error.
    public typealias CompletionHandler = (Response?, (any Error)?) -> Void

    private let request: Request
    /// Whether the search is running.
    open private(set) var isSearching = false
    private var generation = 0

    /// A search for `request`.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Starts the search; `completionHandler` runs on the main queue (here always with the offline error).
    open func start(completionHandler: @escaping CompletionHandler) {
        isSearching = true
        generation += 1
        let ticket = generation
        nonisolated(unsafe) let handoff = (self, completionHandler)
        DispatchQueue.main.async {
            let (search, completion) = handoff
            guard search.isSearching, search.generation == ticket else { return }
            search.isSearching = false
            completion(nil, MKError.offline)
        }
    }

    /// Cancels the search: its completion handler does not run.
    open func cancel() {
        isSearching = false
        generation += 1
    }
}

/// Directions between two places. Touchstone has no map service: every request fails, later on the main queue,
/// with ``MKError/Code/serverFailure`` (underlying error: not connected to the Internet).
open class MKDirections: NSObject, @unchecked Sendable {
    /// Where from and where to.
    open class Request: NSObject {
        /// The start (nil: the current location).
        open var source: MKMapItem?
        /// The destination.
        open var destination: MKMapItem?
        /// How the user travels.
        open var transportType: MKDirectionsTransportType = .any
        /// Whether to ask for several routes.
        open var requestsAlternateRoutes = false

        /// An empty request.
        public override init() { super.init() }
    }

    /// The routes found.
    open class Response: NSObject {
        /// The routes, best first.
        open var routes: [MKRoute] = []
    }

    /// The completion of a directions request: a response, or an error.
    public typealias DirectionsHandler = (Response?, (any Error)?) -> Void

    private let request: Request
    /// Whether a calculation is running.
    open private(set) var isCalculating = false
    private var generation = 0

    /// Directions for `request`.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Calculates the routes; `completionHandler` runs on the main queue (here always with the offline error).
    open func calculate(completionHandler: @escaping DirectionsHandler) {
        isCalculating = true
        generation += 1
        let ticket = generation
        nonisolated(unsafe) let handoff = (self, completionHandler)
        DispatchQueue.main.async {
            let (directions, completion) = handoff
            guard directions.isCalculating, directions.generation == ticket else { return }
            directions.isCalculating = false
            completion(nil, MKError.offline)
        }
    }

    /// Cancels the calculation: its completion handler does not run.
    open func cancel() {
        isCalculating = false
        generation += 1
    }
}

/// The means of travel.
public struct MKDirectionsTransportType: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a transport type from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// By car.
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    /// On foot.
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    /// By public transport.
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    /// Any.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between the two places.
open class MKRoute: NSObject {
    /// The route's name.
    open var name = ""
    /// The length in metres.
    open var distance: CLLocationDistance = 0
    /// The expected travel time in seconds.
    open var expectedTravelTime: TimeInterval = 0
}
