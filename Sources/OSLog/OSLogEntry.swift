// SPDX-License-Identifier: Apache-2.0

import Foundation
import os

/// An entry read from an `OSLogStore`: when it was made and its text.
open class OSLogEntry: NSObject, @unchecked Sendable {
    /// Where an entry was kept: in-process entries report `.longTerm1`, debug ones `.metadata`.
    public enum StoreCategory: Int, Sendable {
        /// Not known.
        case undefined = 0
        /// Kept only in memory.
        case metadata = 1
        /// Kept for a short time.
        case shortTerm = 2
        /// Kept for a short time, lower volume.
        case longTermAuto = 3
        /// Kept for about a day.
        case longTerm1 = 4
        /// Kept for about three days.
        case longTerm3 = 5
        /// Kept for about a week.
        case longTerm7 = 6
        /// Kept for about two weeks.
        case longTerm14 = 7
        /// Kept for about a month.
        case longTerm30 = 8
    }

    /// When the entry was made, on the process's clock.
    public let date: Date
    /// The entry's text with its values formatted (private ones redacted).
    public let composedMessage: String
    /// Where the entry was kept.
    public let storeCategory: StoreCategory

    init(record: LogRecord) {
        date = record.date
        composedMessage = record.message
        storeCategory = record.type == .debug ? .metadata : .longTerm1
        super.init()
    }
}

/// A log message read from an `OSLogStore`, with its subsystem, category and level.
open class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// A message's level as the store reports it.
    public enum Level: Int, Sendable {
        /// Not known.
        case undefined = 0
        /// `.debug`.
        case debug = 1
        /// `.info`.
        case info = 2
        /// `.default`.
        case notice = 3
        /// `.error`.
        case error = 4
        /// `.fault`.
        case fault = 5
    }

    /// The log's subsystem (empty for `OSLog.default`).
    public let subsystem: String
    /// The log's category (empty for `OSLog.default`).
    public let category: String
    /// The message's level.
    public let level: Level
    /// The format string (`os_log`) or the message's literal parts (`Logger`).
    public let formatString: String
    /// The process's name.
    public let process: String
    /// The process's identifier.
    public let processIdentifier: pid_t

    override init(record: LogRecord) {
        subsystem = record.subsystem
        category = record.category
        switch record.type {
        case .debug: level = .debug
        case .info: level = .info
        case .error: level = .error
        case .fault: level = .fault
        default: level = .notice
        }
        formatString = record.formatString
        process = ProcessInfo.processInfo.processName
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        super.init(record: record)
    }
}

/// A signpost read from an `OSLogStore`: its name, type and identifier.
open class OSLogEntrySignpost: OSLogEntry, @unchecked Sendable {
    /// The signpost's kind as the store reports it.
    public enum SignpostType: Int, Sendable {
        /// Not known.
        case undefined = 0
        /// The start of an interval.
        case intervalBegin = 1
        /// The end of an interval.
        case intervalEnd = 2
        /// A single event.
        case event = 3
    }

    /// The log's subsystem.
    public let subsystem: String
    /// The log's category.
    public let category: String
    /// The signpost's name.
    public let signpostName: String
    /// The signpost's identifier.
    public let signpostIdentifier: OSSignpostID
    /// Begin, end or event.
    public let signpostType: SignpostType

    init(record: LogRecord, type: OSSignpostType, name: String, id: UInt64) {
        subsystem = record.subsystem
        category = record.category
        signpostName = name
        signpostIdentifier = OSSignpostID(id)
        signpostType = type == .begin ? .intervalBegin : type == .end ? .intervalEnd : .event
        super.init(record: record)
    }
}
