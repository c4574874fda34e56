// SPDX-License-Identifier: Apache-2.0

import CatalogKit
import Testing
import TouchstoneTesting
import UIKit

/// What VoiceOver reads on Catalog's screens, in order (issue 16, "Accessibility").
@MainActor
@Suite("Catalog accessibility")
struct CatalogAccessibilityTests {
    @Test("The catalog's first screen reads the title, then each section's heading and rows, in order")
    func rootScreen() throws {
        let fixture = try CatalogFixture()
        #expect(fixture.device.spokenScreen() == [
            "UIKit Catalog, heading",
            "Views and Controls, heading",
            "Buttons, UIButton types and configurations",
            "Text, UILabel fonts, alignment and wrapping",
            "Pickers, UIPickerView and UIDatePicker",
            "Images, UIImageView content modes",
            "Toolbars, UIToolbar with system items",
            "Controllers, heading",
            "Alerts, UIAlertController and UIAlertView",
            "Transitions, Modal presentation styles",
            "Tabs, UITabBarController with More",
        ])
    }

    @Test("The Buttons page reads every button type in order, the glyph row left to right")
    func buttonsPage() throws {
        let fixture = try CatalogFixture()
        try fixture.open("Buttons")
        #expect(fixture.device.spokenScreen() == [
            "UIKit Catalog, button", "Buttons, heading",
            "System button, button", "Disabled, button, dimmed", "Custom button, button", "Off (tap to select), button",
            "More Info, button", "More Info, button", "More Info, button", "Add, button", "Close, button",
            "Rounded rect, button", "Plain, button", "Filled, button", "Tinted, button", "Gray, button",
            "Size: Medium, button", "No taps yet",
        ])
    }

    @Test("The Controls page reads each caption before its control, with the control's value")
    func controlsPage() throws {
        let fixture = try CatalogFixture()
        try fixture.open("Controls")
        let spoken = fixture.device.spokenScreen()
        #expect(spoken.prefix(4) == ["UIKit Catalog, button", "Controls, heading", "Switch", "1, button"])
        #expect(spoken.contains("Slider"))
        #expect(spoken.contains("25%, adjustable"))
        #expect(spoken.contains("Selected, Medium, 2 of 3, button"))
        #expect(spoken.last == "Change a control")
    }

    @Test("VoiceOver opens a page with a double tap and goes back with the scrub")
    func openAndGoBack() throws {
        let fixture = try CatalogFixture()
        let voiceOver = fixture.device.voiceOver
        #expect(voiceOver.focus(label: "Alerts, UIAlertController and UIAlertView") != nil)
        #expect(voiceOver.activate())
        fixture.device.advance(by: 0.6)
        #expect(fixture.navigation.viewControllers.count == 2)
        let page = fixture.device.spokenScreen()
        #expect(page.prefix(2) == ["UIKit Catalog, button", "Alerts, heading"])

        voiceOver.moveToFirst()
        #expect(voiceOver.escape())
        fixture.device.advance(by: 0.6)
        #expect(fixture.navigation.viewControllers.count == 1)
        #expect(fixture.device.spokenScreen().first == "UIKit Catalog, heading")
    }
}
