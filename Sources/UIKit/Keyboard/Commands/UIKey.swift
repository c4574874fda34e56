// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface

/// A key of a hardware keyboard as a press reports it (``UIPress/key``): the characters it types, the modifiers
/// held with it and the physical key's HID code.
///
/// Special keys report the ``UIKeyCommand`` input constants as their characters (`UIKeyCommand.inputLeftArrow` for
/// ←, `inputEscape` for Esc, …), return `"\r"`, tab `"\t"` and delete (backspace) `"\u{8}"`, as on iOS.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// What the key types with the modifiers held (Shift+A gives "A").
    open private(set) var characters: String
    /// What the key types with no modifiers ("a" for Shift+A).
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held when the key went down.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The physical key.
    open private(set) var keyCode: UIKeyboardHIDUsage

    package init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
                 keyCode: UIKeyboardHIDUsage)
    {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }

    /// The key for logs: its HID key code, the characters it types and the raw modifier flags.
    open override var description: String {
        accessingMainActorState {
            "<UIKey keyCode=\(keyCode.rawValue) characters=\(characters.debugDescription) modifierFlags=\(modifierFlags.rawValue)>"
        }
    }
}

/// What a host key name (``HostKeyName``, or a printable character) is on a keyboard: its HID code, the characters
/// it types and, for modifier keys, the flag it holds.
package struct HardwareKey: Equatable {
    package let keyCode: UIKeyboardHIDUsage
    /// The characters without modifiers.
    package let characters: String
    /// The modifier this key is (nil for other keys).
    package let modifier: UIKeyModifierFlags?
    /// Whether the key types a character (not a named or modifier key).
    package let isPrintable: Bool

    /// The key a host names `name`, or nil for names no keyboard key has.
    package init?(hostName name: String) {
        if let named = Self.named[name.lowercased()] {
            self = named
            return
        }
        guard name.count == 1, let scalar = name.lowercased().unicodeScalars.first, scalar.isASCII else {
            guard name.count == 1 else { return nil }
            // A character outside ASCII (a layout's own letter): no HID code we can name.
            self.init(.keyboardErrorUndefined, name.lowercased(), printable: true)
            return
        }
        self.init(Self.asciiCode(scalar) ?? .keyboardErrorUndefined, String(scalar), printable: true)
    }

    private init(_ keyCode: UIKeyboardHIDUsage, _ characters: String, modifier: UIKeyModifierFlags? = nil,
                 printable: Bool = false)
    {
        self.keyCode = keyCode
        self.characters = characters
        self.modifier = modifier
        self.isPrintable = printable
    }

    /// The characters the key types with `flags` held (Shift upper-cases a letter).
    package func characters(with flags: UIKeyModifierFlags) -> String {
        guard isPrintable, flags.contains(.shift) || flags.contains(.alphaShift) else { return characters }
        if let shifted = Self.shiftedSymbols[characters], flags.contains(.shift) { return shifted }
        return characters.uppercased()
    }

    private static let named: [String: HardwareKey] = [
        HostKeyName.return: HardwareKey(.keyboardReturnOrEnter, "\r"),
        HostKeyName.backspace: HardwareKey(.keyboardDeleteOrBackspace, "\u{8}"),
        HostKeyName.escape: HardwareKey(.keyboardEscape, UIKeyCommand.inputEscape),
        HostKeyName.tab: HardwareKey(.keyboardTab, "\t"),
        HostKeyName.left: HardwareKey(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow),
        HostKeyName.right: HardwareKey(.keyboardRightArrow, UIKeyCommand.inputRightArrow),
        HostKeyName.up: HardwareKey(.keyboardUpArrow, UIKeyCommand.inputUpArrow),
        HostKeyName.down: HardwareKey(.keyboardDownArrow, UIKeyCommand.inputDownArrow),
        HostKeyName.home: HardwareKey(.keyboardHome, UIKeyCommand.inputHome),
        HostKeyName.end: HardwareKey(.keyboardEnd, UIKeyCommand.inputEnd),
        HostKeyName.pageUp: HardwareKey(.keyboardPageUp, UIKeyCommand.inputPageUp),
        HostKeyName.pageDown: HardwareKey(.keyboardPageDown, UIKeyCommand.inputPageDown),
        HostKeyName.forwardDelete: HardwareKey(.keyboardDeleteForward, UIKeyCommand.inputDelete),
        HostKeyName.capsLock: HardwareKey(.keyboardCapsLock, "", modifier: .alphaShift),
        HostKeyName.shift: HardwareKey(.keyboardLeftShift, "", modifier: .shift),
        HostKeyName.control: HardwareKey(.keyboardLeftControl, "", modifier: .control),
        HostKeyName.alt: HardwareKey(.keyboardLeftAlt, "", modifier: .alternate),
        HostKeyName.command: HardwareKey(.keyboardLeftGUI, "", modifier: .command),
    ].merging((1...12).map { ("f\($0)", HardwareKey(UIKeyboardHIDUsage(rawValue: 57 + $0)!, "UIKeyInputF\($0)")) },
              uniquingKeysWith: { a, _ in a })

    /// US-layout symbols Shift gives on the number and punctuation keys.
    private static let shiftedSymbols: [String: String] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")",
        "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", "`": "~", ",": "<", ".": ">",
        "/": "?",
    ]

    /// The HID code of the US-layout key that types `scalar` (a lower-case letter, digit, space or punctuation).
    private static func asciiCode(_ scalar: Unicode.Scalar) -> UIKeyboardHIDUsage? {
        let v = Int(scalar.value)
        switch scalar {
        case "a"..."z": return UIKeyboardHIDUsage(rawValue: 4 + v - 97)
        case "1"..."9": return UIKeyboardHIDUsage(rawValue: 30 + v - 49)
        case "0": return .keyboard0
        case " ": return .keyboardSpacebar
        default:
            let punctuation: [Unicode.Scalar: UIKeyboardHIDUsage] = [
                "-": .keyboardHyphen, "=": .keyboardEqualSign, "[": .keyboardOpenBracket,
                "]": .keyboardCloseBracket, "\\": .keyboardBackslash, ";": .keyboardSemicolon, "'": .keyboardQuote,
                "`": .keyboardGraveAccentAndTilde, ",": .keyboardComma, ".": .keyboardPeriod, "/": .keyboardSlash,
            ]
            return punctuation[scalar]
        }
    }
}
