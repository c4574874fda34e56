// SPDX-License-Identifier: Apache-2.0
//
// Network's path: what NWPathMonitor reports (docs/ARCHITECTURE.md, "Network state").

import SystemConfiguration

/// The state of the device's network path: whether it can send data, over which interfaces, and at what cost.
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
    /// Whether the path can be used.
    public enum Status: Equatable, Sendable {
        /// The path can send and receive data.
        case satisfied
        /// The path cannot be used (no network, or the monitor's required interface is down).
        case unsatisfied
        /// The path is not up but could be brought up by a connection (a VPN on demand).
        case requiresConnection
    }

    /// Why an unsatisfied path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Sendable {
        /// No reason given (the path is satisfied, or nothing more is known).
        case notAvailable
        /// The user turned cellular data off for the app.
        case cellularDenied
        /// The user turned Wi-Fi off for the app.
        case wifiDenied
        /// A local network permission is missing.
        case localNetworkDenied
    }

    /// Whether the path can be used.
    public let status: Status
    /// Why the path is unsatisfied (``UnsatisfiedReason/notAvailable`` when satisfied).
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path may use, best first; empty when unsatisfied.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface that costs the user money (cellular data).
    public let isExpensive: Bool
    /// Whether the path uses an interface in Low Data Mode (never, in the simulation).
    public let isConstrained: Bool
    /// Whether the path can route IPv4 traffic.
    public let supportsIPv4: Bool
    /// Whether the path can route IPv6 traffic.
    public let supportsIPv6: Bool
    /// Whether the path has a DNS server.
    public let supportsDNS: Bool

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    /// The path for logs: its status, the names of its interfaces, and "expensive" when it is.
    public var debugDescription: String {
        let names = availableInterfaces.map(\.name).joined(separator: ", ")
        return "\(status), interfaces: [\(names)]\(isExpensive ? ", expensive" : "")"
    }

    /// The path of the simulated network `kind`, as a monitor that requires `required` (nil: any) and
    /// prohibits `prohibited` sees it.
    init(kind: SimulatedNetwork.Kind, required: NWInterface.InterfaceType? = nil,
         prohibited: [NWInterface.InterfaceType] = []) {
        var interfaces: [NWInterface]
        switch kind {
        case .wifi: interfaces = [.wifi]
        case .cellular: interfaces = [.cellular]
        case .none: interfaces = []
        }
        interfaces.removeAll { prohibited.contains($0.type) }
        if let required { interfaces.removeAll { $0.type != required } }
        let up = !interfaces.isEmpty
        status = up ? .satisfied : .unsatisfied
        unsatisfiedReason = .notAvailable
        availableInterfaces = interfaces
        isExpensive = interfaces.contains { $0.type == .cellular }
        isConstrained = false
        supportsIPv4 = up
        supportsIPv6 = up
        supportsDNS = up
    }
}
