// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
@testable import UIKit

/// The caret's stop at one offset, measured alone while typing (issue 17: measuring every character of the
/// paragraph per keystroke was half of a keystroke's time), is the stop the full measurement gives.
@MainActor
@Suite("Caret stops measured one at a time")
struct TextCaretStopTests {
    private static let texts = [
        "Hello, world", "wrap me across several lines of a narrow layout, please, and keep going further",
        "e\u{301}mojis 👩‍👩‍👧 and flags 🇫🇷 mid-text", "ends with a break\n", "two\nlines", "",
        "שלום עולם and English",
    ]

    @Test("Every offset's stop and caret rectangle match the full measurement, before and after it")
    func singleStopsMatchFullMeasurement() {
        let font = UIFont.systemFont(ofSize: 17).textFont
        for text in Self.texts {
            let layout = TextLayout(text: text, font: font, width: 120)
            let alone = TextCaretLayout(layout: layout, text: text, lineHeight: 20)
            let full = TextCaretLayout(layout: layout, text: text, lineHeight: 20)
            let measured = full.stops
            let length = (text as NSString).length
            for offset in -1...(length + 1) {
                let a = alone.stop(at: offset), b = full.stop(at: offset)
                #expect(a.offset == b.offset && a.x == b.x && a.y == b.y && a.height == b.height,
                        "\(text.debugDescription) at \(offset)")
                #expect(alone.caretRect(at: offset, width: 2) == full.caretRect(at: offset, width: 2))
            }
            #expect(alone.length == measured.last?.offset)
            // Once the full measurement exists the single stops agree with it too.
            #expect(alone.stops.map(\.offset) == measured.map(\.offset))
        }
    }
}
