// SPDX-License-Identifier: Apache-2.0

import Logging

/// Where UIKit reports misuse it refused or repaired (label `Touchstone.UIKit`): one line, what was wrong and what
/// happened instead.
package enum UIKitDiagnostics {
    private static let logger = Logger(label: "Touchstone.UIKit")

    package static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}
