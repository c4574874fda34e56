// SPDX-License-Identifier: Apache-2.0
//
// Unified logging as iOS apps write it (Swift 5 mode): a Logger extension with static loggers, interpolation with
// privacy and formats, the iOS 10 os_log with %{public}@, an OSLog handle, signposts around work, and an unfair
// lock. It compiles unchanged; the entries are read back through OSLogStore.

import Foundation
import os
import OSLog
import Testing

extension Logger {
    private static var subsystem = "com.example.notes"
    static let network = Logger(subsystem: subsystem, category: "network")
    static let storage = Logger(subsystem: subsystem, category: "storage")
}

final class NoteSyncer {
    static let log = OSLog(subsystem: "com.example.notes", category: "sync")
    private var lock = os_unfair_lock()
    private var pending: [String] = []
    private let state = OSAllocatedUnfairLock(initialState: 0)
    private let signposter = OSSignposter(subsystem: "com.example.notes", category: .pointsOfInterest)

    func sync(user name: String, token: String, notes: Int, elapsed: Double) {
        Logger.network.info("Syncing \(notes) notes for \(name, privacy: .public)")
        Logger.network.debug("Token \(token, privacy: .private(mask: .hash))")
        Logger.storage.notice("Took \(elapsed, format: .fixed(precision: 2)) s, id \(notes, format: .hex, align: .right(columns: 4))")
        os_log("%{public}@ synced", log: NoteSyncer.log, type: .info, name)
        os_log("Token %@ for %d notes", log: NoteSyncer.log, type: .error, token, notes)
        os_log("Sync started")
        os_log(.debug, log: NoteSyncer.log, "Sync step")
        os_log(.info, log: NoteSyncer.log, "Synced \(notes) notes")
        os_log("Finished for \(name, privacy: .public)")
        let id = signposter.makeSignpostID()
        let interval = signposter.beginInterval("Sync", id: id)
        os_unfair_lock_lock(&lock)
        pending.append(name)
        os_unfair_lock_unlock(&lock)
        state.withLock { $0 += notes }
        signposter.endInterval("Sync", interval)
    }

    var syncedNotes: Int { state.withLock { $0 } }
}

@Suite("Source compatibility: Logger, os_log and signposts")
struct LoggingIdiomsTests {
    @Test("Logger interpolation privacy and os_log's %{public}@ are stored as Apple stores them")
    func loggingIdioms() throws {
        let syncer = NoteSyncer()
        let since = Date()
        syncer.sync(user: "ada", token: "s3cr3t", notes: 31, elapsed: 1.5)
        #expect(syncer.syncedNotes == 31)

        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let messages = try store.getEntries(at: store.position(date: since))
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == "com.example.notes" }
            .map(\.composedMessage)
        #expect(messages.contains("Syncing 31 notes for ada"))
        #expect(messages.contains("Took 1.50 s, id   1f"))
        #expect(messages.contains("ada synced"))
        #expect(messages.contains("Token <private> for 31 notes"))
        #expect(!messages.contains { $0.contains("s3cr3t") })
        #expect(messages.contains("Synced 31 notes"))
    }
}
