// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Bar layout")
struct BarLayoutTests {
    @Test("Bars are 44 points high (tab bar 49), 32 in landscape; a prompt adds 30")
    func classicHeights() throws {
        let (device, _) = try barTestWindow(.iPhone3GS)
        let navigationBar = UINavigationBar(), toolbar = UIToolbar(), tabBar = UITabBar()
        let fit = CGSize(width: 320, height: 1000)
        #expect(navigationBar.sizeThatFits(fit) == CGSize(width: 320, height: 44))
        #expect(toolbar.sizeThatFits(fit) == CGSize(width: 320, height: 44))
        #expect(tabBar.sizeThatFits(fit) == CGSize(width: 320, height: 49))
        #expect(toolbar.intrinsicContentSize.height == 44)
        let item = UINavigationItem(title: "Inbox")
        item.prompt = "Choose a message"
        navigationBar.items = [item]
        #expect(navigationBar.sizeThatFits(fit).height == 74)
        navigationBar.prefersLargeTitles = true
        #expect(navigationBar.sizeThatFits(fit).height == 74, "no large titles on iPhone OS 3")

        device.rotate(to: .landscapeLeft)
        device.advance(by: 1)
        #expect(toolbar.sizeThatFits(fit).height == 32)
        #expect(UINavigationBar().sizeThatFits(fit).height == 32)
        #expect(tabBar.sizeThatFits(fit).height == 49)
    }

