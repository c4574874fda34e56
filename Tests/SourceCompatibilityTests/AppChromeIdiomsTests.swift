// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// The app-chrome idioms of AppChromeIdioms.swift run: the tab bar controller shows a navigation controller, its
/// bar buttons add rows and toggle editing, a row pushes a detail whose alert pops it, the fade animator presents,
/// and containment keeps its children.
@MainActor
@Suite("Source compatibility: app chrome")
struct AppChromeIdiomsTests {
    private func launched() throws -> (HeadlessDevice, UITabBarController) {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(AppChromeAppDelegate.self)
        let window = try #require((device.application?.delegate as? AppChromeAppDelegate)?.window)
        device.advance(by: 0.1)
        return (device, try #require(window.rootViewController as? UITabBarController))
    }

    @Test("Tabs, a navigation controller, bar button target-action and the edit button work as written")
    func inbox() throws {
        let (device, tabs) = try launched()
        #expect(tabs.tabBar.items?.count == 2)
        #expect(tabs.tabBar.items?[1].badgeValue == "2")
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        #expect(navigation.navigationBar.topItem?.title == "Inbox")
        #expect(inbox.navigationItem.rightBarButtonItem?.action != nil)
        let add = try #require(inbox.navigationItem.rightBarButtonItem)
        _ = UIApplication.shared.sendAction(add.action!, to: add.target, from: add, for: nil)
        #expect(inbox.messages.first == "New 1")
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 4)
        inbox.setEditing(true, animated: false)
        #expect(inbox.editButtonItem.title == "Done" && inbox.tableView.isEditing)
        inbox.setEditing(false, animated: false)
        device.advance(by: 0.5)

        inbox.tableView(inbox.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        device.advance(by: 0.6)
        let detail = try #require(navigation.topViewController as? MessageViewController)
        #expect(detail.navigationItem.title == "Welcome")
        detail.confirmDelete()
        device.advance(by: 0.6)
        let alert = try #require(detail.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("A transitioning delegate's animator object presents and dismisses; containment keeps the child")
    func customTransitionAndContainment() throws {
        let (device, tabs) = try launched()
        let presenter = FadingPresenter()
        let container = ContainerViewController()
        tabs.setViewControllers([presenter, container], animated: false)
        device.advance(by: 0.1)
        presenter.showCard()
        device.advance(by: 0.15)
        let card = try #require(presenter.presentedViewController ?? tabs.presentedViewController)
        let opacity = card.view.layer.presentation()?.opacity ?? 1
        #expect(opacity > 0 && opacity < 1)
        device.advance(by: 0.3)
        card.dismiss(animated: true)
        device.advance(by: 0.5)
        #expect(tabs.presentedViewController == nil)
        tabs.selectedIndex = 1
        device.advance(by: 0.1)
        #expect(container.children.first === container.child)
        container.removeChild()
        #expect(container.children.isEmpty)
    }
}
