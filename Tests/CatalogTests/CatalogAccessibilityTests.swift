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
