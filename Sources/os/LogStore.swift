// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The process's log: every entry the environment allows, kept in memory in order, and written to standard error
/// as a Console-like line (`2026-01-01 09:41:00.250 [com.example.app:network] <Error> Request failed`).
///
/// Thread-safe. It keeps the newest `capacity` entries (older ones are dropped, as the system's ring buffers drop
/// them); `OSLogStore` reads them.
package final class LogStore: @unchecked Sendable {
    /// The process-wide store every `os_log`, `Logger` and signpost writes to.
    package static let shared = LogStore()

    /// The most entries kept; the oldest go first.
    package let capacity: Int
    private let lock = NSLock()
    private var entries: [LogRecord] = []
    private var nextSequence = 0
    /// Whether entries are written to standard error (tests of the store may turn it off for their own stores).
    package var writesToStandardError: Bool

    /// An empty store.
    package init(capacity: Int = 50_000, writesToStandardError: Bool = true) {
        self.capacity = max(1, capacity)
        self.writesToStandardError = writesToStandardError
    }

    /// Stores an entry (its sequence number is assigned here) and writes its console line.
    package func append(date: Date, subsystem: String, category: String, type: OSLogType, message: String,
                        formatString: String, kind: LogRecord.Kind) {
        lock.lock()
        let record = LogRecord(date: date, subsystem: subsystem, category: category, type: type, message: message,
                               formatString: formatString, kind: kind, sequence: nextSequence)
        nextSequence += 1
        entries.append(record)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        let writes = writesToStandardError
        lock.unlock()
        if writes { Self.write(LogStore.consoleLine(for: record)) }
    }

    /// The entries kept, oldest first.
    package func snapshot() -> [LogRecord] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    /// The Console-like line for an entry: time (UTC, milliseconds), `[subsystem:category]`, `<Level>`, message.
    package static func consoleLine(for record: LogRecord) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond],
                                            from: record.date)
        func two(_ value: Int?) -> String { let text = String(value ?? 0); return text.count < 2 ? "0" + text : text }
        let millis = String((parts.nanosecond ?? 0) / 1_000_000)
        let time = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)):"
            + "\(two(parts.second)).\(String(repeating: "0", count: 3 - millis.count))\(millis)"
        let source = record.subsystem.isEmpty && record.category.isEmpty
            ? "" : " [\(record.subsystem):\(record.category)]"
        switch record.kind {
        case .message:
            return "\(time)\(source) <\(record.type.consoleName)> \(record.message)"
        case .signpost(let type, let name, let id):
            let text = record.message.isEmpty ? "" : " \(record.message)"
            return "\(time)\(source) <Signpost> \(type.consoleName) \(name) id=\(id)\(text)"
        }
    }

    /// The Gregorian calendar in UTC, made once (a value: safe to read from any thread).
    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    private static func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
