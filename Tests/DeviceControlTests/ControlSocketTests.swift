// SPDX-License-Identifier: Apache-2.0

import DeviceControl
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The control socket between the `touchstone` command and a booted device (issue 19): one JSON line each way.
@Suite("Device control socket")
struct ControlSocketTests {
    /// A fresh short folder for sockets (a Unix socket path holds at most 107 bytes).
    private static func folder() throws -> String {
        let path = "/tmp/ts-ctl-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let queue = DispatchQueue(label: "control-tests")

    @Test("A request reaches the handler and its response comes back whole, with output, error and status")
    func roundTrip() throws {
        let path = try Self.folder() + "/control.sock"
        let arrivals = Counter()
        let server = try ControlServer(path: path, queue: Self.queue, requestArrived: { arrivals.increment() }) { request in
            ControlResponse(status: request.arguments.count == 2 ? 0 : 1,
                            output: "\(request.verb) \(request.arguments.joined(separator: ",")) \(request.options["time"] ?? "")",
                            error: "ünïcode ✓")
        }
        defer { server.stop() }
        let response = try ControlClient.send(ControlRequest(verb: "launch", arguments: ["com.example.a", "-x"],
                                                             options: ["time": "9:41"]), to: path)
        #expect(response == ControlResponse(status: 0, output: "launch com.example.a,-x 9:41", error: "ünïcode ✓"))
        #expect(ControlClient.isListening(at: path))
        #expect(arrivals.value == 1, "the wake-up hook runs once per request")
    }

    @Test("No device at the path is its own error; stopping removes the socket; a stale socket file is replaced")
    func lifecycle() throws {
        let folder = try Self.folder()
        let path = folder + "/control.sock"
        #expect(throws: ControlSocketError.noDevice(path)) { try ControlClient.send(ControlRequest(verb: "status"), to: path) }
        let first = try ControlServer(path: path, queue: Self.queue) { _ in .success("one") }
        #expect(throws: ControlSocketError.inUse(path)) { _ = try ControlServer(path: path, queue: Self.queue) { _ in .success() } }
        first.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!ControlClient.isListening(at: path))
        // A crashed device leaves its socket file behind: the next boot replaces it.
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(Self.withAddress(path) { bind(stale, $0, $1) } == 0)
        close(stale)
        #expect(FileManager.default.fileExists(atPath: path))
        let second = try ControlServer(path: path, queue: Self.queue) { _ in .success("two") }
        defer { second.stop() }
        #expect(try ControlClient.send(ControlRequest(verb: "status"), to: path).output == "two")
    }

    @Test("A path too long for a Unix socket is a clear error")
    func longPath() {
        let path = "/tmp/" + String(repeating: "x", count: 200) + "/control.sock"
        #expect(throws: ControlSocketError.pathTooLong(path)) { _ = try ControlServer(path: path, queue: Self.queue) { _ in .success() } }
    }

    @Test("Garbage, an empty line or a client that hangs up get a bad-request answer or nothing; the server keeps serving")
    func badClients() throws {
        let path = try Self.folder() + "/control.sock"
        let server = try ControlServer(path: path, queue: Self.queue) { _ in .success("fine") }
        defer { server.stop() }
        for garbage in ["not json\n", "\n", "{\"verb\": 3}\n", String(repeating: "{", count: 100_000) + "\n"] {
            let fd = try Self.connect(path)
            _ = garbage.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            let answer = Self.readAll(fd)
            close(fd)
            let response = try JSONDecoder().decode(ControlResponse.self, from: Data(answer.utf8.dropLast()))
            #expect(response.status == ControlExitCode.badRequest.rawValue, "\(garbage.prefix(20))")
            #expect(response.error.hasPrefix("bad request"))
        }
        // Connect and hang up without a word.
        close(try Self.connect(path))
        #expect(try ControlClient.send(ControlRequest(verb: "status"), to: path).output == "fine")
    }

    /// A thread-safe count.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }

    private static func connect(_ path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(withAddress(path) { Glibc.connect(fd, $0, $1) } == 0)
        return fd
    }

    /// Calls `body` with the socket address of `path`.
    private static func withAddress(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8))
            raw[path.utf8.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    private static func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
