// SPDX-License-Identifier: Apache-2.0

import Foundation
import os

/// A position in a log store to read entries from (`OSLogStore.position(date:)` and the like).
open class OSLogPosition: NSObject, @unchecked Sendable {
    /// The earliest date an entry read from here may have.
    let start: Date
    init(start: Date) {
        self.start = start
        super.init()
    }
}

/// Options of `OSLogStore.getEntries(with:at:matching:)`.
public enum OSLogEnumerator {
    /// How entries are enumerated.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// The process's own log entries (iOS 15): `try OSLogStore(scope: .currentProcessIdentifier)`.
///
/// Reads the in-process store every `os_log`, `Logger` and signpost writes to (the levels the environment keeps).
/// The system-wide store (`scope: .system`, `local()`) is unavailable on iOS and throws here. Predicates must be
/// block predicates (`NSPredicate { entry, _ in … }`): Foundation on Linux cannot parse predicate formats.
open class OSLogStore: NSObject, @unchecked Sendable {
    /// Which entries a store reads.
    public enum Scope: Int, Sendable {
        /// Every process's (unavailable on iOS).
        case system = 0
        /// This process's.
        case currentProcessIdentifier = 1
    }

    private let records: () -> [LogRecord]

    init(records: @escaping () -> [LogRecord]) {
        self.records = records
        super.init()
    }

    /// The store for a scope; `.system` throws `NSFeatureUnsupportedError`, as reading other processes' logs does
    /// on iOS.
    public convenience init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else { throw OSLogStore.unsupported("the system log store") }
        self.init(records: { LogStore.shared.snapshot() })
    }

    /// The device's whole log (macOS only): throws `NSFeatureUnsupportedError`, as it is unavailable on iOS.
    open class func local() throws -> OSLogStore {
        throw unsupported("the local log store")
    }

    /// A position at a date: entries made at or after it.
    open func position(date: Date) -> OSLogPosition { OSLogPosition(start: date) }

    /// A position a number of seconds before the newest entry (negative values count back).
    open func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        let end = records().last?.date ?? Date()
        return OSLogPosition(start: end.addingTimeInterval(seconds < 0 ? seconds : -seconds))
    }

    /// A position a number of seconds after the process started (the store holds this process's entries only).
    open func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(start: Date(timeIntervalSinceNow: -ProcessInfo.processInfo.systemUptime + seconds))
    }

    /// The entries from a position (all when `nil`) that a predicate accepts, oldest first unless `.reverse`.
    open func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                         matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        var entries: [OSLogEntry] = records().compactMap { record in
            if let position, record.date < position.start { return nil }
            let entry: OSLogEntry
            switch record.kind {
            case .message: entry = OSLogEntryLog(record: record)
            case .signpost(let type, let name, let id):
                entry = OSLogEntrySignpost(record: record, type: type, name: name, id: id)
            }
            if let predicate, !predicate.evaluate(with: entry) { return nil }
            return entry
        }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }

    private static func unsupported(_ what: String) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError,
                userInfo: [NSLocalizedDescriptionKey: "Reading \(what) is not supported on iOS."])
    }
}
