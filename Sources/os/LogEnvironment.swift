// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What the process's environment says about logging: the lowest level shown and kept, and whether private values
/// are revealed (Apple reveals them while a debugger is attached; Touchstone when `TOUCHSTONE_LOG_PRIVATE=1`).
///
/// `TOUCHSTONE_LOG_LEVEL` is one of `debug`, `info` (the default), `default`/`notice`, `error`, `fault` or `off`;
/// anything else keeps the default. Read on every message, so a test or a launcher may change it while running.
package struct LogEnvironment: Equatable, Sendable {
    /// The least severe level written and kept (`OSLogType.severity`); `Int.max` writes nothing.
    package var minimumSeverity: Int
    /// Whether `.private` (and `.auto` dynamic) values are shown rather than `<private>`.
    package var revealsPrivateValues: Bool

    /// Settings from an environment's variables.
    package init(_ environment: [String: String]) {
        switch environment["TOUCHSTONE_LOG_LEVEL"]?.lowercased() {
        case "debug"?: minimumSeverity = 0
        case "default"?, "notice"?: minimumSeverity = 2
        case "error"?: minimumSeverity = 3
        case "fault"?: minimumSeverity = 4
        case "off"?, "none"?: minimumSeverity = .max
        default: minimumSeverity = 1
        }
        revealsPrivateValues = environment["TOUCHSTONE_LOG_PRIVATE"] == "1"
    }

    /// The process's settings now (two `getenv` calls, no allocation of the whole environment).
    package static var current: LogEnvironment {
        var values: [String: String] = [:]
        for name in ["TOUCHSTONE_LOG_LEVEL", "TOUCHSTONE_LOG_PRIVATE"] {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return LogEnvironment(values)
    }

    /// Whether a message of this level is written and kept.
    package func allows(_ type: OSLogType) -> Bool { type.severity >= minimumSeverity }
}
