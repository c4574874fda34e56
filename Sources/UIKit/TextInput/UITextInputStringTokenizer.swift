// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A text object that knows its laid-out lines, so a tokenizer moves by ``UITextGranularity/line`` along them
/// rather than along paragraphs.
@MainActor
package protocol TextLineRangeProviding: AnyObject {
    /// The UTF-16 range of each laid-out line, in order.
    var textLineRanges: [NSRange] { get }
}

/// The tokenizer UIKit gives text objects: finds the boundaries of characters, words, sentences, paragraphs, lines
/// and the document in the text of a ``UITextInput`` object, by reading its text and positions.
///
/// Directions: `.forward`, `.right` and `.down` look toward the document's end, `.backward`, `.left` and `.up`
/// toward its start (left-to-right text). A position is *at a boundary* forward when a unit ends there, backward
/// when one starts there; it is *within a unit* forward when the character after it belongs to one, backward when
/// the character before does. Lines are the object's laid-out lines when it provides them, paragraphs otherwise.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer for `textInput`'s text (held weakly, as on Apple).
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    // MARK: UITextInputTokenizer

    /// The unit of `granularity` that contains `position` (looking backward: that ends at it), or nil when there is
    /// none (between words, say).
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange?
    {
        guard let (text, offset) = resolve(position) else { return nil }
        let forward = Self.isForward(direction)
        let units = Self.units(granularity, in: text, of: textInput)
        let hit = units.first { unit in
            forward ? (offset >= unit.location && offset < NSMaxRange(unit)) || (unit.length == 0 && offset == unit.location)
                : (offset > unit.location && offset <= NSMaxRange(unit)) || (unit.length == 0 && offset == unit.location)
        }
        guard let hit else { return nil }
        return makeRange(hit)
    }

    /// Whether `position` is at a boundary of a unit of `granularity` in `direction` (see the type's discussion).
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool
    {
        guard let (text, offset) = resolve(position) else { return false }
        let forward = Self.isForward(direction)
        return Self.units(granularity, in: text, of: textInput).contains {
            forward ? NSMaxRange($0) == offset : $0.location == offset
        }
    }

    /// The next boundary of `granularity` from `position` in `direction`: the end of the next unit ending after it
    /// (forward) or the start of the nearest unit starting before it (backward); nil when there is none.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition?
    {
        guard let (text, offset) = resolve(position) else { return nil }
        let units = Self.units(granularity, in: text, of: textInput)
        let target: Int?
        if Self.isForward(direction) {
            target = units.map { NSMaxRange($0) }.first { $0 > offset }
        } else {
            target = units.map(\.location).last { $0 < offset }
        }
        guard let target, let textInput else { return nil }
        return textInput.position(from: textInput.beginningOfDocument, offset: target)
    }

    /// Whether `position` is inside a unit of `granularity` looking in `direction` (see the type's discussion).
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool
    {
        guard let (text, offset) = resolve(position) else { return false }
        let forward = Self.isForward(direction)
        return Self.units(granularity, in: text, of: textInput).contains { unit in
            forward ? offset >= unit.location && offset < NSMaxRange(unit)
                : offset > unit.location && offset <= NSMaxRange(unit)
        }
    }

    // MARK: Helpers

    /// The text object's whole text and `position`'s UTF-16 offset in it, or nil when the object is gone.
    private func resolve(_ position: UITextPosition) -> (String, Int)? {
        guard let textInput,
              let all = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument),
              let text = textInput.text(in: all) else { return nil }
        let offset = textInput.offset(from: textInput.beginningOfDocument, to: position)
        return (text, min(max(0, offset), text.utf16.count))
    }

    private func makeRange(_ range: NSRange) -> UITextRange? {
        guard let textInput,
              let start = textInput.position(from: textInput.beginningOfDocument, offset: range.location),
              let end = textInput.position(from: start, offset: range.length) else { return nil }
        return textInput.textRange(from: start, to: end)
    }

    /// Whether `direction` looks toward the document's end.
    private static func isForward(_ direction: UITextDirection) -> Bool {
        switch direction.rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue,
             UITextLayoutDirection.down.rawValue: true
        default: false
        }
    }

    /// The units of `granularity` in `text`, in order.
    package static func units(_ granularity: UITextGranularity, in text: String,
                              of textInput: AnyObject?) -> [NSRange]
    {
        switch granularity {
        case .character:
            let ns = text as NSString
            var ranges: [NSRange] = []
            var index = 0
            while index < ns.length {
                let range = ns.rangeOfComposedCharacterSequence(at: index)
                ranges.append(range)
                index = NSMaxRange(range)
            }
            return ranges
        case .word: return TextBoundaries.wordRanges(in: text)
        case .sentence: return TextBoundaries.sentenceRanges(in: text)
        case .paragraph: return TextBoundaries.paragraphRanges(in: text)
        case .line:
            if let lines = (textInput as? TextLineRangeProviding)?.textLineRanges { return lines }
            return TextBoundaries.paragraphRanges(in: text)
        case .document: return [NSRange(location: 0, length: text.utf16.count)]
        }
    }
}
