// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A log for a subsystem and category that writes `OSLogMessage`s (iOS 14): `logger.info("Loaded \(count) items")`.
///
/// The level methods map to `OSLogType` as Apple's do: `trace` and `debug` → `.debug`, `info` → `.info`, `notice`
/// and `log` → `.default`, `warning` and `error` → `.error`, `critical` and `fault` → `.fault`. A message whose
/// level is dropped is never formatted.
public struct Logger: @unchecked Sendable {
    /// The handle the messages go through.
    let handle: OSLog

    /// A logger on `OSLog.default` (no subsystem or category).
    public init() { handle = .default }

    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }

    /// A logger over an existing handle.
    public init(_ logObj: OSLog) { handle = logObj }

    /// Logs at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Logs at the given level.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        handle.record(type: level, formatString: message.formatString) {
            message.render(revealPrivate: LogEnvironment.current.revealsPrivateValues)
        }
    }

    /// Logs at the debug level (Apple's `trace` is debug).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs at the default (notice) level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs at the error level (Apple's `warning` is error).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the fault level (Apple's `critical` is fault).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
