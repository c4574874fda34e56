// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// While customising, the tabs already on the bar can be dragged onto each other, as on iOS.
@MainActor
@Suite("UITabBarController customising: dragging within the bar")
struct TabBarBarDragTests {
    /// `count` controllers on the iPhone 3GS with the Configure sheet open (from More's Edit button).
    private func openSheet(_ count: Int = 6) throws
        -> (HeadlessDevice, UITabBarController, TabBarCustomizeView, RecordingTabDelegate)
    {
        let (device, _, tabs, _, _) = try launchedTabs(count)
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        tabs.selectedViewController = tabs.moreContainer
        device.advance(by: 1.0 / 60)
        try #require(tabs.moreListController.navigationItem.rightBarButtonItem).performTap()
        device.advance(by: 1.0 / 60)
        return (device, tabs, try #require(tabs.customizeSheet), delegate)
    }

    private func titles(_ tabs: UITabBarController) -> [String] { tabs.viewControllers?.map { $0.title ?? "" } ?? [] }

    @Test("Dragging a bar tab onto another swaps them; the copy follows the finger and the tab fades meanwhile")
    func dragWithinBar() throws {
        let (device, tabs, sheet, delegate) = try openSheet()
        defer { withExtendedLifetime(device) {} }
        let source = tabs.tabBar.tabButtons[0]
        let target = tabs.tabBar.tabButtons[2]
        device.touchDown(at: centre(of: source))
        device.advance(by: 1.0 / 60)
        let copy = try #require(sheet.draggedCopy)
        #expect(source.alpha < 0.5)
        device.touchMove(to: CGPoint(x: 200, y: centre(of: source).y - 4))
        device.advance(by: 1.0 / 60)
        #expect(copy.center == CGPoint(x: 200, y: centre(of: source).y - 4))
        device.touchMove(to: centre(of: target))
        device.advance(by: 1.0 / 60)
        device.touchUp()
        device.advance(by: 1.0 / 60)
        #expect(sheet.draggedCopy == nil && copy.superview == nil && source.alpha == 1)
        #expect(titles(tabs) == ["c2", "c1", "c0", "c3", "c4", "c5"])
        #expect(tabs.tabBar.items?.prefix(4).map(\.title) == ["c2", "c1", "c0", "c3"])
        #expect(sheet.changed)
        sheet.doneButton.sendActions(for: .touchUpInside)
        #expect(delegate.entries == ["willBegin 6", "willEnd true", "didEnd true"])
        // The overlay went with the sheet: a tap on the bar selects again.
        #expect(!tabs.view.subviews.contains { $0 is TabBarCustomizeBarOverlay })
        device.tap(at: centre(of: tabs.tabBar.tabButtons[0]))
        device.advance(by: 1.0 / 60)
        #expect(tabs.selectedViewController?.title == "c2")
    }

    @Test("While customising, a tap on a tab selects nothing and a drag off the bar or onto More changes nothing")
    func tapsAndStrayDrops() throws {
        let (device, tabs, sheet, _) = try openSheet()
        defer { withExtendedLifetime(device) {} }
        let selected = tabs.selectedViewController
        device.tap(at: centre(of: tabs.tabBar.tabButtons[1]))
        device.advance(by: 1.0 / 60)
        #expect(tabs.selectedViewController === selected)
        device.drag(from: centre(of: tabs.tabBar.tabButtons[1]), to: CGPoint(x: 160, y: 200))
        device.advance(by: 1.0 / 60)
        device.drag(from: centre(of: tabs.tabBar.tabButtons[1]), to: centre(of: try #require(tabs.tabBar.tabButtons.last)))
        device.advance(by: 1.0 / 60)
        // Putting More down somewhere picks nothing up.
        device.drag(from: centre(of: try #require(tabs.tabBar.tabButtons.last)), to: centre(of: tabs.tabBar.tabButtons[0]))
        device.advance(by: 1.0 / 60)
        #expect(titles(tabs) == ["c0", "c1", "c2", "c3", "c4", "c5"])
        #expect(!sheet.changed && sheet.draggedCopy == nil)
    }

    @Test("Only customizable controllers move: a fixed tab neither picks up nor takes a drop")
    func fixedTabsStay() throws {
        let (device, tabs, sheet, _) = try openSheet()
        defer { withExtendedLifetime(device) {} }
        let list = try #require(tabs.viewControllers)
        tabs.customizableViewControllers = list.filter { $0.title != "c0" }
        // c0 is fixed: dragging it does nothing, and nothing can be dropped on it.
        device.drag(from: centre(of: tabs.tabBar.tabButtons[0]), to: centre(of: tabs.tabBar.tabButtons[1]))
        device.advance(by: 1.0 / 60)
        #expect(sheet.draggedCopy == nil)
        device.drag(from: centre(of: tabs.tabBar.tabButtons[2]), to: centre(of: tabs.tabBar.tabButtons[0]))
        device.advance(by: 1.0 / 60)
        #expect(titles(tabs) == ["c0", "c1", "c2", "c3", "c4", "c5"])
        // Between customizable tabs it still works.
        device.drag(from: centre(of: tabs.tabBar.tabButtons[3]), to: centre(of: tabs.tabBar.tabButtons[1]))
        device.advance(by: 1.0 / 60)
        #expect(titles(tabs) == ["c0", "c3", "c2", "c1", "c4", "c5"])
    }

    @Test("Without More (five or fewer) customising is not offered, so the bar keeps selecting")
    func noMoreNoOverlay() throws {
        let (device, _, tabs, _, _) = try launchedTabs(4)
        defer { withExtendedLifetime(device) {} }
        #expect(tabs.customizeSheet == nil)
        #expect(!tabs.view.subviews.contains { $0 is TabBarCustomizeBarOverlay })
        device.tap(at: centre(of: tabs.tabBar.tabButtons[2]))
        device.advance(by: 1.0 / 60)
        #expect(tabs.selectedViewController?.title == "c2")
    }
}
