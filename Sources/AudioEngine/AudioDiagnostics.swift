// SPDX-License-Identifier: Apache-2.0

import Logging

/// The audio frameworks' log: swift-log, label `Touchstone.Audio`.
package enum AudioDiagnostics {
    private static let logger = Logger(label: "Touchstone.Audio")

    /// Logs bad input that was refused or ignored (a warning).
    package static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }

    /// Logs what the simulated hardware did (debug level).
    package static func info(_ message: @autoclosure () -> String) {
        logger.debug("\(message())")
    }
}
