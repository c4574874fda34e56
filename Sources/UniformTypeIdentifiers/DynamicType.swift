// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The identifier of a type made from a tag no declaration knows: `dyn.a` followed by the tag, its class and the
/// supertype asked for, in a 32-letter alphabet (Apple's dynamic identifiers use the same letters; the encoding is
/// Touchstone's own, so identifiers differ from iOS's but round-trip and are the same from run to run).
struct DynamicType {
    let tag: String
    let tagClass: UTTagClass
    let conformingTo: String?

    private static let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789".utf8)
    private static let prefix = "dyn.a"
    private static let separator: UInt8 = 0x1F

    init(tag: String, tagClass: UTTagClass, conformingTo: String?) {
        self.tag = tag
        self.tagClass = tagClass
        self.conformingTo = conformingTo
    }

    /// Decodes a dynamic identifier; nil for anything else.
    init?(identifier: String) {
        guard identifier.hasPrefix(Self.prefix) else { return nil }
        var bits = 0, count = 0
        var bytes: [UInt8] = []
        for c in identifier.utf8.dropFirst(Self.prefix.utf8.count) {
            guard let value = Self.alphabet.firstIndex(of: c) else { return nil }
            bits = (bits << 5) | value
            count += 5
            if count >= 8 {
                count -= 8
                bytes.append(UInt8((bits >> count) & 0xFF))
                bits &= (1 << count) - 1
            }
        }
        let parts = bytes.split(separator: Self.separator, omittingEmptySubsequences: false)
        guard parts.count == 3, let parent = String(bytes: parts[0], encoding: .utf8),
            let tagClass = String(bytes: parts[1], encoding: .utf8), let tag = String(bytes: parts[2], encoding: .utf8),
            !tag.isEmpty
        else { return nil }
        self.init(tag: tag, tagClass: UTTagClass(rawValue: tagClass), conformingTo: parent.isEmpty ? nil : parent)
    }

    /// The encoded identifier.
    var identifier: String {
        let payload = Array((conformingTo ?? "").utf8) + [Self.separator] + Array(tagClass.rawValue.utf8)
            + [Self.separator] + Array(tag.utf8)
        var out = Self.prefix.utf8.map { $0 }
        var bits = 0, count = 0
        for byte in payload {
            bits = (bits << 8) | Int(byte)
            count += 8
            while count >= 5 {
                count -= 5
                out.append(Self.alphabet[(bits >> count) & 31])
            }
            bits &= (1 << count) - 1
        }
        if count > 0 { out.append(Self.alphabet[(bits << (5 - count)) & 31]) }
        return String(decoding: out, as: UTF8.self)
    }
}
