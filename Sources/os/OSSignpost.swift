// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The kind of a signpost: the start or end of an interval, or a single event.
public struct OSSignpostType: Equatable, Hashable, RawRepresentable, Sendable {
    /// The `OS_SIGNPOST_*` value.
    public let rawValue: UInt8
    /// A type from its `OS_SIGNPOST_*` value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A single point in time (`OS_SIGNPOST_EVENT`).
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval (`OS_SIGNPOST_INTERVAL_BEGIN`).
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval (`OS_SIGNPOST_INTERVAL_END`).
    public static let end = OSSignpostType(rawValue: 2)

    /// The name the console line shows.
    var consoleName: String { self == .begin ? "Begin" : self == .end ? "End" : "Event" }
}

/// The identifier that matches a signpost interval's begin and end (`os_signpost_id_t`).
public struct OSSignpostID: Comparable, Hashable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64

    /// An identifier with a given value.
    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, unique in the process, for a log.
    public init(log: OSLog) { rawValue = OSSignpostID.counter.next() }

    /// The identifier derived from an object's address: the same object gives the same identifier.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// The identifier of intervals that never overlap (`OS_SIGNPOST_ID_EXCLUSIVE`).
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier (`OS_SIGNPOST_ID_INVALID`): signposts with it are dropped.
    public static let invalid = OSSignpostID(~0)
    /// The null identifier (`OS_SIGNPOST_ID_NULL`).
    public static let null = OSSignpostID(0)

    /// Orders identifiers by value.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = SignpostCounter()
}

/// Hands out signpost identifiers 1, 2, 3, … across threads.
private final class SignpostCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}

extension OSLog {
    /// Stores a signpost when the handle keeps signposts and the identifier is valid.
    func recordSignpost(_ type: OSSignpostType, name: String, id: OSSignpostID, formatString: String,
                        message: () -> String) {
        guard signpostsEnabled, id != .invalid, id != .null else { return }
        LogStore.shared.append(date: Date(), subsystem: subsystem, category: category, type: .default,
                               message: message(), formatString: formatString,
                               kind: .signpost(type, name: name, id: id.rawValue))
    }
}

/// Marks the start or end of an interval, or an event, in a log (iOS 12).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {
    log.recordSignpost(type, name: name.description, id: signpostID, formatString: "") { "" }
}

/// Marks a signpost with a printf-style message (the same formatting and privacy rules as `os_log`).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {
    let formatString = format.description
    log.recordSignpost(type, name: name.description, id: signpostID, formatString: formatString) {
        PrintfFormat.format(formatString, arguments, revealPrivate: LogEnvironment.current.revealsPrivateValues)
    }
}
