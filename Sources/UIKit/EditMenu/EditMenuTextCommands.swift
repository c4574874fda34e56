// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A first responder that adds its own commands to the edit menu, after the standard ones (a text view's
/// "Replace…"). The commands carry their work (``EditMenuCommand/perform``), so they need no action method.
@MainActor
package protocol EditMenuCommandProviding: AnyObject {
    /// The commands to add now (empty for none).
    var additionalEditMenuCommands: [EditMenuCommand] { get }
}

/// The edit menu's second-level commands for text: "Replace…" with a misspelled word's guesses.
extension EditMenuCommand {
    /// The selector "Replace…" is known by (UIKit's private `_promptForReplace:`).
    package static let promptForReplace = Selector("_promptForReplace:")

    /// "Replace…": choosing it shows `guesses` in the menu at the same place; choosing a guess calls `replace`.
    @MainActor
    package static func replace(guesses: [String], replace: @escaping @MainActor (String) -> Void) -> EditMenuCommand {
        EditMenuCommand(title: "Replace…", action: promptForReplace) {
            let commands = guesses.map { guess in
                EditMenuCommand(title: guess, action: Selector("replace:")) { replace(guess) }
            }
            UIMenuController.shared.showSubmenu(commands)
        }
    }

    /// The text-style commands (iOS's B I U): Bold, Italic, Underline, each shown when the chain can perform it.
    package static let textStyle = [
        EditMenuCommand(title: "Bold", action: Selector("toggleBoldface:")),
        EditMenuCommand(title: "Italic", action: Selector("toggleItalics:")),
        EditMenuCommand(title: "Underline", action: Selector("toggleUnderline:")),
    ]
}

extension UIMenuController {
    /// Shows `commands` in place of the menu's, at the current target (a command's second level, as "Replace…"
    /// shows its guesses). Nothing happens without commands or a target.
    package func showSubmenu(_ commands: [EditMenuCommand]) {
        guard !commands.isEmpty, let targetView else { return }
        let rect = targetRect
        interactionCommands = commands
        showMenu(from: targetView, rect: rect)
    }

    /// The first responder's own commands (``EditMenuCommandProviding``).
    package var providedCommands: [EditMenuCommand] {
        (FirstResponderTracker.current as? EditMenuCommandProviding)?.additionalEditMenuCommands ?? []
    }
}
