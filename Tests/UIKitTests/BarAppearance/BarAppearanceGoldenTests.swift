// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Bar appearances: rendering")
struct BarAppearanceGoldenTests {
    /// Standalone bars with custom appearances on a modern phone: a branded opaque navigation bar (white title,
    /// yellow buttons, a thick template shadow), a default-material bar with a large title, an opaque
    /// (`.systemBackground`) bar with a back button in its own colour, a toolbar, and a tab bar with per-state item
    /// colours and badge colours.
    private func render(style: UIUserInterfaceStyle) throws -> CGImage {
        let (device, window) = try barTestWindow(.modernPhone)
        device.userInterfaceStyle = style
        window.backgroundColor = .systemGroupedBackground
        let width: CGFloat = 393

        let brand = UINavigationBarAppearance()
        brand.configureWithOpaqueBackground()
        brand.backgroundColor = UIColor(red: 0.29, green: 0.2, blue: 0.62, alpha: 1)
        brand.titleTextAttributes = [.foregroundColor: UIColor.white]
        brand.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        brand.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.orange,
                                                                 .font: UIFont.boldSystemFont(ofSize: 17)]
        brand.shadowColor = .orange
        let first = UINavigationBar(frame: CGRect(x: 0, y: 59, width: width, height: 44))
        let inbox = UINavigationItem(title: "Inbox")
        inbox.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        inbox.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        first.items = [inbox]
        first.standardAppearance = brand
        window.addSubview(first)

        let material = UINavigationBarAppearance()
        material.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let second = UINavigationBar(frame: CGRect(x: 0, y: 115, width: width, height: 96))
        second.prefersLargeTitles = true
        let settings = UINavigationItem(title: "Settings")
        settings.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        second.items = [settings]
        second.standardAppearance = material
        window.addSubview(second)

        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        opaque.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
        let third = UINavigationBar(frame: CGRect(x: 0, y: 223, width: width, height: 44))
        third.items = [UINavigationItem(title: "Mailboxes"), UINavigationItem(title: "Detail")]
        third.standardAppearance = opaque
        window.addSubview(third)

        let toolbarLook = UIToolbarAppearance()
        toolbarLook.configureWithOpaqueBackground()
        toolbarLook.backgroundColor = .systemTeal
        toolbarLook.shadowColor = .clear
        toolbarLook.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        toolbarLook.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.darkGray]
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 279, width: width, height: 44))
        let disabled = UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil)
        disabled.isEnabled = false
        toolbar.items = [UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil), .flexibleSpace(),
                         disabled, .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        toolbar.standardAppearance = toolbarLook
        window.addSubview(toolbar)

        let tabLook = UITabBarAppearance()
        tabLook.configureWithDefaultBackground()
        tabLook.stackedLayoutAppearance.normal.iconColor = .gray
        tabLook.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        tabLook.stackedLayoutAppearance.selected.iconColor = .systemRed
        tabLook.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        tabLook.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemBlue
        tabLook.stackedLayoutAppearance.normal.badgeTextAttributes = [.foregroundColor: UIColor.yellow]
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 335, width: width, height: 83))
        let tabs = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .recents, tag: 1),
                    UITabBarItem(tabBarSystemItem: .contacts, tag: 2), UITabBarItem(tabBarSystemItem: .more, tag: 3)]
        tabs[1].badgeValue = "7"
        tabBar.items = tabs
        tabBar.selectedItem = tabs[0]
        tabBar.standardAppearance = tabLook
        window.addSubview(tabBar)

        device.advance(by: 1.0 / 60)
        let shot = device.screenshot()
        let scale = CGFloat(shot.width) / width
        return try #require(shot.cropping(to: CGRect(x: 0, y: 50, width: width, height: 380)
            .applying(CGAffineTransform(scaleX: scale, y: scale))))
    }

    @Test("Golden: navigation bars, a toolbar and a tab bar drawn from custom appearances, light")
    func light() throws {
        try assertGolden(try render(style: .light), named: "appearances-light", suite: "BarAppearance",
                         filePath: uikitTestsRootFile())
    }

    @Test("Golden: the same bars in dark mode (dynamic colours, the dark material and shadow)")
    func dark() throws {
        try assertGolden(try render(style: .dark), named: "appearances-dark", suite: "BarAppearance",
                         filePath: uikitTestsRootFile())
    }
}
