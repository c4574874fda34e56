// SPDX-License-Identifier: Apache-2.0

/// How an interpolated value of a `Logger` message is stored: shown, redacted as `<private>`, or replaced by a hash.
///
/// `.auto` (the default) makes strings and objects private and numbers and Booleans public. `.private` values are
/// shown only when `TOUCHSTONE_LOG_PRIVATE=1` (Apple: while a debugger is attached); `.sensitive` values never.
public struct OSLogPrivacy: Equatable, Sendable {
    /// What a redacted value is replaced with.
    public struct Mask: Equatable, Sendable {
        let isHash: Bool
        /// Replace the value with a hash that is the same for equal values, so entries can be correlated.
        public static let hash = Mask(isHash: true)
        /// Replace the value with `<private>`.
        public static let none = Mask(isHash: false)
    }

    enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }

    let level: Level
    let mask: Mask

    /// Shown as is.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// Redacted unless private data is revealed (`TOUCHSTONE_LOG_PRIVATE=1`).
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// Always redacted.
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
    /// Private for strings and objects, public for numbers and Booleans.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)

    /// Private, redacted with the given mask (`.private(mask: .hash)`).
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// Sensitive, redacted with the given mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }
    /// Automatic, redacted with the given mask when the value is private.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

    /// The stored text of a value given its text and whether `.auto` treats it as private.
    func apply(to text: String, dynamic: Bool, revealPrivate: Bool) -> String {
        let redacted: Bool
        switch level {
        case .public: redacted = false
        case .sensitive: redacted = true
        case .private: redacted = !revealPrivate
        case .auto: redacted = dynamic && !revealPrivate
        }
        guard redacted else { return text }
        guard mask.isHash else { return "<private>" }
        // FNV-1a over the UTF-8 bytes: stable across runs, unlike Hasher.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "<mask.hash: '\(String(hash, radix: 16))'>"
    }
}
