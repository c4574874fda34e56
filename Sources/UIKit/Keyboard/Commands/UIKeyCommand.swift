// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A keyboard shortcut: a key and modifier keys that send an action method through the responder chain when a
/// hardware keyboard presses them.
///
/// Responders offer commands through ``UIResponder/keyCommands`` (view controllers also with
/// ``UIViewController/addKeyCommand(_:)``). When a key goes down, UIKit looks for a matching command from the first
/// responder (when there is none, the key window's frontmost view controller) up the responder chain; the first one whose action some responder
/// from its owner upwards can perform (`target(forAction:withSender:)`) runs, with the command as sender, and the
/// key goes no further: no text is typed and no press is delivered. A command matches when its ``input`` is the
/// key's characters ignoring modifiers (letters in either case) and its ``modifierFlags`` are exactly the Shift,
/// Control, Option and Command keys held (Caps Lock is ignored).
///
/// While a text input is first responder, the arrows, Home, End and the page keys move its caret unless the command
/// ``wantsPriorityOverSystemBehavior`` (iOS 15's rule); other commands win over typing.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character, or one of the input constants (``inputUpArrow``, ``inputEscape``, …).
    open private(set) var input: String?
    /// The modifier keys that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the text system's own use of the key (arrows in a text field). False by
    /// default.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may remap the shortcut for other keyboard layouts (true by default; Touchstone maps
    /// nothing).
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror the shortcut in right-to-left languages (true by default; Touchstone mirrors
    /// nothing).
    open var allowsAutomaticMirroring = true

    /// Creates a key command.
    ///
    /// - Parameters:
    ///   - title: The text shown for it in menus.
    ///   - image: The image shown beside the title.
    ///   - action: The action method sent through the responder chain, with the command as sender.
    ///   - input: The key: a character or one of the input constants.
    ///   - modifierFlags: The modifier keys that must be held.
    ///   - propertyList: Data for the action method.
    ///   - alternates: Variants chosen with other modifier keys.
    ///   - discoverabilityTitle: A longer description.
    ///   - attributes: How menus show it.
    ///   - state: Its check-mark state.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off)
    {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(commandTitle: title, image: image, action: action, propertyList: propertyList,
                   alternates: alternates, discoverabilityTitle: discoverabilityTitle, attributes: attributes,
                   state: state)
    }

    /// Creates a key command sending `action` when `input` is pressed with `modifierFlags` (iOS 7's form).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command with a discoverability title (iOS 9's form).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
                            discoverabilityTitle: String)
    {
        self.init(action: action, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle)
    }

    /// Whether the command is the shortcut for `key` with `flags` held.
    package func matches(_ key: HardwareKey, flags: UIKeyModifierFlags) -> Bool {
        guard let input, !input.isEmpty,
            modifierFlags.intersection(.commandRelevant) == flags.intersection(.commandRelevant)
        else { return false }
        if input == key.characters { return true }
        if key.isPrintable { return input.lowercased() == key.characters.lowercased() }
        // Return and tab answer to "\r"/"\n" and "\t"; backspace also to the delete constant.
        switch key.keyCode {
        case .keyboardReturnOrEnter: return input == "\n" || input == "\r"
        case .keyboardDeleteOrBackspace: return input == UIKeyCommand.inputDelete || input == "\u{7f}"
        default: return false
        }
    }

    /// Whether the key is one a text input uses itself (the caret keys), so the text system wins unless the
    /// command asks for priority.
    package static func isSystemTextKey(_ key: HardwareKey) -> Bool {
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow, .keyboardHome,
            .keyboardEnd, .keyboardPageUp, .keyboardPageDown, .keyboardDeleteOrBackspace, .keyboardReturnOrEnter,
            .keyboardTab:
            return true
        default:
            return false
        }
    }
}

extension UIKeyCommand {
    /// The up arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The F1 key.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// The F2 key.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// The F3 key.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// The F4 key.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// The F5 key.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// The F6 key.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// The F7 key.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// The F8 key.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// The F9 key.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// The F10 key.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// The F11 key.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// The F12 key.
    nonisolated public static let f12 = "UIKeyInputF12"
}
