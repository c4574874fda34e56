// SPDX-License-Identifier: Apache-2.0

import Logging

/// Where Quartz Core reports input it refused or repaired (label `Touchstone.QuartzCore`): one line saying what was
/// wrong and what happened instead, as Core Animation logs and carries on.
package enum Diagnostics {
    private static let logger = Logger(label: "Touchstone.QuartzCore")

    package static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}
