// SPDX-License-Identifier: Apache-2.0

import TouchstoneTesting
import UIKit
import XCTest

/// What the main-queue step of a turn does on the main thread, where a real app runs its turns.
///
/// These are XCTest cases on purpose: XCTest runs its tests on the main thread, so `AppRuntime.runTurn()` makes its
/// `RunLoop.main` pass there, as `UIApplicationMain` does; Swift Testing's main actor is not the main thread and
/// skips that pass (see the "Bounded run-loop turns" suite for that side). The methods stay nonisolated and enter
/// the main actor with `MainActor.assumeIsolated`: XCTest on Linux cannot run `@MainActor` test methods.
final class MainThreadTurnTests: XCTestCase {
    /// State shared with main-queue blocks, which only ever run on the main thread.
    private final class Probe: @unchecked Sendable {
        var runs = 0
        var stopped = false
        var order: [Int] = []
    }

    /// A block that queues itself again runs once per turn; the turn's touch is delivered.
    func testSelfRequeuingBlockRunsOncePerTurn() throws {
        XCTAssertTrue(Thread.isMainThread)
        let probe = Probe()
        @Sendable func queueAgain() {
            DispatchQueue.main.async {
                probe.runs += 1
                if !probe.stopped { queueAgain() }
            }
        }
        try MainActor.assumeIsolated {
            let device = try HeadlessDevice(profile: .iPhone3GS)
            let delegate = TouchAppDelegate()
            try device.launch(delegate: delegate)
            queueAgain()
            device.runPendingWork()
            XCTAssertEqual(probe.runs, 1)
            device.touchDown(at: CGPoint(x: 50, y: 60))
            XCTAssertEqual(delegate.target.log, ["began 30,20 tap 1"])
            XCTAssertEqual(probe.runs, 2)
            device.advance(by: 3.0 / 60)
            XCTAssertEqual(probe.runs, 5)
            probe.stopped = true
            device.runPendingWork()
            device.runPendingWork()
            XCTAssertEqual(probe.runs, 6)
        }
    }

    /// The documented limit: blocks queued before a turn's pass all run in that turn, in order (libdispatch drains
    /// the snapshot whole); none is lost.
    func testBlocksQueuedBeforeATurnAllRunInIt() throws {
        let probe = Probe()
        try MainActor.assumeIsolated {
            let device = try HeadlessDevice(profile: .iPhone3GS)
            try device.launch(delegate: TouchAppDelegate())
            for i in 0..<100_000 { DispatchQueue.main.async { probe.order.append(i) } }
            device.runPendingWork()
            XCTAssertEqual(probe.order, Array(0..<100_000))
        }
    }
}
