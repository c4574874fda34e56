// SPDX-License-Identifier: Apache-2.0

import Foundation
import OSLog
import Testing
import os

private func signposts(_ subsystem: String) throws -> [OSLogEntrySignpost] {
    try OSLogStore(scope: .currentProcessIdentifier).getEntries()
        .compactMap { $0 as? OSLogEntrySignpost }.filter { $0.subsystem == subsystem }
}

/// A counter guarded by a C-style unfair lock, as apps write it.
private final class UnfairCounter: @unchecked Sendable {
    private var lock = os_unfair_lock()
    private var value = 0
    func increment() { os_unfair_lock_lock(&lock); value += 1; os_unfair_lock_unlock(&lock) }
    var current: Int { os_unfair_lock_lock(&lock); defer { os_unfair_lock_unlock(&lock) }; return value }
    func tryTwice() -> (Bool, Bool) {
        let first = os_unfair_lock_trylock(&lock)
        os_unfair_lock_assert_owner(&lock)
        let second = os_unfair_lock_trylock(&lock)
        os_unfair_lock_unlock(&lock)
        os_unfair_lock_assert_not_owner(&lock)
        return (first, second)
    }
}

@Suite("Signposts and unfair locks")
struct SignpostAndLockTests {
    @Test("os_signpost and OSSignposter record begin, end and event entries with names and identifiers")
    func signpostEntries() throws {
        let subsystem = "com.example.signpost.\(UUID().uuidString)"
        let log = OSLog(subsystem: subsystem, category: .pointsOfInterest)
        let id = OSSignpostID(log: log)
        os_signpost(.begin, log: log, name: "Load", signpostID: id)
        os_signpost(.end, log: log, name: "Load", signpostID: id, "%{public}@ rows", "12")
        let signposter = OSSignposter(logHandle: log)
        let state = signposter.beginInterval("Parse", id: signposter.makeSignpostID(), "size \(3)")
        signposter.endInterval("Parse", state)
        signposter.emitEvent("Tick")
        let value = signposter.withIntervalSignpost("Work") { 7 }
        #expect(value == 7)

        let found = try signposts(subsystem)
        #expect(found.map(\.signpostName) == ["Load", "Load", "Parse", "Parse", "Tick", "Work", "Work"])
        #expect(found.map(\.signpostType) == [.intervalBegin, .intervalEnd, .intervalBegin, .intervalEnd, .event,
                                              .intervalBegin, .intervalEnd])
        #expect(found[0].signpostIdentifier == id && found[1].signpostIdentifier == id)
        #expect(found[1].composedMessage == "12 rows")
        #expect(found[2].composedMessage == "size 3")
        #expect(found[2].signpostIdentifier == found[3].signpostIdentifier && found[2].signpostIdentifier != id)
    }

    @Test("Disabled signposters and invalid identifiers record nothing; object identifiers are stable")
    func disabledSignposts() throws {
        let subsystem = "com.example.nosignpost.\(UUID().uuidString)"
        let log = OSLog(subsystem: subsystem, category: "c")
        os_signpost(.event, log: log, name: "Invalid", signpostID: .invalid)
        let state = OSSignposter.disabled.beginInterval("Nothing")
        OSSignposter.disabled.endInterval("Nothing", state)
        #expect(!OSSignposter.disabled.isEnabled)
        #expect(try signposts(subsystem).isEmpty)
        let object = NSObject()
        #expect(OSSignpostID(log: log, object: object) == OSSignpostID(log: log, object: object))
    }

    @Test("OSAllocatedUnfairLock guards its state across threads; IfAvailable does not wait")
    func allocatedLock() {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { lock.withLock { $0 += 1 } }
        }
        #expect(lock.withLock { $0 } == 8_000)

        let plain = OSAllocatedUnfairLock()
        plain.lock()
        plain.precondition(.owner)
        let busy = DispatchQueue.global().sync { lock.withLockIfAvailable { _ in true } }
        #expect(busy == true)
        #expect(plain.lockIfAvailable() == false)
        plain.unlock()
        plain.precondition(.notOwner)
        #expect(plain.withLockIfAvailable { 5 } == 5)
        #expect(plain.withLock { "done" } == "done")
    }

    @Test("os_unfair_lock as apps write it: os_unfair_lock(), &lock, trylock")
    func unfairLock() {
        let counter = UnfairCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { counter.increment() }
        }
        #expect(counter.current == 8_000)
        let (first, second) = counter.tryTwice()
        #expect(first && !second)
    }
}
