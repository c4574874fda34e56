// SPDX-License-Identifier: Apache-2.0
//
// Local Authentication: Touch ID, Face ID and passcode checks (iOS 8+), against a simulated sensor.
//
// The module sits on Foundation and swift-log only; UIKit never imports it. What the simulated device's sensor is
// and how its user answers comes from the environment (see `BiometricSensor`), so an app launched in the simulator
// window or headless authenticates without code changes, and tests script the answers.

import Logging

/// Local Authentication's log: swift-log, label `Touchstone.LocalAuthentication`.
enum AuthenticationDiagnostics {
    private static let logger = Logger(label: "Touchstone.LocalAuthentication")

    /// Logs a warning: a malformed setting that was ignored, or a request that failed for a reason the app may not see.
    static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}
