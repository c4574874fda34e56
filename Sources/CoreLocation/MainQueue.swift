// SPDX-License-Identifier: Apache-2.0
//
// Where Core Location's callbacks run, and where it reports bad settings.

import Dispatch
import Foundation
import Logging

/// Runs Core Location's callbacks on the main queue, later, never inside the call that caused them (as iOS
/// delivers them on the run loop of the thread that made the manager, the main one in apps).
enum MainQueue {
    /// A value handed to the main queue; the objects in it are only touched there or under their own locks.
    private struct Handoff: @unchecked Sendable { let body: () -> Void }

    /// Queues `body` on `DispatchQueue.main`.
    static func later(_ body: @escaping () -> Void) {
        let handoff = Handoff(body: body)
        DispatchQueue.main.async { handoff.body() }
    }
}

/// Core Location's log: swift-log, label `Touchstone.CoreLocation`.
enum LocationDiagnostics {
    private static let logger = Logger(label: "Touchstone.CoreLocation")

    /// Logs a warning: a malformed setting that was ignored.
    static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}
