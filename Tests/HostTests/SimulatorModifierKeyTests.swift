// SPDX-License-Identifier: Apache-2.0

import HostInterface
@testable import SDLHost
import Testing

@Suite("Simulator modifier keys and Control shortcuts")
struct SimulatorModifierKeyTests {
    @Test("Modifier keys reach the app as keys; Control combinations the simulator does not use reach it too")
    func passThrough() {
        var t = SimulatorInputTranslator(screenSize: CGSize(width: 320, height: 480), zoom: 1)
        #expect(t.translate(.keyDown(key: HostKeyName.control, modifiers: [.control]), at: 0)
            == [.key(HostKeyName.control, down: true, timestamp: 0)])
        #expect(t.translate(.keyDown(key: "x", modifiers: [.control]), at: 0.1) == [.key("x", down: true, timestamp: 0.1)])
        #expect(t.translate(.keyUp(key: "x", modifiers: [.control]), at: 0.2) == [.key("x", down: false, timestamp: 0.2)])
        #expect(t.translate(.keyDown(key: HostKeyName.command, modifiers: [.command]), at: 0.3)
            == [.key(HostKeyName.command, down: true, timestamp: 0.3)])
        #expect(t.translate(.keyDown(key: "s", modifiers: [.command]), at: 0.4) == [.key("s", down: true, timestamp: 0.4)])
    }

    @Test("A Control shortcut the simulator takes keeps its key-up from the app as well")
    func claimedKeyUp() {
        var t = SimulatorInputTranslator(screenSize: CGSize(width: 320, height: 480), zoom: 1)
        #expect(t.translate(.keyDown(key: "m", modifiers: [.control]), at: 0) == [.hardware(.memoryWarning, timestamp: 0)])
        #expect(t.translate(.keyUp(key: "m", modifiers: [.control]), at: 0.1).isEmpty)
        // The next plain M is the app's again, down and up.
        #expect(t.translate(.keyDown(key: "m", modifiers: []), at: 1) == [.key("m", down: true, timestamp: 1)])
        #expect(t.translate(.keyUp(key: "m", modifiers: []), at: 1.1) == [.key("m", down: false, timestamp: 1.1)])
    }
}
