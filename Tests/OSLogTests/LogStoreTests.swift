// SPDX-License-Identifier: Apache-2.0

import Foundation
import OSLog
import Testing
@testable import os

/// The entries of one subsystem, so parallel tests do not see each other's.
private func entries(_ subsystem: String) throws -> [OSLogEntryLog] {
    let store = try OSLogStore(scope: .currentProcessIdentifier)
    return try store.getEntries().compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == subsystem }
}

@Suite("The in-process log store, levels and OSLogStore")
struct LogStoreTests {
    @Test("os_log and Logger entries reach OSLogStore with subsystem, category, level and text")
    func storeReadsEntries() throws {
        let subsystem = "com.example.store.\(UUID().uuidString)"
        let log = OSLog(subsystem: subsystem, category: "network")
        os_log("%{public}@ loaded %d", log: log, type: .info, "Feed", 12)
        os_log(.error, log: log, "Failed: %@", "secret")
        let logger = Logger(subsystem: subsystem, category: "ui")
        logger.notice("Tapped \(3) times")
        logger.fault("Broken \("x", privacy: .public)")
        let found = try entries(subsystem)
        #expect(found.map(\.composedMessage) == ["Feed loaded 12", "Failed: <private>", "Tapped 3 times", "Broken x"])
        #expect(found.map(\.level) == [.info, .error, .notice, .fault])
        #expect(found.map(\.category) == ["network", "network", "ui", "ui"])
        #expect(found[0].formatString == "%{public}@ loaded %d")
        #expect(found[1].date <= Date())
    }

    @Test("Debug is dropped by default; the environment decides the levels and private data")
    func environment() {
        let standard = LogEnvironment([:])
        #expect(!standard.allows(.debug) && standard.allows(.info) && standard.allows(.fault))
        #expect(!standard.revealsPrivateValues)
        let verbose = LogEnvironment(["TOUCHSTONE_LOG_LEVEL": "debug", "TOUCHSTONE_LOG_PRIVATE": "1"])
        #expect(verbose.allows(.debug) && verbose.revealsPrivateValues)
        #expect(!LogEnvironment(["TOUCHSTONE_LOG_LEVEL": "error"]).allows(.default))
        #expect(!LogEnvironment(["TOUCHSTONE_LOG_LEVEL": "off"]).allows(.fault))
        #expect(LogEnvironment(["TOUCHSTONE_LOG_LEVEL": "nonsense"]) == standard)

        let subsystem = "com.example.debug.\(UUID().uuidString)"
        Logger(subsystem: subsystem, category: "c").debug("hidden")
        #expect(!OSLog(subsystem: subsystem, category: "c").isEnabled(type: .debug))
        #expect((try? entries(subsystem))?.isEmpty == true)
    }

    @Test("Disabled and dynamic-tracing logs drop messages; pointsOfInterest keeps signposts")
    func specialLogs() throws {
        let subsystem = "com.example.special.\(UUID().uuidString)"
        os_log("dropped", log: .disabled, type: .error)
        let tracing = OSLog(subsystem: subsystem, category: .dynamicTracing)
        os_log("dropped too", log: tracing, type: .fault)
        #expect(!tracing.isEnabled(type: .fault) && !tracing.signpostsEnabled)
        #expect(OSLog(subsystem: subsystem, category: .pointsOfInterest).signpostsEnabled)
        #expect(try entries(subsystem).isEmpty)
        #expect(OSLog.Category.pointsOfInterest.rawValue == "PointsOfInterest")
    }

    @Test("Console lines carry time, subsystem:category, level and message")
    func consoleLine() {
        let record = LogRecord(date: Date(timeIntervalSince1970: 1_767_260_460.25), subsystem: "com.example",
                               category: "net", type: .error, message: "Request failed", formatString: "",
                               kind: .message, sequence: 0)
        #expect(LogStore.consoleLine(for: record) == "2026-01-01 09:41:00.250 [com.example:net] <Error> Request failed")
    }

    @Test("The store keeps the newest entries up to its capacity")
    func capacity() {
        let store = LogStore(capacity: 2, writesToStandardError: false)
        for index in 0..<3 {
            store.append(date: Date(), subsystem: "s", category: "c", type: .default, message: "\(index)",
                         formatString: "", kind: .message)
        }
        #expect(store.snapshot().map(\.message) == ["1", "2"])
        #expect(store.snapshot().map(\.sequence) == [1, 2])
    }

    @Test("The system store and local() throw, as on iOS; reverse order and positions work")
    func storeScopes() throws {
        #expect(throws: (any Error).self) { try OSLogStore(scope: .system) }
        #expect(throws: (any Error).self) { try OSLogStore.local() }
        let subsystem = "com.example.order.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "c")
        logger.log("first")
        logger.log("second")
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let reversed = try store.getEntries(with: .reverse, at: store.position(date: .distantPast))
            .compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == subsystem }
        #expect(reversed.map(\.composedMessage) == ["second", "first"])
        let future = try store.getEntries(at: store.position(date: .distantFuture))
        #expect(Array(future).isEmpty)
        let matching = try store.getEntries(matching: NSPredicate { entry, _ in
            (entry as? OSLogEntryLog)?.subsystem == subsystem
        })
        #expect(Array(matching).count == 2)
    }
}
