// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A custom command of the edit menu (``UIMenuController/menuItems``), shown after the system's commands when the
/// responder chain can perform its ``action``.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The command's title as the menu shows it.
    open var title: String
    /// The action sent up the responder chain from the first responder when the user taps the command; the
    /// command shows only while a responder answers yes to `canPerformAction(_:withSender:)` for it.
    open var action: Selector

    /// Creates a command titled `title` that sends `action`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
