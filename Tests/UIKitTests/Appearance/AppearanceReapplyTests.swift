// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Trait-specific appearance proxies are taken again when a view's traits change (dark mode, an override, a size
/// class), and bar button item proxies reach items a bar shows later.
@MainActor
@Suite("UIAppearance: trait changes and later bar items", .serialized)
struct AppearanceReapplyTests {
    init() { AppearanceRegistry.reset() }

    @Test("A dark-mode switch moves a view to the proxy that now matches, and back")
    func darkModeSwitch() throws {
        defer { AppearanceRegistry.reset() }
        let (device, window) = try launchedTestWindow()
        UILabel.appearance().textColor = .systemGreen
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .systemRed
        let label = UILabel()
        window.addSubview(label)
        #expect(label.textColor == .systemGreen)
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(label.textColor == .systemRed)
        device.userInterfaceStyle = .light
        device.advance(by: 1.0 / 60)
        #expect(label.textColor == .systemGreen)
    }

    @Test("When no proxy matches any more, the property returns to the class's default")
    func revertsToDefault() throws {
        defer { AppearanceRegistry.reset() }
        let (device, window) = try launchedTestWindow()
        UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = .systemIndigo
        let view = UIView()
        window.addSubview(view)
        #expect(view.backgroundColor == nil)
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(view.backgroundColor == .systemIndigo)
        device.userInterfaceStyle = .light
        device.advance(by: 1.0 / 60)
        #expect(view.backgroundColor == nil)
    }

    @Test("Values the app sets, before or after the proxies applied, survive trait changes")
    func appValuesSurvive() throws {
        defer { AppearanceRegistry.reset() }
        let (device, window) = try launchedTestWindow()
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .systemRed
        UINavigationBar.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).barTintColor = .systemRed
        let before = UILabel()
        before.textColor = .systemPurple
        let after = UILabel()
        let bar = UINavigationBar()
        for view in [before, after, bar] { window.addSubview(view) }
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(before.textColor == .systemPurple)
        #expect(after.textColor == .systemRed && bar.barTintColor == .systemRed)
        after.textColor = .systemOrange
        bar.barTintColor = .systemBlue  // untracked: noticed because it no longer holds the proxy's value
        device.userInterfaceStyle = .light
        device.advance(by: 1.0 / 60)
        #expect(after.textColor == .systemOrange)
        #expect(bar.barTintColor == .systemBlue)
    }

    @Test("An overrideUserInterfaceStyle on a container re-applies its subtree's trait proxies")
    func styleOverride() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemYellow
        let container = UIView()
        let inner = UIView()
        container.addSubview(inner)
        window.addSubview(container)
        #expect(inner.tintColorStorage == nil)
        container.overrideUserInterfaceStyle = .dark
        #expect(inner.tintColor == .systemYellow)
        container.overrideUserInterfaceStyle = .light
        #expect(inner.tintColorStorage == nil)
    }

    @Test("A size-class proxy follows a rotation")
    func sizeClass() throws {
        defer { AppearanceRegistry.reset() }
        UILabel.appearance(for: UITraitCollection(verticalSizeClass: .compact)).textColor = .systemTeal
        let (device, delegate) = try launchRotationApp()
        let window = try #require(delegate.window)
        let label = UILabel()
        window.rootViewController?.view.addSubview(label)
        #expect(label.textColor == .label)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.5)
        #expect(label.textColor == .systemTeal)
        device.rotate(to: .portrait)
        device.advance(by: 0.5)
        #expect(label.textColor == .label)
    }

    @Test("Without trait-specific proxies a trait change re-applies nothing")
    func untouchedWithoutTraitProxies() throws {
        defer { AppearanceRegistry.reset() }
        let (device, window) = try launchedTestWindow()
        UILabel.appearance().textColor = .systemGreen
        let label = UILabel()
        window.addSubview(label)
        label.appearanceStateMaking.appliedProxies = [:]  // would be filled again by a re-application
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(label.appearanceState?.appliedProxies.isEmpty == true)
        #expect(!AppearanceRegistry.hasTraitProxies)
    }

    @Test("Bar button items pushed, or set on a shown navigation item, take the item proxies")
    func navigationItemsLater() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .systemPink
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UINavigationItem(title: "First")]
        window.addSubview(bar)
        bar.layoutIfNeeded()

        let pushed = UINavigationItem(title: "Second")
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        pushed.rightBarButtonItem = edit
        bar.pushItem(pushed, animated: false)
        bar.layoutIfNeeded()
        #expect(edit.tintColor == .systemPink)

        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        pushed.leftBarButtonItem = add
        bar.layoutIfNeeded()
        #expect(add.tintColor == .systemPink)

        let own = UIBarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
        own.tintColor = .systemBlue
        pushed.rightBarButtonItems = [edit, own]
        bar.layoutIfNeeded()
        #expect(own.tintColor == .systemBlue)
    }

    @Test("Toolbar items set after the toolbar appeared take the proxies; trait proxies follow a switch")
    func toolbarItemsLater() throws {
        defer { AppearanceRegistry.reset() }
        let (device, window) = try launchedTestWindow()
        UIBarButtonItem.appearance().tintColor = .systemGreen
        UIBarButtonItem.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemOrange
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(toolbar)
        let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        toolbar.setItems([item], animated: false)
        toolbar.layoutIfNeeded()
        #expect(item.tintColor == .systemGreen)
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(item.tintColor == .systemOrange)
        device.userInterfaceStyle = .light
        device.advance(by: 1.0 / 60)
        #expect(item.tintColor == .systemGreen)
    }
}
