// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A position in a text object's document. Each text object subclasses it with its own representation; the
/// system only passes positions back to the object that made them.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A range in a text object's document, from ``start`` to ``end``. Text objects subclass it.
@preconcurrency @MainActor
open class UITextRange: NSObject {
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
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func storage(_ direction: UITextStorageDirection) -> Self { Self(rawValue: direction.rawValue) }
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
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// What the text input system is told when a text object changes its text or selection on its own (not through
/// the keyboard), so the keyboard's state (shift, suggestions, marked text) follows.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
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
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // Selection and marked text
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var selectionAffinity: UITextStorageDirection { get set }

    // Positions and ranges
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int

    // The system's helpers
    var inputDelegate: UITextInputDelegate? { get set }
    var tokenizer: UITextInputTokenizer { get }
    var textInputView: UIView { get }

    // Writing direction
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // Geometry and hit testing (in ``textInputView``'s coordinates)
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    // Styling and alternatives
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    public var selectionAffinity: UITextStorageDirection { get { .forward } set {} }
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    public var textInputView: UIView {
        // Apple's default: the object itself when it is a view.
        (self as? UIView) ?? UIView()
    }
    public func textStyling(at position: UITextPosition,
                            in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? { nil }
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) { insertText(text) }
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
}
