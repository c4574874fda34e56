// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One entry of the in-process log: a message or a signpost, as stored (private values already redacted).
///
/// `OSLogStore` (module `OSLog`) turns these into `OSLogEntryLog` and `OSLogEntrySignpost` objects; tests may read
/// them directly through `LogStore.shared`.
package struct LogRecord: Sendable {
    /// What kind of entry this is.
    package enum Kind: Sendable, Equatable {
        /// A log message.
        case message
        /// A signpost of the given type, name and identifier.
        case signpost(OSSignpostType, name: String, id: UInt64)
    }

    /// When the entry was made, on the process's clock (`Date()`, the device's clock in app code on a headless
    /// device).
    package var date: Date
    /// The log's subsystem (empty for `OSLog.default`).
    package var subsystem: String
    /// The log's category (empty for `OSLog.default`).
    package var category: String
    /// The message's level.
    package var type: OSLogType
    /// The message with its values formatted and private ones redacted.
    package var message: String
    /// The unformatted format string (`os_log`) or the interpolation's literal parts (`Logger`).
    package var formatString: String
    /// A message or a signpost.
    package var kind: Kind
    /// The position of the entry in the store, from 0.
    package var sequence: Int
}
