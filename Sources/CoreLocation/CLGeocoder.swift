// SPDX-License-Identifier: Apache-2.0
//
// CLGeocoder: addresses to coordinates and back (CLGeocoder.h).

import Foundation

/// The completion handler of a geocoding request: placemarks, or an error.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Converts between coordinates and addresses.
///
/// iOS asks Apple's geocoding servers; Touchstone's machines have none, so every request fails as iOS does with no
/// network: its handler gets `(nil, CLError(.network))`, later, on the main queue, never inside the call.
/// ``cancelGeocode()`` before that makes the handler get `CLError(.geocodeCanceled)` instead. Thread-safe.
open class CLGeocoder: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Int: CLGeocodeCompletionHandler] = [:]
    private var nextID = 0

    /// A geocoder.
    public override init() {
        super.init()
    }

    /// Whether a request is waiting for its answer.
    open var isGeocoding: Bool { lock.withLock { !pending.isEmpty } }

    /// Looks up the address of `location`: fails with `CLError(.network)` (no geocoding service).
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// Looks up the address of `location` in `locale`'s language: fails with `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// Looks up the places `addressString` names: fails with `CLError(.network)` (no geocoding service).
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// Looks up the places `addressString` names near `region`: fails with `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// Looks up the places `addressString` names near `region`, in `locale`'s language: fails with
    /// `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// The places at `location`; throws `CLError(.network)` (no geocoding service).
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try await awaiting { self.reverseGeocodeLocation(location, completionHandler: $0) }
    }

    /// The places `addressString` names; throws `CLError(.network)` (no geocoding service).
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try await awaiting { self.geocodeAddressString(addressString, completionHandler: $0) }
    }

    /// Cancels every waiting request: each handler gets `(nil, CLError(.geocodeCanceled))`, later, on the main
    /// queue. Nothing waiting: does nothing.
    open func cancelGeocode() {
        let canceled = lock.withLock { () -> [CLGeocodeCompletionHandler] in
            defer { pending.removeAll() }
            return pending.sorted { $0.key < $1.key }.map(\.value)
        }
        for handler in canceled {
            MainQueue.later { handler(nil, CLError(.geocodeCanceled)) }
        }
    }

    /// Queues the no-network answer of a request.
    private func submit(_ handler: @escaping CLGeocodeCompletionHandler) {
        let id = lock.withLock { () -> Int in
            nextID += 1
            pending[nextID] = handler
            return nextID
        }
        MainQueue.later { [self] in
            guard let handler = lock.withLock({ pending.removeValue(forKey: id) }) else { return }
            handler(nil, CLError(.network))
        }
    }

    /// Runs a completion-handler request as an async call.
    private func awaiting(_ start: (@escaping CLGeocodeCompletionHandler) -> Void) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[CLPlacemark], any Error>) in
            start { placemarks, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: placemarks ?? []) }
            }
        }
    }
}
