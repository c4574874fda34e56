// SPDX-License-Identifier: Apache-2.0

/// The writing system of a letter, coarsely (Latin, Greek, Cyrillic… and, for the rest, the 128-code-point block a
/// letter sits in): enough to tell a dictionary's own words from words in another script, which the dictionary
/// cannot judge and `UITextChecker` leaves alone.
struct SpellingScript: Hashable {
    private let id: UInt32

    static let latin = SpellingScript(id: 1)
    static let greek = SpellingScript(id: 2)
    static let cyrillic = SpellingScript(id: 3)

    private init(id: UInt32) { self.id = id }

    /// The script of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF,
             0xFF21...0xFF3A, 0xFF41...0xFF5A:
            id = 1
        case 0x370...0x3FF, 0x1F00...0x1FFF: id = 2
        case 0x400...0x52F, 0x2DE0...0x2DFF, 0xA640...0xA69F: id = 3
        case let value: id = 0x100 + (value >> 7)
        }
    }

    /// The script most of `letters` are written in (a dictionary's `TRY` line); Latin when there are none.
    static func dominant(in letters: String) -> SpellingScript {
        var counts: [SpellingScript: Int] = [:]
        for scalar in letters.unicodeScalars where scalar.properties.isAlphabetic {
            counts[SpellingScript(scalar), default: 0] += 1
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key.id > $1.key.id }?.key ?? .latin
    }
}
