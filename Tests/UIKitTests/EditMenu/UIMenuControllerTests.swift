// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A view controller up the chain that implements Paste.
@MainActor
private final class PastingController: UIViewController {
    var pasted = 0
    override func paste(_ sender: Any?) { pasted += 1 }
}

/// A view with a custom command, implemented through a registered selector.
@MainActor
private final class FlaggingView: EditableView {
    func flag(_ sender: Any?) { log.append("flag"); senders.append(sender) }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("flag:", FlaggingView.flag(_:)) { return true }
        return super.canPerformAction(action, withSender: sender)
    }
}

@MainActor
@Suite("UIMenuController: commands through the responder chain, placement, taps and paging")
struct UIMenuControllerTests {
    @Test("A responder that overrides copy(_:) can perform \"copy:\"; one that does not cannot")
    func defaultCanPerformAction() {
        let copying = CopyingView(), plain = EditableView()
        #expect(copying.actionMethod(for: .copy) != nil)
        #expect(UIResponder().canPerformAction(.copy, withSender: nil) == false)
        #expect(plain.canPerformAction(.copy, withSender: nil) == false)
        #expect(plain.canPerformAction(.paste, withSender: nil) == false)
        #expect(copying.canPerformAction(.selectAll, withSender: nil))
        #expect(!copying.canPerformAction(.paste, withSender: nil))
        #expect(copying.responds(to: Selector("selectAll:")))
        #expect(!copying.responds(to: Selector("delete:")))
    }

    @Test("Only the commands the chain can perform show, in Apple's order, asked with the menu controller as sender")
    func commandsFilteredThroughChain() throws {
        let controller = PastingController()
        let view = CopyingView()
        controller.view.addSubview(view)
        view.frame = CGRect(x: 20, y: 200, width: 200, height: 100)
        let (device, window) = try launchedMenuDevice(content: controller.view)
        window.rootViewController = controller
        #expect(view.becomeFirstResponder())
        let menu = UIMenuController.shared
        menu.showMenu(from: view, rect: CGRect(x: 10, y: 10, width: 50, height: 20))
        device.advance(by: 0.2)
        #expect(menu.isMenuVisible)
        #expect(menuTitles() == ["Select All", "Paste"])
        view.hasSelection = true
        menu.update()
        #expect(menuTitles() == ["Copy", "Select All", "Paste"])
        try tapMenuButton("Paste", on: device)
        #expect(controller.pasted == 1 && !menu.isMenuVisible)
    }

    @Test("Tapping a command hides the menu, then sends the action up the chain with the controller as sender")
    func tappingACommand() throws {
        let view = CopyingView()
        view.hasSelection = true
        let (device, _) = try launchedMenuDevice(content: view)
        view.becomeFirstResponder()
        let log = MenuNotificationLog()
        defer { log.stop() }
        UIMenuController.shared.showMenu(from: view, rect: CGRect(x: 100, y: 200, width: 80, height: 20))
        #expect(log.names == ["willShow"])
        device.advance(by: 0.2)
        #expect(log.names == ["willShow", "didShow"])
        try tapMenuButton("Copy", on: device)
        #expect(view.log == ["copy"])
        #expect((view.senders.first as? UIMenuController) === UIMenuController.shared)
        #expect(log.names == ["willShow", "didShow", "willHide", "didHide"])
        #expect(!UIMenuController.shared.isMenuVisible && UIMenuController.shared.menuFrame == .zero)
    }

    @Test("No first responder, or no applicable command: the menu does not show")
    func nothingToShow() throws {
        let view = EditableView()
        let (_, _) = try launchedMenuDevice(content: view)
        let menu = UIMenuController.shared
        menu.showMenu(from: view, rect: CGRect(x: 100, y: 200, width: 80, height: 20))
        #expect(!menu.isMenuVisible)
        view.becomeFirstResponder()
        menu.showMenu(from: view, rect: CGRect(x: 100, y: 200, width: 80, height: 20))
        #expect(!menu.isMenuVisible)
    }

    @Test("The menu goes above the target, or below it when the target is near the screen's top")
    func placement() throws {
        let view = CopyingView()
        view.hasSelection = true
        let (device, _) = try launchedMenuDevice(content: view)
        view.becomeFirstResponder()
        let menu = UIMenuController.shared
        let middle = CGRect(x: 100, y: 240, width: 80, height: 20)
        menu.setTargetRect(middle, in: view)
        menu.setMenuVisible(true, animated: false)
        #expect(menu.menuFrame.maxY <= middle.minY && menu.menuFrame.maxY >= middle.minY - 1)
        #expect(abs(menu.menuFrame.midX - middle.midX) < 1)
        #expect(menu.window?.menuView.pointsDown == true)
        let top = CGRect(x: 10, y: 30, width: 40, height: 20)
        menu.setTargetRect(top, in: view)
        #expect(menu.menuFrame.minY >= top.maxY && menu.window?.menuView.pointsDown == false)
        #expect(menu.menuFrame.minX >= 0)
        menu.arrowDirection = .up
        menu.setTargetRect(middle, in: view)
        #expect(menu.menuFrame.minY >= middle.maxY)
        menu.isMenuVisible = false
        #expect(!menu.isMenuVisible)
        _ = device
    }

    @Test("Custom menu items show after the system's when the chain can perform them, and are sent when tapped")
    func customItems() throws {
        let view = FlaggingView()
        let (device, _) = try launchedMenuDevice(content: view)
        view.becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Flag", action: "flag:"), UIMenuItem(title: "Nope", action: "nope:")]
        menu.showMenu(from: view, rect: CGRect(x: 100, y: 200, width: 80, height: 20))
        device.advance(by: 0.2)
        #expect(menuTitles() == ["Flag"])
        try tapMenuButton("Flag", on: device)
        #expect(view.log == ["flag"] && (view.senders.first as? UIMenuController) === menu)
        menu.menuItems = nil
    }

    @Test("Commands that do not fit are paged with ◂ and ▸; a touch outside hides the menu")
    func pagingAndOutsideTouch() throws {
        let view = FlaggingView()
        let (device, _) = try launchedMenuDevice(content: view)
        view.becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = (1...6).map { UIMenuItem(title: "Flag as Important \($0)", action: "flag:") }
        menu.showMenu(from: view, rect: CGRect(x: 100, y: 200, width: 80, height: 20))
        device.advance(by: 0.2)
        let first = menuTitles()
        #expect(first.last == "▸" && !first.contains("◂"))
        #expect(menu.menuFrame.width <= 320)
        try tapMenuButton("▸", on: device)
        #expect(menu.isMenuVisible && menuTitles().first == "◂")
        #expect(menuTitles() != first)
        #expect(view.log.isEmpty)
        device.tap(at: CGPoint(x: 20, y: 450))
        device.advance(by: 0.2)
        #expect(!menu.isMenuVisible)
        menu.menuItems = nil
    }

    @Test("The menu's commands are accessibility buttons")
    func accessibility() throws {
        let view = CopyingView()
        view.hasSelection = true
        let (device, _) = try launchedMenuDevice(content: view)
        view.becomeFirstResponder()
        UIMenuController.shared.showMenu(from: view, rect: CGRect(x: 100, y: 200, width: 80, height: 20))
        device.advance(by: 0.2)
        let buttons = try #require(UIMenuController.shared.window?.menuView.buttons)
        #expect(buttons.map(\.accessibilityLabel) == ["Copy", "Select All"])
        #expect(buttons.allSatisfy { $0.isAccessibilityElement && $0.accessibilityTraits.contains(.button) })
    }
}
