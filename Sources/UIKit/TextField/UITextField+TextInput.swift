// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The field's ``UITextInput`` adoption: positions and ranges are ``TextIndexPosition``/``TextIndexRange``
/// (UTF-16 offsets), geometry comes from the caret layout of the displayed text, in the field's coordinates.
extension UITextField {
    /// The offset of `position`, or nil (logged) for a position another text object made.
    package func offset(of position: UITextPosition, caller: String) -> Int? {
        guard let position = position as? TextIndexPosition else {
            UIKitDiagnostics.log("\(caller): \(type(of: position)) is not a position of this text field; ignored")
            return nil
        }
        return position.offset
    }

    /// The range of `range`, clamped (and logged) to the text, or nil for a range another text object made.
    package func nsRange(of range: UITextRange, caller: String) -> NSRange? {
        guard let range = range as? TextIndexRange else {
            UIKitDiagnostics.log("\(caller): \(type(of: range)) is not a range of this text field; ignored")
            return nil
        }
        return buffer.clamp(range.range, caller: caller)
    }

    package func fieldText(in range: UITextRange) -> String? {
        guard let range = nsRange(of: range, caller: "UITextField.text(in:)") else { return nil }
        return (buffer.string as NSString).substring(with: range)
    }

    package func fieldReplace(_ range: UITextRange, withText text: String) {
        guard let range = nsRange(of: range, caller: "UITextField.replace(_:withText:)") else { return }
        applyUserEdit(range, with: text, caller: "UITextField.replace(_:withText:)")
    }

    package func setSelectedTextRange(_ range: UITextRange?) {
        guard let range else { return }
        guard let nsRange = nsRange(of: range, caller: "UITextField.selectedTextRange") else { return }
        userSelect(nsRange, caller: "UITextField.selectedTextRange")
    }

    package func fieldSetMarkedText(_ text: String?, selectedRange: NSRange) {
        guard isEditing else { return }
        let target = buffer.markedRange ?? buffer.selectedRange
        applyUserEdit(target, with: text ?? "", caller: "UITextField.setMarkedText(_:selectedRange:)",
                      marking: (text ?? "", selectedRange))
    }

    package func fieldUnmarkText() {
        guard buffer.markedRange != nil else { return }
        buffer.unmarkText()
        textLayoutDidChange()
        selectionDidChange(notify: true)
    }

    package func fieldTextRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let start = offset(of: from, caller: "UITextField.textRange(from:to:)"),
              let end = offset(of: to, caller: "UITextField.textRange(from:to:)") else { return nil }
        return TextIndexRange(from: min(start, buffer.length), to: min(end, buffer.length))
    }

    package func fieldPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position, caller: "UITextField.position(from:offset:)") else { return nil }
        let (target, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= buffer.length else { return nil }
        return TextIndexPosition(target)
    }

    package func fieldPosition(from position: UITextPosition, in direction: UITextLayoutDirection,
                               offset: Int) -> UITextPosition?
    {
        guard let start = self.offset(of: position, caller: "UITextField.position(from:in:offset:)") else { return nil }
        switch direction {
        case .left: return TextIndexPosition(max(0, start - max(0, offset)))
        case .right: return TextIndexPosition(min(buffer.length, start + max(0, offset)))
        // One line: up goes to the start, down to the end.
        case .up: return TextIndexPosition(offset > 0 ? 0 : start)
        case .down: return TextIndexPosition(offset > 0 ? buffer.length : start)
        }
    }

    package func fieldCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position, caller: "UITextField.compare(_:to:)") ?? 0
        let b = offset(of: other, caller: "UITextField.compare(_:to:)") ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    package func fieldOffset(from: UITextPosition, to: UITextPosition) -> Int {
        let a = offset(of: from, caller: "UITextField.offset(from:to:)") ?? 0
        let b = offset(of: to, caller: "UITextField.offset(from:to:)") ?? 0
        return b - a
    }

    package func fieldPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = nsRange(of: range, caller: "UITextField.position(within:farthestIn:)") else { return nil }
        switch direction {
        case .left, .up: return TextIndexPosition(range.location)
        case .right, .down: return TextIndexPosition(NSMaxRange(range))
        }
    }

    package func fieldCharacterRange(byExtending position: UITextPosition,
                                     in direction: UITextLayoutDirection) -> UITextRange?
    {
        guard let start = offset(of: position, caller: "UITextField.characterRange(byExtending:in:)") else { return nil }
        switch direction {
        case .left, .up: return TextIndexRange(from: 0, to: min(start, buffer.length))
        case .right, .down: return TextIndexRange(from: min(start, buffer.length), to: buffer.length)
        }
    }

    // MARK: Geometry (field coordinates)

    package func fieldCaretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position, caller: "UITextField.caretRect(for:)") else { return .zero }
        let origin = textOrigin
        return caretLayout.caretRect(at: offset, width: Self.caretWidth).offsetBy(dx: origin.x, dy: origin.y)
    }

    package func fieldSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = nsRange(of: range, caller: "UITextField.selectionRects(for:)") else { return [] }
        let origin = textOrigin
        let rects = caretLayout.selectionRects(for: range)
        return rects.enumerated().map { index, rect in
            TextIndexSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y), containsStart: index == 0,
                                   containsEnd: index == rects.count - 1)
        }
    }

    package func fieldFirstRect(for range: UITextRange) -> CGRect {
        guard let first = fieldSelectionRects(for: range).first?.rect else {
            if let start = range.start as? TextIndexPosition { return fieldCaretRect(for: start) }
            return .null
        }
        return first
    }

    /// The offset closest to `point` (field coordinates).
    package func closestOffset(to point: CGPoint) -> Int {
        let origin = textOrigin
        return caretLayout.closestOffset(to: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    package func fieldClosestPosition(to point: CGPoint, within range: UITextRange?) -> UITextPosition? {
        guard point.x.isFinite, point.y.isFinite else {
            UIKitDiagnostics.log("UITextField.closestPosition(to:): non-finite point; nil")
            return nil
        }
        var offset = closestOffset(to: point)
        if let range, let limits = nsRange(of: range, caller: "UITextField.closestPosition(to:within:)") {
            offset = min(max(offset, limits.location), NSMaxRange(limits))
        }
        return TextIndexPosition(offset)
    }

    package func fieldCharacterRange(at point: CGPoint) -> UITextRange? {
        guard point.x.isFinite, point.y.isFinite, buffer.length > 0 else { return nil }
        let origin = textOrigin
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        let layout = caretLayout
        // The character whose box holds the point: between the stop at or before it and the next one.
        guard let index = layout.stops.lastIndex(where: { $0.x <= local.x }), index + 1 < layout.stops.count else {
            return nil
        }
        let start = layout.stops[index].offset, end = layout.stops[index + 1].offset
        return TextIndexRange(from: start, to: end)
    }
}
