// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a device link connection failed.
public enum DeviceLinkConnectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The peer closed the connection (or died).
    case closed
    /// The peer sent a frame that could not be trusted; the connection is closed.
    case protocolViolation(DeviceLinkError)
    /// The system refused (`errno` given).
    case system(call: String, errno: Int32)
    /// A socket path longer than a Unix socket address holds.
    case pathTooLong(String)

    /// The failure in words, naming the call and the system's message (for logs and exit messages).
    public var description: String {
        switch self {
        case .closed: "the peer closed the connection"
        case .protocolViolation(let error): "protocol violation: \(error)"
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .pathTooLong(let path): "socket path too long: \(path)"
        }
    }
}

/// One end of a device link over a Unix stream socket: sends messages in frames and receives them whole.
///
/// Sending blocks until the frame is written (frames are small); it never raises `SIGPIPE` on a closed peer but
/// throws ``DeviceLinkConnectionError/closed``. Receiving waits on the socket for up to `timeout` seconds of
/// quiet (an I/O wait, not a clock read: the device's watchdog measures time on its own clock). A peer's bad frame
/// closes the connection and throws ``DeviceLinkConnectionError/protocolViolation(_:)``. Not thread-safe: one
/// owner per end.
public final class DeviceLinkConnection: @unchecked Sendable {
    private var descriptor: Int32
    private var framer = DeviceLinkFramer()

    /// Wraps a connected stream socket, taking ownership of it.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close() }

    /// Two connected ends (for a child process, or tests).
    public static func pair() throws -> (DeviceLinkConnection, DeviceLinkConnection) {
        var descriptors: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &descriptors) == 0 else {
            throw DeviceLinkConnectionError.system(call: "socketpair", errno: errno)
        }
        return (DeviceLinkConnection(descriptor: descriptors[0]), DeviceLinkConnection(descriptor: descriptors[1]))
    }

    /// Whether the connection is still open.
    public var isOpen: Bool { descriptor >= 0 }

    /// The socket's descriptor (-1 once closed), to wait on it with others.
    public var fileDescriptor: Int32 { descriptor }

    /// Whether bytes already read wait in the connection's buffer (a whole message or part of one), so
    /// ``receive(timeout:)`` may return a message without the socket becoming readable.
    public var hasBufferedBytes: Bool { framer.hasPartialFrame }

    /// Waits until one of `connections` has something to read (already buffered, bytes on its socket, or its peer
    /// gone), one of `descriptors` is readable, or `timeout` seconds pass (nil: no limit; an I/O wait, not a clock
    /// read). Returns the ready descriptors among the connections' and `descriptors` (empty: the time ran out).
    /// Closed connections and negative descriptors are skipped; with nothing to wait on and no limit it returns at
    /// once.
    public static func waitForInput(on connections: [DeviceLinkConnection], descriptors: [Int32] = [],
                                    timeout: Double?) -> [Int32]
    {
        let buffered = connections.filter { $0.isOpen && $0.hasBufferedBytes }.map(\.descriptor)
        if !buffered.isEmpty { return buffered }
        var pollers = (connections.map(\.descriptor) + descriptors).filter { $0 >= 0 }
            .map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if pollers.isEmpty && timeout == nil { return [] }
        let milliseconds: Int32 = timeout.map { Int32(clamping: Int((max(0, $0) * 1000).rounded(.up))) } ?? -1
        while true {
            let ready = poll(&pollers, nfds_t(pollers.count), milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return [] }
            return pollers.filter { $0.revents != 0 }.map(\.fd)
        }
    }

    /// Closes the connection (idempotent).
    public func close() {
        guard descriptor >= 0 else { return }
        _ = Glibc.close(descriptor)
        descriptor = -1
    }

    /// Sends `message` in one frame.
    public func send(_ message: DeviceLinkMessage) throws {
        try send([message])
    }

    /// Sends `messages`, one frame each, in one write: a peer that reads the first finds the others already
    /// there (a launch URL right behind `welcome`).
    public func send(_ messages: [DeviceLinkMessage]) throws {
        guard descriptor >= 0 else { throw DeviceLinkConnectionError.closed }
        let frame = messages.flatMap(DeviceLinkFramer.frame)
        var written = 0
        while written < frame.count {
            let result = frame.withUnsafeBytes { bytes in
                Glibc.send(descriptor, bytes.baseAddress! + written, bytes.count - written, Int32(MSG_NOSIGNAL))
            }
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                close()
                if code == EPIPE || code == ECONNRESET { throw DeviceLinkConnectionError.closed }
                throw DeviceLinkConnectionError.system(call: "send", errno: code)
            }
            written += result
        }
    }

    /// The next message: one already received, or the first to arrive (nil `timeout`: wait as long as it takes;
    /// 0: only what is there). Returns nil when the socket stays quiet for `timeout` seconds; each burst of bytes
    /// that does not yet complete a frame starts the wait again.
    public func receive(timeout: Double? = nil) throws -> DeviceLinkMessage? {
        if let message = try nextBuffered() { return message }
        guard descriptor >= 0 else { throw DeviceLinkConnectionError.closed }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds: Int32 = timeout.map { Int32(clamping: Int(($0 * 1000).rounded(.up))) } ?? -1
            let ready = poll(&poller, 1, max(milliseconds, timeout == nil ? -1 : 0))
            if ready < 0 {
                if errno == EINTR { continue }
                throw DeviceLinkConnectionError.system(call: "poll", errno: errno)
            }
            if ready == 0 { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close()
                if code == ECONNRESET { throw DeviceLinkConnectionError.closed }
                throw DeviceLinkConnectionError.system(call: "recv", errno: code)
            }
            if count == 0 {
                close()
                throw DeviceLinkConnectionError.closed
            }
            framer.append(buffer[0..<count])
            if let message = try nextBuffered() { return message }
        }
    }

    private func nextBuffered() throws -> DeviceLinkMessage? {
        do {
            return try framer.next()
        } catch let error as DeviceLinkError {
            close()
            throw DeviceLinkConnectionError.protocolViolation(error)
        }
    }
}