    @Test("A 32-point landscape navigation bar lays its buttons out in the short row")
    func landscapeLayout() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 480, height: 32))
        window.addSubview(bar)
        let top = UINavigationItem(title: "Inbox")
        top.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        bar.items = [UINavigationItem(title: "Mailboxes"), top]
        bar.layoutIfNeeded()
        let content = try #require(bar.currentContent)
        #expect(content.buttonViews.allSatisfy { $0.compact && $0.frame.height == 32 && $0.frame.minY == 0 })
        #expect(content.rightViews[0].frame.maxX == 475)
        #expect(content.titleLabel.frame.midX == 240)
    }

    @Test("Modern: the tab bar adds the bottom safe area; a large title adds 52 points")
    func modernHeights() throws {
        let (device, _) = try barTestWindow(.modernPhone)
        defer { withExtendedLifetime(device) {} }
        let fit = CGSize(width: 393, height: 1000)
        #expect(UITabBar().sizeThatFits(fit).height == CGFloat(83))
        let bar = UINavigationBar()
        bar.items = [UINavigationItem(title: "Mail")]
        bar.prefersLargeTitles = true
        #expect(bar.sizeThatFits(fit).height == 96)
        let second = UINavigationItem(title: "Inbox")
        second.largeTitleDisplayMode = .never
        bar.pushItem(second, animated: false)
        #expect(bar.sizeThatFits(fit).height == 44)
    }

    @Test("Toolbar: items from the left, flexible spaces share the free width, fixed spaces take their width")
    func toolbarFrames() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        window.addSubview(toolbar)
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        edit.style = .bordered
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let wide = UIBarButtonItem(title: "Wide", style: .plain, target: nil, action: nil)
        wide.width = 70
        toolbar.items = [edit, .flexibleSpace(), add, .fixedSpace(20), trash, .flexibleSpace(), wide]
        toolbar.layoutIfNeeded()
        let frames = toolbar.buttonViews.map { rectText($0.frame) }
        // edit: bordered 48 wide at the 6-point margin; add and trash 32 wide with 10-point gaps around the
        // 20-point fixed space; the two flexible spaces share the rest; the 70-point item ends at the margin.
        #expect(frames == ["6,0 48x44", "54,0 43x44", "97,0 32x44", "139,0 20x44", "169,0 32x44", "201,0 43x44",
                           "244,0 70x44"])
        #expect(toolbar.buttonViews[6].frame.maxX == 314)
        #expect(toolbar.buttonViews[0].frame.minX == 6)
        #expect(toolbar.buttonViews[1].frame.width == toolbar.buttonViews[5].frame.width)
        #expect(toolbar.buttonViews[3].frame.width == 20)
        #expect(toolbar.buttonViews[4].frame.minX - toolbar.buttonViews[3].frame.maxX == 10)

        // A toolbar made taller (over a home indicator) keeps its items in the top 44 points.
        toolbar.frame.size.height = 78
        toolbar.layoutIfNeeded()
        #expect(toolbar.buttonViews.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 44 })
    }

    @Test("Toolbar: possibleTitles reserve the widest title's width")
    func possibleTitles() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        window.addSubview(toolbar)
        let item = UIBarButtonItem(title: "On", style: .bordered, target: nil, action: nil)
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        let narrow = toolbar.buttonViews[0].frame.width
        item.possibleTitles = ["On", "Switched off"]
        toolbar.layoutIfNeeded()
        #expect(toolbar.buttonViews[0].frame.width > narrow + 30)
    }

    @Test("Navigation bar: back button left, right button right, title centred; a title view replaces the title")
    func navigationBarFrames() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        window.addSubview(bar)
        let root = UINavigationItem(title: "Mailboxes")
        let inbox = UINavigationItem(title: "Inbox")
        inbox.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        bar.items = [root, inbox]
        bar.layoutIfNeeded()
        let content = try #require(bar.currentContent)
        let back = try #require(content.backButton)
        #expect(back.backTitle == "Mailboxes")
        #expect(back.frame.minX == 5)
        let right = try #require(content.rightViews.first)
        #expect(right.frame.maxX == 315)
        #expect(content.titleLabel.frame.midX == 160)
        #expect(content.titleLabel.frame.height == 44)

        let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        inbox.titleView = spinner
        bar.layoutIfNeeded()
        #expect(rectText(spinner.frame) == "110,7 100x30")
        #expect(bar.currentContent?.titleLabel.superview == nil)
    }

    @Test("Navigation bar: a long title moves off-centre and truncates rather than overlap a button")
    func longTitle() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        window.addSubview(bar)
        let item = UINavigationItem(title: "A very long title that cannot possibly fit in the bar")
        item.leftBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        bar.items = [item]
        bar.layoutIfNeeded()
        let content = try #require(bar.currentContent)
        let left = content.leftViews[0].frame, right = content.rightViews[0].frame
        #expect(content.titleLabel.frame.minX >= left.maxX)
        #expect(content.titleLabel.frame.maxX <= right.minX)
    }

    @Test("Navigation bar: hidesBackButton and left items replace the back button unless they supplement it")
    func backButtonRules() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        defer { withExtendedLifetime(device) {} }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        window.addSubview(bar)
        let root = UINavigationItem(title: "")
        let top = UINavigationItem(title: "Detail")
        bar.items = [root, top]
        #expect(bar.currentContent?.backButton?.backTitle == "Back")
        top.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        #expect(bar.currentContent?.backButton == nil)
        top.leftItemsSupplementBackButton = true
        bar.layoutIfNeeded()
        let content = try #require(bar.currentContent)
        let back = try #require(content.backButton)
        #expect(content.leftViews[0].frame.minX >= back.frame.maxX)
        top.hidesBackButton = true
        #expect(bar.currentContent?.backButton == nil)
    }

    @Test("Tab bar: items share the width; the badge sits at the icon's top-right; an empty badge is a dot")
    func tabBarFrames() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        defer { withExtendedLifetime(device) {} }
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 769, width: 393, height: 83))
        window.addSubview(tabBar)
        let items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .recents, tag: 1),
                     UITabBarItem(tabBarSystemItem: .contacts, tag: 2)]
        tabBar.items = items
        items[1].badgeValue = "3"
        items[2].badgeValue = ""
        tabBar.layoutIfNeeded()
        #expect(tabBar.tabButtons.map { rectText($0.frame) } == ["0,0 131x83", "131,0 131x83", "262,0 131x83"])
        let view = tabBar.tabButtons[1]
        let badge = try #require(view.badgeRect)
        #expect(badge.height == 18 && badge.width == 18)
        #expect(badge.minX < view.iconRect.maxX && badge.maxX > view.iconRect.maxX)
        #expect(badge.minY < view.iconRect.minY)
        #expect(tabBar.tabButtons[2].badgeRect?.size == CGSize(width: 10, height: 10))
        #expect(tabBar.tabButtons[0].badgeRect == nil)
        items[1].badgeValue = "123"
        #expect(try #require(tabBar.tabButtons[1].badgeRect).width > 18)

        tabBar.itemPositioning = .centered
        tabBar.itemWidth = 80
        tabBar.itemSpacing = 10
        tabBar.layoutIfNeeded()
        #expect(tabBar.tabButtons.map { rectText($0.frame) } == ["66,0 80x83", "156,0 80x83", "246,0 80x83"])
    }

    @Test("A topAttached navigation bar extends its background up under the status bar")
    func topAttached() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        defer { withExtendedLifetime(device) {} }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        let delegate = RecordingNavigationBarDelegate()
        bar.delegate = delegate
        window.addSubview(bar)
        bar.layoutIfNeeded()
        #expect(bar.backgroundView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        delegate.position = .topAttached
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        #expect(bar.barPosition == .topAttached)
        #expect(bar.backgroundView.frame == CGRect(x: 0, y: -20, width: 320, height: 64))
    }
}
