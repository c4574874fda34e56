// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An HTTP/1.0 server on the loopback interface that answers every GET from a table of pages (path → HTML), with
/// redirects (path → `Location`) and 404 for the rest, one connection at a time on a thread of its own.
final class PageServer: @unchecked Sendable {
    let port: UInt16
    private let socketFD: Int32
    private let pages: [String: String]
    private let redirects: [String: String]

    init(pages: [String: String], redirects: [String: String] = [:]) throws {
        self.pages = pages
        self.redirects = redirects
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw CocoaError(.fileWriteUnknown)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketFD = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Stops accepting (the serving thread ends at its next accept).
    func stop() { shutdown(socketFD, Int32(SHUT_RDWR)) }

    private func serve() {
        while true {
            let client = accept(socketFD, nil, nil)
            guard client >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(client, &buffer, buffer.count)
            let request = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
            let path = request.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
            let reply: String
            if let location = redirects[path] {
                reply = "HTTP/1.0 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n"
            } else if let page = pages[path] {
                reply = "HTTP/1.0 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(page.utf8.count)\r\n\r\n\(page)"
            } else {
                reply = "HTTP/1.0 404 Not Found\r\nContent-Length: 0\r\n\r\n"
            }
            _ = reply.utf8CString.withUnsafeBufferPointer { write(client, $0.baseAddress, $0.count - 1) }
            close(client)
        }
    }

    deinit { stop(); close(socketFD) }
}
