// SPDX-License-Identifier: Apache-2.0
//
// Where External Accessory reports bad settings and refused requests.

import Logging

/// External Accessory's log: swift-log, label `Touchstone.ExternalAccessory`.
enum AccessoryDiagnostics {
    private static let logger = Logger(label: "Touchstone.ExternalAccessory")

    /// Logs a warning: a malformed setting that was ignored, or a request the framework refused.
    static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}
