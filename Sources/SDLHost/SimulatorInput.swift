// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import HostInterface

/// Raw simulator-window input, as the SDL backend reads it (window pixels, before any mapping).
public enum SimulatorInput: Equatable, Sendable {
    case mouseDown(x: Double, y: Double, modifiers: Modifiers)
    case mouseMoved(x: Double, y: Double, buttonDown: Bool, modifiers: Modifiers)
    case mouseUp(x: Double, y: Double, modifiers: Modifiers)
    /// A real touchscreen finger; `x`, `y` normalised to 0…1 of the window.
    case fingerDown(id: Int64, x: Double, y: Double)
    case fingerMoved(id: Int64, x: Double, y: Double)
    case fingerUp(id: Int64, x: Double, y: Double)
    case keyDown(key: String, modifiers: Modifiers)
    case keyUp(key: String, modifiers: Modifiers)
    case text(String)
    /// An input method's composition (SDL_TEXTEDITING): the uncommitted text and the selection in it (UTF-16 units).
    case textEditing(String, cursor: Int, length: Int)
    case quit

    /// Keyboard modifier state.
    public struct Modifiers: OptionSet, Equatable, Sendable {
        /// The modifier bits (shift 1, control 2, alt 4, command 8): Touchstone's own values, not SDL's `KMOD_` ones.
        public let rawValue: Int
        /// Creates modifiers from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A Shift key is down.
        public static let shift = Modifiers(rawValue: 1)
        /// A Control key is down.
        public static let control = Modifiers(rawValue: 2)
        /// An Alt key is down, which the app sees as Option.
        public static let alt = Modifiers(rawValue: 4)
        /// The Super (Windows) key, which the app sees as Command.
        public static let command = Modifiers(rawValue: 8)
    }
}

/// Turns simulator-window input into `HostEvent`s, as Apple's simulator maps its mouse and keyboard.
///
/// - The mouse is one finger (id 0) while its button is down.
/// - Alt-drag: a two-finger pinch about the screen centre (the second finger mirrors the first).
/// - Alt+Shift-drag: a two-finger pan (the second finger follows 40 points to the right).
/// - Touchscreen fingers map to fingers 10, 11, … by order of arrival.
/// - Keys: Ctrl+Z shake (held: began on press, ended when Z is released, with or without Ctrl), Ctrl+← / Ctrl+→
///   rotate, Ctrl+Shift+H home, Ctrl+L lock, Ctrl+M memory warning, Ctrl+I incoming call / call ended (toggles; the
///   app's touches are cancelled), Ctrl+S screenshot, Ctrl+D light/dark appearance, Ctrl+A print the screen's
///   accessibility elements as VoiceOver reads them, Ctrl+K show or hide the on-screen keyboard (typing on the
///   computer's keyboard hides it, as a hardware keyboard does on iOS).
///   Other keys pass through as key, text and composition events.
///
/// Window pixels map to screen points by dividing by the zoom.
public struct SimulatorInputTranslator {
    /// The device screen in points: translated points are clamped to it.
    public var screenSize: CGSize
    /// Window pixels per point (above 0).
    public var zoom: CGFloat
    private var gesture: Gesture = .none
    private var fingerIDs: [Int64: Int] = [:]
    private var nextFinger = 10
    private var inCall = false
    private var shaking = false
    /// Keys whose Control combination the simulator took: their key-up is not the app's either.
    private var claimedKeys: Set<String> = []

    private enum Gesture { case none, single, pinch, pan }

    /// A translator for a screen of `screenSize` points shown at `zoom` window pixels per point (a zoom of 0 or
    /// less counts as 1).
    public init(screenSize: CGSize, zoom: CGFloat) {
        self.screenSize = screenSize
        self.zoom = zoom > 0 ? zoom : 1
    }

    private func point(_ x: Double, _ y: Double) -> CGPoint {
        let p = CGPoint(x: CGFloat(x) / zoom, y: CGFloat(y) / zoom)
        return CGPoint(x: min(max(p.x, 0), screenSize.width), y: min(max(p.y, 0), screenSize.height))
    }

    private func second(for p: CGPoint) -> CGPoint {
        switch gesture {
        case .pinch: return CGPoint(x: screenSize.width - p.x, y: screenSize.height - p.y)
        default: return CGPoint(x: min(p.x + 40, screenSize.width), y: p.y)
        }
    }

