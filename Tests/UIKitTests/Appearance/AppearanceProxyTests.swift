// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A container class for containment-specific proxies.
final class AppearanceBox: UIView {}
/// Another container class.
final class AppearanceOuterBox: UIView {}
/// A label subclass.
final class AppearanceTitleLabel: UILabel {}

@MainActor
@Suite("UIAppearance", .serialized)
struct AppearanceProxyTests {
    init() { AppearanceRegistry.reset() }

    @Test("appearance() returns the same proxy of the class itself; setting on it changes no existing instance")
    func proxyIdentity() {
        let proxy = UILabel.appearance()
        #expect(proxy === UILabel.appearance())
        #expect(type(of: proxy) == UILabel.self)
        #expect(AppearanceTitleLabel.appearance() !== proxy)
        let existing = UILabel()
        proxy.textColor = .systemRed
        #expect(existing.textColor == .label)
        #expect(UILabel.appearance().textColor == .systemRed)
        AppearanceRegistry.reset()
    }

    @Test("A view entering a window takes the proxy's values before it lays out, unless the app set them")
    func appliedOnEnteringWindow() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UILabel.appearance().textColor = .systemGreen
        UIView.appearance().backgroundColor = .systemYellow
        let plain = UILabel()
        let own = UILabel()
        own.textColor = .systemPurple
        #expect(plain.textColor == .label)
        window.addSubview(plain)
        window.addSubview(own)
        #expect(plain.textColor == .systemGreen)
        #expect(own.textColor == .systemPurple)
        #expect(plain.backgroundColor == .systemYellow)
        // The app's later setting wins; leaving and re-entering does not re-apply.
        plain.textColor = .systemOrange
        plain.removeFromSuperview()
        window.addSubview(plain)
        #expect(plain.textColor == .systemOrange)
    }

    @Test("Containment: the most specific proxy wins, nearest container first")
    func containment() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [AppearanceBox.self]).textColor = .systemGreen
        UILabel.appearance(whenContainedInInstancesOf: [AppearanceBox.self, AppearanceOuterBox.self]).textColor = .systemBlue
        let outer = AppearanceOuterBox()
        let box = AppearanceBox()
        let deep = UILabel()
        box.addSubview(deep)
        outer.addSubview(box)
        let inBox = UILabel()
        let box2 = AppearanceBox()
        box2.addSubview(inBox)
        let loose = UILabel()
        for view in [outer, box2, loose] { window.addSubview(view) }
        #expect(deep.textColor == .systemBlue)
        #expect(inBox.textColor == .systemGreen)
        #expect(loose.textColor == .systemRed)
        // Order matters: an outer box inside a box does not match [Box, OuterBox].
        let wrongOrder = UILabel()
        let innerOuter = AppearanceOuterBox()
        let outerBox = AppearanceBox()
        innerOuter.addSubview(wrongOrder)
        outerBox.addSubview(innerOuter)
        window.addSubview(outerBox)
        #expect(wrongOrder.textColor == .systemGreen)
    }

    @Test("A subclass proxy beats its superclass's; trait proxies apply only to matching traits")
    func subclassAndTraits() throws {
        defer { AppearanceRegistry.reset() }
        let (device, window) = try launchedTestWindow()
        UILabel.appearance().textColor = .systemRed
        AppearanceTitleLabel.appearance().textColor = .systemTeal
        UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = .systemIndigo
        let title = AppearanceTitleLabel()
        window.addSubview(title)
        #expect(title.textColor == .systemTeal)
        #expect(title.backgroundColor == nil)
        device.userInterfaceStyle = .dark
        let later = UIView()
        window.addSubview(later)
        #expect(later.backgroundColor == .systemIndigo)
    }

    @Test("Bars: navigation bar, tab bar and toolbar proxies, and bar button items in a navigation bar")
    func bars() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UINavigationBar.appearance().barTintColor = .systemRed
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        UINavigationBar.appearance().isTranslucent = false
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        UIToolbar.appearance().barTintColor = .systemOrange
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .systemPink
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Title")
        let button = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.rightBarButtonItem = button
        bar.items = [item]
        let mine = UINavigationBar()
        mine.barTintColor = .systemBlue
        let tabs = UITabBar()
        let tools = UIToolbar()
        for view in [bar, mine, tabs, tools] { window.addSubview(view) }
        #expect(bar.barTintColor == .systemRed)
        #expect(bar.isTranslucent == false)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .systemGreen)
        #expect(mine.barTintColor == .systemBlue)
        #expect(tabs.unselectedItemTintColor == .systemGray)
        #expect(tools.barTintColor == .systemOrange)
        #expect(button.tintColor == .systemPink)
        #expect(UIBarButtonItem.appearance().tintColor == nil)
    }

    @Test("UIButton title colours and tint from proxies")
    func buttons() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UIButton.appearance().tintColor = .systemMint
        UIButton.appearance().setTitleColor(.systemBrown, for: .normal)
        let button = UIButton(type: .custom)
        window.addSubview(button)
        #expect(button.tintColor == .systemMint)
        #expect(button.titleColor(for: .normal) == .systemBrown)
    }
}
