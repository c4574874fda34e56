// SPDX-License-Identifier: Apache-2.0

/// Cuts a device link's byte stream into messages, and wraps messages into frames.
///
/// A frame is a 32-bit little-endian payload length, a type byte and the payload. Bytes arrive in whatever pieces
/// the socket gives (``append(_:)``); ``next()`` returns each whole message once its last byte is in. The first
/// bad frame (too long, unknown type, malformed fields) throws, and the framer stays failed: the connection must
/// be closed, since nothing after a bad frame can be trusted to start on a frame boundary.
public struct DeviceLinkFramer: Sendable {
    /// The longest payload accepted, in bytes (messages name shared memory, they never carry pixels).
    public static let maximumPayload = 256 * 1024
    /// A frame's header: the length and the type byte.
    public static let headerSize = 5

    private var buffer: [UInt8] = []
    private var start = 0
    private var failure: DeviceLinkError?

    /// A framer with nothing buffered.
    public init() {}

    /// The frame of `message`: header and payload.
    public static func frame(_ message: DeviceLinkMessage) -> [UInt8] {
        let payload = message.encodedPayload()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + payload.count)
        withUnsafeBytes(of: UInt32(payload.count).littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(message.typeCode)
        bytes.append(contentsOf: payload)
        return bytes
    }

    /// Adds bytes read from the connection.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message, or nil until more bytes arrive. Throws the first frame's error, and the same error
    /// on every later call.
    public mutating func next() throws -> DeviceLinkMessage? {
        if let failure { throw failure }
        guard buffer.count - start >= Self.headerSize else { return nil }
        var length: UInt32 = 0
        for index in 0..<4 { length |= UInt32(buffer[start + index]) << (index * 8) }
        guard length <= Self.maximumPayload else { return try fail(.oversized(length)) }
        let total = Self.headerSize + Int(length)
        guard buffer.count - start >= total else { return nil }
        let type = buffer[start + 4]
        let payload = Array(buffer[(start + Self.headerSize)..<(start + total)])
        start += total
        compact()
        do {
            return try DeviceLinkMessage.decode(type: type, payload: payload)
        } catch let error as DeviceLinkError {
            return try fail(error)
        }
    }

    /// Whether bytes of an unfinished frame are waiting.
    public var hasPartialFrame: Bool { failure == nil && buffer.count > start }

    private mutating func fail(_ error: DeviceLinkError) throws -> DeviceLinkMessage? {
        failure = error
        buffer = []
        start = 0
        throw error
    }

    /// Drops consumed bytes once they are most of the buffer, so a long connection does not grow it.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 64 * 1024 && start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
