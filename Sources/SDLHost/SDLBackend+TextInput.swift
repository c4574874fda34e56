// SPDX-License-Identifier: Apache-2.0

import CSDL2
import HostInterface

extension SDLBackend: HostTextInputControlling {
    /// Starts or stops SDL's text input (and with it the desktop's input method) as UIKit asks.
    public func setTextInputActive(_ active: Bool) {
        if active { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// The editing keys a held key repeats (delete, arrows), as a hardware keyboard does on iOS.
    static func repeatsWhenHeld(_ sym: SDL_Keycode) -> Bool {
        switch Int(sym) {
        case Int(SDLK_BACKSPACE.rawValue), Int(SDLK_LEFT.rawValue), Int(SDLK_RIGHT.rawValue), Int(SDLK_UP.rawValue),
            Int(SDLK_DOWN.rawValue):
            return true
        default:
            return false
        }
    }

    /// An SDL_TEXTEDITING event as a composition: SDL gives the cursor and length in code points; they become
    /// UTF-16 offsets into the text.
    static func composition(_ edit: SDL_TextEditingEvent) -> SimulatorInput {
        var raw = edit.text
        let text = withUnsafeBytes(of: &raw) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let characters = Array(text.unicodeScalars)
        let start = min(max(0, Int(edit.start)), characters.count)
        let length = min(max(0, Int(edit.length)), characters.count - start)
        let cursor = characters[..<start].reduce(0) { $0 + $1.utf16.count }
        let selected = characters[start..<(start + length)].reduce(0) { $0 + $1.utf16.count }
        return .textEditing(text, cursor: cursor, length: selected)
    }
}
