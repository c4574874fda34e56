// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A log handle: a subsystem and a category that the messages written through it carry (`os_log_t`).
///
/// `OSLog.default` has neither; `OSLog.disabled` drops everything. The `dynamicTracing` and `dynamicStackTracing`
/// categories are off except for signposts while Instruments records, which never happens here, so they drop
/// messages and signposts; `pointsOfInterest` keeps signposts. Whether a level is kept follows the environment
/// (`TOUCHSTONE_LOG_LEVEL`, default: everything but `.debug`).
open class OSLog: NSObject, @unchecked Sendable {
    /// A category with a meaning of its own to the system (`OSLog.Category.pointsOfInterest` and the tracing ones).
    public struct Category: Equatable, Hashable, Sendable {
        /// The category's name as the entries carry it.
        public let rawValue: String

        private init(_ rawValue: String) { self.rawValue = rawValue }

        /// Signposts shown in Instruments' Points of Interest track.
        public static let pointsOfInterest = Category("PointsOfInterest")
        /// A category whose messages are recorded only while Instruments traces the process.
        public static let dynamicTracing = Category("DynamicTracing")
        /// As `dynamicTracing`, with a backtrace per message.
        public static let dynamicStackTracing = Category("DynamicStackTracing")
    }

    /// The subsystem (reverse-DNS, usually the bundle identifier); empty for `OSLog.default`.
    let subsystem: String
    /// The category within the subsystem; empty for `OSLog.default`.
    let category: String
    /// Whether the handle drops everything (`OSLog.disabled`, the dynamic-tracing categories).
    let isDisabled: Bool

    private init(subsystem: String, category: String, disabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isDisabled = disabled
        super.init()
    }

    /// A handle for a subsystem and a category.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, disabled: false)
    }

    /// A handle for one of the system's special categories.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue,
                  disabled: category == .dynamicTracing || category == .dynamicStackTracing)
    }

    /// The shared handle with no subsystem or category (`OS_LOG_DEFAULT`).
    public static let `default` = OSLog(subsystem: "", category: "", disabled: false)

    /// A handle that drops every message and signpost (`OS_LOG_DISABLED`).
    public static let disabled = OSLog(subsystem: "", category: "", disabled: true)

    /// Whether a message of this level written through the handle is kept (`os_log_type_enabled`).
    public func isEnabled(type: OSLogType) -> Bool {
        !isDisabled && LogEnvironment.current.allows(type)
    }

    /// Whether signposts written through the handle are kept (`os_signpost_enabled`).
    public var signpostsEnabled: Bool {
        !isDisabled && LogEnvironment.current.minimumSeverity != .max
    }

    /// `<OS_os_log: 0x…>` style, naming the subsystem and category.
    open override var description: String {
        "<OSLog: \(subsystem.isEmpty ? "default" : subsystem):\(category)>"
    }

    /// Stores and writes a message, if the handle and the environment allow its level.
    func record(type: OSLogType, formatString: String, message: () -> String) {
        guard isEnabled(type: type) else { return }
        LogStore.shared.append(date: Date(), subsystem: subsystem, category: category, type: type,
                               message: message(), formatString: formatString, kind: .message)
    }
}
