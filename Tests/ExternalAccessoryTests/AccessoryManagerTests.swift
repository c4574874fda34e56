// SPDX-License-Identifier: Apache-2.0

@testable import ExternalAccessory
import Foundation
import Testing

/// The accessory manager: the connected list, the notifications only after registration (behaviour 164), the
/// accessory's delegate and the Bluetooth picker.
@Suite("Accessory manager")
@MainActor
struct AccessoryManagerTests {
    @Test("An accessory plugged in at start is listed with its identity; EAAccessory() is not connected")
    func listed() {
        let simulator = AccessorySimulator(accessories: [reader()])
        let manager = EAAccessoryManager(simulator: simulator)
        #expect(manager.connectedAccessories.count == 1)
        let accessory = try! #require(manager.connectedAccessories.first)
        #expect(accessory.isConnected && accessory.connectionID != EAConnectionIDNone)
        #expect(accessory.name == "Scanner" && accessory.manufacturer == "Example Inc." && accessory.modelNumber == "SC-1")
        #expect(accessory.serialNumber == "0042" && accessory.firmwareRevision == "1.2" && accessory.hardwareRevision == "A")
        #expect(accessory.protocolStrings == ["com.example.scanner"])
        #expect(manager.connectedAccessories.first === accessory)
        #expect(accessory.description.contains("connected:YES") && accessory.description.contains("com.example.scanner"))
        let unplugged = EAAccessory()
        #expect(!unplugged.isConnected && unplugged.connectionID == EAConnectionIDNone && unplugged.protocolStrings.isEmpty)
        #expect(EASession(accessory: unplugged, forProtocol: "com.example.scanner") == nil)
    }

    @Test("Without registerForLocalNotifications a connection posts nothing; the list still changes")
    func unregisteredIsSilent() async {
        let simulator = AccessorySimulator()
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = NotificationRecorder(manager: manager)
        defer { recorder.stop() }
        let id = simulator.connect(reader())
        await drainMainQueue()
        #expect(manager.connectedAccessories.map(\.connectionID) == [id])
        simulator.disconnect(connectionID: id)
        await drainMainQueue()
        #expect(manager.connectedAccessories.isEmpty)
        #expect(recorder.events.isEmpty)
    }

    @Test("Registered: connecting posts EAAccessoryDidConnect with the accessory, later; disconnecting posts DidDisconnect")
    func registeredNotifications() async throws {
        let simulator = AccessorySimulator()
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = NotificationRecorder(manager: manager)
        defer { recorder.stop() }
        manager.registerForLocalNotifications()
        let id = simulator.connect(reader())
        #expect(recorder.events.isEmpty, "posted on the main queue, not inside connect")
        await drainMainQueue()
        #expect(recorder.events.map(\.name) == [.EAAccessoryDidConnect])
        let accessory = try #require(recorder.events.first?.accessory)
        #expect(accessory === manager.connectedAccessories.first && accessory.connectionID == id)
        simulator.disconnect(connectionID: id)
        await drainMainQueue()
        #expect(recorder.events.map(\.name) == [.EAAccessoryDidConnect, .EAAccessoryDidDisconnect])
        #expect(recorder.events.last?.accessory === accessory && !accessory.isConnected)
        manager.unregisterForLocalNotifications()
        simulator.connect(reader())
        await drainMainQueue()
        #expect(recorder.events.count == 2 && manager.connectedAccessories.count == 1)
    }

    @Test("The accessory's delegate hears of its disconnection without any registration")
    func delegate() async {
        final class Owner: NSObject, EAAccessoryDelegate {
            var disconnected: [Int] = []
            func accessoryDidDisconnect(_ accessory: EAAccessory) { disconnected.append(accessory.connectionID) }
        }
        let simulator = AccessorySimulator(accessories: [reader(), reader(["com.example.other"])])
        let manager = EAAccessoryManager(simulator: simulator)
        let owner = Owner()
        let watched = manager.connectedAccessories[1]
        watched.delegate = owner
        simulator.disconnect(connectionID: manager.connectedAccessories[0].connectionID)
        simulator.disconnect(connectionID: watched.connectionID)
        simulator.disconnect(connectionID: watched.connectionID)
        await drainMainQueue()
        #expect(owner.disconnected == [watched.connectionID])
        #expect(manager.connectedAccessories.isEmpty)
    }

    @Test("The Bluetooth picker finds nothing: resultNotFound on the main queue, after the call")
    func bluetoothPicker() async {
        let manager = EAAccessoryManager(simulator: AccessorySimulator())
        var errors: [Error?] = []
        manager.showBluetoothAccessoryPicker(withNameFilter: nil) { errors.append($0) }
        #expect(errors.isEmpty)
        await drainMainQueue()
        #expect(errors.count == 1)
        #expect((errors.first as? EABluetoothAccessoryPickerError)?.code == .resultNotFound)
        let error = errors.first!! as NSError
        #expect(error.domain == "EABluetoothAccessoryPickerErrorDomain" && error.code == 1)
        var matched = false
        do { throw errors.first!! } catch EABluetoothAccessoryPickerError.resultNotFound { matched = true } catch {}
        #expect(matched)
    }

    @Test("TOUCHSTONE_ACCESSORIES: inline JSON, a file, and malformed values that connect nothing")
    func configuration() throws {
        let inline = SimulatedAccessory.configured(in: ["TOUCHSTONE_ACCESSORIES": """
            [{"name": "Thermometer", "manufacturer": "Acme", "protocolStrings": ["com.acme.temp", "com.acme.fw"],
              "endpoint": "recording"},
             {"name": "Bridge", "protocolStrings": ["com.acme.serial"], "endpoint": "unix:/tmp/acme.sock"}]
            """])
        #expect(inline.map(\.name) == ["Thermometer", "Bridge"])
        #expect(inline.first?.protocolStrings == ["com.acme.temp", "com.acme.fw"] && inline.first?.endpoint == .recording)
        #expect(inline.first?.modelNumber == "" && inline.last?.endpoint == .unixSocket("/tmp/acme.sock"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("accessories-\(UUID().uuidString).json")
        try Data(#"[{"name": "Dock", "protocolStrings": ["com.example.dock"]}]"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = SimulatedAccessory.configured(in: ["TOUCHSTONE_ACCESSORIES": file.path])
        #expect(fromFile == [SimulatedAccessory(name: "Dock", protocolStrings: ["com.example.dock"])])
        for malformed in ["[{\"name\": 3}]", "[{\"name\": \"x\"}]", "{\"name\": \"x\"}", "/no/such/file.json",
                          "[{\"name\": \"x\", \"protocolStrings\": [], \"endpoint\": \"tcp:1\"}]", "[", "\u{0}"] {
            #expect(SimulatedAccessory.configured(in: ["TOUCHSTONE_ACCESSORIES": malformed]).isEmpty)
        }
        #expect(SimulatedAccessory.configured(in: [:]).isEmpty)
        let simulator = AccessorySimulator(accessories: inline)
        #expect(EAAccessoryManager(simulator: simulator).connectedAccessories.map(\.name) == ["Thermometer", "Bridge"])
    }
}
