// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// What VoiceOver reads on MoveMe's screen (issue 16, "Accessibility").
@MainActor
@Suite("MoveMe accessibility")
struct MoveMeAccessibilityTests {
    @Test("MoveMe's screen is its placard, read by its greeting; VoiceOver's double tap shows the next greeting")
    func screen() throws {
        let fixture = try MoveMeFixture()
        let first = fixture.placard.currentDisplayString
        #expect(fixture.device.spokenScreen() == ["\(first), Double-tap to show the next greeting"])

        fixture.placard.displayStrings = ["Hello", "Bonjour"]
        fixture.placard.displayStringsIndex = 1
        let voiceOver = fixture.device.voiceOver
        #expect(voiceOver.moveToFirst()?.label == first)
        #expect(voiceOver.activate())
        #expect(voiceOver.focusedElement?.label == "Bonjour")
        #expect(voiceOver.moveNext() == nil)
    }
}
