// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One command the edit menu offers: a title and the action it sends up the responder chain.
package struct EditMenuCommand: Equatable {
    package var title: String
    package var action: Selector
    /// What a tap runs instead of sending ``action`` up the chain (a `UIAction` of an edit menu interaction).
    package var perform: (@MainActor () -> Void)?

    package init(title: String, action: Selector, perform: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
        self.perform = perform
    }

    /// Commands are equal when their titles and actions are.
    package static func == (a: EditMenuCommand, b: EditMenuCommand) -> Bool {
        a.title == b.title && a.action == b.action
    }

    /// The system's commands in the order UIKit shows them (iPhone OS 3 shows "Select | Select All | Paste" with
    /// no selection and "Cut | Copy | Paste" with one): Cut, Copy, Select, Select All, Paste, Delete.
    package static let standard = [
        EditMenuCommand(title: "Cut", action: .cut),
        EditMenuCommand(title: "Copy", action: .copy),
        EditMenuCommand(title: "Select", action: .select),
        EditMenuCommand(title: "Select All", action: .selectAll),
        EditMenuCommand(title: "Paste", action: .paste),
        EditMenuCommand(title: "Delete", action: .delete),
    ]

    /// The commands of `candidates` some responder up the chain from `firstResponder` can perform now (asked with
    /// `sender`, through `target(forAction:withSender:)`, so each responder's `canPerformAction(_:withSender:)`
    /// decides and a refusal passes the question up the chain). None without a first responder.
    @MainActor
    package static func available(_ candidates: [EditMenuCommand], firstResponder: UIResponder?, sender: Any?)
        -> [EditMenuCommand]
    {
        guard let firstResponder else { return [] }
        return candidates.filter { firstResponder.target(forAction: $0.action, withSender: sender) != nil }
    }
}
