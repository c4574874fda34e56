// SPDX-License-Identifier: Apache-2.0

import HeadlessHost
import HostInterface
import Testing

@Suite("Headless host")
struct HeadlessBackendTests {
    @Test("Queued input is delivered only once the manual clock reaches it, in order")
    func scriptedInput() throws {
        let host = HeadlessBackend()
        try host.open(HostDisplayConfiguration(title: "t", pointSize: CGSize(width: 320, height: 480), scale: 2))
        host.enqueue(.touchDown(finger: 0, location: .zero, timestamp: 0.5))
        host.enqueue(.touchUp(finger: 0, location: .zero, timestamp: 0.5))
        host.enqueue(.hardware(.shakeBegan, timestamp: 0.1))
        #expect(host.nextEvents(until: 10).isEmpty)
        host.manualClock.advance(by: 0.1)
        #expect(host.nextEvents(until: 10) == [.hardware(.shakeBegan, timestamp: 0.1)])
        host.manualClock.advance(by: 0.4)
        #expect(host.nextEvents(until: 10) == [
            .touchDown(finger: 0, location: .zero, timestamp: 0.5), .touchUp(finger: 0, location: .zero, timestamp: 0.5),
        ])
        #expect(!host.hasPendingInput)
    }

    @Test("The manual clock never runs backwards")
    func clock() {
        let clock = ManualHostClock()
        clock.advance(by: 1)
        clock.advance(by: -5)
        clock.advance(by: .nan)
        #expect(clock.now == 1)
    }

    @Test("Opening an empty or huge display fails with a clear error")
    func badDisplay() {
        let host = HeadlessBackend()
        #expect(throws: HostError.self) {
            try host.open(HostDisplayConfiguration(title: "t", pointSize: .zero, scale: 1))
        }
        #expect(throws: HostError.self) {
            try host.open(HostDisplayConfiguration(title: "t", pointSize: CGSize(width: 1e6, height: 10), scale: 1))
        }
    }
}
