// SPDX-License-Identifier: Apache-2.0

import CoreGraphics

/// One input event from a host, already in device-screen points (origin top-left, y down) and host-clock seconds.
///
/// Hosts translate their platform's input (SDL events, scripted input) into these before UIKit sees anything;
/// platform quirks (timestamp jitter, window zoom, HiDPI) are fixed in the host.
public enum HostEvent: Equatable, Sendable {
    /// A finger touched the screen. `finger` identifies it until it lifts; ids may be reused afterwards.
    case touchDown(finger: Int, location: CGPoint, timestamp: Double)
    /// A finger moved.
    case touchMoved(finger: Int, location: CGPoint, timestamp: Double)
    /// A finger lifted.
    case touchUp(finger: Int, location: CGPoint, timestamp: Double)
    /// The system took a finger away (e.g. an incoming call); its touch is cancelled.
    case touchCancelled(finger: Int, timestamp: Double)
    /// A hardware action: shake, rotation, home, lock, memory warning, …
    case hardware(HardwareAction, timestamp: Double)
    /// A key went down or up on a hardware keyboard (`key` is a printable character or a named key).
    case key(String, down: Bool, timestamp: Double)
    /// Text was typed (already composed by the input method).
    case text(String, timestamp: Double)
    /// An input method's composition changed: `text` is the whole uncommitted text (empty: the composition ended
    /// without text), `cursor` and `length` the selection inside it in UTF-16 units (see `HostEvent+TextInput.swift`).
    case textEditing(String, cursor: Int, length: Int, timestamp: Double)
    /// The user asked to quit the simulator (window closed).
    case quit(timestamp: Double)

    /// The event's host-clock time in seconds.
    public var timestamp: Double {
        switch self {
        case .touchDown(_, _, let t), .touchMoved(_, _, let t), .touchUp(_, _, let t), .touchCancelled(_, let t),
            .hardware(_, let t), .key(_, _, let t), .text(_, let t), .textEditing(_, _, _, let t), .quit(let t):
            return t
        }
    }
}

/// Device actions a host can simulate.
public enum HardwareAction: String, Equatable, Sendable, CaseIterable {
    case shakeBegan, shakeEnded
    case rotateLeft, rotateRight
    case home
    case lock
    case memoryWarning
    case incomingCall, callEnded, callAnswered
    case screenshot
    /// Print what a screen reader would read on the screen, element by element (VoiceOver's "read all").
    case speakScreen
    /// Switches the device between light and dark appearance (Dark Mode in Control Center).
    case toggleAppearance
    /// Shows the on-screen keyboard again after a hardware keyboard hid it, or hides it (the simulator's
    /// "Toggle Software Keyboard").
    case toggleSoftwareKeyboard
}
