// SPDX-License-Identifier: Apache-2.0

import HostInterface
import Testing
@testable import SDLHost

@Suite("Simulator text input")
struct SimulatorTextInputTests {
    @Test("Ctrl+K toggles the on-screen keyboard; compositions and text pass through as host events")
    func textInput() {
        var t = SimulatorInputTranslator(screenSize: CGSize(width: 320, height: 480), zoom: 2)
        #expect(t.translate(.keyDown(key: "k", modifiers: [.control]), at: 1)
                == [.hardware(.toggleSoftwareKeyboard, timestamp: 1)])
        #expect(t.translate(.textEditing("にほ", cursor: 2, length: 0), at: 2)
                == [.textEditing("にほ", cursor: 2, length: 0, timestamp: 2)])
        #expect(t.translate(.text("日本"), at: 3) == [.text("日本", timestamp: 3)])
        #expect(t.translate(.keyDown(key: HostKeyName.backspace, modifiers: []), at: 4)
                == [.key("backspace", down: true, timestamp: 4)])
    }
}
