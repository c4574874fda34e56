// SPDX-License-Identifier: Apache-2.0

import ListsKit
import Testing
import TouchstoneTesting
import UIKit

/// What VoiceOver reads on Lists' screens, in order (issue 16, "Accessibility").
@MainActor
@Suite("Lists accessibility")
struct ListsAccessibilityTests {
    @Test("The contacts screen reads its bar, the table index, the first section's rows and the tab bar, in order")
    func contactsScreen() throws {
        let fixture = try ListsFixture()
        #expect(fixture.device.spokenScreen() == [
            "Contacts, heading", "Edit, button",
            "Table index, A, adjustable",
            "A, heading",
            "Ababa Baba, +1 555 0000", "Ababa Bara, +1 555 6656", "Abace Baka, +1 555 7072",
            "Abace Bara, +1 555 0416", "Abadi Baba, +1 555 7488", "Abadi Baka, +1 555 0832",
            "Abafo Baba, +1 555 1248",
            "Selected, Contacts, button", "Photos, button", "Pickers, button",
        ])
    }

    @Test("Swiping up on the table index moves to the next letter and scrolls its section to the top")
    func tableIndexAdjusts() throws {
        let fixture = try ListsFixture()
        let voiceOver = fixture.device.voiceOver
        #expect(voiceOver.focus(label: "Table index")?.value == "A")
        voiceOver.increment()
        #expect(voiceOver.focusedElement?.value == "B")
        let top = try #require(fixture.row(at: CGPoint(x: 100, y: 100)))
        #expect(top.section == 1)
        voiceOver.decrement()
        voiceOver.decrement()  // already at the first letter: stays
        #expect(voiceOver.focusedElement?.value == "A")
    }
}
