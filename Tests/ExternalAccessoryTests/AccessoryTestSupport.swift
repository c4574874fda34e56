// SPDX-License-Identifier: Apache-2.0

import Dispatch
@testable import ExternalAccessory
import Foundation

/// Lets the main queue run what External Accessory queued on it: each hop waits for one block queued behind
/// everything already there. No sleeping.
@MainActor
func drainMainQueue(hops: Int = 4) async {
    for _ in 0..<hops {
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }
}

/// A barcode-reader-like accessory speaking `protocols`.
func reader(_ protocols: [String] = ["com.example.scanner"],
            endpoint: SimulatedAccessory.Endpoint = .loopback) -> SimulatedAccessory {
    SimulatedAccessory(name: "Scanner", manufacturer: "Example Inc.", modelNumber: "SC-1", serialNumber: "0042",
                       firmwareRevision: "1.2", hardwareRevision: "A", protocolStrings: protocols, endpoint: endpoint)
}

/// Records the accessory notifications one manager posts.
final class NotificationRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(name: Notification.Name, accessory: EAAccessory?)] = []
    private var tokens: [NSObjectProtocol] = []

    var events: [(name: Notification.Name, accessory: EAAccessory?)] { lock.withLock { recorded } }

    init(manager: EAAccessoryManager) {
        for name in [Notification.Name.EAAccessoryDidConnect, .EAAccessoryDidDisconnect] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) {
                [weak self] note in
                let accessory = note.userInfo?[EAAccessoryKey] as? EAAccessory
                self?.lock.withLock { self?.recorded.append((note.name, accessory)) }
            })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }
}

/// A stream delegate that records events and reads what arrives, as listing 8-2 does.
final class StreamRecorder: NSObject, StreamDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(Stream, Stream.Event, Thread)] = []
    private var bytes = Data()
    /// Whether the recorder reads on `hasBytesAvailable` (listing 8-2) or leaves the bytes waiting.
    var readsOnArrival = true

    var events: [Stream.Event] { lock.withLock { recorded.map(\.1) } }
    var threads: [Thread] { lock.withLock { recorded.map(\.2) } }
    var received: Data { lock.withLock { bytes } }

    func events(of stream: Stream) -> [Stream.Event] {
        lock.withLock { recorded.filter { $0.0 === stream }.map(\.1) }
    }

    func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
        lock.withLock { recorded.append((aStream, eventCode, Thread.current)) }
        guard eventCode == .hasBytesAvailable, readsOnArrival, let input = aStream as? InputStream else { return }
        var buffer = [UInt8](repeating: 0, count: 3)
        while input.hasBytesAvailable {
            let count = input.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            lock.withLock { bytes.append(contentsOf: buffer[0..<count]) }
        }
    }
}

/// Listing 8-1: the first connected accessory speaking `protocolString`, its session with both streams given
/// `delegate`, scheduled in `runLoop` and opened; nil when no accessory speaks it or the session fails.
func openSession(forProtocol protocolString: String, manager: EAAccessoryManager, delegate: StreamDelegate,
                 runLoop: RunLoop = .main) -> EASession? {
    guard let accessory = manager.connectedAccessories.first(where: { $0.protocolStrings.contains(protocolString) }),
          let session = EASession(accessory: accessory, forProtocol: protocolString) else { return nil }
    for stream in [session.inputStream as Stream?, session.outputStream as Stream?].compactMap({ $0 }) {
        stream.delegate = delegate
        stream.schedule(in: runLoop, forMode: .default)
        stream.open()
    }
    return session
}

/// Writes `text` to the session's output stream and returns what `write` answered.
@discardableResult
func write(_ text: String, to session: EASession) -> Int {
    let bytes = Array(text.utf8)
    return session.outputStream?.write(bytes, maxLength: bytes.count) ?? -2
}
