// SPDX-License-Identifier: Apache-2.0

import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Input hardening: non-finite timestamps, a thousand fingers")
struct InputHardeningTests {
    private func launched() throws -> (HeadlessDevice, TouchView) { try launchMultiTouchView() }

    @Test("an event with a NaN or infinite timestamp is refused and later touches still arrive")
    func nonFiniteTimestamps() throws {
        let (device, view) = try launched()
        let p = CGPoint(x: 50, y: 50)
        device.inject([.touchDown(finger: 5, location: p, timestamp: .nan)])
        device.inject([.touchDown(finger: 6, location: p, timestamp: .infinity)])
        device.inject([.touchDown(finger: 7, location: p, timestamp: -.infinity)])
        #expect(!device.hasPendingInput)
        device.tap(at: p)
        #expect(view.callbacks == [.began, .ended])
        device.advance(by: 0.5)
        device.inject([.touchDown(finger: 1, location: p, timestamp: device.now),
                       .touchMoved(finger: 1, location: p, timestamp: .nan),
                       .touchUp(finger: 1, location: p, timestamp: device.now)])
        #expect(view.callbacks == [.began, .ended, .began, .ended])
        #expect(device.trackedFingerCount == 0)
    }

    @Test("1,000 fingers down at once, each moved, then lifted: every phase delivered once")
    func thousandFingers() throws {
        let (device, view) = try launched()
        let n = 1_000
        func at(_ i: Int) -> CGPoint { CGPoint(x: CGFloat(i % 300) + 1, y: CGFloat(i / 300) * 10 + 1) }
        let t = device.now
        var events: [HostEvent] = (0..<n).map { .touchDown(finger: $0, location: at($0), timestamp: t) }
        events += (0..<n).map { .touchMoved(finger: $0, location: at($0 + 1), timestamp: t) }
        events += (0..<n).map { .touchUp(finger: $0, location: at($0 + 1), timestamp: t) }
        device.inject(events)
        let counts = Dictionary(grouping: view.calls, by: \.callback).mapValues { $0.count }
        #expect(counts[.began] == n && counts[.moved] == n && counts[.ended] == n)
        #expect(view.calls.allSatisfy { $0.touches.count == 1 })
        // The last lift sees every other finger already gone; the 1,000th down sees 1,000 touches in the event.
        #expect(view.calls[n - 1].allTouchesCount == n)
        #expect(view.calls[n - 1].allTouchPhases.values.filter { $0 == .stationary }.count == n - 1)
        #expect(view.calls.last?.allTouchesCount == 1)
        #expect(device.trackedFingerCount == 0)
    }
}
