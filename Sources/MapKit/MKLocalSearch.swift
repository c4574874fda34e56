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
    private let running = OfflineRequest()
    /// Whether the search is running.
    open var isSearching: Bool { running.isRunning }

    /// A search for `request`.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Starts the search; `completionHandler` runs on the main queue (here always with the offline error).
    open func start(completionHandler: @escaping CompletionHandler) {
        running.start { completionHandler(nil, $0) }
    }

    /// Cancels the search: its completion handler does not run.
    open func cancel() { running.cancel() }
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
    private let running = OfflineRequest()
    /// Whether a calculation is running.
    open var isCalculating: Bool { running.isRunning }

    /// Directions for `request`.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Calculates the routes; `completionHandler` runs on the main queue (here always with the offline error).
    open func calculate(completionHandler: @escaping DirectionsHandler) {
        running.start { completionHandler(nil, $0) }
    }

    /// Cancels the calculation: its completion handler does not run.
    open func cancel() { running.cancel() }
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

/// A request to Apple's map servers, which are not reachable here: it fails with ``MKError/offline`` later on the
/// main queue, unless cancelled first. Used from the main thread, as apps use searches and directions.
final class OfflineRequest: @unchecked Sendable {
    /// Whether a request is running.
    private(set) var isRunning = false
    private var generation = 0

    /// Starts a request; `deliver` gets the offline error on the main queue unless ``cancel()`` or a newer start
    /// comes first.
    func start(_ deliver: @escaping (MKError) -> Void) {
        isRunning = true
        generation += 1
        let ticket = generation
        nonisolated(unsafe) let handoff = deliver
        DispatchQueue.main.async {
            guard self.isRunning, self.generation == ticket else { return }
            self.isRunning = false
            handoff(.offline)
        }
    }

    /// Cancels the running request: nothing is delivered.
    func cancel() {
        isRunning = false
        generation += 1
    }
}
