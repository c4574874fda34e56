// SPDX-License-Identifier: Apache-2.0

extension UIViewController {
    /// Adds a keyboard shortcut the controller offers while it is in the responder chain, beside those its
    /// ``UIResponder/keyCommands`` returns. Adding a command already added does nothing.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a shortcut added with ``addKeyCommand(_:)``; one never added is ignored.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
