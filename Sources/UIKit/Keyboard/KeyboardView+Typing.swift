// SPDX-License-Identifier: Apache-2.0

/// How to type a character on the keyboard as it is now: the key that types it, or the key (shift or a plane key)
/// that brings it closer. `HeadlessDevice.type(_:)` taps these, so typing runs the keyboard's own logic.
extension KeyboardView {
    /// The key that types `character` now (letters in the shift state's case), nil when none does.
    package func keyIndex(producing character: Character) -> Int? {
        let s = String(character)
        for (i, key) in keys.enumerated() {
            switch key.kind {
            case .character(let t):
                let out = key.isLetter && shift != .off ? t.uppercased() : t
                if out == s { return i }
            case .space where character == " ": return i
            case .returnKey where character == "\n" && isReturnEnabled: return i
            default: continue
            }
        }
        return nil
    }

    /// The shift or plane key to tap on the way to `character`, nil when no plane of this keyboard has it.
    package func stepIndex(toward character: Character) -> Int? {
        let s = String(character)
        func has(_ plane: KeyboardPlane) -> Bool {
            KeyboardLayout.keys(type: keyboardType, plane: plane, modern: metrics.modern, area: metrics.keyArea,
                                returnTitle: "").contains { key in
                if case .character(let t) = key.kind {
                    return key.isLetter ? t == s.lowercased() && character.isLetter : t == s
                }
                return false
            }
        }
        if plane == .letters, character.isLetter, has(.letters) {
            return keys.firstIndex { $0.kind == .shift }
        }
        let order: [KeyboardPlane] = KeyboardLayout.isPad(keyboardType) ? [.pad, .padSymbols]
            : [.letters, .numbers, .symbols]
        guard let target = order.first(where: { $0 != plane && has($0) }) else { return nil }
        if let direct = keys.firstIndex(where: { $0.kind == .plane(target) }) { return direct }
        // The symbols plane is reached through the numbers plane.
        return keys.firstIndex { if case .plane = $0.kind { return true } else { return false } }
    }
}
