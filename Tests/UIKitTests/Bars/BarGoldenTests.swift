// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Answers `.topAttached` so a navigation bar draws its background under the status bar.
@MainActor
private final class TopAttached: UINavigationBarDelegate {
    func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
}

@MainActor
@Suite("Bars rendering")
struct BarGoldenTests {
    /// Adds a navigation bar (title, back button, right button), a second one with a prompt, a toolbar of system
    /// items and a tab bar of system items with badges to `window`, laid out for a `width`-point screen.
    private func addBars(to window: UIWindow, width: CGFloat, top: CGFloat, bottom: CGFloat, classic: Bool)
        -> (UINavigationBar, UINavigationBar, UIToolbar, UITabBar)
    {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: top, width: width, height: 44))
        let inbox = UINavigationItem(title: "Inbox")
        inbox.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        bar.items = [UINavigationItem(title: "Mailboxes"), inbox]
        window.addSubview(bar)

        let second = UINavigationBar(frame: CGRect(x: 0, y: top + 60, width: width, height: classic ? 74 : 96))
        let item = UINavigationItem(title: "Settings")
        if classic {
            item.prompt = "Choose an account"
            second.barStyle = .black
            item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
            item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        } else {
            second.prefersLargeTitles = true
            item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        }
        second.items = [item]
        window.addSubview(second)

        let toolbar = UIToolbar(frame: CGRect(x: 0, y: top + (classic ? 150 : 172), width: width, height: 44))
        let disabled = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        disabled.isEnabled = false
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil), .flexibleSpace(),
                         UIBarButtonItem(barButtonSystemItem: .reply, target: nil, action: nil), .flexibleSpace(),
                         UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
                         UIBarButtonItem(barButtonSystemItem: .organize, target: nil, action: nil), .flexibleSpace(),
                         disabled, .flexibleSpace(),
                         UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil)]
        window.addSubview(toolbar)

        let toolbar2 = UIToolbar(frame: CGRect(x: 0, y: toolbar.frame.maxY + 8, width: width, height: 44))
        toolbar2.barStyle = .black
        toolbar2.items = [.play, .pause, .rewind, .fastForward, .camera, .search, .bookmarks, .stop, .undo].flatMap {
            [UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil), UIBarButtonItem.flexibleSpace()]
        }.dropLast()
        window.addSubview(toolbar2)

        let tabHeight: CGFloat = classic ? 49 : 83
        let tabBar = UITabBar(frame: CGRect(x: 0, y: bottom - tabHeight, width: width, height: tabHeight))
        let tabs = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .recents, tag: 1),
                    UITabBarItem(tabBarSystemItem: .contacts, tag: 2), UITabBarItem(tabBarSystemItem: .downloads, tag: 3),
                    UITabBarItem(tabBarSystemItem: .more, tag: 4)]
        tabs[1].badgeValue = "3"
        tabs[3].badgeValue = ""
        tabBar.items = tabs
        tabBar.selectedItem = tabs[2]
        window.addSubview(tabBar)
        return (bar, second, toolbar, tabBar)
    }

    private func render(_ profile: DeviceProfile, name: String) throws {
        let (device, window) = try barTestWindow(profile)
        window.backgroundColor = UIColor(white: 0.85, alpha: 1)
        let classic = profile.isClassic
        let width = profile.pointSize.width
        let delegate = TopAttached()
        let top: CGFloat = classic ? 20 : 59
        let (bar, _, _, _) = addBars(to: window, width: width, top: top, bottom: profile.pointSize.height, classic: classic)
        bar.delegate = delegate
        bar.setNeedsLayout()
        device.advance(by: 1.0 / 60)
        let shot = device.screenshot()
        let scale = CGFloat(shot.width) / width
        let barsTop = try #require(shot.cropping(to: CGRect(x: 0, y: 0, width: width, height: top + (classic ? 270 : 290))
            .applying(CGAffineTransform(scaleX: scale, y: scale))))
        try assertGolden(barsTop, named: "\(name)-top", suite: "Bars", filePath: uikitTestsRootFile())
        let tabHeight: CGFloat = classic ? 49 : 83
        let tabs = try #require(shot.cropping(to: CGRect(x: 0, y: profile.pointSize.height - tabHeight, width: width,
                                                         height: tabHeight).applying(CGAffineTransform(scaleX: scale, y: scale))))
        try assertGolden(tabs, named: "\(name)-tabbar", suite: "Bars", filePath: uikitTestsRootFile())
    }

    @Test("Golden: half-way through a push on each look (old title leaving left, back button growing, new title in)")
    func midPush() throws {
        for profile in [DeviceProfile.iPhone3GS, .modernPhone] {
            let (device, window) = try barTestWindow(profile)
            let width = profile.pointSize.width, top: CGFloat = profile.isClassic ? 20 : 59
            let bar = UINavigationBar(frame: CGRect(x: 0, y: top, width: width, height: 44))
            let root = UINavigationItem(title: "Mailboxes")
            root.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
            bar.items = [root]
            window.addSubview(bar)
            device.advance(by: 1.0 / 60)
            let inbox = UINavigationItem(title: "Inbox")
            inbox.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
            bar.pushItem(inbox, animated: true)
            device.advance(by: 0.15)
            let shot = device.screenshot()
            let scale = CGFloat(shot.width) / width
            let crop = try #require(shot.cropping(to: bar.frame.applying(CGAffineTransform(scaleX: scale, y: scale))))
            try assertGolden(crop, named: profile.isClassic ? "classic-mid-push" : "modern-mid-push", suite: "Bars",
                             filePath: uikitTestsRootFile())
        }
    }

    @Test("Golden: classic bars on the iPhone 3GS (glossy blue-gray and black, bordered and arrow-shaped buttons)")
    func classic3GS() throws { try render(.iPhone3GS, name: "classic-3gs") }

    @Test("Golden: classic bars on the iPhone 4 (2x)")
    func classic4() throws { try render(.iPhone4, name: "classic-iphone4") }

    @Test("Golden: modern bars (material, hairline, tinted text buttons, chevron back button, large title)")
    func modern() throws { try render(.modernPhone, name: "modern") }
}
