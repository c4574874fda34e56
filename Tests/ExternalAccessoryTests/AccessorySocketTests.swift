// SPDX-License-Identifier: Apache-2.0

@testable import ExternalAccessory
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A `unix:` endpoint: a program of the user's plays the accessory on a Unix stream socket.
@Suite("Accessory socket endpoint")
@MainActor
struct AccessorySocketTests {
    @Test("Bytes go to the socket's peer and its answer comes back as hasBytesAvailable; its close ends the input")
    func socketPeer() async throws {
        let path = "/tmp/touchstone-ea-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
        let peer = try UppercasingPeer(path: path)
        defer { peer.stop() }
        let simulator = AccessorySimulator(accessories: [reader(endpoint: .unixSocket(path))])
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = StreamRecorder()
        let session = try #require(openSession(forProtocol: "com.example.scanner", manager: manager, delegate: recorder))
        #expect(write("status?", to: session) == 7)
        await waitFor { recorder.received.count >= 7 }
        #expect(String(decoding: recorder.received, as: UTF8.self) == "STATUS?")
        peer.stop()
        await waitFor { session.inputStream?.streamStatus == .atEnd }
        await drainMainQueue()
        #expect(session.inputStream?.streamStatus == .atEnd)
        #expect(recorder.events(of: session.inputStream!).last == .endEncountered)
    }

    @Test("No one listening on the socket: the session opens but its input is at its end and writes fail")
    func nobodyListening() async throws {
        let simulator = AccessorySimulator(accessories: [reader(endpoint: .unixSocket("/tmp/touchstone-no-such.sock"))])
        let manager = EAAccessoryManager(simulator: simulator)
        let recorder = StreamRecorder()
        let session = try #require(openSession(forProtocol: "com.example.scanner", manager: manager, delegate: recorder))
        await drainMainQueue()
        #expect(session.inputStream?.streamStatus == .atEnd)
        #expect(write("x", to: session) == -1)
        #expect((session.outputStream?.streamError as? POSIXError)?.code == .ENOTCONN)
    }

    /// Yields until `condition` holds (at most about 2 s of real time: the peer runs on its own thread).
    private func waitFor(_ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(2)
        while !condition() && Date() < deadline {
            await drainMainQueue(hops: 1)
            await Task.yield()
        }
    }
}

/// A Unix-socket server on its own thread that answers each byte with its uppercase form.
private final class UppercasingPeer: @unchecked Sendable {
    private let listener: Int32
    private let lock = NSLock()
    private var connection: Int32 = -1
    private let path: String

    init(path: String) throws {
        self.path = path
        unlink(path)
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8))
            raw[path.utf8.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 1) == 0 else { throw POSIXError(.EADDRINUSE) }
        Thread { [self] in serve() }.start()
    }

    private func serve() {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return }
        lock.withLock { connection = client }
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            let answer = buffer[0..<count].map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }
            _ = answer.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }
        close(client)
    }

    func stop() {
        let client = lock.withLock { () -> Int32 in
            let client = connection
            connection = -1
            return client
        }
        if client >= 0 { shutdown(client, Int32(SHUT_RDWR)) }
        shutdown(listener, Int32(SHUT_RDWR))
        unlink(path)
    }
}
