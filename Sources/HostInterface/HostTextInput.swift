// SPDX-License-Identifier: Apache-2.0

/// A host that can switch its platform's text input on and off (the simulator window: SDL's text input, which
/// brings up the desktop's input method). UIKit turns it on while a responder adopting `UIKeyInput` is first
/// responder, and off otherwise. Hosts without text input (headless) simply do not adopt it.
public protocol HostTextInputControlling: AnyObject {
    /// Starts (`true`) or stops text input: text, composition and editing-key events.
    func setTextInputActive(_ active: Bool)
}

/// Hardware keys ``HostEvent/key(_:down:timestamp:)`` names besides printable characters.
public enum HostKeyName {
    /// The Return (Enter) key.
    public static let `return` = "return"
    /// The Backspace key: deletes backwards.
    public static let backspace = "backspace"
    /// The Escape key.
    public static let escape = "escape"
    /// The Tab key.
    public static let tab = "tab"
    /// The Left Arrow key.
    public static let left = "left"
    /// The Right Arrow key.
    public static let right = "right"
    /// The Up Arrow key.
    public static let up = "up"
    /// The Down Arrow key.
    public static let down = "down"
    /// The Home key (the keyboard's, not the device's Home button).
    public static let home = "home"
    /// The End key.
    public static let end = "end"
    /// The Page Up key.
    public static let pageUp = "pageup"
    /// The Page Down key.
    public static let pageDown = "pagedown"
    /// The forward-delete key (Del), as opposed to ``backspace``.
    public static let forwardDelete = "forwarddelete"
    /// The Caps Lock key.
    public static let capsLock = "capslock"
    /// Modifier keys go down and up like other keys; UIKit keeps their state (``UIKeyModifierFlags``).
    public static let shift = "shift"
    /// The Control key (a modifier).
    public static let control = "control"
    /// Alt, which iOS calls Option (`.alternate`).
    public static let alt = "alt"
    /// The Super (Windows) key, which stands in for Command (`.command`).
    public static let command = "command"
    /// Function keys: "f1" … "f12".
    public static func function(_ number: Int) -> String { "f\(number)" }
}
