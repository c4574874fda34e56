// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A one-thread HTTP server on 127.0.0.1 for the URL loading tests: it answers every request with `200 OK` and
/// `body`, one connection at a time, until stopped.
final class LoopbackHTTPServer: @unchecked Sendable {
    let port: UInt16
    let body: String
    private let socketFD: Int32
    private let lock = NSLock()
    private var stopped = false
    private(set) var requestCount = 0

    /// Listens on an ephemeral loopback port and starts answering on a background thread.
    init(body: String) throws {
        self.body = body
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketFD = fd
        port = UInt16(bigEndian: actual.sin_port)
        Thread.detachNewThread { [self] in serve() }
    }

    /// The server's URL for `path`.
    func url(_ path: String = "/") -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Stops accepting connections.
    func stop() {
        lock.withLock { stopped = true }
        shutdown(socketFD, Int32(SHUT_RDWR))
        close(socketFD)
    }

    private func serve() {
        while true {
            let client = accept(socketFD, nil, nil)
            if client < 0 { return }
            if lock.withLock({ stopped }) {
                close(client)
                return
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            var request = [UInt8]()
            while !request.ends(with: Array("\r\n\r\n".utf8)) {
                let count = read(client, &buffer, buffer.count)
                if count <= 0 { break }
                request += buffer[0..<count]
            }
            lock.withLock { requestCount += 1 }
            let response = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\n"
                + "Connection: close\r\n\r\n\(body)"
            _ = Array(response.utf8).withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            close(client)
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
