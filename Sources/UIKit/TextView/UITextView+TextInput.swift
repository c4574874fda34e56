// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The text view's ``UITextInput`` adoption: positions and ranges are ``TextIndexPosition``/``TextIndexRange``
/// (UTF-16 offsets); geometry comes from the layout manager's paragraph cache, in the view's (content)
/// coordinates.
extension UITextView {
    /// The offset of `position`, or nil (logged) for a position another text object made.
    package func offset(of position: UITextPosition, caller: String) -> Int? {
        guard let position = position as? TextIndexPosition else {
            UIKitDiagnostics.log("\(caller): \(type(of: position)) is not a position of this text view; ignored")
            return nil
        }
        return min(max(0, position.offset), buffer.length)
    }

    /// The range of `range`, clamped (and logged) to the text, or nil for a range another text object made.
    package func nsRange(of range: UITextRange, caller: String) -> NSRange? {
        guard let range = range as? TextIndexRange else {
            UIKitDiagnostics.log("\(caller): \(type(of: range)) is not a range of this text view; ignored")
            return nil
        }
        return buffer.clamp(range.range, caller: caller)
    }

    package func viewText(in range: UITextRange) -> String? {
        guard let range = nsRange(of: range, caller: "UITextView.text(in:)") else { return nil }
        return (storage.string as NSString).substring(with: range)
    }

    package func viewReplace(_ range: UITextRange, withText text: String) {
        guard let range = nsRange(of: range, caller: "UITextView.replace(_:withText:)") else { return }
        applyUserEdit(range, with: text, caller: "UITextView.replace(_:withText:)")
    }

    package func setSelectedTextRange(_ range: UITextRange?) {
        guard let range, let nsRange = nsRange(of: range, caller: "UITextView.selectedTextRange") else { return }
        userSelect(nsRange, caller: "UITextView.selectedTextRange")
    }

    package func viewSetMarkedText(_ text: String?, selectedRange: NSRange) {
        guard isEditingText else { return }
        let target = buffer.markedRange ?? buffer.selectedRange
        applyUserEdit(target, with: text ?? "", caller: "UITextView.setMarkedText(_:selectedRange:)",
                      marking: (text ?? "", selectedRange))
    }

    package func viewUnmarkText() {
        guard let marked = buffer.markedRange else { return }
        buffer.unmarkText()
        layoutManager.paragraphs.invalidate(marked)
        textLayoutDidChange()
        selectionDidChange(notify: true)
    }

