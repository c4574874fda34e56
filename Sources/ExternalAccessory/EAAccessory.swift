// SPDX-License-Identifier: Apache-2.0
//
// A connected hardware accessory (guide §2.8.2).

import Foundation

/// The connection identifier of an accessory that is not connected.
public let EAConnectionIDNone: Int = 0

/// A hardware accessory connected to the device (guide §2.8.2, "Communicating with accessories").
///
/// Accessories come from `EAAccessoryManager.shared().connectedAccessories` or the `EAAccessoryKey` of a
/// connection notification; the same accessory is the same object for as long as it stays connected. Name,
/// manufacturer and model are for display only: decide whether the app can talk to an accessory from
/// ``protocolStrings``, then open an `EASession` for one of them. On Touchstone accessories are simulated
/// (`TOUCHSTONE_ACCESSORIES`, docs/ARCHITECTURE.md "External accessories").
///
/// The properties are `open` so that tests can stand a subclass in for a real accessory, as on iOS; `EAAccessory()`
/// is an accessory that is not connected.
open class EAAccessory: NSObject {
    /// The accessory as the simulator plugged it in; nil for an accessory made by the app.
    let simulated: SimulatedAccessory?
    /// The simulator it is plugged into.
    weak var simulator: AccessorySimulator?
    private let lock = NSLock()
    private var connected: Bool
    private let identifier: Int
    private weak var storedDelegate: EAAccessoryDelegate?

    /// An accessory that is not connected, with empty properties.
    public override init() {
        simulated = nil
        connected = false
        identifier = EAConnectionIDNone
        super.init()
    }

    init(connectionID: Int, accessory: SimulatedAccessory, simulator: AccessorySimulator) {
        simulated = accessory
        self.simulator = simulator
        connected = true
        identifier = connectionID
        super.init()
    }

    /// Whether the accessory is connected now; false from its disconnection on.
    open var isConnected: Bool { lock.withLock { connected } }

    /// The identifier of this connection (unique while the device runs; ``EAConnectionIDNone`` for an accessory
    /// made by the app).
    open var connectionID: Int { identifier }

    /// The accessory's manufacturer, for display.
    open var manufacturer: String { simulated?.manufacturer ?? "" }

    /// The accessory's name, for display.
    open var name: String { simulated?.name ?? "" }

    /// The accessory's model number, for display.
    open var modelNumber: String { simulated?.modelNumber ?? "" }

    /// The accessory's serial number.
    open var serialNumber: String { simulated?.serialNumber ?? "" }

    /// The accessory's firmware revision.
    open var firmwareRevision: String { simulated?.firmwareRevision ?? "" }

    /// The accessory's hardware revision.
    open var hardwareRevision: String { simulated?.hardwareRevision ?? "" }

    /// The dock type of the accessory (empty for most accessories).
    open var dockType: String { simulated?.dockType ?? "" }

    /// The command protocols the accessory speaks: reverse-DNS strings such as `com.apple.myProtocol`. (The
    /// guide calls this a dictionary whose keys are the protocols; it is an array of strings.)
    open var protocolStrings: [String] { simulated?.protocolStrings ?? [] }

    /// The object told when the accessory disconnects; held weakly. It needs no notification registration
    /// (guide §2.8.2).
    open var delegate: EAAccessoryDelegate? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Marks the accessory disconnected.
    func markDisconnected() {
        lock.withLock { connected = false }
    }

    /// Apple's description: the connection state, identifier, identity strings and protocols, one per line.
    open override var description: String {
        "<EAAccessory: \(Unmanaged.passUnretained(self).toOpaque())> {\n  connected:\(isConnected ? "YES" : "NO")\n"
            + "  connectionID:\(connectionID)\n  name: \(name)\n  manufacturer: \(manufacturer)\n"
            + "  modelNumber: \(modelNumber)\n  serialNumber: \(serialNumber)\n"
            + "  firmwareRevision: \(firmwareRevision)\n  hardwareRevision: \(hardwareRevision)\n"
            + "  protocolStrings: \(protocolStrings.joined(separator: ", "))\n}"
    }
}
