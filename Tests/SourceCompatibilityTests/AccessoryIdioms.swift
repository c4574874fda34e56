// SPDX-License-Identifier: Apache-2.0
//
// An accessory controller as iOS apps write it (Swift 5 mode; guide listings 8-1 and 8-2, Apple's EADemo): it
// compiles unchanged and talks to a simulated accessory.

@testable import ExternalAccessory
import Foundation
import Testing

class ScannerController: NSObject, EAAccessoryDelegate, StreamDelegate {
    var session: EASession?
    var received = Data()
    var pendingWrite = Data()
    var disconnectedNames: [String] = []
    var connectedNames: [String] = []
    let manager: EAAccessoryManager
    /// Where the streams are scheduled: the current run loop, as listing 8-1 does (the main one in an app).
    var runLoop = RunLoop.current
    private var observer: NSObjectProtocol?

    init(manager: EAAccessoryManager = EAAccessoryManager.shared()) {
        self.manager = manager
        super.init()
        observer = NotificationCenter.default.addObserver(forName: .EAAccessoryDidConnect, object: nil,
                                                          queue: nil) { [weak self] notification in
            // queue: nil, so the block runs where the manager posts (the main queue). With queue: .main, Linux
            // Foundation waits for the main queue from the main queue when the poster is not the main thread,
            // which Swift Testing's main actor is not.
            self?.accessoryDidConnect(notification)
        }
        manager.registerForLocalNotifications()
    }

    deinit {
        if let observer = observer { NotificationCenter.default.removeObserver(observer) }
    }

    func accessoryDidConnect(_ notification: Notification) {
        if let accessory = notification.userInfo?[EAAccessoryKey] as? EAAccessory {
            connectedNames.append(accessory.name)
        }
    }

    // Listing 8-1.
    func openSession(forProtocol protocolString: String) -> EASession? {
        var accessory: EAAccessory?
        for candidate in manager.connectedAccessories where candidate.protocolStrings.contains(protocolString) {
            accessory = candidate
            break
        }
        guard let found = accessory, let session = EASession(accessory: found, forProtocol: protocolString) else {
            return nil
        }
        found.delegate = self
        session.inputStream?.delegate = self
        session.inputStream?.schedule(in: runLoop, forMode: .default)
        session.inputStream?.open()
        session.outputStream?.delegate = self
        session.outputStream?.schedule(in: runLoop, forMode: .default)
        session.outputStream?.open()
        self.session = session
        return session
    }

    func send(_ command: String) {
        pendingWrite.append(command.data(using: .utf8)!)
        writePending()
    }

    private func writePending() {
        guard let output = session?.outputStream else { return }
        while output.hasSpaceAvailable && !pendingWrite.isEmpty {
            let written = pendingWrite.withUnsafeBytes { raw -> Int in
                output.write(raw.bindMemory(to: UInt8.self).baseAddress!, maxLength: pendingWrite.count)
            }
            if written <= 0 { break }
            pendingWrite.removeFirst(written)
        }
    }

    // Listing 8-2.
    func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
        switch eventCode {
        case .hasBytesAvailable:
            var buffer = [UInt8](repeating: 0, count: 128)
            while let input = session?.inputStream, input.hasBytesAvailable {
                let count = input.read(&buffer, maxLength: buffer.count)
                if count <= 0 { break }
                received.append(buffer, count: count)
            }
        case .hasSpaceAvailable:
            writePending()
        default:
            break
        }
    }

    func accessoryDidDisconnect(_ accessory: EAAccessory) {
        disconnectedNames.append(accessory.name)
        session = nil
    }
}

@Suite("Accessory idioms")
@MainActor
struct AccessoryIdiomsTests {
    @Test("Listings 8-1 and 8-2 against a loopback accessory: the command comes back; unplugging is heard")
    func scanner() async throws {
        let simulator = AccessorySimulator()
        let controller = ScannerController(manager: EAAccessoryManager(simulator: simulator))
        #expect(controller.openSession(forProtocol: "com.example.scanner") == nil)
        let id = simulator.connect(SimulatedAccessory(name: "Scanner", protocolStrings: ["com.example.scanner"]))
        for _ in 0..<4 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }
        #expect(controller.connectedNames.contains("Scanner"))
        // In an app the current run loop is the main one; Swift Testing's main actor runs elsewhere.
        controller.runLoop = .main
        _ = try #require(controller.openSession(forProtocol: "com.example.scanner"))
        controller.send("BEEP")
        for _ in 0..<4 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }
        #expect(String(data: controller.received, encoding: .utf8) == "BEEP")
        simulator.disconnect(connectionID: id)
        for _ in 0..<4 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }
        #expect(controller.disconnectedNames == ["Scanner"] && controller.session == nil)
    }
}
