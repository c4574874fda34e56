// SPDX-License-Identifier: Apache-2.0

import Logging

/// Where Core Graphics reports bad input it refused or repaired (a nil return, an ignored call).
///
/// Apple's Quartz logs such problems to the console and carries on; so does Touchstone, through swift-log with
/// the label `Touchstone.CoreGraphics`. Messages are one line and say what was wrong and what happened instead.
package enum Diagnostics {
    private static let logger = Logger(label: "Touchstone.CoreGraphics")

    /// Logs one diagnostic line at warning level.
    package static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}
