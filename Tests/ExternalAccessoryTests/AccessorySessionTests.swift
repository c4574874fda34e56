// SPDX-License-Identifier: Apache-2.0

@testable import ExternalAccessory
import Foundation
import Testing

/// Sessions: one per protocol per accessory (behaviour 164) and the streams of listings 8-1 and 8-2 (behaviour
/// 165).
@Suite("Accessory sessions")
@MainActor
struct AccessorySessionTests {
    @Test("Listing 8-1: no accessory speaks the protocol → nil; a second session for the same protocol fails")
    func oneSessionPerProtocol() throws {
        let simulator = AccessorySimulator(accessories: [reader(["com.example.scanner", "com.example.firmware"])])
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = StreamRecorder()
        #expect(openSession(forProtocol: "com.example.printer", manager: manager, delegate: recorder) == nil)
        var first = openSession(forProtocol: "com.example.scanner", manager: manager, delegate: recorder)
        #expect(first != nil)
        let accessory = try #require(manager.connectedAccessories.first)
        #expect(first?.accessory === accessory && first?.protocolString == "com.example.scanner")
        #expect(first?.inputStream === first?.inputStream && first?.outputStream === first?.outputStream)
        #expect(EASession(accessory: accessory, forProtocol: "com.example.scanner") == nil)
        #expect(EASession(accessory: accessory, forProtocol: "com.example.firmware") != nil, "another protocol is free")
        first = nil
        #expect(!simulator.hasOpenSession(connectionID: accessory.connectionID, protocolString: "com.example.scanner"))
        #expect(EASession(accessory: accessory, forProtocol: "com.example.scanner") != nil, "free once the first went away")
    }

    @Test("Listing 8-2 over a loopback plug: open events, then the bytes written come back as hasBytesAvailable")
    func loopback() async throws {
        let simulator = AccessorySimulator(accessories: [reader()])
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = StreamRecorder()
        let session = try #require(openSession(forProtocol: "com.example.scanner", manager: manager, delegate: recorder))
        let input = try #require(session.inputStream), output = try #require(session.outputStream)
        #expect(recorder.events.isEmpty, "events come later, on the run loop")
        await drainMainQueue()
        #expect(recorder.events(of: input) == [.openCompleted])
        #expect(recorder.events(of: output) == [.openCompleted, .hasSpaceAvailable])
        #expect(input.streamStatus == .open && output.hasSpaceAvailable && !input.hasBytesAvailable)
        #expect(write("HELLO ACCESSORY", to: session) == 15)
        await drainMainQueue()
        #expect(String(decoding: recorder.received, as: UTF8.self) == "HELLO ACCESSORY")
        #expect(recorder.events(of: input) == [.openCompleted, .hasBytesAvailable])
    }

