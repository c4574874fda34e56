// SPDX-License-Identifier: Apache-2.0
//
// InitialiserIdioms.swift is the same file as in Tests/SourceCompatibilityTests (a symbolic link): the iOS
// initialiser idioms compile in Swift 6 mode too (issue 11 §1, "in Swift 5 and Swift 6 language modes").

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Source compatibility in Swift 6 mode: initialiser idioms")
struct InitialiserIdiomsSwift6Tests {
    @Test("The idioms build views, controllers, controls and layers in Swift 6 mode")
    func idiomsWork() throws {
        let badge = BadgeView(count: 2)
        let card = Card()
        let detail = DetailViewController(item: Item(name: "Six"))
        let toggle = ToggleControl()
        let ring = try #require(RingLayerView(frame: .zero).layer as? RingLayer)

        #expect(badge.count == 2)
        #expect(card.setUpCount == 1)
        #expect(detail.view != nil && detail.title == "Six")
        #expect(toggle.frame.width == 51)
        #expect(ring.madeByInit)
    }

    @Test("The app-template delegate launches in Swift 6 mode")
    func templateDelegate() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(AppDelegate.self)

        #expect((device.application?.delegate as? AppDelegate)?.window?.isKeyWindow == true)
    }
}
