// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Bar appearances: which one applies")
struct BarAppearanceResolutionTests {
    /// A modern device with a standalone navigation bar showing items "A" then "B" in its window.
    private func standaloneBar() throws -> (HeadlessDevice, UINavigationBar, UINavigationItem, UINavigationItem) {
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        bar.items = [a, b]
        window.addSubview(bar)
        device.advance(by: 1.0 / 60)
        return (device, bar, a, b)
    }

    @Test("Without any appearance the bar keeps its legacy look (no appearance, no scroll-edge rule)")
    func legacyWithoutAppearances() throws {
        let (device, bar, _, _) = try standaloneBar()
        bar.barTintColor = .red
        device.advance(by: 1.0 / 60)
        #expect(bar.look.appearance == nil)
        #expect(bar.backgroundView.look.barTintColor == .red)
        let nav = UINavigationController(rootViewController: AppearanceRowsController(rows: 3))
        let (navDevice, _) = try appearanceDevice(nav)
        defer { withExtendedLifetime(navDevice) {} }
        #expect(nav.navigationBar.scrollEdgeTracker?.isAtEdge == true)
        #expect(nav.navigationBar.look.appearance == nil)
        withExtendedLifetime(device) {}
    }

    @Test("A standalone bar uses its standard appearance; it has no scroll edge, so scrollEdgeAppearance is ignored")
    func standaloneUsesStandard() throws {
        let (device, bar, _, _) = try standaloneBar()
        bar.standardAppearance = opaqueNavigationAppearance(.red)
        bar.scrollEdgeAppearance = opaqueNavigationAppearance(.blue)
        device.advance(by: 1.0 / 60)
        #expect(bar.look.appearanceKey == "bar.standard")
        #expect(bar.backgroundView.look.appearance?.backgroundColor == .red)
    }

    @Test("The top item's appearance wins over the bar's while it is on top")
    func itemOverrides() throws {
        let (device, bar, a, b) = try standaloneBar()
        bar.standardAppearance = opaqueNavigationAppearance(.red)
        b.standardAppearance = opaqueNavigationAppearance(.green)
        device.advance(by: 1.0 / 60)
        #expect(bar.look.appearanceKey == "item.standard")
        #expect(bar.backgroundView.look.appearance?.backgroundColor == .green)
        bar.popItem(animated: false)
        device.advance(by: 1.0 / 60)
        #expect(bar.topItem === a)
        #expect(bar.look.appearanceKey == "bar.standard")
        #expect(bar.backgroundView.look.appearance?.backgroundColor == .red)
    }

    @Test("A compact-height (landscape) bar uses compactAppearance, else the standard one")
    func compactAppearance() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        let (device, _) = try appearanceDevice(nav)
        let bar = nav.navigationBar
        bar.standardAppearance = opaqueNavigationAppearance(.red)
        bar.scrollEdgeAppearance = opaqueNavigationAppearance(.red)
        device.advance(by: 0.1)
        #expect(bar.look.appearanceKey == "bar.scrollEdge")
        device.rotate(to: .landscapeLeft)
        device.advance(by: 1)
        #expect(bar.isCompactForAppearance)
        // No compact scroll-edge appearance: the scroll-edge one.
        #expect(bar.look.appearanceKey == "bar.scrollEdge")
        bar.compactScrollEdgeAppearance = opaqueNavigationAppearance(.yellow)
        #expect(bar.look.appearanceKey == "bar.compactScrollEdge")
        // Off the edge (no tracker): compact, else standard.
        bar.scrollEdgeTracker = nil
        #expect(bar.look.appearanceKey == "bar.standard")
        bar.compactAppearance = opaqueNavigationAppearance(.blue)
        #expect(bar.look.appearanceKey == "bar.compact")
        device.rotate(to: .portrait)
        device.advance(by: 1)
        // The navigation controller tracks its bar's scroll edge again (a plain view: always at the edge).
        #expect(bar.look.appearanceKey == "bar.scrollEdge")
    }

    @Test("UINavigationBar.appearance().standardAppearance reaches bars entering a window, as a copy; a bar's own wins")
    func proxies() throws {
        AppearanceRegistry.reset()
        defer { AppearanceRegistry.reset() }
        let shared = opaqueNavigationAppearance(.purple)
        UINavigationBar.appearance().standardAppearance = shared
        UINavigationBar.appearance().scrollEdgeAppearance = shared
        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .red
        UITabBar.appearance().standardAppearance = tabs
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        bar.items = [UINavigationItem(title: "Proxied")]
        let own = UINavigationBar(frame: CGRect(x: 0, y: 120, width: 393, height: 44))
        own.items = [UINavigationItem(title: "Own")]
        own.standardAppearance = opaqueNavigationAppearance(.orange)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 700, width: 393, height: 83))
        window.addSubview(bar)
        window.addSubview(own)
        window.addSubview(tabBar)
        device.advance(by: 1.0 / 60)
        #expect(bar.standardAppearance.backgroundColor == .purple)
        #expect(bar.standardAppearance !== shared)
        #expect(bar.scrollEdgeAppearance != nil)
        #expect(own.standardAppearance.backgroundColor == .orange)
        #expect(own.scrollEdgeAppearance?.backgroundColor == .purple)
        #expect(tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .red)
        #expect(bar.look.appearanceKey == "bar.standard")
    }

    @Test("The iPhone OS 3 look ignores appearances and keeps its tint-based bars")
    func classicIgnoresAppearances() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        bar.items = [UINavigationItem(title: "Classic")]
        bar.standardAppearance = opaqueNavigationAppearance(.red)
        window.addSubview(bar)
        device.advance(by: 1.0 / 60)
        #expect(bar.look.appearance == nil && bar.look.classic)
    }

    @Test("A tab bar uses the selected item's appearance over its own")
    func tabItemOverrides() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 769, width: 393, height: 83))
        let first = UITabBarItem(title: "One", image: nil, tag: 0), second = UITabBarItem(title: "Two", image: nil, tag: 1)
        tabBar.items = [first, second]
        tabBar.selectedItem = first
        let bar = UITabBarAppearance()
        bar.configureWithOpaqueBackground()
        tabBar.standardAppearance = bar
        let special = UITabBarAppearance()
        special.backgroundColor = .red
        second.standardAppearance = special
        window.addSubview(tabBar)
        device.advance(by: 1.0 / 60)
        #expect(tabBar.look.appearanceKey == "bar.standard")
        tabBar.selectedItem = second
        device.advance(by: 1.0 / 60)
        #expect(tabBar.look.appearanceKey == "item.standard")
        #expect(tabBar.tabButtons.allSatisfy { $0.look.appearanceKey == "item.standard" })
    }
}
