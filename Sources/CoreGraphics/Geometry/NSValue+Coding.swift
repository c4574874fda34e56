// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An `NSValue` read back from an archive of a struct Foundation on Linux cannot box (`CGAffineTransform`,
/// `CGVector`, `CATransform3D`, `UIEdgeInsets`, `UIOffset`; see ``StructValue``): Apple's type encoding and the
/// raw bytes.
///
/// It answers `objCType` and `getValue(_:)` as the archived value did, so `cgAffineTransformValue`,
/// `caTransform3DValue`, `uiEdgeInsetsValue` and the bridging casts (`value as? CGAffineTransform`) read it, and it
/// archives again the same way. Foundation's own `NSValue` keys are used (`NS.objCType`, `NS.bytes`). Supports
/// secure coding; an archive whose entries are missing or of the wrong type decodes to nil.
package final class ArchivedStructValue: NSValue, @unchecked Sendable {
    /// Apple's type encoding, kept alive for `objCType`'s pointer.
    private let encoding: [CChar]
    /// The struct's bytes.
    private let bytes: Data

    /// How many bytes the value holds (an accessor reads the value only when this is its struct's size).
    package var byteCount: Int { bytes.count }

    package override class var supportsSecureCoding: Bool { true }

    /// A value reporting `encoding` with `bytes`.
    package init(encoding: String, bytes: Data) {
        self.encoding = Array(encoding.utf8CString)
        self.bytes = bytes
        super.init()
    }

    /// NSValue's primitive initialiser. Archived values are made by decoding, never from raw bytes whose size the
    /// encoding alone does not give, so this makes an empty value reporting `type` (which no accessor reads).
    package required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
        self.init(encoding: String(cString: type), bytes: Data())
    }

    package required init?(coder aDecoder: NSCoder) {
        guard let encoding = aDecoder.decodeObject(of: NSString.self, forKey: "NS.objCType"),
              let bytes = aDecoder.decodeObject(of: NSData.self, forKey: "NS.bytes") else { return nil }
        self.encoding = Array((encoding as String).utf8CString)
        self.bytes = bytes as Data
        super.init()
    }

    package override func encode(with aCoder: NSCoder) {
        aCoder.encode(String(cString: objCType), forKey: "NS.objCType")
        aCoder.encode(bytes, forKey: "NS.bytes")
    }

    package override var objCType: UnsafePointer<CChar> {
        encoding.withUnsafeBufferPointer { $0.baseAddress! }
    }

    package override func getValue(_ buffer: UnsafeMutableRawPointer) {
        bytes.withUnsafeBytes { raw in
            if let base = raw.baseAddress { buffer.copyMemory(from: base, byteCount: raw.count) }
        }
    }

    package override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSValue else { return false }
        guard String(cString: other.objCType) == String(cString: objCType) else { return false }
        if let archived = other as? ArchivedStructValue { return archived.bytes == bytes }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { buffer.deallocate() }
        other.getValue(buffer)
        return Data(bytes: buffer, count: bytes.count) == bytes
    }

    package override var hash: Int { bytes.hashValue }

    package override var description: String { "NSValue \(String(cString: objCType)) (\(bytes.count) bytes)" }
}
