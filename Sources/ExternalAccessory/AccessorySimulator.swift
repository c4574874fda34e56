// SPDX-License-Identifier: Apache-2.0
//
// The simulated accessory port behind every EAAccessoryManager (docs/ARCHITECTURE.md, "External accessories").

import Foundation

/// The accessories plugged into the simulated device, and the sessions open with them.
///
/// Linux has no dock connector: accessories are described in `TOUCHSTONE_ACCESSORIES` (a JSON array, inline or in
/// a file; see ``SimulatedAccessory``) and are connected when the process starts, or are connected and
/// disconnected through ``connect(_:)`` and ``disconnect(connectionID:)``, which tests and hosts drive.
/// `EAAccessoryManager.shared()` uses ``shared``; a test makes its own simulator and passes it to
/// `EAAccessoryManager(simulator:)`, so no state leaks between tests.
///
/// Thread-safe: every method may be called from any thread; managers hear of connections on the main queue.
package final class AccessorySimulator: @unchecked Sendable {
    /// The process's simulator, with the accessories `TOUCHSTONE_ACCESSORIES` describes already connected.
    package static let shared = AccessorySimulator(
        accessories: SimulatedAccessory.configured(in: ProcessInfo.processInfo.environment))

    private struct Plugged {
        let connectionID: Int
        let accessory: SimulatedAccessory
    }

    private struct ChannelKey: Hashable {
        let connectionID: Int
        let protocolString: String
    }

    private struct WeakObserver {
        weak var observer: AccessoryObserver?
    }

    private let lock = NSLock()
    private var plugged: [Plugged] = []
    private var nextConnectionID = 1
    private var channels: [ChannelKey: AccessoryChannel] = [:]
    private var recorded: [ChannelKey: Data] = [:]
    private var observers: [WeakObserver] = []

    /// A simulator with `accessories` connected, in order.
    package init(accessories: [SimulatedAccessory] = []) {
        for accessory in accessories { _ = connect(accessory) }
    }

    /// The accessories connected now, in the order they connected, with their connection identifiers.
    package var connectedAccessories: [(connectionID: Int, accessory: SimulatedAccessory)] {
        lock.withLock { plugged.map { ($0.connectionID, $0.accessory) } }
    }

    /// Plugs in `accessory` (connected, authenticated and ready) and returns its connection identifier, never
    /// `EAConnectionIDNone`. Managers post `EAAccessoryDidConnect` on the main queue if the app registered.
    @discardableResult
    package func connect(_ accessory: SimulatedAccessory) -> Int {
        let (connectionID, listeners) = lock.withLock { () -> (Int, [AccessoryObserver]) in
            let connectionID = nextConnectionID
            nextConnectionID += 1
            plugged.append(Plugged(connectionID: connectionID, accessory: accessory))
            return (connectionID, liveObservers())
        }
        for listener in listeners { listener.accessoryConnected(connectionID: connectionID, accessory: accessory) }
        return connectionID
    }

    /// Unplugs the accessory with `connectionID`: its open sessions end (their streams report the end) and
    /// managers post `EAAccessoryDidDisconnect` on the main queue. An unknown identifier is ignored.
    package func disconnect(connectionID: Int) {
        let (ended, listeners) = lock.withLock { () -> ([AccessoryChannel]?, [AccessoryObserver]) in
            guard let index = plugged.firstIndex(where: { $0.connectionID == connectionID }) else { return (nil, []) }
            plugged.remove(at: index)
            let keys = channels.keys.filter { $0.connectionID == connectionID }
            let ended = keys.compactMap { channels.removeValue(forKey: $0) }
            return (ended, liveObservers())
        }
        guard let ended else { return }
        for channel in ended { channel.accessoryDisconnected() }
        for listener in listeners { listener.accessoryDisconnected(connectionID: connectionID) }
    }

    /// Sends `data` from the accessory to the app over the open session for `protocolString`; false when no such
    /// session is open.
    @discardableResult
    package func send(_ data: Data, connectionID: Int, protocolString: String) -> Bool {
        let channel = lock.withLock { channels[ChannelKey(connectionID: connectionID, protocolString: protocolString)] }
        guard let channel else { return false }
        channel.deliverToApp(data)
        return true
    }

    /// What the app has written to a recording accessory over `protocolString`, across its sessions.
    package func bytesWritten(connectionID: Int, protocolString: String) -> Data {
        lock.withLock { recorded[ChannelKey(connectionID: connectionID, protocolString: protocolString)] ?? Data() }
    }

    /// Whether a session is open with the accessory for `protocolString`.
    package func hasOpenSession(connectionID: Int, protocolString: String) -> Bool {
        lock.withLock { channels[ChannelKey(connectionID: connectionID, protocolString: protocolString)] != nil }
    }

    /// Opens the byte channel of a new session, or nil (logged) when the accessory is gone, does not speak
    /// `protocolString`, or already has a session for it (guide §2.8.2: one session per protocol per accessory).
    func openChannel(connectionID: Int, protocolString: String) -> AccessoryChannel? {
        let key = ChannelKey(connectionID: connectionID, protocolString: protocolString)
        let opened = lock.withLock { () -> Result<AccessoryChannel, RefusedSession> in
            guard let entry = plugged.first(where: { $0.connectionID == connectionID }) else {
                return .failure(.notConnected)
            }
            guard entry.accessory.protocolStrings.contains(protocolString) else { return .failure(.unknownProtocol) }
            guard channels[key] == nil else { return .failure(.inUse) }
            let channel = AccessoryChannel(endpoint: entry.accessory.endpoint) { [weak self] bytes in
                self?.record(bytes, for: key)
            }
            channels[key] = channel
            return .success(channel)
        }
        switch opened {
        case .success(let channel):
            channel.start()
            return channel
        case .failure(let reason):
            AccessoryDiagnostics.log("EASession: no session for \(protocolString) on accessory \(connectionID): \(reason)")
            return nil
        }
    }

    /// Ends a session's channel (the session went away); its protocol is free for a new session.
    func closeChannel(_ channel: AccessoryChannel) {
        lock.withLock {
            if let key = channels.first(where: { $0.value === channel })?.key { channels.removeValue(forKey: key) }
        }
        channel.close()
    }

    /// Adds a manager that hears of connections (held weakly).
    func addObserver(_ observer: AccessoryObserver) {
        lock.withLock {
            observers.removeAll { $0.observer == nil }
            observers.append(WeakObserver(observer: observer))
        }
    }

    private func record(_ bytes: Data, for key: ChannelKey) {
        lock.withLock { recorded[key, default: Data()].append(bytes) }
    }

    /// Call with the lock held.
    private func liveObservers() -> [AccessoryObserver] {
        observers.compactMap(\.observer)
    }

    private enum RefusedSession: Error, CustomStringConvertible {
        case notConnected, unknownProtocol, inUse

        var description: String {
            switch self {
            case .notConnected: "the accessory is not connected"
            case .unknownProtocol: "the accessory does not speak that protocol"
            case .inUse: "a session for that protocol is already open"
            }
        }
    }
}

/// Something that hears of accessories connecting and disconnecting (an `EAAccessoryManager`), on any thread.
protocol AccessoryObserver: AnyObject {
    /// `accessory` connected as `connectionID`.
    func accessoryConnected(connectionID: Int, accessory: SimulatedAccessory)
    /// The accessory with `connectionID` disconnected.
    func accessoryDisconnected(connectionID: Int)
}
