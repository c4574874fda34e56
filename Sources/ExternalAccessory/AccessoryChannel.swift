// SPDX-License-Identifier: Apache-2.0
//
// The bytes of one session: what the accessory has sent and the app has not read yet, and where the app's writes
// go (docs/ARCHITECTURE.md, "External accessories").

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a session's streams hear from its channel, on whatever thread the bytes arrived on.
protocol AccessoryChannelListener: AnyObject {
    /// New bytes are waiting to be read.
    func channelReceivedBytes()
    /// The accessory will send nothing more (it disconnected, or its socket closed).
    func channelEnded()
}

/// One session's byte pipe between the app and a simulated accessory's endpoint.
///
/// The accessory's bytes wait in a buffer until the session's input stream reads them; the app's writes go to the
/// endpoint: back to the app (loopback), to a record the tests read, or to a Unix socket whose peer plays the
/// accessory (read on a thread of the channel's own). Thread-safe.
final class AccessoryChannel: @unchecked Sendable {
    private let endpoint: SimulatedAccessory.Endpoint
    private let record: (Data) -> Void
    private let lock = NSLock()
    private var pending = Data()
    private var ended = false
    private var closed = false
    private var writeFailure: POSIXErrorCode?
    private var socket: Int32 = -1
    private var listeners: [WeakListener] = []

    private struct WeakListener {
        weak var listener: AccessoryChannelListener?
    }

    /// A channel to `endpoint`; a recording endpoint hands the app's writes to `record`.
    init(endpoint: SimulatedAccessory.Endpoint, record: @escaping (Data) -> Void) {
        self.endpoint = endpoint
        self.record = record
    }

    /// Connects a socket endpoint and starts reading it; a socket that cannot be reached ends the channel at once
    /// (logged): the session's input reports its end and writes fail.
    func start() {
        guard case .unixSocket(let path) = endpoint else { return }
        let descriptor = Self.connectSocket(path)
        guard descriptor >= 0 else {
            AccessoryDiagnostics.log("accessory socket \(path): cannot connect (errno \(errno)); the session has ended")
            lock.withLock {
                ended = true
                writeFailure = .ENOTCONN
            }
            return
        }
        lock.withLock { socket = descriptor }
        let reader = Thread { [weak self] in self?.readSocket(descriptor) }
        reader.name = "ExternalAccessory socket reader"
        reader.start()
    }

    /// Adds a stream that hears of arriving bytes and the end (held weakly).
    func addListener(_ listener: AccessoryChannelListener) {
        lock.withLock { listeners.append(WeakListener(listener: listener)) }
    }

    /// How many bytes wait to be read.
    var availableByteCount: Int { lock.withLock { pending.count } }

    /// Whether the accessory will send nothing more and every byte it sent has been read.
    var isDrained: Bool { lock.withLock { ended && pending.isEmpty } }

    /// Why writes fail, if they do (the accessory went away, its socket closed).
    var failure: POSIXErrorCode? { lock.withLock { writeFailure } }

    /// Moves up to `maxLength` waiting bytes into `buffer` and returns how many.
    func read(into buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        lock.withLock {
            let count = min(max(maxLength, 0), pending.count)
            guard count > 0 else { return 0 }
            pending.copyBytes(to: buffer, count: count)
            pending.removeFirst(count)
            return count
        }
    }

    /// Sends the app's bytes to the endpoint; returns how many were taken, or the error that stopped them.
    func write(_ bytes: Data) -> Result<Int, POSIXError> {
        let (failure, descriptor) = lock.withLock { (writeFailure ?? (closed ? .EPIPE : nil), socket) }
        if let failure { return .failure(POSIXError(failure)) }
        switch endpoint {
        case .loopback: deliverToApp(bytes)
        case .recording: record(bytes)
        case .unixSocket: return sendToSocket(bytes, descriptor: descriptor)
        }
        return .success(bytes.count)
    }

    /// Bytes from the accessory to the app: kept until read, and the input stream hears of them.
    func deliverToApp(_ bytes: Data) {
        guard !bytes.isEmpty else { return }
        let listeners = lock.withLock { () -> [AccessoryChannelListener] in
            guard !ended, !closed else { return [] }
            pending.append(bytes)
            return self.listeners.compactMap(\.listener)
        }
        for listener in listeners { listener.channelReceivedBytes() }
    }

    /// The accessory was unplugged: nothing more arrives and writes fail with `EPIPE`.
    func accessoryDisconnected() {
        end(failure: .EPIPE)
        shutdownSocket()
    }

    /// The session went away: the socket closes and nothing more is delivered.
    func close() {
        lock.withLock {
            closed = true
            if writeFailure == nil { writeFailure = .EPIPE }
        }
        shutdownSocket()
    }

    private func end(failure: POSIXErrorCode) {
        let listeners = lock.withLock { () -> [AccessoryChannelListener] in
            guard !ended else { return [] }
            ended = true
            if writeFailure == nil { writeFailure = failure }
            return self.listeners.compactMap(\.listener)
        }
        for listener in listeners { listener.channelEnded() }
    }

    private func shutdownSocket() {
        let descriptor = lock.withLock { socket }
        // The reader thread owns the descriptor and closes it once its blocked receive returns.
        if descriptor >= 0 { _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    private func readSocket(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                deliverToApp(Data(buffer[0..<count]))
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        lock.withLock { socket = -1 }
        Glibc.close(descriptor)
        end(failure: .EPIPE)
    }

    private func sendToSocket(_ bytes: Data, descriptor: Int32) -> Result<Int, POSIXError> {
        guard descriptor >= 0 else { return .failure(POSIXError(.ENOTCONN)) }
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                Glibc.send(descriptor, raw.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if result < 0 {
                if errno == EINTR { continue }
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                lock.withLock { writeFailure = code }
                return sent > 0 ? .success(sent) : .failure(POSIXError(code))
            }
            sent += result
        }
        return .success(sent)
    }

    /// A connected Unix stream socket at `path`, or -1 with `errno` set.
    private static func connectSocket(_ path: String) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count < capacity else {
            errno = ENAMETOOLONG
            return -1
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let saved = errno
            Glibc.close(descriptor)
            errno = saved
            return -1
        }
        return descriptor
    }
}
