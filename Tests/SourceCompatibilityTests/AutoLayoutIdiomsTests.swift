// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Source compatibility: Auto Layout")
struct AutoLayoutIdiomsTests {
    @Test("A controller laid out with anchors, priorities and updateViewConstraints runs as on iOS")
    func profileScreen() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(ContactCardAppDelegate.self)
        let profile = try #require((device.application?.delegate as? ContactCardAppDelegate)?.profile)
        device.advance(by: 0.1)
        let name = profile.view.subviews[0], badge = profile.badge, panel = profile.panel
        #expect(name.frame.minY == 36)  // 20-point status bar + 16
        #expect(name.frame.minX == 8)
        #expect(badge.frame.minX == name.frame.maxX + 8)
        #expect(badge.frame.maxX <= 312)  // the name shrinks (its low compression resistance) to keep the badge in
        #expect(badge.frame.size == CGSize(width: 20, height: 20))
        #expect(panel.frame == CGRect(x: 0, y: 380, width: 320, height: 100))
        badge.count = 3
        device.advance(by: 0.1)
        #expect(badge.frame.width == 50)
        profile.toggle()
        #expect(panel.frame.height == 300)
        #expect(panel.layer.animation(forKey: "bounds") != nil)
        #expect(profile.updateCount >= 2)
    }
}
