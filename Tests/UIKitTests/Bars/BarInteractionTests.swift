// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Bar touches")
struct BarInteractionTests {
    @Test("Tapping a toolbar item runs its action; the button is highlighted while the finger is down")
    func toolbarTap() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        window.addSubview(toolbar)
        var taps = 0
        let item = UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction { _ in taps += 1 })
        toolbar.items = [.flexibleSpace(), item]
        toolbar.layoutIfNeeded()
        let view = toolbar.buttonViews[1]
        device.touchDown(at: windowCentre(of: view))
        device.advance(by: 1.0 / 60)
        #expect(view.isHighlighted)
        #expect(taps == 0)
        device.touchUp()
        device.advance(by: 1.0 / 60)
        #expect(!view.isHighlighted)
        #expect(taps == 1)
    }

    @Test("A disabled item is drawn dimmed and ignores taps until enabled again")
    func disabledItem() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        window.addSubview(toolbar)
        var taps = 0
        let item = UIBarButtonItem(title: "Send", image: nil, primaryAction: UIAction(title: "Send") { _ in taps += 1 })
        item.isEnabled = false
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        #expect(!toolbar.buttonViews[0].isEnabled)
        device.tap(at: windowCentre(of: toolbar.buttonViews[0]))
        device.advance(by: 0.1)
        #expect(taps == 0)
        item.isEnabled = true
        #expect(toolbar.buttonViews[0].isEnabled)
        device.tap(at: windowCentre(of: toolbar.buttonViews[0]))
        device.advance(by: 0.1)
        #expect(taps == 1)
    }

    @Test("Changing an item's title re-renders its button at the new width")
    func itemChangeRerenders() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        window.addSubview(toolbar)
        let item = UIBarButtonItem(title: "Go", style: .bordered, target: nil, action: nil)
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        let before = toolbar.buttonViews[0].frame.width
        item.title = "Go somewhere else"
        toolbar.layoutIfNeeded()
        #expect(toolbar.buttonViews[0].frame.width > before + 40)
    }

    @Test("The back button asks the delegate and pops; a refusal keeps the item")
    func backButtonPops() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        let delegate = RecordingNavigationBarDelegate()
        bar.delegate = delegate
        window.addSubview(bar)
        bar.items = [UINavigationItem(title: "Root"), UINavigationItem(title: "Child")]
        bar.layoutIfNeeded()
        delegate.allowPop = false
        device.tap(at: windowCentre(of: try #require(bar.currentContent?.backButton)))
        device.advance(by: 0.1)
        #expect(delegate.calls == ["shouldPop Child"])
        #expect(bar.items?.count == 2)

        delegate.allowPop = true
        device.tap(at: windowCentre(of: try #require(bar.currentContent?.backButton)))
        device.advance(by: 0.5)
        #expect(delegate.calls == ["shouldPop Child", "shouldPop Child", "didPop Child"])
        #expect(bar.topItem?.title == "Root")
        #expect(bar.currentContent?.backButton == nil)
    }

    @Test("With onBackButton set (a navigation controller's hook) the back button calls it instead of popping")
    func backButtonHook() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        window.addSubview(bar)
        bar.items = [UINavigationItem(title: "Root"), UINavigationItem(title: "Child")]
        var hooked = 0
        bar.onBackButton = { hooked += 1 }
        bar.layoutIfNeeded()
        device.tap(at: windowCentre(of: try #require(bar.currentContent?.backButton)))
        device.advance(by: 0.1)
        #expect(hooked == 1)
        #expect(bar.items?.count == 2)
    }

    @Test("Tapping a tab selects it and tells the delegate; a disabled tab is not selected")
    func tabSelection() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
        let delegate = RecordingTabBarDelegate()
        tabBar.delegate = delegate
        window.addSubview(tabBar)
        let items = [UITabBarItem(tabBarSystemItem: .featured, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1),
                     UITabBarItem(title: "Off", image: nil, tag: 2)]
        items[2].isEnabled = false
        tabBar.items = items
        tabBar.selectedItem = items[0]
        tabBar.layoutIfNeeded()
        #expect(tabBar.tabButtons.map(\.isItemSelected) == [true, false, false])
        device.tap(at: windowCentre(of: tabBar.tabButtons[1]))
        device.advance(by: 0.1)
        #expect(tabBar.selectedItem === items[1])
        #expect(delegate.selected == ["Search"])
        #expect(tabBar.tabButtons.map(\.isItemSelected) == [false, true, false])
        device.tap(at: windowCentre(of: tabBar.tabButtons[2]))
        device.advance(by: 0.1)
        #expect(tabBar.selectedItem === items[1])
        #expect(delegate.selected == ["Search"])
    }

    @Test("An item with a menu and no action shows the menu's actions; choosing one runs it")
    func menuItem() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        window.addSubview(bar)
        var chosen: [String] = []
        let menu = UIMenu(title: "", children: [UIAction(title: "Copy") { _ in chosen.append("Copy") },
                                                UIAction(title: "Share") { _ in chosen.append("Share") }])
        let item = UINavigationItem(title: "Doc")
        item.rightBarButtonItem = UIBarButtonItem(systemItem: .action, menu: menu)
        bar.items = [item]
        bar.layoutIfNeeded()
        device.tap(at: windowCentre(of: try #require(bar.currentContent?.rightViews.first)))
        device.advance(by: 0.1)
        let popup = try #require(MenuCardView.current)
        #expect(popup.rowTitles == ["Copy", "Share"])
        popup.choose(1)
        #expect(chosen == ["Share"])
        #expect(MenuCardView.current == nil)
    }

    @Test("Bar buttons and tabs are accessibility buttons read by title, system icon name or back title")
    func accessibility() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        defer { withExtendedLifetime(device) {} }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        window.addSubview(bar)
        let top = UINavigationItem(title: "Notes")
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        trash.isEnabled = false
        top.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), trash]
        bar.items = [UINavigationItem(title: "Folders"), top]
        let content = try #require(bar.currentContent)
        #expect(content.buttonViews.map { $0.accessibilityLabel ?? "-" } == ["Folders", "Add", "Delete"])
        #expect(content.buttonViews.allSatisfy { $0.isAccessibilityElement && $0.accessibilityTraits.contains(.button) })
        #expect(content.rightViews[1].accessibilityTraits.contains(.notEnabled))
        top.rightBarButtonItems?[0].accessibilityLabel = "New note"
        #expect(bar.currentContent?.rightViews[0].accessibilityLabel == "New note")

        let tabBar = UITabBar(frame: CGRect(x: 0, y: 769, width: 393, height: 83))
        let items = [UITabBarItem(tabBarSystemItem: .history, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1)]
        items[0].badgeValue = "2"
        tabBar.items = items
        tabBar.selectedItem = items[1]
        #expect(tabBar.tabButtons.map { $0.accessibilityLabel ?? "-" } == ["History", "Search"])
        #expect(tabBar.tabButtons[0].accessibilityValue == "2")
        #expect(tabBar.tabButtons[1].accessibilityTraits.contains(.selected))
        #expect(!tabBar.tabButtons[0].accessibilityTraits.contains(.selected))
    }

    @Test("beginCustomizingItems tells the delegate and the controller's hook; endCustomizing ends it")
    func customizing() throws {
        let tabBar = UITabBar()
        let delegate = RecordingTabBarDelegate()
        tabBar.delegate = delegate
        var offered = 0
        tabBar.onBeginCustomizing = { offered = $0.count }
        tabBar.items = [UITabBarItem(tabBarSystemItem: .more, tag: 0)]
        tabBar.beginCustomizingItems(tabBar.items ?? [])
        #expect(tabBar.isCustomizing && offered == 1)
        #expect(delegate.customizing == ["willBegin", "didBegin"])
        // Nothing changed while customising: Apple returns false.
        #expect(!tabBar.endCustomizing(animated: false))
        #expect(!tabBar.isCustomizing)
        tabBar.beginCustomizingItems(tabBar.items ?? [])
        tabBar.customizingChanged = true
        #expect(tabBar.endCustomizing(animated: false))
        #expect(!tabBar.endCustomizing(animated: false))
    }
}
