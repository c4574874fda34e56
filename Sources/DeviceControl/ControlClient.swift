// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Sends one request to the device listening at a control socket and returns its response (the `touchstone`
/// command's side).
public enum ControlClient {
    /// Sends `request` to the device at `socketPath` and waits up to `timeout` seconds for its answer. Throws
    /// ``ControlSocketError/noDevice(_:)`` when no device listens there.
    public static func send(_ request: ControlRequest, to socketPath: String, timeout: Double = 60) throws -> ControlResponse {
        let fd = try ControlSocket.connect(to: socketPath)
        defer { close(fd) }
        try ControlSocket.write(try ControlWire.encode(request), to: fd)
        let line = try ControlSocket.readLine(from: fd, timeout: timeout)
        return try ControlWire.decode(ControlResponse.self, from: line)
    }

    /// Whether a device answers at `socketPath` (it accepts a connection).
    public static func isListening(at socketPath: String) -> Bool {
        guard let fd = try? ControlSocket.connect(to: socketPath) else { return false }
        close(fd)
        return true
    }
}