    /// The host events for one window input at host time `t` (none, one, or two for a two-finger gesture).
    public mutating func translate(_ input: SimulatorInput, at t: Double) -> [HostEvent] {
        switch input {
        case .mouseDown(let x, let y, let mods):
            let p = point(x, y)
            gesture = mods.contains(.alt) ? (mods.contains(.shift) ? .pan : .pinch) : .single
            var events: [HostEvent] = [.touchDown(finger: 0, location: p, timestamp: t)]
            if gesture != .single { events.append(.touchDown(finger: 1, location: second(for: p), timestamp: t)) }
            return events
        case .mouseMoved(let x, let y, let buttonDown, _):
            guard buttonDown, gesture != .none else { return [] }
            let p = point(x, y)
            var events: [HostEvent] = [.touchMoved(finger: 0, location: p, timestamp: t)]
            if gesture != .single { events.append(.touchMoved(finger: 1, location: second(for: p), timestamp: t)) }
            return events
        case .mouseUp(let x, let y, _):
            guard gesture != .none else { return [] }
            let p = point(x, y)
            var events: [HostEvent] = [.touchUp(finger: 0, location: p, timestamp: t)]
            if gesture != .single { events.append(.touchUp(finger: 1, location: second(for: p), timestamp: t)) }
            gesture = .none
            return events
        case .fingerDown(let id, let x, let y):
            let finger = nextFinger
            nextFinger += 1
            fingerIDs[id] = finger
            return [.touchDown(finger: finger, location: normalised(x, y), timestamp: t)]
        case .fingerMoved(let id, let x, let y):
            guard let finger = fingerIDs[id] else { return [] }
            return [.touchMoved(finger: finger, location: normalised(x, y), timestamp: t)]
        case .fingerUp(let id, let x, let y):
            guard let finger = fingerIDs.removeValue(forKey: id) else { return [] }
            if fingerIDs.isEmpty { nextFinger = 10 }
            return [.touchUp(finger: finger, location: normalised(x, y), timestamp: t)]
        case .keyDown(let key, let mods):
            return keyDown(key, mods, t)
        case .keyUp(let key, _):
            // The shake ends when Z is released, even if Ctrl was released first.
            if shaking && key.lowercased() == "z" {
                shaking = false
                claimedKeys.remove("z")
                return [.hardware(.shakeEnded, timestamp: t)]
            }
            // A key the simulator took (Ctrl+M, …) goes up unseen; every other key-up reaches the app.
            if claimedKeys.remove(key.lowercased()) != nil { return [] }
            return [.key(key, down: false, timestamp: t)]
        case .text(let s):
            return [.text(s, timestamp: t)]
        case .textEditing(let s, let cursor, let length):
            return [.textEditing(s, cursor: cursor, length: length, timestamp: t)]
        case .quit:
            return [.quit(timestamp: t)]
        }
    }

    private func normalised(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: CGFloat(x) * screenSize.width, y: CGFloat(y) * screenSize.height)
    }

    private mutating func keyDown(_ key: String, _ mods: SimulatorInput.Modifiers, _ t: Double) -> [HostEvent] {
        // The Control key itself, and Control combinations the simulator does not use, reach the app (its key
        // commands); the combinations below are the simulator's.
        guard mods.contains(.control), key != HostKeyName.control else { return [.key(key, down: true, timestamp: t)] }
        let claimed = simulatorShortcut(key, mods, t)
        if claimed.isEmpty { return [.key(key, down: true, timestamp: t)] }
        claimedKeys.insert(key.lowercased())
        return claimed
    }

    /// What the simulator does for Control+`key`: hardware actions, or nothing when it is not one of its shortcuts.
    private mutating func simulatorShortcut(_ key: String, _ mods: SimulatorInput.Modifiers, _ t: Double) -> [HostEvent] {
        switch key.lowercased() {
        case "z":
            shaking = true
            return [.hardware(.shakeBegan, timestamp: t)]
        case "left": return [.hardware(.rotateLeft, timestamp: t)]
        case "right": return [.hardware(.rotateRight, timestamp: t)]
        case "h" where mods.contains(.shift): return [.hardware(.home, timestamp: t)]
        case "l": return [.hardware(.lock, timestamp: t)]
        case "m": return [.hardware(.memoryWarning, timestamp: t)]
        case "s": return [.hardware(.screenshot, timestamp: t)]
        case "a": return [.hardware(.speakScreen, timestamp: t)]
        case "d": return [.hardware(.toggleAppearance, timestamp: t)]
        case "k": return [.hardware(.toggleSoftwareKeyboard, timestamp: t)]
        case "i":
            inCall.toggle()
            return [.hardware(inCall ? .incomingCall : .callEnded, timestamp: t)]
        default: return []
        }
    }
}
