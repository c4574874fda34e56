// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Why bytes from the other end of a device link were refused. Any of these ends the connection: the peer is
/// buggy or hostile, and nothing it sends afterwards can be trusted to be in step.
public enum DeviceLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A frame announced more payload than ``DeviceLinkFramer/maximumPayload`` allows.
    case oversized(UInt32)
    /// A frame's message type is not one this protocol version knows.
    case unknownMessageType(UInt8)
    /// A message ended before all its fields were read.
    case truncated
    /// A message had bytes left over after its last field.
    case trailingBytes(Int)
    /// A string was not valid UTF-8, or longer than its limit.
    case malformedString
    /// A field held a value outside its range (an unknown enum case, a non-finite coordinate, a huge count…).
    case invalidValue(String)
    /// The peer speaks a protocol version this side does not.
    case unsupportedVersion(UInt16)

    /// The failure in words, naming the message field or the version at fault.
    public var description: String {
        switch self {
        case .oversized(let length): "a frame of \(length) bytes is over the limit"
        case .unknownMessageType(let type): "unknown message type \(type)"
        case .truncated: "a message ended early"
        case .trailingBytes(let count): "\(count) bytes after the end of a message"
        case .malformedString: "a string is not valid UTF-8 or is too long"
        case .invalidValue(let what): "invalid value: \(what)"
        case .unsupportedVersion(let version): "unsupported protocol version \(version)"
        }
    }
}

/// Appends little-endian fields to a byte buffer.
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }
    mutating func f64(_ value: Double) { u64(value.bitPattern) }
    mutating func bool(_ value: Bool) { u8(value ? 1 : 0) }

    /// A UTF-8 string with a 32-bit length.
    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        u32(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }
}

/// Reads little-endian fields from a message's payload, refusing anything out of bounds or range.
struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }

    private mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, remaining >= count else { throw DeviceLinkError.truncated }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    private mutating func integer<T: FixedWidthInteger>(_: T.Type) throws -> T {
        let slice = try take(MemoryLayout<T>.size)
        var value: T = 0
        for (shift, byte) in slice.enumerated() { value |= T(byte) << (shift * 8) }
        return value
    }

    mutating func u8() throws -> UInt8 { try integer(UInt8.self) }
    mutating func u16() throws -> UInt16 { try integer(UInt16.self) }
    mutating func u32() throws -> UInt32 { try integer(UInt32.self) }
    mutating func u64() throws -> UInt64 { try integer(UInt64.self) }
    mutating func i32() throws -> Int32 { Int32(bitPattern: try u32()) }

    /// A double that must be finite (coordinates, times and sizes never legitimately are not).
    mutating func finite(_ what: String) throws -> Double {
        let value = Double(bitPattern: try u64())
        guard value.isFinite else { throw DeviceLinkError.invalidValue("\(what) is not finite") }
        return value
    }

    mutating func bool() throws -> Bool {
        switch try u8() {
        case 0: return false
        case 1: return true
        case let other: throw DeviceLinkError.invalidValue("boolean \(other)")
        }
    }

    /// A UTF-8 string of at most `limit` bytes.
    mutating func string(limit: Int = 64 * 1024) throws -> String {
        let length = Int(try u32())
        guard length <= limit else { throw DeviceLinkError.malformedString }
        let slice = try take(length)
        guard let string = String(validating: slice, as: UTF8.self) else { throw DeviceLinkError.malformedString }
        return string
    }

    /// Fails unless every byte was read.
    func finish() throws {
        guard remaining == 0 else { throw DeviceLinkError.trailingBytes(remaining) }
    }
}
