// SPDX-License-Identifier: Apache-2.0

/// The level of a log message: how important it is, which decides whether the system shows and keeps it.
///
/// The raw values are Apple's (`OS_LOG_TYPE_*`). On Touchstone `.debug` messages are neither shown nor kept unless
/// `TOUCHSTONE_LOG_LEVEL=debug` (a device without a logging profile drops them too); see `OSLog.isEnabled(type:)`.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    /// The level's `OS_LOG_TYPE_*` value.
    public let rawValue: UInt8

    /// A level from its `OS_LOG_TYPE_*` value; unknown values behave as `.default`.
    public init(_ type: UInt8) { rawValue = type }

    /// A level from its `OS_LOG_TYPE_*` value; unknown values behave as `.default`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (`OS_LOG_TYPE_DEFAULT`, 0x00): "notice" in the console.
    public static let `default` = OSLogType(0x00)
    /// Information that may help troubleshooting (`OS_LOG_TYPE_INFO`, 0x01).
    public static let info = OSLogType(0x01)
    /// Development-time detail (`OS_LOG_TYPE_DEBUG`, 0x02); hidden unless the environment enables it.
    public static let debug = OSLogType(0x02)
    /// A process-level error (`OS_LOG_TYPE_ERROR`, 0x10).
    public static let error = OSLogType(0x10)
    /// A system-level or multi-process fault (`OS_LOG_TYPE_FAULT`, 0x11).
    public static let fault = OSLogType(0x11)

    /// Orders the levels from least to most severe: debug < info < default < error < fault.
    var severity: Int {
        switch rawValue {
        case 0x02: return 0
        case 0x01: return 1
        case 0x10: return 3
        case 0x11: return 4
        default: return 2
        }
    }

    /// The name the console line shows for the level.
    var consoleName: String {
        switch severity {
        case 0: return "Debug"
        case 1: return "Info"
        case 3: return "Error"
        case 4: return "Fault"
        default: return "Notice"
        }
    }
}
