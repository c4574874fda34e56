// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import UIKit

/// A position in ``MarkedTextView``: a UTF-16 offset.
final class OffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// A range in ``MarkedTextView``.
final class OffsetRange: UITextRange {
    let lower: Int, upper: Int
    init(_ lower: Int, _ upper: Int) { self.lower = min(lower, upper); self.upper = max(lower, upper) }
    override var isEmpty: Bool { lower == upper }
    override var start: UITextPosition { OffsetPosition(lower) }
    override var end: UITextPosition { OffsetPosition(upper) }
}

/// A minimal custom text view adopting `UITextInput` (one line of UTF-16 text, a selection and marked text), as an
/// app supporting input methods writes one. It logs the marked-text calls it gets.
@MainActor
final class MarkedTextView: UIView, UITextInput {
    var units: [UInt16] = []
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var calls: [String] = []

    var text: String { String(decoding: units, as: UTF16.self) }
    var markedText: String? { marked.map { String(decoding: units[$0.location..<NSMaxRange($0)], as: UTF16.self) } }

    override var canBecomeFirstResponder: Bool { true }

    // UIKeyInput
    var hasText: Bool { !units.isEmpty }
    func insertText(_ text: String) {
        calls.append("insertText(\(text))")
        replaceUnits(in: marked ?? selection, with: text)
        marked = nil
    }
    func deleteBackward() {
        calls.append("deleteBackward")
        if selection.length == 0 {
            guard selection.location > 0 else { return }
            replaceUnits(in: NSRange(location: selection.location - 1, length: 1), with: "")
        } else {
            replaceUnits(in: selection, with: "")
        }
    }

    private func replaceUnits(in range: NSRange, with text: String) {
        let new = Array(text.utf16)
        units.replaceSubrange(range.location..<NSMaxRange(range), with: new)
        selection = NSRange(location: range.location + new.count, length: 0)
    }

    // Text
    func text(in range: UITextRange) -> String? {
        guard let r = range as? OffsetRange else { return nil }
        return String(decoding: units[max(0, r.lower)..<min(units.count, r.upper)], as: UTF16.self)
    }
    func replace(_ range: UITextRange, withText text: String) {
        guard let r = range as? OffsetRange else { return }
        replaceUnits(in: NSRange(location: r.lower, length: r.upper - r.lower), with: text)
    }

    // Selection and marked text
    var selectedTextRange: UITextRange? {
        get { OffsetRange(selection.location, NSMaxRange(selection)) }
        set {
            guard let r = newValue as? OffsetRange else { return }
            selection = NSRange(location: r.lower, length: r.upper - r.lower)
        }
    }
    var markedTextRange: UITextRange? { marked.map { OffsetRange($0.location, NSMaxRange($0)) } }
    var markedTextStyle: [NSAttributedString.Key: Any]?
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        calls.append("setMarkedText(\(markedText ?? "nil"), \(selectedRange.location), \(selectedRange.length))")
        let range = marked ?? selection
        let new = Array((markedText ?? "").utf16)
        units.replaceSubrange(range.location..<NSMaxRange(range), with: new)
        marked = new.isEmpty ? nil : NSRange(location: range.location, length: new.count)
        selection = NSRange(location: range.location + selectedRange.location, length: selectedRange.length)
    }
    func unmarkText() {
        calls.append("unmarkText")
        if let m = marked { selection = NSRange(location: NSMaxRange(m), length: 0) }
        marked = nil
    }

    // Positions and ranges
    var beginningOfDocument: UITextPosition { OffsetPosition(0) }
    var endOfDocument: UITextPosition { OffsetPosition(units.count) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = fromPosition as? OffsetPosition, let b = toPosition as? OffsetPosition else { return nil }
        return OffsetRange(a.offset, b.offset)
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = position as? OffsetPosition else { return nil }
        let o = p.offset + offset
        return (0...units.count).contains(o) ? OffsetPosition(o) : nil
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .up: return OffsetPosition(0)
        case .down: return OffsetPosition(units.count)
        case .left: return self.position(from: position, offset: -offset)
        case .right: return self.position(from: position, offset: offset)
        }
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = (position as? OffsetPosition)?.offset ?? 0, b = (other as? OffsetPosition)?.offset ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        ((toPosition as? OffsetPosition)?.offset ?? 0) - ((from as? OffsetPosition)?.offset ?? 0)
    }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let p = position as? OffsetPosition else { return nil }
        return direction == .left ? OffsetRange(max(0, p.offset - 1), p.offset) : OffsetRange(p.offset, min(units.count, p.offset + 1))
    }

    // The system's helpers
    weak var inputDelegate: UITextInputDelegate?
    var tokenizer: UITextInputTokenizer { Tokenizer() }

    private final class Tokenizer: UITextInputTokenizer {
        func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                    inDirection direction: UITextDirection) -> UITextRange? { nil }
        func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                        inDirection direction: UITextDirection) -> Bool { false }
        func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                      inDirection direction: UITextDirection) -> UITextPosition? { nil }
        func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                        inDirection direction: UITextDirection) -> Bool { false }
    }

    // Writing direction and geometry
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        .leftToRight
    }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}
