// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Source compatibility: stack views")
struct StackViewIdiomsTests {
    @Test("A stack view pinned with anchors lays out its buttons, and hiding a row animates")
    func settingsCard() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(SettingsAppDelegate.self)
        let card = try #require((device.application?.delegate as? SettingsAppDelegate)?.card)
        device.advance(by: 0.1)
        // 280 × 88 below the status bar (20 + 20): three rows of (88 − 16 − 8) / 3 each, centred across.
        #expect(card.stack.frame == CGRect(x: 20, y: 40, width: 280, height: 88))
        #expect(card.stack.arrangedSubviews == [card.detailLabel, card.saveButton, card.cancelButton])
        let rowHeight = (88 - 16 - 8) / 3 as CGFloat
        #expect(abs(card.saveButton.frame.minY - (rowHeight + 16)) <= 1)
        #expect(abs(card.saveButton.frame.midX - 140) <= 1)
        card.setDetailHidden(true)
        // Two rows of (88 − 8) / 2 = 40: Save at the top, moving there with animation.
        #expect(card.saveButton.frame.minY == 0 && card.saveButton.frame.height == 40)
        #expect(card.saveButton.layer.animation(forKey: "position") != nil)
        #expect(card.toolbar.frame.maxY == card.view.bounds.maxY)
    }
}
