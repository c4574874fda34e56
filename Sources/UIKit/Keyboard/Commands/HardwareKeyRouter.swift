// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Routes a hardware keyboard's keys before any text is typed: modifier state, key commands, the text system's
/// Command shortcuts, and presses (one per running app, owned by its `AppRuntime`).
///
/// For each key that goes down, in order (iOS's order):
/// 1. A matching ``UIKeyCommand`` from the first responder (or, when there is none, the key window's frontmost
///    view controller) up the responder chain runs and takes the key; while a text input is first responder, caret keys go to the text system unless the command
///    ``UIKeyCommand/wantsPriorityOverSystemBehavior``.
/// 2. With a text input first responder, Command+C/X/V/A/Z (Shift+Command+Z, Command+B/I/U) send the standard
///    edit actions (copy:, cut:, paste:, selectAll:, undo and redo, toggleBoldface: …) through the responder
///    chain; other keys go to the text system (``KeyboardController/handleHostEvent(_:)``).
/// 3. Otherwise the key becomes a ``UIPress`` delivered with `pressesBegan(_:with:)` to the first responder, or the
///    key window when there is none; its key-up goes to the same responder with `pressesEnded(_:with:)`.
/// A key taken by a command also takes its key-up and the text event the host sends for it.
@MainActor
package final class HardwareKeyRouter {
    /// The modifier keys held now (Caps Lock as `.alphaShift` while it is on).
    package private(set) var modifierFlags: UIKeyModifierFlags = []
    /// The presses down now, by host key name, with the responder each went to.
    private var activePresses: [String: UIPress] = [:]
    /// Keys whose down a command or shortcut took: their up is swallowed too.
    private var consumedKeys: Set<String> = []
    /// The characters of the last key a command took, so the text event the host sends for it is dropped.
    private var swallowedText: String?

    package init() {}

    /// Handles `event` (a key or text event) for `application`; returns true when it was taken, false when the
    /// text system should see it.
    package func handle(_ event: HostEvent, application: UIApplication) -> Bool {
        switch event {
        case .key(let name, let down, let t):
            guard let key = HardwareKey(hostName: name) else { return false }
            let id = name.lowercased()
            if let modifier = key.modifier { noteModifier(modifier, down: down) }
            return down ? keyDown(key, id: id, at: t, application) : keyUp(id: id, at: t, application)
        case .text(let text, _):
            defer { swallowedText = nil }
            guard let swallowed = swallowedText else { return false }
            return text.lowercased() == swallowed.lowercased()
        default:
            swallowedText = nil
            return false
        }
    }

    /// Cancels every press still down (the app stopped being active); modifiers are forgotten.
    package func cancelPresses(at t: Double, application: UIApplication) {
        let presses = Array(activePresses.values)
        activePresses = [:]
        consumedKeys = []
        modifierFlags = []
        for press in presses { press.phase = .cancelled; press.timestamp = t }
        deliver(Set(presses), at: t, application)
    }

    private func noteModifier(_ modifier: UIKeyModifierFlags, down: Bool) {
        if modifier == .alphaShift {
            if down { modifierFlags.formSymmetricDifference(.alphaShift) }
        } else if down {
            modifierFlags.insert(modifier)
        } else {
            modifierFlags.remove(modifier)
        }
    }

    private func keyDown(_ key: HardwareKey, id: String, at t: Double, _ application: UIApplication) -> Bool {
        swallowedText = nil
        let firstResponder = application.firstResponder
        let textInput = firstResponder as? UIKeyInput
        if key.modifier == nil {
            if performKeyCommand(for: key, textInputActive: textInput != nil, application) {
                consumedKeys.insert(id)
                if key.isPrintable { swallowedText = key.characters(with: modifierFlags) }
                return true
            }
            if textInput != nil, performTextShortcut(key, application) {
                consumedKeys.insert(id)
                if key.isPrintable { swallowedText = key.characters(with: modifierFlags) }
                return true
            }
        }
        if textInput != nil { return false }
        guard let responder = firstResponder ?? application.keyWindow else { return false }
        if let stale = activePresses.removeValue(forKey: id) {
            stale.phase = .cancelled
            deliver([stale], at: t, application)
        }
        let uiKey = UIKey(characters: key.characters(with: modifierFlags), charactersIgnoringModifiers: key.characters,
                          modifierFlags: modifierFlags, keyCode: key.keyCode)
        let press = UIPress(key: uiKey, timestamp: t)
        press.responder = responder
        press.window = (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
            ?? application.keyWindow
        activePresses[id] = press
        deliver([press], at: t, application)
        return true
    }

    private func keyUp(id: String, at t: Double, _ application: UIApplication) -> Bool {
        if consumedKeys.remove(id) != nil { return true }
        guard let press = activePresses.removeValue(forKey: id) else { return false }
        press.phase = .ended
        press.timestamp = t
        deliver([press], at: t, application)
        return true
    }

    /// Sends the changed `presses` in a presses event through the application (so `sendEvent` overrides see it).
    private func deliver(_ presses: Set<UIPress>, at t: Double, _ application: UIApplication) {
        guard !presses.isEmpty else { return }
        let event = UIPressesEvent(timestamp: t)
        event.changedPresses = presses
        event.allPresses = presses.union(activePresses.values)
        application.sendEvent(event)
    }

    // MARK: Key commands

    /// Finds and runs the key command for `key`; returns whether one ran.
    private func performKeyCommand(for key: HardwareKey, textInputActive: Bool, _ application: UIApplication) -> Bool {
        var responder: UIResponder? = application.firstResponder ?? Self.frontmostController(of: application)
            ?? application.keyWindow
        var visited = 0
        while let current = responder, visited < 10_000 {
            visited += 1
            for command in Self.commands(of: current) where command.matches(key, flags: modifierFlags) {
                if textInputActive, UIKeyCommand.isSystemTextKey(key), !command.wantsPriorityOverSystemBehavior {
                    continue
                }
                guard let target = current.target(forAction: command.action, withSender: command) else { continue }
                current.validate(command)
                guard !command.attributes.contains(.disabled) else { continue }
                command.perform(on: target, performer: current)
                return true
            }
            responder = current.next
        }
        return false
    }

    /// With no first responder, the search starts at the key window's frontmost view controller (the last one
    /// its root presents), so a screen's controller offers its shortcuts without becoming first responder, as on
    /// iOS 13 and later.
    private static func frontmostController(of application: UIApplication) -> UIViewController? {
        var controller = application.keyWindow?.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    /// `responder`'s key commands: its `keyCommands` and, for a view controller, those added to it.
    private static func commands(of responder: UIResponder) -> [UIKeyCommand] {
        let own = responder.keyCommands ?? []
        guard let controller = responder as? UIViewController, !controller.addedKeyCommands.isEmpty else { return own }
        return own + controller.addedKeyCommands
    }

    // MARK: The text system's shortcuts

    /// Runs the Command shortcut every text input answers to (copy, cut, paste, select all, undo, redo, bold,
    /// italic, underline); returns whether `key` was one and something performed it.
    private func performTextShortcut(_ key: HardwareKey, _ application: UIApplication) -> Bool {
        let flags = modifierFlags.intersection(.commandRelevant)
        guard key.isPrintable, flags == .command || flags == [.command, .shift] else { return false }
        let letter = key.characters.lowercased()
        if letter == "z" {
            guard let undoManager = application.firstResponder?.undoManager else { return false }
            if flags.contains(.shift) {
                guard undoManager.canRedo else { return false }
                undoManager.redo()
            } else {
                guard undoManager.canUndo else { return false }
                undoManager.undo()
            }
            return true
        }
        let actions = ["c": "copy:", "x": "cut:", "v": "paste:", "a": "selectAll:", "b": "toggleBoldface:",
                       "i": "toggleItalics:", "u": "toggleUnderline:"]
        guard flags == .command, let name = actions[letter] else { return false }
        let action = Selector(name)
        guard let target = application.firstResponder?.target(forAction: action, withSender: nil) else { return false }
        return TargetActionDispatch.perform(action, on: target, sender: nil, event: nil)
    }
}
