// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Source compatibility: bar appearances")
struct BarAppearanceIdiomsTests {
    @Test("The iOS 13 appearance code compiles and runs: the bars keep copies and draw from them")
    func themedBars() throws {
        AppearanceRegistry.reset()
        defer { AppearanceRegistry.reset() }
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(ThemedAppDelegate.self)
        device.advance(by: 0.2)
        let delegate = try #require(device.application?.delegate as? ThemedAppDelegate)
        let bar = try #require(delegate.list.navigationController?.navigationBar)
        #expect(bar.standardAppearance.backgroundColor == .systemBackground)
        #expect(bar.standardAppearance.shadowColor == .clear)
        #expect(bar.compactAppearance != nil && bar.scrollEdgeAppearance !== bar.standardAppearance)
        // The list is at its top: the item's scroll-edge appearance (transparent, red buttons) applies.
        #expect(bar.look.appearanceKey == "item.scrollEdge")
        let add = try #require(bar.currentContent?.rightViews.first)
        #expect(add.buttonAppearance?.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
        delegate.list.tableView.contentOffset.y += 100
        device.advance(by: 1.0 / 60)
        #expect(bar.look.appearanceKey == "bar.standard")
        let tabBar = delegate.tabs.tabBar
        #expect(tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor == .gray)
        #expect(tabBar.scrollEdgeAppearance?.stackedLayoutAppearance.normal.badgeBackgroundColor == nil)
        #expect(UITabBar.appearance().scrollEdgeAppearance?.stackedLayoutAppearance.normal.badgeBackgroundColor == .systemBlue)
        #expect(tabBar.tabButtons.first?.stateAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
    }
}
