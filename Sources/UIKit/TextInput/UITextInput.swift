// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A position in a text object's document. Each text object subclasses it with its own representation; the
/// system only passes positions back to the object that made them.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position; a text object's subclass adds what locates it (a UTF-16 offset, for Touchstone's).
    public override init() { super.init() }
}

/// A range in a text object's document, from ``start`` to ``end``. Text objects subclass it.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Creates a range; a text object's subclass adds its bounds.
    public override init() { super.init() }
    /// Whether the range holds no characters (a caret).
    open var isEmpty: Bool { false }
    /// The range's start.
    open var start: UITextPosition { UITextPosition() }
    /// The range's end.
    open var end: UITextPosition { UITextPosition() }
}

/// A direction in the text's storage (backward is toward the document's start).
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// A direction on the screen, for moving between positions by layout.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A direction for the tokenizer: either a storage or a layout direction, by raw value
/// (`UITextDirection(rawValue: UITextStorageDirection.forward.rawValue)`).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The direction's number: a ``UITextStorageDirection`` (0, 1) or a ``UITextLayoutDirection`` (2–5) raw value.
    public let rawValue: Int
    /// Creates a direction from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The storage direction `direction` (forward or backward in the text).
    public static func storage(_ direction: UITextStorageDirection) -> Self { Self(rawValue: direction.rawValue) }
    /// The layout direction `direction` (right, left, up or down on screen).
    public static func layout(_ direction: UITextLayoutDirection) -> Self { Self(rawValue: direction.rawValue) }
}

/// The units a tokenizer moves by.
public enum UITextGranularity: Int, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}

/// How alternative interpretations of inserted text are shown.
public enum UITextAlternativeStyle: Int, Sendable {
    case none = 0, lowConfidence
}

/// One rectangle of a selection's highlight, as ``UITextInput/selectionRects(for:)`` returns them.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// Creates a selection rectangle; text objects subclass it to report their rectangles.
    public override init() { super.init() }
    /// The rectangle, in the text input view's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in it.
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether the rectangle holds the selection's start.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the selection's end.
    open var containsEnd: Bool { false }
    /// Whether the text in it is vertical.
    open var isVertical: Bool { false }
}

/// Finds the boundaries of words, sentences, paragraphs and lines for a ``UITextInput`` object.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` (word, sentence, …) around `position`, looking in `direction` when
    /// `position` is on a boundary; nil when there is none.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is on a boundary of a unit of `granularity`, at the unit's end in `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of a unit of `granularity` from `position` in `direction`, or nil at the document's end.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity`, or at its edge on the `direction` side.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// What the text input system is told when a text object changes its text or selection on its own (not through
/// the keyboard), so the keyboard's state (shift, suggestions, marked text) follows.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The text object's selection is about to change other than by typing.
    func selectionWillChange(_ textInput: UITextInput?)
    /// The text object's selection changed other than by typing.
    func selectionDidChange(_ textInput: UITextInput?)
    /// The text object's text is about to change other than by typing.
    func textWillChange(_ textInput: UITextInput?)
    /// The text object's text changed other than by typing.
    func textDidChange(_ textInput: UITextInput?)
}

/// The full text-input protocol: positions and ranges over the document, the selection, marked text for input
/// methods (Chinese, Japanese), and the geometry the system needs for the caret, the selection, the magnifier and
/// the edit menu.
///
/// Requirements that are optional on Apple's have defaults in an extension here.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // Text
    /// The text in `range`, or nil when the range is not in the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`, as the keyboard's autocorrection and dictation do.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced with `text` (default true).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // Selection and marked text
    /// The selection, or nil when there is none; an empty range is the caret.
    var selectedTextRange: UITextRange? { get set }
    /// The range of marked (provisional, being composed) text, or nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// The attributes marked text is drawn with.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Marks `markedText` in place of the current marked text (or the selection), selecting `selectedRange` within
    /// it; nil or empty removes the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Accepts the marked text as ordinary text.
    func unmarkText()
    /// Which side of a line break the caret belongs to when it sits there (default forward).
    var selectionAffinity: UITextStorageDirection { get set }

    // Positions and ranges
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, or nil when either is not in the document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters (UTF-16) from `position`, or nil outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` on screen in `direction` (lines for up and down), or nil.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// The order of two positions in the document.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of characters (UTF-16) from `from` to `toPosition`, negative when it comes before.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The position in `range` farthest in `direction` on screen.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the farthest position in `direction` on its line or in the document.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The position `offset` characters from `range`'s start (default: `position(from:offset:)` from the start).
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// The characters from `range`'s start to `position` (default: `offset(from:to:)` from the start).
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int

    // The system's helpers
    /// The text input system's delegate, told of changes the object makes on its own; set by the system.
    var inputDelegate: UITextInputDelegate? { get set }
    /// The tokenizer that finds word, sentence, paragraph and line boundaries in this object's text.
    var tokenizer: UITextInputTokenizer { get }
    /// The view that shows the text, whose coordinates the geometry methods use (default: the object itself when
    /// it is a view).
    var textInputView: UIView { get }

    // Writing direction
    /// The writing direction of the paragraph at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the paragraphs in `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // Geometry and hit testing (in ``textInputView``'s coordinates)
    /// The first rectangle the text of `range` covers (its first line's part).
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that highlight `range`, one per line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`, or nil.
    func characterRange(at point: CGPoint) -> UITextRange?

    // Styling and alternatives
    /// The attributes of the text at `position` (default nil).
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    /// Inserts `text`, offering `alternatives` to the user (default: inserts `text` only).
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    /// Marks styled text, as ``UITextInput/setMarkedText(_:selectedRange:)`` does (default: its plain string).
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
}

extension UITextInput {
    /// Returns `true`: every replacement is allowed.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    /// Returns `.forward`; setting it does nothing.
    public var selectionAffinity: UITextStorageDirection { get { .forward } set {} }
    /// Returns ``UITextInput/position(from:offset:)`` from `range`'s start.
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }
    /// Returns ``UITextInput/offset(from:to:)`` from `range`'s start to `position`.
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    /// Returns the object itself when it is a view, as Apple's default does (otherwise a new empty view).
    public var textInputView: UIView {
        // Apple's default: the object itself when it is a view.
        (self as? UIView) ?? UIView()
    }
    /// Returns `nil`: no styling information.
    public func textStyling(at position: UITextPosition,
                            in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? { nil }
    /// Inserts `text` with ``UIKeyInput/insertText(_:)``, ignoring the alternatives.
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) { insertText(text) }
    /// Sets the plain string of `markedText` with ``UITextInput/setMarkedText(_:selectedRange:)``.
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
}
