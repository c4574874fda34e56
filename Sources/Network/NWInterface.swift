// SPDX-License-Identifier: Apache-2.0
//
// Network's interfaces, as NWPath lists them (docs/ARCHITECTURE.md, "Network state").

/// A network interface of the simulated device: `en0` for Wi-Fi, `pdp_ip0` for cellular data.
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
    /// The kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
        /// Another kind (a VPN or a virtual interface).
        case other
        /// Wi-Fi.
        case wifi
        /// Cellular data.
        case cellular
        /// Wired Ethernet.
        case wiredEthernet
        /// The loopback interface.
        case loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's system name (`en0`, `pdp_ip0`).
    public let name: String
    /// The interface's index (1-based).
    public let index: Int

    /// The interface's system name, such as `en0`.
    public var debugDescription: String { name }

    /// The simulated Wi-Fi interface.
    static let wifi = NWInterface(type: .wifi, name: "en0", index: 1)
    /// The simulated cellular interface.
    static let cellular = NWInterface(type: .cellular, name: "pdp_ip0", index: 2)
}
