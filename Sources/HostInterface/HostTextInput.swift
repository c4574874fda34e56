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
    public static let `return` = "return"
    public static let backspace = "backspace"
    public static let escape = "escape"
    public static let tab = "tab"
    public static let left = "left"
    public static let right = "right"
    public static let up = "up"
    public static let down = "down"
    public static let home = "home"
    public static let end = "end"
    public static let pageUp = "pageup"
    public static let pageDown = "pagedown"
    /// The forward-delete key (Del), as opposed to ``backspace``.
    public static let forwardDelete = "forwarddelete"
    public static let capsLock = "capslock"
    /// Modifier keys go down and up like other keys; UIKit keeps their state (``UIKeyModifierFlags``).
    public static let shift = "shift"
    public static let control = "control"
    /// Alt, which iOS calls Option (`.alternate`).
    public static let alt = "alt"
    /// The Super (Windows) key, which stands in for Command (`.command`).
    public static let command = "command"
    /// Function keys: "f1" … "f12".
    public static func function(_ number: Int) -> String { "f\(number)" }
}
