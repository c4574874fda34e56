// SPDX-License-Identifier: Apache-2.0
//
// What a simulated accessory is: its identity, its protocols and what answers on the other end of its sessions
// (docs/ARCHITECTURE.md, "External accessories").

import Foundation

/// A simulated hardware accessory, as it appears before it connects.
///
/// iPhone OS shows an app only accessories that are connected and authenticated (guide §2.8.2); a simulated one
/// is always authenticated. Name, manufacturer and model are for display; apps decide compatibility from
/// ``protocolStrings``. `Codable` as one entry of `TOUCHSTONE_ACCESSORIES` (missing strings read as empty).
package struct SimulatedAccessory: Equatable, Sendable {
    /// What answers on the accessory's side of a session.
    package enum Endpoint: Equatable, Sendable {
        /// Bytes the app writes come back to it, in order (a loopback plug).
        case loopback
        /// Bytes the app writes are kept for ``AccessorySimulator/bytesWritten(connectionID:protocolString:)``,
        /// and only ``AccessorySimulator/send(_:connectionID:protocolString:)`` reaches the app.
        case recording
        /// A Unix stream socket at this path, connected when a session opens: a program of the user's plays the
        /// accessory, reading what the app writes and writing what the app reads.
        case unixSocket(String)
    }

    /// The accessory's display name.
    package var name: String
    /// The manufacturer's name.
    package var manufacturer: String
    /// The model number.
    package var modelNumber: String
    /// The serial number.
    package var serialNumber: String
    /// The firmware revision.
    package var firmwareRevision: String
    /// The hardware revision.
    package var hardwareRevision: String
    /// The dock type (empty for most accessories).
    package var dockType: String
    /// The reverse-DNS command protocols the accessory speaks, in its order.
    package var protocolStrings: [String]
    /// What answers on the accessory's side of each session.
    package var endpoint: Endpoint

    /// An accessory with the given identity; unspecified strings are empty and the endpoint is a loopback plug.
    package init(name: String, manufacturer: String = "", modelNumber: String = "", serialNumber: String = "",
                 firmwareRevision: String = "", hardwareRevision: String = "", dockType: String = "",
                 protocolStrings: [String], endpoint: Endpoint = .loopback) {
        self.name = name
        self.manufacturer = manufacturer
        self.modelNumber = modelNumber
        self.serialNumber = serialNumber
        self.firmwareRevision = firmwareRevision
        self.hardwareRevision = hardwareRevision
        self.dockType = dockType
        self.protocolStrings = protocolStrings
        self.endpoint = endpoint
    }
}

extension SimulatedAccessory: Decodable {
    private enum CodingKeys: String, CodingKey {
        case name, manufacturer, modelNumber, serialNumber, firmwareRevision, hardwareRevision, dockType
        case protocolStrings, endpoint
    }

    /// Reads one entry of `TOUCHSTONE_ACCESSORIES`: `name` and `protocolStrings` are required; `endpoint` is
    /// `"loopback"` (the default), `"recording"` or `"unix:/path/to/socket"`.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String { try container.decodeIfPresent(String.self, forKey: key) ?? "" }
        name = try container.decode(String.self, forKey: .name)
        manufacturer = try text(.manufacturer)
        modelNumber = try text(.modelNumber)
        serialNumber = try text(.serialNumber)
        firmwareRevision = try text(.firmwareRevision)
        hardwareRevision = try text(.hardwareRevision)
        dockType = try text(.dockType)
        protocolStrings = try container.decode([String].self, forKey: .protocolStrings)
        let endpointText = try text(.endpoint)
        switch endpointText {
        case "", "loopback": endpoint = .loopback
        case "recording": endpoint = .recording
        case let text where text.hasPrefix("unix:") && text.count > 5: endpoint = .unixSocket(String(text.dropFirst(5)))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .endpoint, in: container,
                debugDescription: "endpoint \"\(endpointText)\" is not loopback, recording or unix:/path")
        }
    }

    /// The accessories `TOUCHSTONE_ACCESSORIES` describes: a JSON array of accessories, inline (starting with `[`)
    /// or in the file it names. Nil when unset; an unreadable or malformed value is logged and gives no
    /// accessories.
    package static func configured(in environment: [String: String]) -> [SimulatedAccessory] {
        guard let value = environment["TOUCHSTONE_ACCESSORIES"]?.trimmingCharacters(in: .whitespacesAndNewlines),
              !value.isEmpty else { return [] }
        let data: Data
        if value.hasPrefix("[") {
            data = Data(value.utf8)
        } else {
            guard let contents = FileManager.default.contents(atPath: value) else {
                AccessoryDiagnostics.log("TOUCHSTONE_ACCESSORIES: cannot read \(value); no accessories connected")
                return []
            }
            data = contents
        }
        do {
            return try JSONDecoder().decode([SimulatedAccessory].self, from: data)
        } catch {
            AccessoryDiagnostics.log("TOUCHSTONE_ACCESSORIES is not a JSON array of accessories (\(error)); "
                                     + "no accessories connected")
            return []
        }
    }
}
