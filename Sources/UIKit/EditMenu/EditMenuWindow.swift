// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The window the edit menu shows in: screen-sized, above the app's windows and the status bar, below alerts.
///
/// Only the callout takes touches; a finger that goes down anywhere else passes to the app's windows and hides
/// the menu, as tapping elsewhere does on iPhone OS. The window never becomes key.
@MainActor
package final class EditMenuWindow: UIWindow {
    /// The callout.
    package let menuView: EditMenuView
    /// Told when the finger went down outside the menu, and when the page changed.
    package weak var controller: UIMenuController?

    package init(style: EditMenuStyle, screen: UIScreen) {
        menuView = EditMenuView(style: style)
        super.init(frame: screen.bounds)
        self.screen = screen
        windowLevel = UIWindow.Level(rawValue: 1500)
        backgroundColor = nil
        isOpaque = false
        addSubview(menuView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows the window in front of the app's; UIKit holds it until ``close()``.
    package func show() {
        if let app = UIApplication.sharedIfPresent, !app.systemWindows.contains(where: { $0 === self }) {
            app.systemWindows.append(self)
        }
        isHidden = false
    }

    /// Hides the window and lets it go.
    package func close() {
        isHidden = true
        UIApplication.sharedIfPresent?.unregister(self)
    }

    /// Places the menu again (its width changed with the page).
    package func relayoutMenu() { controller?.placeMenu() }

    package override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let local = menuView.convert(point, from: self)
        if menuView.point(inside: local, with: event) { return true }
        if !isHidden, menuView.alpha > 0 { controller?.touchedOutsideMenu() }
        return false
    }
}
