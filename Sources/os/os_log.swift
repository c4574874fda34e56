// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Logs a printf-style message (`%@`, `%d`, `%{public}s`, `%.2f`, …) to a log at a level (iOS 10).
///
/// Dynamic strings and objects are `<private>` unless marked `{public}` (or `TOUCHSTONE_LOG_PRIVATE=1` is set);
/// scalars are public. Nothing is formatted when the log or the environment drops the level. `dso` is accepted for
/// Apple's signature and unused.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    let format = message.description
    log.record(type: type, formatString: format) {
        PrintfFormat.format(format, args, revealPrivate: LogEnvironment.current.revealsPrivateValues)
    }
}

/// Logs a printf-style message with the level first (`os_log(.error, log: log, "Failed: %@", error)`).
///
/// The same formatting and privacy rules as `os_log(_:dso:log:type:_:)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
    let format = message.description
    log.record(type: type, formatString: format) {
        PrintfFormat.format(format, args, revealPrivate: LogEnvironment.current.revealsPrivateValues)
    }
}

/// Logs an interpolated message to `OSLog.default` at the default level (iOS 14): `os_log("Loaded \(count)")`.
///
/// The same interpolation, privacy and formatting as `Logger`. A plain literal goes to the printf-style overload,
/// which stores the same text.
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    os_log(.default, log: .default, message)
}

/// Logs an interpolated message to a log at a level (iOS 14): `os_log(.error, log: .network, "Failed \(code)")`.
@_disfavoredOverload
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {
    Logger(logObject).log(level: logLevel, message)
}

/// Whether a log keeps messages of a level (`os_log_type_enabled`): guard expensive formatting with it.
public func os_log_type_enabled(_ oslog: OSLog, _ type: OSLogType) -> Bool {
    oslog.isEnabled(type: type)
}
