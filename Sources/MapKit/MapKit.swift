// SPDX-License-Identifier: Apache-2.0
//
// Map Kit (guide §2.8.5) over a simulated, offline map (docs/ARCHITECTURE.md, "Map Kit"). As on iOS, `import MapKit`
// also brings in UIKit and Core Location.

@_exported import CoreLocation
import Logging
@_exported import UIKit

/// Map Kit's log: swift-log, label `Touchstone.MapKit`; bad input that Apple rejects with an exception is logged
/// here and ignored.
enum MapDiagnostics {
    private static let logger = Logger(label: "Touchstone.MapKit")

    /// Logs a warning and hands the line to UIKit's capture, so tests can read it.
    static func log(_ message: @autoclosure () -> String) {
        let line = message()
        UIKitDiagnostics.log("MapKit: " + line)
        _ = logger
    }
}
