// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A launched device whose key window is white and holds `content` filling it.
@MainActor
func launchedMenuDevice(_ profile: DeviceProfile = .iPhone3GS, content: UIView) throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .systemBackground
    content.frame = window.bounds
    window.addSubview(content)
    device.advance(by: 1.0 / 60)
    return (device, window)
}

/// The titles of the commands the visible menu shows on its current page (paging arrows as "◂"/"▸").
@MainActor
func menuTitles(_ controller: UIMenuController = .shared) -> [String] {
    guard controller.isMenuVisible, let window = controller.window else { return [] }
    return window.menuView.buttons.map { button in
        switch button.kind {
        case .command(let command): command.title
        case .previous: "◂"
        case .next: "▸"
        }
    }
}

/// Taps the visible menu's button titled `title` (or "◂"/"▸") on `device`.
@MainActor
func tapMenuButton(_ title: String, on device: HeadlessDevice, _ controller: UIMenuController = .shared) throws {
    let index = try #require(menuTitles(controller).firstIndex(of: title))
    let button = try #require(controller.window?.menuView.buttons[index])
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    device.tap(at: center)
    device.advance(by: 0.2)
}

/// A view that can become first responder and logs the edit actions it performs.
@MainActor
class EditableView: UIView {
    var log: [String] = []
    var senders: [Any?] = []
    override var canBecomeFirstResponder: Bool { true }
}

/// Implements Copy and Select All.
@MainActor
final class CopyingView: EditableView {
    var hasSelection = false
    override func copy(_ sender: Any?) { log.append("copy"); senders.append(sender) }
    override func selectAll(_ sender: Any?) {
        log.append("selectAll")
        hasSelection = true
    }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .copy { return hasSelection }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// Records the edit menu's notifications, by short name.
@MainActor
final class MenuNotificationLog {
    var names: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let watched: [(Notification.Name, String)] = [
            (UIMenuController.willShowMenuNotification, "willShow"),
            (UIMenuController.didShowMenuNotification, "didShow"),
            (UIMenuController.willHideMenuNotification, "willHide"),
            (UIMenuController.didHideMenuNotification, "didHide"),
        ]
        for (name, label) in watched {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.names.append(label) }
            })
        }
    }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}
