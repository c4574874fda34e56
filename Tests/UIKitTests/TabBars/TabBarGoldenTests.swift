// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A whole tab bar interface: a content view with a label in each tab, system items with a badge, six controllers
/// (so the bar ends with More).
@MainActor
@Suite("UITabBarController rendering")
struct TabBarGoldenTests {
    private func render(profile: DeviceProfile, name: String, selectMore: Bool) throws {
        let device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let systemItems: [UITabBarItem.SystemItem] = [.favorites, .recents, .contacts, .search, .history, .downloads]
        let controllers = systemItems.enumerated().map { index, system in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(tabBarSystemItem: system, tag: index)
            controller.view.backgroundColor = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
            let label = UILabel(frame: CGRect(x: 20, y: 120, width: 280, height: 30))
            label.text = "Tab \(index)"
            controller.view.addSubview(label)
            return controller
        }
        controllers[1].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        tabs.selectedIndex = 1
        window.rootViewController = tabs
        if selectMore { tabs.selectedViewController = tabs.moreNavigationController }
        device.advance(by: 1.0 / 60)
        try assertGolden(device.screenshot(), named: name, suite: "TabBars", filePath: uikitTestsRootFile())
    }

    @Test("Golden: iPhone 3GS, the second tab selected with a badge, More at the end of the bar")
    func classic() throws { try render(profile: .iPhone3GS, name: "classic-tabs", selectMore: false) }

    @Test("Golden: iPhone 3GS, the More list")
    func classicMore() throws { try render(profile: .iPhone3GS, name: "classic-more", selectMore: true) }

    @Test("Golden: modern phone, the content running under the translucent bar")
    func modern() throws { try render(profile: .modernPhone, name: "modern-tabs", selectMore: false) }

    @Test("Golden: modern phone, the More list")
    func modernMore() throws { try render(profile: .modernPhone, name: "modern-more", selectMore: true) }
}
