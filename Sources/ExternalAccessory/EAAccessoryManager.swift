// SPDX-License-Identifier: Apache-2.0
//
// The connected accessories and their connection notifications (guide §2.8.2).

import Dispatch
import Foundation

/// The `userInfo` key of an accessory notification whose value is the ``EAAccessory``.
public let EAAccessoryKey = "EAAccessoryKey"
/// The `userInfo` key of the accessory a Bluetooth picker selected.
public let EAAccessorySelectedKey = "EAAccessorySelectedKey"

extension Notification.Name {
    /// Posted when an accessory is connected, authenticated and ready, once the app called
    /// `registerForLocalNotifications()`; `userInfo[EAAccessoryKey]` is the accessory.
    public static let EAAccessoryDidConnect = Notification.Name("EAAccessoryDidConnectNotification")
    /// Posted when an accessory disconnects, once the app called `registerForLocalNotifications()`;
    /// `userInfo[EAAccessoryKey]` is the accessory.
    public static let EAAccessoryDidDisconnect = Notification.Name("EAAccessoryDidDisconnectNotification")
}

/// The device's accessory port: which accessories are connected, and the notifications when that changes (guide
/// §2.8.2).
///
/// Connection changes reach the app on the main queue: ``connectedAccessories`` changes there, the accessory's
/// delegate hears of its disconnection there, and — only after ``registerForLocalNotifications()``, never before —
/// `EAAccessoryDidConnect` and `EAAccessoryDidDisconnect` are posted to the default notification center there,
/// object the manager, `userInfo[EAAccessoryKey]` the accessory. Use the manager on the main thread.
///
/// On Touchstone the accessories are simulated: `TOUCHSTONE_ACCESSORIES` names a JSON array of accessories
/// (inline or in a file) connected at launch, each `{"name", "manufacturer", "modelNumber", "serialNumber",
/// "firmwareRevision", "hardwareRevision", "protocolStrings": [...], "endpoint": "loopback" | "recording" |
/// "unix:/path"}`; a `unix:` endpoint connects each session to a Unix stream socket that a program of the user's
/// serves as the accessory.
open class EAAccessoryManager: NSObject, AccessoryObserver, @unchecked Sendable {
    private static let sharedManager = EAAccessoryManager(simulator: .shared)

    /// The simulator whose accessories this manager reports.
    package let simulator: AccessorySimulator
    private var accessories: [EAAccessory]
    private var registrations = 0

    /// The app's accessory manager.
    open class func shared() -> EAAccessoryManager {
        sharedManager
    }

    /// A manager of `simulator`'s accessories (tests make their own).
    package init(simulator: AccessorySimulator) {
        self.simulator = simulator
        accessories = simulator.connectedAccessories.map {
            EAAccessory(connectionID: $0.connectionID, accessory: $0.accessory, simulator: simulator)
        }
        super.init()
        simulator.addObserver(self)
    }

    /// The accessories connected now, in the order they connected.
    open var connectedAccessories: [EAAccessory] {
        accessories
    }

    /// Starts posting `EAAccessoryDidConnect` and `EAAccessoryDidDisconnect`; they are not sent automatically
    /// (guide §2.8.2). Calls nest: each needs an ``unregisterForLocalNotifications()``.
    open func registerForLocalNotifications() {
        registrations += 1
    }

    /// Stops posting the connection notifications (after as many calls as ``registerForLocalNotifications()``).
    open func unregisterForLocalNotifications() {
        registrations = max(0, registrations - 1)
    }

    /// Shows the Bluetooth accessory picker. The simulated device has no Bluetooth radio: `completion` gets
    /// `EABluetoothAccessoryPickerError.resultNotFound` on the main queue, after the call.
    open func showBluetoothAccessoryPicker(withNameFilter predicate: NSPredicate?,
                                           completion: EABluetoothAccessoryPickerCompletion? = nil) {
        guard let completion else { return }
        let handoff = Handoff { completion(EABluetoothAccessoryPickerError(.resultNotFound)) }
        DispatchQueue.main.async { handoff.body() }
    }

    func accessoryConnected(connectionID: Int, accessory: SimulatedAccessory) {
        let handoff = Handoff { [weak self] in
            guard let self else { return }
            let object = EAAccessory(connectionID: connectionID, accessory: accessory, simulator: self.simulator)
            self.accessories.append(object)
            self.post(.EAAccessoryDidConnect, for: object)
        }
        DispatchQueue.main.async { handoff.body() }
    }

    func accessoryDisconnected(connectionID: Int) {
        let handoff = Handoff { [weak self] in
            guard let self, let index = self.accessories.firstIndex(where: { $0.connectionID == connectionID }) else {
                return
            }
            let object = self.accessories.remove(at: index)
            object.markDisconnected()
            object.delegate?.accessoryDidDisconnect(object)
            self.post(.EAAccessoryDidDisconnect, for: object)
        }
        DispatchQueue.main.async { handoff.body() }
    }

    private func post(_ name: Notification.Name, for accessory: EAAccessory) {
        guard registrations > 0 else { return }
        NotificationCenter.default.post(name: name, object: self, userInfo: [EAAccessoryKey: accessory])
    }

    /// A block handed to the main queue; what it touches is used only there.
    private struct Handoff: @unchecked Sendable {
        let body: () -> Void
    }
}
