// SPDX-License-Identifier: Apache-2.0

import Foundation
import Logging

/// Where UIKit reports misuse it refused or repaired (label `Touchstone.UIKit`): one line, what was wrong and what
/// happened instead.
package enum UIKitDiagnostics {
    private static let logger = Logger(label: "Touchstone.UIKit")

    /// Lines logged inside ``capturing(_:)`` on this task, collected for a test to read (task-local, so tests
    /// running in parallel never see each other's lines, and nothing needs resetting).
    @TaskLocal private static var capture: LineCollector?

    package static func log(_ message: @autoclosure () -> String) {
        let line = message()
        capture?.append(line)
        logger.warning("\(line)")
    }

    /// Runs `body` and returns its result with the lines UIKit logged during it, on this task (they are logged as
    /// usual too).
    package static func capturing<T>(_ body: () throws -> T) rethrows -> (result: T, lines: [String]) {
        let collector = LineCollector()
        let result = try $capture.withValue(collector) { try body() }
        return (result, collector.lines)
    }

    /// The lines of one ``capturing(_:)`` call; locked because a line may come from another thread of the task.
    private final class LineCollector: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        var lines: [String] { lock.withLock { storage } }
        func append(_ line: String) { lock.withLock { storage.append(line) } }
    }
}
