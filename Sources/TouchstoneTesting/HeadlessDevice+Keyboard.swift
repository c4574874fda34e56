// SPDX-License-Identifier: Apache-2.0

import HostInterface
import UIKit

/// Typing on a headless device: through the on-screen keyboard's keys (so its shift, caps and plane logic runs), or
/// as a hardware keyboard and input method would.
extension HeadlessDevice {
    /// The editing keys of a hardware keyboard.
    public enum Key: String, Sendable, CaseIterable {
        case `return`, delete, tab, escape, left, right, up, down

        /// The host's name for the key (``HostKeyName``).
        var hostName: String {
            switch self {
            case .return: return HostKeyName.return
            case .delete: return HostKeyName.backspace
            case .tab: return HostKeyName.tab
            case .escape: return HostKeyName.escape
            case .left: return HostKeyName.left
            case .right: return HostKeyName.right
            case .up: return HostKeyName.up
            case .down: return HostKeyName.down
            }
        }
    }

    /// Whether the on-screen keyboard (or a responder's input view) is up or sliding up.
    public var isKeyboardVisible: Bool { keyboardController?.isShown ?? false }

    /// The keyboard's frame in screen coordinates when it is up (including an input accessory view), nil when it
    /// is hidden or sliding away. The modern profile's screen coordinates turn with the interface; the iPhone OS 3
    /// profiles' stay portrait.
    public var keyboardFrame: CGRect? { keyboardController?.visibleFrame }

    /// What the pressed key's pop-up shows, nil when no key is pressed.
    public var keyboardPopupText: String? {
        guard let view = keyboardController?.lazyKeyboardViewIfMade,
              let popup = view.subviews.compactMap({ $0 as? KeyPopupView }).first else { return nil }
        return popup.shownText
    }

    private var keyboardController: KeyboardController? { application?.runtime?.keyboard }

    /// Types `text` by tapping the on-screen keyboard's keys, one tap per key (0.05 s down, 0.05 s between taps),
    /// switching shift and planes as a person would. Returns false (logged) and stops at the first character the
    /// keyboard cannot type now (no keyboard up, a character on none of its planes, return while disabled).
    @discardableResult
    public func type(_ text: String) -> Bool {
        var lastShiftTap = -Double.infinity
        for character in text {
            var typed = false
            for _ in 0..<6 {
                guard let controller = keyboardController else { return false }
                if controller.isAnimating { advance(by: KeyboardController.animationDuration) }
                guard controller.showsSystemKeyboard else {
                    UIKitDiagnostics.log("type: no on-screen keyboard is up to type \(String(reflecting: String(character)))")
                    return false
                }
                let keyboard = controller.keyboardView
                if let index = keyboard.keyIndex(producing: character) {
                    tapKey(index, of: keyboard)
                    typed = true
                    break
                }
                guard let index = keyboard.stepIndex(toward: character) else { break }
                if keyboard.keys[index].kind == .shift {
                    let wait = lastShiftTap + KeyboardView.capsLockInterval + 0.05 - now
                    if wait > 0 { advance(by: wait) }
                    lastShiftTap = now
                }
                tapKey(index, of: keyboard)
            }
            if !typed {
                UIKitDiagnostics.log("type: the keyboard cannot type \(String(reflecting: String(character))) now")
                return false
            }
        }
        return true
    }

    /// Taps the on-screen key whose accessibility label is `label` ("shift", "delete", "space", "Go", "q", …);
    /// false when the keyboard has no such key now.
    @discardableResult
    public func tapKeyboardKey(_ label: String) -> Bool {
        guard let controller = keyboardController, controller.showsSystemKeyboard else { return false }
        let keyboard = controller.keyboardView
        guard let index = keyboard.keys.firstIndex(where: {
            $0.kind != .blank && ($0.accessibilityLabel == label || keyboard.displayTitle(of: $0) == label)
        }) else { return false }
        tapKey(index, of: keyboard)
        return true
    }

    /// The centre of on-screen key `index`, in the panel's points (what ``touchDown(at:finger:)`` takes).
    public func keyboardKeyCenter(_ label: String) -> CGPoint? {
        guard let controller = keyboardController, controller.showsSystemKeyboard else { return nil }
        let keyboard = controller.keyboardView
        guard let index = keyboard.keys.firstIndex(where: {
            $0.accessibilityLabel == label || keyboard.displayTitle(of: $0) == label
        }) else { return nil }
        return panelPoint(ofKey: index, in: keyboard)
    }

    private func panelPoint(ofKey index: Int, in keyboard: KeyboardView) -> CGPoint {
        let frame = keyboard.keys[index].frame
        let inWindow = keyboard.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        guard profile.hasModernInterface, let app = application, app.statusBarOrientation != .portrait else {
            return inWindow
        }
        return InterfaceOrientationGeometry.panelPoint(fromInterface: inWindow, panel: profile.pointSize,
                                                       orientation: app.statusBarOrientation)
    }

    private func tapKey(_ index: Int, of keyboard: KeyboardView) {
        let point = panelPoint(ofKey: index, in: keyboard)
        touchDown(at: point, finger: 9)
        advance(by: 0.05)
        touchUp(finger: 9, at: point)
        advance(by: 0.05)
    }

    /// Types `text` on a hardware keyboard: text events (a newline as the return key), as the simulator window
    /// sends when the computer's keyboard types. The on-screen keyboard hides, as on iOS.
    public func typeHardware(_ text: String) {
        var chunk = ""
        for character in text {
            if character == "\n" {
                if !chunk.isEmpty { inject([.text(chunk, timestamp: now)]) }
                chunk = ""
                pressKey(.return)
            } else {
                chunk.append(character)
            }
        }
        if !chunk.isEmpty { inject([.text(chunk, timestamp: now)]) }
    }

    /// Presses and releases a hardware keyboard's editing key.
    public func pressKey(_ key: Key) {
        inject([.key(key.hostName, down: true, timestamp: now)])
        inject([.key(key.hostName, down: false, timestamp: now)])
    }

    /// An input method's composition: `text` is the uncommitted text (empty: the composition is abandoned) with
    /// the caret after its `cursor`-th UTF-16 unit (default: the end).
    public func compose(_ text: String, cursor: Int? = nil) {
        inject([.textEditing(text, cursor: cursor ?? text.utf16.count, length: 0, timestamp: now)])
    }

    /// The input method commits `text`, ending any composition.
    public func commitComposition(_ text: String) {
        inject([.text(text, timestamp: now)])
    }

    /// The simulator's software-keyboard toggle (Ctrl+K).
    public func toggleSoftwareKeyboard() {
        inject([.hardware(.toggleSoftwareKeyboard, timestamp: now)])
    }
}
