// SPDX-License-Identifier: Apache-2.0

import HostInterface
import UIKit

/// A hardware keyboard's shortcuts and held keys on a headless device: what reaches `UIKeyCommand`s and
/// `pressesBegan(_:with:)`.
extension HeadlessDevice {
    /// Presses and releases `input` with `modifierFlags` held, as a hardware keyboard does: the modifier keys go
    /// down, the key goes down (typing its character when neither Control nor Command is held, as the simulator
    /// window's keyboard does), then everything goes up in reverse order.
    ///
    /// - Parameters:
    ///   - input: A character (`"s"`, `"/"`), or a `UIKeyCommand` input constant (`UIKeyCommand.inputLeftArrow`,
    ///     `.inputEscape`, `.f1` …), or `"\r"`/`"\t"`/`"\u{8}"` for return, tab and delete.
    ///   - modifierFlags: The modifier keys held: `.shift`, `.control`, `.alternate`, `.command`.
    public func pressKey(_ input: String, modifierFlags: UIKeyModifierFlags = []) {
        let modifiers = Self.modifierKeys(modifierFlags)
        inject(modifiers.map { .key($0, down: true, timestamp: now) })
        holdKey(input, typing: modifierFlags.isDisjoint(with: [.control, .command]) ? modifierFlags : nil)
        releaseKey(input)
        inject(modifiers.reversed().map { .key($0, down: false, timestamp: now) })
    }

    /// Puts `input`'s key down and keeps it down (a game's held arrow) until ``releaseKey(_:)``. Modifier keys are
    /// keys too: `holdKey("shift")`.
    public func holdKey(_ input: String) { holdKey(input, typing: nil) }

    /// Lets `input`'s key up.
    public func releaseKey(_ input: String) {
        inject([.key(Self.hostKeyName(forInput: input), down: false, timestamp: now)])
    }

    private func holdKey(_ input: String, typing flags: UIKeyModifierFlags?) {
        let name = Self.hostKeyName(forInput: input)
        var events: [HostEvent] = [.key(name, down: true, timestamp: now)]
        if let flags, name.count == 1 {
            events.append(.text(flags.contains(.shift) ? name.uppercased() : name, timestamp: now))
        }
        inject(events)
    }

    /// The host's name for the key of a key-command input.
    private static func hostKeyName(forInput input: String) -> String {
        let named: [String: String] = [
            UIKeyCommand.inputUpArrow: HostKeyName.up, UIKeyCommand.inputDownArrow: HostKeyName.down,
            UIKeyCommand.inputLeftArrow: HostKeyName.left, UIKeyCommand.inputRightArrow: HostKeyName.right,
            UIKeyCommand.inputEscape: HostKeyName.escape, UIKeyCommand.inputHome: HostKeyName.home,
            UIKeyCommand.inputEnd: HostKeyName.end, UIKeyCommand.inputPageUp: HostKeyName.pageUp,
            UIKeyCommand.inputPageDown: HostKeyName.pageDown, UIKeyCommand.inputDelete: HostKeyName.forwardDelete,
            "\r": HostKeyName.return, "\n": HostKeyName.return, "\t": HostKeyName.tab,
            "\u{8}": HostKeyName.backspace,
        ]
        if let name = named[input] { return name }
        if input.hasPrefix("UIKeyInputF"), let n = Int(input.dropFirst("UIKeyInputF".count)) {
            return HostKeyName.function(n)
        }
        return input.count == 1 ? input.lowercased() : input
    }

    private static func modifierKeys(_ flags: UIKeyModifierFlags) -> [String] {
        [(UIKeyModifierFlags.control, HostKeyName.control), (.alternate, HostKeyName.alt),
         (.shift, HostKeyName.shift), (.command, HostKeyName.command)]
            .filter { flags.contains($0.0) }.map(\.1)
    }
}
