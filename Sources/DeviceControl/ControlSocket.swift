// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why the control socket failed.
public enum ControlSocketError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing listens at the path (no device booted there, or it died).
    case noDevice(String)
    /// A live device already listens at the path.
    case inUse(String)
    /// The path does not fit a Unix socket address (108 bytes).
    case pathTooLong(String)
    /// The peer sent more than ``ControlWire/maximumLineLength`` bytes without a newline.
    case lineTooLong
    /// The peer closed the connection before a whole line.
    case closed
    /// No answer within the time allowed.
    case timedOut
    /// The system refused (`errno` given).
    case system(call: String, errno: Int32)

    /// A sentence for the command line.
    public var description: String {
        switch self {
        case .noDevice(let path): "no device answers at \(path)"
        case .inUse(let path): "a device is already running at \(path)"
        case .pathTooLong(let path): "socket path too long for a Unix socket (108 bytes at most): \(path)"
        case .lineTooLong: "message longer than \(ControlWire.maximumLineLength) bytes"
        case .closed: "the connection closed mid-message"
        case .timedOut: "no answer in time"
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        }
    }
}

/// Unix stream sockets at a path, carrying newline-terminated messages.
enum ControlSocket {
    /// A socket address for `path`, or nil when it does not fit.
    private static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    private static func makeSocket() throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ControlSocketError.system(call: "socket", errno: errno) }
        return fd
    }

    private static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) throws -> T {
        guard var address = address(path) else { throw ControlSocketError.pathTooLong(path) }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// Connects to the socket at `path`.
    static func connect(to path: String) throws -> Int32 {
        let fd = try makeSocket()
        let result = try withAddress(path) { Glibc.connect(fd, $0, $1) }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            if code == ENOENT || code == ECONNREFUSED { throw ControlSocketError.noDevice(path) }
            throw ControlSocketError.system(call: "connect", errno: code)
        }
        return fd
    }

    /// Listens at `path`, replacing a stale socket file nobody answers at; throws ``ControlSocketError/inUse(_:)``
    /// when a live device does.
    static func listen(at path: String) throws -> Int32 {
        if let live = try? connect(to: path) {
            Glibc.close(live)
            throw ControlSocketError.inUse(path)
        }
        unlink(path)
        let fd = try makeSocket()
        let bound = try withAddress(path) { bind(fd, $0, $1) }
        guard bound == 0, Glibc.listen(fd, 16) == 0 else {
            let code = errno
            Glibc.close(fd)
            throw ControlSocketError.system(call: bound == 0 ? "listen" : "bind", errno: code)
        }
        chmod(path, 0o600)
        return fd
    }

    /// Writes all of `data`, never raising SIGPIPE.
    static func write(_ data: Data, to fd: Int32) throws {
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 {
                    if errno == EINTR { continue }
                    throw errno == EPIPE ? ControlSocketError.closed : ControlSocketError.system(call: "send", errno: errno)
                }
                offset += sent
            }
        }
    }

    /// Reads one line (without its newline), waiting up to `timeout` seconds for each piece (nil: forever).
    static func readLine(from fd: Int32, timeout: Double?) throws -> Data {
        var line = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = timeout.map { Int32(clamping: Int(($0 * 1000).rounded(.up))) } ?? -1
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw ControlSocketError.system(call: "poll", errno: errno)
            }
            if ready == 0 { throw ControlSocketError.timedOut }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ControlSocketError.system(call: "recv", errno: errno)
            }
            if count == 0 { throw ControlSocketError.closed }
            if let newline = buffer[0..<count].firstIndex(of: 0x0A) {
                line.append(contentsOf: buffer[0..<newline])
                guard line.count <= ControlWire.maximumLineLength else { throw ControlSocketError.lineTooLong }
                return line
            }
            line.append(contentsOf: buffer[0..<count])
            guard line.count <= ControlWire.maximumLineLength else { throw ControlSocketError.lineTooLong }
        }
    }
}
