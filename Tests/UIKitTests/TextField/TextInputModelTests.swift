// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Text editing model and tokenizer")
struct TextInputModelTests {
    @Test("The buffer clamps bad ranges (negative, NSNotFound, past the end) and logs them")
    func bufferClamps() {
        let buffer = TextEditingBuffer()
        buffer.setText(NSAttributedString(string: "abc"))
        let (_, lines) = UIKitDiagnostics.capturing {
            #expect(buffer.clamp(NSRange(location: -4, length: 6), caller: "t") == NSRange(location: 0, length: 2))
            #expect(buffer.clamp(NSRange(location: NSNotFound, length: 0), caller: "t") == NSRange(location: 3, length: 0))
            #expect(buffer.clamp(NSRange(location: 2, length: Int.max), caller: "t") == NSRange(location: 2, length: 1))
        }
        #expect(lines.count == 3)
        let (_, quiet) = UIKitDiagnostics.capturing { _ = buffer.clamp(NSRange(location: 1, length: 1), caller: "t") }
        #expect(quiet.isEmpty)
    }

    @Test("A selection never splits a composed character")
    func selectionSnaps() {
        let buffer = TextEditingBuffer()
        buffer.setText(NSAttributedString(string: "a👍🏽b"))
        buffer.select(NSRange(location: 2, length: 0), caller: "t")
        #expect(buffer.selectedRange == NSRange(location: 1, length: 0))
        buffer.select(NSRange(location: 0, length: 2), caller: "t")
        #expect(buffer.selectedRange == NSRange(location: 0, length: 5))
    }

    @Test("Word, sentence and paragraph boundaries")
    func boundaries() {
        let text = "Don't stop. Go on!\nNext para"
        #expect(TextBoundaries.wordRanges(in: text).map { (text as NSString).substring(with: $0) }
                == ["Don't", "stop", "Go", "on", "Next", "para"])
        #expect(TextBoundaries.sentenceRanges(in: text).map { (text as NSString).substring(with: $0) }
                == ["Don't stop.", "Go on!", "Next para"])
        #expect(TextBoundaries.paragraphRanges(in: text).map { (text as NSString).substring(with: $0) }
                == ["Don't stop. Go on!", "Next para"])
        #expect(TextBoundaries.wordRange(in: text, at: 5) == NSRange(location: 0, length: 5))
        #expect(TextBoundaries.wordRange(in: text, at: 10) == NSRange(location: 6, length: 4))
        #expect(TextBoundaries.wordRange(in: "a  b", at: 2) == nil)
        #expect(TextBoundaries.selectionUnit(in: "a  b", at: 2) == NSRange(location: 2, length: 1))
    }

    @Test("UITextInputStringTokenizer answers Apple's four questions on a text field")
    func tokenizer() throws {
        let (_, _, field) = try launchedTextField(text: "one two. three")
        let tokenizer = field.tokenizer
        #expect(tokenizer is UITextInputStringTokenizer)
        func at(_ offset: Int) -> UITextPosition { field.position(from: field.beginningOfDocument, offset: offset)! }
        func offset(_ position: UITextPosition?) -> Int? {
            position.map { field.offset(from: field.beginningOfDocument, to: $0) }
        }
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        let word = try #require(tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: forward))
        #expect(field.text(in: word) == "two")
        #expect(tokenizer.rangeEnclosingPosition(at(3), with: .word, inDirection: forward) == nil)
        let before = try #require(tokenizer.rangeEnclosingPosition(at(3), with: .word, inDirection: backward))
        #expect(field.text(in: before) == "one")
        #expect(tokenizer.isPosition(at(3), atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(at(3), atBoundary: .word, inDirection: backward))
        #expect(tokenizer.isPosition(at(4), atBoundary: .word, inDirection: backward))
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: forward)) == 3)
        #expect(offset(tokenizer.position(from: at(3), toBoundary: .word, inDirection: forward)) == 7)
        #expect(offset(tokenizer.position(from: at(9), toBoundary: .word, inDirection: backward)) == 4)
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .sentence, inDirection: forward)) == 8)
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .document, inDirection: forward)) == 14)
        #expect(offset(tokenizer.position(from: at(14), toBoundary: .line, inDirection: .layout(.left))) == 0)
        #expect(tokenizer.isPosition(at(1), withinTextUnit: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(at(3), withinTextUnit: .word, inDirection: forward))
        #expect(tokenizer.isPosition(at(3), withinTextUnit: .word, inDirection: backward))
        #expect(offset(tokenizer.position(from: at(14), toBoundary: .word, inDirection: forward)) == nil)
    }

    @Test("Positions and ranges are UTF-16 offsets, compared and measured like NSRange")
    func positions() throws {
        let (_, _, field) = try launchedTextField(text: "añ😀")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
        let one = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        #expect(field.compare(one, to: field.endOfDocument) == .orderedAscending)
        #expect(field.compare(field.endOfDocument, to: one) == .orderedDescending)
        #expect(field.compare(one, to: TextIndexPosition(1)) == .orderedSame)
        let range = try #require(field.textRange(from: field.endOfDocument, to: one))
        #expect(field.text(in: range) == "ñ😀")
        #expect(field.position(from: one, in: .left, offset: 5).map { field.offset(from: field.beginningOfDocument, to: $0) } == 0)
        #expect(field.position(within: range, farthestIn: .right).map { field.offset(from: field.beginningOfDocument, to: $0) } == 4)
    }
}