    @Test("A recording accessory: the app's writes are recorded; the accessory's bytes wait until read")
    func recording() async throws {
        let simulator = AccessorySimulator(accessories: [reader(endpoint: .recording)])
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = StreamRecorder()
        recorder.readsOnArrival = false
        let session = try #require(openSession(forProtocol: "com.example.scanner", manager: manager, delegate: recorder))
        let id = try #require(session.accessory?.connectionID)
        write("scan", to: session)
        write("!", to: session)
        #expect(simulator.bytesWritten(connectionID: id, protocolString: "com.example.scanner") == Data("scan!".utf8))
        await drainMainQueue()
        #expect(recorder.received.isEmpty)
        #expect(simulator.send(Data("4006381333931".utf8), connectionID: id, protocolString: "com.example.scanner"))
        #expect(!simulator.send(Data("x".utf8), connectionID: id, protocolString: "com.example.other"))
        await drainMainQueue()
        let input = try #require(session.inputStream)
        #expect(recorder.events(of: input) == [.openCompleted, .hasBytesAvailable])
        var buffer = [UInt8](repeating: 0, count: 6)
        #expect(input.read(&buffer, maxLength: 6) == 6 && String(decoding: buffer, as: UTF8.self) == "400638")
        await drainMainQueue()
        #expect(recorder.events(of: input) == [.openCompleted, .hasBytesAvailable, .hasBytesAvailable],
                "a read that leaves bytes behind signals again")
        var rest = [UInt8](repeating: 0, count: 64)
        #expect(input.read(&rest, maxLength: 64) == 7 && !input.hasBytesAvailable)
        #expect(input.read(&rest, maxLength: 64) == 0)
    }

    @Test("Streams scheduled in another thread's run loop get their events on that thread")
    func otherRunLoop() async throws {
        let simulator = AccessorySimulator(accessories: [reader()])
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = StreamRecorder()
        let worker = RunLoopThread()
        let runLoop = await worker.runLoop()
        defer { worker.stop() }
        let session = try #require(openSession(forProtocol: "com.example.scanner", manager: manager,
                                               delegate: recorder, runLoop: runLoop))
        write("ping", to: session)
        await worker.waitUntil { String(decoding: recorder.received, as: UTF8.self) == "ping" }
        #expect(String(decoding: recorder.received, as: UTF8.self) == "ping")
        #expect(!recorder.threads.isEmpty && recorder.threads.allSatisfy { $0 === worker.thread })
    }

    @Test("Unplugging ends the session: the input drains then reports the end, writes fail with EPIPE")
    func disconnection() async throws {
        let simulator = AccessorySimulator(accessories: [reader(endpoint: .recording)])
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = StreamRecorder()
        recorder.readsOnArrival = false
        let session = try #require(openSession(forProtocol: "com.example.scanner", manager: manager, delegate: recorder))
        let input = try #require(session.inputStream), output = try #require(session.outputStream)
        let id = try #require(session.accessory?.connectionID)
        simulator.send(Data("last".utf8), connectionID: id, protocolString: "com.example.scanner")
        simulator.disconnect(connectionID: id)
        await drainMainQueue()
        #expect(input.streamStatus == .open, "unread bytes are still there")
        #expect(output.streamStatus == .atEnd && recorder.events(of: output).last == .endEncountered)
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(input.read(&buffer, maxLength: 16) == 4)
        #expect(input.streamStatus == .atEnd)
        await drainMainQueue()
        #expect(recorder.events(of: input).last == .endEncountered)
        #expect(input.read(&buffer, maxLength: 16) == 0)
        #expect(write("more", to: session) == -1)
        #expect(session.accessory?.isConnected == false)
        #expect(EASession(accessory: session.accessory!, forProtocol: "com.example.scanner") == nil)
    }

    @Test("Closed or unopened streams: reads and writes fail, no events after close")
    func closedStreams() async throws {
        let simulator = AccessorySimulator(accessories: [reader()])
        let accessory = try #require(EAAccessoryManager(simulator: simulator).connectedAccessories.first)
        let session = try #require(EASession(accessory: accessory, forProtocol: "com.example.scanner"))
        let input = try #require(session.inputStream), output = try #require(session.outputStream)
        var buffer = [UInt8](repeating: 0, count: 4)
        #expect(input.streamStatus == .notOpen && input.read(&buffer, maxLength: 4) == -1)
        #expect(output.write([1, 2], maxLength: 2) == -1)
        let recorder = StreamRecorder()
        for stream in [input, output] as [Stream] {
            stream.delegate = recorder
            stream.schedule(in: .main, forMode: .default)
            stream.open()
        }
        #expect(output.write([1, 2], maxLength: 2) == 2)
        input.close()
        output.close()
        await drainMainQueue()
        #expect(recorder.events.isEmpty, "closed before the queued events were delivered")
        #expect(input.read(&buffer, maxLength: 4) == -1 && output.write([1], maxLength: 1) == -1)
    }

    @Test("The shared manager is one object")
    func shared() {
        #expect(EAAccessoryManager.shared() === EAAccessoryManager.shared())
    }
}

/// A thread running its own run loop until stopped, for streams scheduled off the main thread.
final class RunLoopThread: @unchecked Sendable {
    private let lock = NSLock()
    private var loop: RunLoop?
    private var running = true
    private(set) var thread: Thread!

    init() {
        thread = Thread { [self] in
            let loop = RunLoop.current
            // A timer keeps the run loop from returning at once for want of sources.
            loop.add(Timer(timeInterval: 3600, repeats: true) { _ in }, forMode: .default)
            self.lock.withLock { self.loop = loop }
            while self.lock.withLock({ self.running }) {
                _ = loop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            }
        }
        thread.start()
    }

    /// The thread's run loop, once it runs.
    func runLoop() async -> RunLoop {
        while true {
            if let loop = lock.withLock({ loop }) { return loop }
            await Task.yield()
        }
    }

    /// Yields until `condition` holds (bounded: about 2 s of yields), without sleeping the test's thread.
    @MainActor
    func waitUntil(_ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(2)
        while !condition() && Date() < deadline { await Task.yield() }
    }

    func stop() {
        lock.withLock { running = false }
    }
}