    package func viewTextRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let start = offset(of: from, caller: "UITextView.textRange(from:to:)"),
              let end = offset(of: to, caller: "UITextView.textRange(from:to:)") else { return nil }
        return TextIndexRange(from: start, to: end)
    }

    package func viewPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position, caller: "UITextView.position(from:offset:)") else { return nil }
        let (target, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= buffer.length else { return nil }
        return TextIndexPosition(target)
    }

    /// Left and right move by characters; up and down by lines, keeping the caret's x.
    package func viewPosition(from position: UITextPosition, in direction: UITextLayoutDirection,
                              offset: Int) -> UITextPosition?
    {
        guard let start = self.offset(of: position, caller: "UITextView.position(from:in:offset:)") else { return nil }
        let count = max(0, offset)
        switch direction {
        case .left: return TextIndexPosition(max(0, start - count))
        case .right: return TextIndexPosition(min(buffer.length, start + count))
        case .up, .down:
            let paragraphs = layoutManager.paragraphs
            var current = start
            for _ in 0..<count {
                let caret = paragraphs.caretRect(at: current, width: 0)
                let y = direction == .up ? caret.minY - 1 : caret.maxY + 1
                if y < 0 { current = 0; break }
                if y >= paragraphs.totalHeight { current = buffer.length; break }
                current = paragraphs.closestOffset(to: CGPoint(x: caret.minX, y: y))
            }
            return TextIndexPosition(current)
        }
    }

    package func viewCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position, caller: "UITextView.compare(_:to:)") ?? 0
        let b = offset(of: other, caller: "UITextView.compare(_:to:)") ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    package func viewOffset(from: UITextPosition, to: UITextPosition) -> Int {
        let a = offset(of: from, caller: "UITextView.offset(from:to:)") ?? 0
        let b = offset(of: to, caller: "UITextView.offset(from:to:)") ?? 0
        return b - a
    }

    package func viewPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = nsRange(of: range, caller: "UITextView.position(within:farthestIn:)") else { return nil }
        switch direction {
        case .left, .up: return TextIndexPosition(range.location)
        case .right, .down: return TextIndexPosition(NSMaxRange(range))
        }
    }

    package func viewCharacterRange(byExtending position: UITextPosition,
                                    in direction: UITextLayoutDirection) -> UITextRange?
    {
        guard let start = offset(of: position, caller: "UITextView.characterRange(byExtending:in:)") else { return nil }
        switch direction {
        case .left, .up: return TextIndexRange(from: 0, to: start)
        case .right, .down: return TextIndexRange(from: start, to: buffer.length)
        }
    }

    // MARK: Geometry (view coordinates)

    package func viewCaretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position, caller: "UITextView.caretRect(for:)") else { return .zero }
        let origin = paragraphOrigin
        return layoutManager.paragraphs.caretRect(at: offset, width: Self.caretWidth).offsetBy(dx: origin.x, dy: origin.y)
    }

    package func viewSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = nsRange(of: range, caller: "UITextView.selectionRects(for:)") else { return [] }
        let origin = paragraphOrigin
        let lineEnd = textContainer.wrappingWidth ?? layoutManager.paragraphs.usedWidth
        let rects = layoutManager.paragraphs.selectionRects(for: range, lineEnd: lineEnd)
        return rects.enumerated().map { index, rect in
            TextIndexSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y), containsStart: index == 0,
                                   containsEnd: index == rects.count - 1)
        }
    }

    package func viewFirstRect(for range: UITextRange) -> CGRect {
        guard let first = viewSelectionRects(for: range).first?.rect else {
            if let start = range.start as? TextIndexPosition { return viewCaretRect(for: start) }
            return .null
        }
        return first
    }

    /// The offset closest to `point` (view coordinates).
    package func closestOffset(to point: CGPoint) -> Int {
        let origin = paragraphOrigin
        return layoutManager.paragraphs.closestOffset(to: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    package func viewClosestPosition(to point: CGPoint, within range: UITextRange?) -> UITextPosition? {
        guard point.x.isFinite, point.y.isFinite else {
            UIKitDiagnostics.log("UITextView.closestPosition(to:): non-finite point; nil")
            return nil
        }
        var offset = closestOffset(to: point)
        if let range, let limits = nsRange(of: range, caller: "UITextView.closestPosition(to:within:)") {
            offset = min(max(offset, limits.location), NSMaxRange(limits))
        }
        return TextIndexPosition(offset)
    }

    /// The character whose box holds `point`, or nil between lines' ends and outside the text.
    package func viewCharacterRange(at point: CGPoint) -> UITextRange? {
        guard let offset = characterOffset(at: point) else { return nil }
        return TextIndexRange((storage.string as NSString).rangeOfComposedCharacterSequence(at: offset))
    }

    /// The offset of the character under `point` (view coordinates), or nil when none is.
    package func characterOffset(at point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite, buffer.length > 0 else { return nil }
        let offset = closestOffset(to: point)
        let ns = storage.string as NSString
        for candidate in [offset, offset - 1] where candidate >= 0 && candidate < ns.length {
            let range = ns.rangeOfComposedCharacterSequence(at: candidate)
            let rects = viewSelectionRects(for: TextIndexRange(range)).map(\.rect)
            if rects.contains(where: { $0.insetBy(dx: -1, dy: 0).contains(point) }) { return candidate }
        }
        return nil
    }
}
