// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@_spi(InterfaceBuilder) @testable import UIKit

@MainActor
@Suite("Interface Builder: damaged documents")
struct DocumentFuzzTests {
    /// A small deterministic generator (xorshift), so every run checks the same inputs.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(max(bound, 1)))
        }
    }

    /// Damages `text`: truncates it, deletes, duplicates or swaps a span, or replaces an attribute value.
    private static func damage(_ text: [UInt8], _ random: inout Generator) -> [UInt8] {
        var bytes = text
        for _ in 0..<(1 + random.next(4)) {
            guard !bytes.isEmpty else { break }
            let start = random.next(bytes.count)
            let end = min(bytes.count, start + 1 + random.next(40))
            switch random.next(5) {
            case 0: bytes = Array(bytes[..<start])
            case 1: bytes.removeSubrange(start..<end)
            case 2: bytes.insert(contentsOf: bytes[start..<end], at: random.next(bytes.count))
            case 3: bytes[start] = UInt8(truncatingIfNeeded: random.next(256))
            default: bytes.replaceSubrange(start..<end, with: Array("\"-1\" id=\"i5M-Pr-FkT\"".utf8))
            }
        }
        return bytes
    }

    @Test("Text that is not UTF-8 (where Foundation's XMLParser would trap) is refused with its line")
    func invalidUTF8() {
        var bytes = Array(IBFixtures.mainStoryboard.utf8)
        let comment = Array("<!--Items-->".utf8)
        let at = bytes.indices.first { bytes[$0...].starts(with: comment) } ?? 0
        bytes[at + 5] = 0xFF
        let (board, lines) = UIKitDiagnostics.capturing {
            UIStoryboard(data: Data(bytes), name: "Bad", bundle: nil).instantiateInitialViewController()
        }
        #expect(board == nil)
        #expect(lines.contains { $0.contains("'Bad' is malformed at line 24: the text is not valid UTF-8") }, "\(lines)")
    }

    @Test("2,000 damaged xibs and storyboards load what they can or fail with a logged error, never crash")
    func damagedDocuments() {
        var random = Generator(state: 0x9E37_79B9_7F4A_7C15)
        let xib = Array(IBFixtures.profileXib.utf8)
        let storyboard = Array(IBFixtures.mainStoryboard.utf8)
        var loaded = 0
        for round in 0..<2000 {
            let data = Data(Self.damage(round.isMultiple(of: 2) ? xib : storyboard, &random))
            let (count, _) = UIKitDiagnostics.capturing { () -> Int in
                if round.isMultiple(of: 2) {
                    return UINib(data: data, bundle: nil).instantiate(withOwner: IBFixtureOwner()).count
                }
                let board = UIStoryboard(data: data, name: "Fuzz", bundle: nil)
                let initial = board.instantiateInitialViewController()
                _ = board.instantiateViewController(withIdentifier: "Detail").view
                return initial == nil ? 0 : 1
            }
            loaded += count
        }
        #expect(loaded > 0)  // some damage leaves a loadable document
    }
}
