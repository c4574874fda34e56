// SPDX-License-Identifier: Apache-2.0

/// The modifier keys held with a key: what a ``UIKeyCommand`` requires and what a ``UIKey`` was pressed with.
///
/// On the simulator window the computer's Shift, Control, Alt (Option) and Super (the Windows or Command key) keys
/// are Shift, Control, Option (`.alternate`) and Command; Control combinations the simulator uses itself (Ctrl+Z
/// shake, Ctrl+K keyboard, …) never reach the app. `HeadlessDevice.pressKey(_:modifierFlags:)` holds them in tests.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flag bits, with Apple's values (alphaShift 1 << 16 up to numericPad 1 << 21).
    public let rawValue: Int
    /// Creates flags from their bits (Apple's values).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is down.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is down.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Option (Alt) key is down.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Command key is down.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags a key command must match exactly: Shift, Control, Option and Command (Caps Lock and the keypad
    /// flag do not stop a command from matching).
    package static let commandRelevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
}
