// SPDX-License-Identifier: Apache-2.0

import HostInterface
@testable import SDLHost
import Testing

@Suite("Simulator shake key")
struct SimulatorShakeKeyTests {
    @Test("Releasing Z after Ctrl still ends the shake; a plain Z release without a shake is an ordinary key")
    func shakeEndsWhenZIsReleasedWithoutCtrl() {
        var t = SimulatorInputTranslator(screenSize: CGSize(width: 320, height: 480), zoom: 1)
        #expect(t.translate(.keyDown(key: "z", modifiers: [.control]), at: 0) == [.hardware(.shakeBegan, timestamp: 0)])
        #expect(t.translate(.keyUp(key: "z", modifiers: []), at: 0.5) == [.hardware(.shakeEnded, timestamp: 0.5)])
        #expect(t.translate(.keyUp(key: "z", modifiers: []), at: 1) == [.key("z", down: false, timestamp: 1)])
    }
}
