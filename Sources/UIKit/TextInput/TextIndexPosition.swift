// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A position in a text object's document as a UTF-16 offset from its start, the concrete ``UITextPosition`` that
/// UIKit's own text objects hand out (Apple's are private classes of the same shape). Offsets count UTF-16 code
/// units, as `NSRange` does.
@preconcurrency @MainActor
package final class TextIndexPosition: UITextPosition {
    /// The UTF-16 offset from the document's start (never negative).
    package let offset: Int

    package init(_ offset: Int) {
        self.offset = max(0, offset)
        super.init()
    }

    package override func isEqual(_ object: Any?) -> Bool { (object as? TextIndexPosition)?.offset == offset }
    package override var hash: Int { offset }
    package override var description: String { "<TextIndexPosition \(offset)>" }
}

/// A range of a text object's document as UTF-16 offsets, the concrete ``UITextRange`` of UIKit's text objects.
@preconcurrency @MainActor
package final class TextIndexRange: UITextRange {
    /// The range, `location` ≥ 0 and `length` ≥ 0.
    package let range: NSRange

    package init(_ range: NSRange) {
        self.range = NSRange(location: max(0, range.location), length: max(0, range.length))
        super.init()
    }

    package convenience init(from start: Int, to end: Int) {
        self.init(NSRange(location: min(start, end), length: abs(end - start)))
    }

    package override var isEmpty: Bool { range.length == 0 }
    package override var start: UITextPosition { TextIndexPosition(range.location) }
    package override var end: UITextPosition { TextIndexPosition(range.location + range.length) }
    package override func isEqual(_ object: Any?) -> Bool { (object as? TextIndexRange)?.range == range }
    package override var hash: Int { range.location &* 31 &+ range.length }
    package override var description: String { "<TextIndexRange {\(range.location), \(range.length)}>" }
}

/// One rectangle of a selection's highlight, as UIKit's text objects return them from `selectionRects(for:)`.
@preconcurrency @MainActor
package final class TextIndexSelectionRect: UITextSelectionRect {
    private let storedRect: CGRect
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    package init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        super.init()
    }

    package override var rect: CGRect { storedRect }
    package override var containsStart: Bool { storedContainsStart }
    package override var containsEnd: Bool { storedContainsEnd }
}
