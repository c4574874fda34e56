// SPDX-License-Identifier: Apache-2.0
//
// The simulated device's network (docs/ARCHITECTURE.md, "Network state"): what SCNetworkReachability,
// NWPathMonitor, URL loading and the status bar follow.

import Foundation

/// The network the simulated device has: Wi-Fi, cellular data or none (airplane mode), set at launch by
/// `--network wifi|cellular|none` (`TOUCHSTONE_NETWORK`; default Wi-Fi) and changed by the Settings app or a
/// test. Process-wide and thread-safe; observers hear every change (not a set to the same kind).
package enum SimulatedNetwork {
    /// How the device is connected.
    package enum Kind: String, Sendable, CaseIterable {
        /// A Wi-Fi network: reachable, not expensive.
        case wifi
        /// Cellular data (EDGE, 3G): reachable, over the WWAN interface, expensive.
        case cellular
        /// No network (airplane mode): nothing is reachable and URL loading fails.
        case none
    }

    /// An observer's registration; pass it to ``removeObserver(_:)``.
    package struct Token: Hashable, Sendable { let id: Int }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var kind: Kind = .wifi
    nonisolated(unsafe) private static var observers: [Int: @Sendable (Kind) -> Void] = [:]
    nonisolated(unsafe) private static var nextID = 0

    /// The device's network now.
    package static var current: Kind { lock.withLock { kind } }

    /// Whether any network is up (Wi-Fi or cellular).
    package static var isConnected: Bool { current != .none }

    /// Changes the device's network; every observer is called with the new kind, on the caller's thread, after
    /// the change is visible. Setting the current kind again does nothing.
    package static func set(_ newKind: Kind) {
        let toCall: [@Sendable (Kind) -> Void]? = lock.withLock {
            guard kind != newKind else { return nil }
            kind = newKind
            return observers.sorted { $0.key < $1.key }.map(\.value)
        }
        for observer in toCall ?? [] { observer(newKind) }
    }

    /// Calls `observer` with each new kind until removed.
    package static func addObserver(_ observer: @escaping @Sendable (Kind) -> Void) -> Token {
        lock.withLock {
            nextID += 1
            observers[nextID] = observer
            return Token(id: nextID)
        }
    }

    /// Stops calling the observer `token` registered; an unknown token is ignored.
    package static func removeObserver(_ token: Token) {
        _ = lock.withLock { observers.removeValue(forKey: token.id) }
    }
}
