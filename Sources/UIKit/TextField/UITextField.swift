// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A control that shows one line of editable text (guide §5.1, "Text Fields"): a login name, a search term, a
/// number. Tapping it makes it first responder, which starts an editing session: the caret blinks, the keyboard
/// types into it through ``UIKeyInput``/``UITextInput``, and its ``delegate``, its editing control events
/// (`.editingDidBegin`, `.editingChanged`, `.editingDidEnd`, `.editingDidEndOnExit`) and its notifications
/// (``textDidBeginEditingNotification`` and friends) follow the session, in that order.
///
/// Touches while editing: a tap places the caret, a double tap selects a word, touch and hold shows the
/// magnifier and moves the caret, and the selection's handles drag its ends. Text longer than the field scrolls
/// horizontally to keep the caret visible.
///
/// Offsets and ranges are UTF-16, as `NSRange`; bad ranges are clamped and logged.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UITextInputTraits, TextLineRangeProviding {
    // MARK: Text

    /// The text (an empty string when there is none; setting nil empties it). Setting it styles the whole text
    /// with ``defaultTextAttributes``, ends marked text and puts the caret at the end; it sends no editing events.
    open var text: String? {
        get { buffer.string }
        set { setFieldText(NSAttributedString(string: newValue ?? "", attributes: defaultTextAttributes)) }
    }
    /// The text with its attributes. Setting it keeps its attributes (where a run lacks a font or colour, the
    /// field's apply).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: buffer.storage) }
        set { setFieldText(completedAttributes(newValue ?? NSAttributedString(string: ""))) }
    }
    /// The grey text shown while the field is empty (nil by default).
    open var placeholder: String? {
        get { placeholderStorage?.string }
        set { placeholderStorage = newValue.map { NSAttributedString(string: $0) }; setNeedsDisplay() }
    }
    /// The placeholder with attributes; runs without a colour draw in the placeholder grey.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderStorage }
        set { placeholderStorage = newValue; setNeedsDisplay() }
    }
    /// The font of the text and the placeholder (the body style of the system font by default; iPhone OS's
    /// 12-point system font on the classic profile). Setting it restyles the whole text.
    open var font: UIFont? {
        get { defaultTextAttributes[.font] as? UIFont ?? Self.defaultFont }
        set { applyDefaultAttribute(.font, newValue ?? Self.defaultFont) }
    }
    /// The text's colour (`.label` by default). Setting it recolours the whole text.
    open var textColor: UIColor? {
        get { defaultTextAttributes[.foregroundColor] as? UIColor }
        set { applyDefaultAttribute(.foregroundColor, newValue ?? .label) }
    }
    /// How the text is aligned in the text rectangle (`.natural`, left for left-to-right text, by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { textLayoutDidChange() } }
    /// The attributes of text set through ``text`` or typed; setting them restyles the whole text, and
    /// ``font`` and ``textColor`` read and write their entries.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { restyleAll() }
    }
    /// The attributes of the next typed characters while editing (nil when not editing); they reset to those of
    /// the text at the caret each time the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? typingAttributesStorage ?? defaultTextAttributes : nil }
        set { if isEditing { typingAttributesStorage = newValue } }
    }
    /// Whether the user may style the text (bold, italic, underline) while editing (false by default).
    open var allowsEditingTextAttributes = false
    /// Whether inserting text replaces the previous contents (false by default).
    open var clearsOnInsertion = false

    // MARK: Look

    /// The border drawn around the field (`.none` by default).
    open var borderStyle: BorderStyle = .none { didSet { textLayoutDidChange() } }
    /// An image stretched over the field's bounds as its background, for `.none`, `.line` and `.bezel` borders
    /// (ignored with `.roundedRect`). Use a resizable image for a border that keeps its corners.
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The background while the field is disabled (nil: ``background``).
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    /// When the clear button (a grey circled ×, at the right) shows; `.never` by default. It shows only when the
    /// field holds text; tapping it asks ``UITextFieldDelegate/textFieldShouldClear(_:)`` and empties the field.
    open var clearButtonMode: ViewMode = .never { didSet { textLayoutDidChange() } }
    /// Whether beginning to edit empties the field (after asking the delegate's `textFieldShouldClear`); false by
    /// default.
    open var clearsOnBeginEditing = false
    /// A view shown at the field's left edge, per ``leftViewMode``.
    open var leftView: UIView? {
        didSet { if oldValue !== leftView { oldValue?.removeFromSuperview(); textLayoutDidChange() } }
    }
    /// When ``leftView`` shows (`.never` by default).
    open var leftViewMode: ViewMode = .never { didSet { textLayoutDidChange() } }
    /// A view shown at the field's right edge, per ``rightViewMode`` (the clear button sits to its left).
    open var rightView: UIView? {
        didSet { if oldValue !== rightView { oldValue?.removeFromSuperview(); textLayoutDidChange() } }
    }
    /// When ``rightView`` shows (`.never` by default).
    open var rightViewMode: ViewMode = .never { didSet { textLayoutDidChange() } }
    /// Whether the font shrinks, down to ``minimumFontSize``, so that the text fits the text rectangle's width
    /// (false by default).
    open var adjustsFontSizeToFitWidth = false { didSet { textLayoutDidChange() } }
    /// The smallest size the font shrinks to when ``adjustsFontSizeToFitWidth`` is on (0 by default, which UIKit
    /// treats as 6 points so the text stays readable).
    open var minimumFontSize: CGFloat = 0 { didSet { textLayoutDidChange() } }

    // MARK: Editing

    /// The field's delegate (not retained).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is in an editing session (it is first responder).
    open package(set) var isEditing = false

    /// The view shown instead of the system keyboard while the field edits (nil: the keyboard).
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    /// The view shown above the keyboard while the field edits (nil: none).
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    // MARK: UITextInputTraits (stored, as on Apple's text field)

    /// How the shift key turns on by itself while the field edits (default `.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection suggests while the field edits (default `.default`: on).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspelled words in the field are underlined (default `.default`: as autocorrection is).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become curly ones while typing (default `.default`).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether two hyphens become a dash while typing (default `.default`).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are added or removed around pasted and deleted words (default `.default`).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The keyboard shown while the field edits (default `.default`).
    open var keyboardType: UIKeyboardType = .default
    /// Whether the keyboard's keys are light or dark (default `.default`).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the keyboard's return key (default `.default`, "return").
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while the field is empty (default false).
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets (a password): the last typed character shows for a moment
    /// (`secureRevealDuration`), then becomes a bullet too. Secure text cannot be copied.
    open var isSecureTextEntry = false { didSet { secureRevealRange = nil; textLayoutDidChange() } }
    /// What the field holds, for AutoFill and suggestions (default nil: unspecified).
    open var textContentType: UITextContentType! = nil

    // MARK: Package state (used by the +Editing, +Layout, +Drawing and +Touches extensions)

    package let buffer = TextEditingBuffer()
    package var placeholderStorage: NSAttributedString?
    package var typingAttributesStorage: [NSAttributedString.Key: Any]?
    package var inputViewStorage: UIView?
    package var inputAccessoryViewStorage: UIView?
    package weak var inputDelegateStorage: UITextInputDelegate?
    package var markedTextStyleStorage: [NSAttributedString.Key: Any]?
    package lazy var tokenizerStorage: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// How far the text is scrolled left in the text rectangle, in points (0 when it fits or when not editing).
    package var horizontalScroll: CGFloat = 0
    /// The cached caret geometry of the displayed text (nil after a change).
    package var caretLayoutCache: TextCaretLayout?
    /// The range of a just-typed secure character still shown in clear, and its timer.
    package var secureRevealRange: NSRange?
    package var secureRevealTimer: DeviceTimer?
    /// The caret, selection and handle views while editing.
    package var selectionDisplay: TextSelectionDisplay?
    /// The touch-and-hold and handle-drag state (see UITextField+Touches.swift).
    package var interaction = TextFieldInteraction()
    /// The typing run the undo manager would undo as one "Typing" action.
    package var typingUndoRun: TypingUndoRun?
    /// Autocorrection and spelling underlines (see UITextField+Spelling.swift).
    package lazy var spelling = TextSpellingSession()

    // MARK: Initialisers

    /// A text field with `frame` (no border, no text).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// A text field from an archive: none of its properties are archived here, so it starts as `init(frame:)`'s.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        decodeTextFieldAttributes(from: coder)
    }

    private func commonInit() {
        isOpaque = false
        contentMode = .redraw
        contentVerticalAlignment = .center
        defaultTextAttributes = [.font: Self.defaultFont, .foregroundColor: UIColor.label]
    }

    // MARK: Geometry (overridable; the work is in UITextField+Layout.swift)

    /// The rectangle the text draws in when not editing: the bounds inside the border, less the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { fieldTextRect(forBounds: bounds) }
    /// The rectangle the text draws in while editing (``textRect(forBounds:)``'s by default).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the placeholder draws in (``textRect(forBounds:)``'s by default).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the border draws in (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The clear button's rectangle: at the right, left of a shown right view, vertically centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { fieldClearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: at the left edge, its own size, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { fieldLeftViewRect(forBounds: bounds) }
    /// The right view's rectangle: at the right edge, its own size, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { fieldRightViewRect(forBounds: bounds) }

    // MARK: Drawing (the work is in UITextField+Drawing.swift)

    /// Draws the background image or the border of ``UITextField/borderStyle`` (iPhone OS 3's rounded rectangle on
    /// the classic profile), then the text or placeholder and the clear button.
    open override func draw(_ rect: CGRect) { drawField() }
    /// Draws the text in `rect` (the text or editing rectangle, shifted by the horizontal scroll while editing);
    /// override to draw it differently.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    /// Draws the placeholder in `rect`; override to draw it differently.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    /// Places the left and right views in their rectangles (removing those not shown in the current mode) and the
    /// caret and selection over the text.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutFieldSubviews()
    }

    /// The text's width (or the placeholder's) plus the border insets and the left and right views, by the font's
    /// line height plus 8 points of border (at least 31 points tall for `.roundedRect`, 34 on the modern look).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldSizeThatFits(size) }
    /// The same size as ``UITextField/sizeThatFits(_:)`` gives for the current text.
    open override var intrinsicContentSize: CGSize { fieldSizeThatFits(.zero) }

    /// Redraws the caret and the selection in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        selectionDisplay?.setNeedsDisplayAll()
    }

    /// Ends editing, without asking the delegate, when the field leaves its window.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isEditing { forceEndEditing() }
    }

    // MARK: First responder (the work is in UITextField+Editing.swift)

    /// A field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Asks the delegate (`textFieldShouldBeginEditing`), becomes first responder and begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }
    /// Asks the delegate (`textFieldShouldEndEditing`), resigns and ends editing; false when the delegate refused.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    /// Ends the session without asking the delegate (the field left its window, or `endEditing(true)`).
    package func forceEndEditing() {
        if isFirstResponder { FirstResponderTracker.current = nil }
        if isEditing { endEditingSession() }
    }

    // MARK: Touches (the work is in UITextField+Touches.swift)

    /// Starts what the finger may do: press the clear button, drag a selection handle, select a word on a double
    /// tap, or (after a short hold) show the magnifier; a touch on a field not editing waits to be a tap.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        fieldTouchesBegan(touches)
    }
    /// Moves the caret under the magnifier, drags the selection handle (the selection never becomes empty), or
    /// follows the finger in and out of the clear button; a pending tap that moves too far is abandoned.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        fieldTouchesMoved(touches)
    }
    /// Completes what the touch began: a tap begins editing (if needed) and puts the caret at the nearer edge of the
    /// tapped word; a lift on the clear button clears the text.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        fieldTouchesEnded(touches)
    }
    /// Abandons what the touch began (magnifier, handle drag, clear-button press).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        fieldTouchesCancelled()
    }

    // MARK: Edit actions (selection only; cut, copy and paste come with the pasteboard)

    /// Selects the word at the caret (or the nearest one before it) while editing.
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    /// Selects all the text while editing.
    open override func selectAll(_ sender: Any?) { selectAllText() }
    /// Puts the selected text on the general pasteboard and deletes it (not for secure text).
    open override func cut(_ sender: Any?) { copySelection(cutting: true) }
    /// Puts the selected text on the general pasteboard (not for secure text).
    open override func copy(_ sender: Any?) { copySelection(cutting: false) }
    /// Replaces the selection with the general pasteboard's string.
    open override func paste(_ sender: Any?) { pasteString() }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { deleteSelection() }
    /// Toggles bold on the selection (when ``allowsEditingTextAttributes`` is on).
    open override func toggleBoldface(_ sender: Any?) { toggleFontTrait(.traitBold) }
    /// Toggles italics on the selection (when ``allowsEditingTextAttributes`` is on).
    open override func toggleItalics(_ sender: Any?) { toggleFontTrait(.traitItalic) }
    /// Toggles underlining on the selection (when ``allowsEditingTextAttributes`` is on).
    open override func toggleUnderline(_ sender: Any?) { toggleUnderlineStyle() }
    /// `select:` and `selectAll:` while editing a field with text and not everything selected (`select:` also
    /// needs an empty selection); `cut:`/`copy:`/`delete:` with a selection (not secure text), `paste:` with a
    /// string on the general pasteboard; the text-style toggles with a selection when
    /// ``allowsEditingTextAttributes`` is on; other actions as ``UIResponder`` answers.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if let answer = fieldCanPerform(action) ?? pasteboardCanPerform(action) ?? textStyleCanPerform(action) {
            return answer
        }
        return super.canPerformAction(action, withSender: sender)
    }

    // MARK: UIKeyInput

    /// Whether the field holds text.
    open var hasText: Bool { buffer.length > 0 }
    /// Types `text` over the selection (after asking the delegate); `"\n"` is the return key instead.
    open func insertText(_ text: String) { fieldInsertText(text) }
    /// Deletes the selection, or the character before the caret (after asking the delegate).
    open func deleteBackward() { fieldDeleteBackward() }

    // MARK: UITextInput (the work is in UITextField+TextInput.swift)

    /// The text in `range`, or nil (logged) for a range another text object made; the range is clamped to the text.
    open func text(in range: UITextRange) -> String? { fieldText(in: range) }
    /// Replaces the text in `range` as the user's edit would (asking the delegate, sending `editingChanged`).
    open func replace(_ range: UITextRange, withText text: String) { fieldReplace(range, withText: text) }
    /// The selection (UTF-16 offsets); setting it selects as the user would, ignoring ranges another object made.
    open var selectedTextRange: UITextRange? {
        get { TextIndexRange(buffer.selectedRange) }
        set { setSelectedTextRange(newValue) }
    }
    /// The range of the input method's marked text, or nil.
    open var markedTextRange: UITextRange? { buffer.markedRange.map { TextIndexRange($0) } }
    /// The attributes marked text is drawn with (stored; the field draws marked text on a light tint).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { markedTextStyleStorage }
        set { markedTextStyleStorage = newValue }
    }
    /// While the field edits, replaces the marked text (or the selection) with `markedText`, marked, and selects
    /// `selectedRange` within it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        fieldSetMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Accepts the marked text as ordinary text and tells the input delegate.
    open func unmarkText() { fieldUnmarkText() }
    /// Offset 0.
    open var beginningOfDocument: UITextPosition { TextIndexPosition(0) }
    /// The offset after the last UTF-16 unit.
    open var endOfDocument: UITextPosition { TextIndexPosition(buffer.length) }
    /// The range between two of this field's positions (clamped to the text), or nil (logged) for another object's.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        fieldTextRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units away, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        fieldPosition(from: position, offset: offset)
    }
    /// The position `offset` units left or right (clamped to the text); the field has one line, so up goes to the
    /// start and down to the end.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                       offset: Int) -> UITextPosition?
    {
        fieldPosition(from: position, in: direction, offset: offset)
    }
    /// The order of two positions by offset.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        fieldCompare(position, to: other)
    }
    /// The UTF-16 units from `from` to `toPosition` (negative when it comes before).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fieldOffset(from: from, to: toPosition) }
    /// The start of `range` for left and up, its end for right and down.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        fieldPosition(within: range, farthestIn: direction)
    }
    /// The range from `position` to the start of the text (left, up) or to its end (right, down).
    open func characterRange(byExtending position: UITextPosition,
                             in direction: UITextLayoutDirection) -> UITextRange?
    {
        fieldCharacterRange(byExtending: position, in: direction)
    }
    /// The text input system's delegate, told of selection and text changes the field makes on its own.
    open var inputDelegate: UITextInputDelegate? {
        get { inputDelegateStorage }
        set { inputDelegateStorage = newValue }
    }
    /// The field's tokenizer, which finds word, sentence and line boundaries in its text.
    open var tokenizer: UITextInputTokenizer { tokenizerStorage }
    /// The field itself: geometry is in the field's coordinates.
    open var textInputView: UIView { self }
    /// Always `.leftToRight` (Touchstone lays out text left to right).
    open func baseWritingDirection(for position: UITextPosition,
                                   in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    /// Does nothing: the field's text is always laid out left to right.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// The first selection rectangle of `range`, or the caret's rectangle for an empty range.
    open func firstRect(for range: UITextRange) -> CGRect { fieldFirstRect(for: range) }
    /// The caret's rectangle at `position`, in the field's coordinates (zero for another object's position).
    open func caretRect(for position: UITextPosition) -> CGRect { fieldCaretRect(for: position) }
    /// The rectangles that highlight `range`, in the field's coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { fieldSelectionRects(for: range) }
    /// The position nearest `point` (field coordinates); nil for a non-finite point.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { fieldClosestPosition(to: point, within: nil) }
    /// The position nearest `point`, clamped to `range`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        fieldClosestPosition(to: point, within: range)
    }
    /// The range of the character whose box holds `point`, or nil off the text.
    open func characterRange(at point: CGPoint) -> UITextRange? { fieldCharacterRange(at: point) }

    package var textLineRanges: [NSRange] { [NSRange(location: 0, length: buffer.length)] }

    // MARK: Accessibility (the work is in UITextField+Accessibility.swift)

    /// A text field is one accessibility element.
    open override var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? true }
        set { isAccessibilityElementStorage = newValue }
    }
    /// The set label, or the placeholder.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? fieldAccessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// The set value, or the text (a bullet per character when secure).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? fieldAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// No traits of its own (`.notEnabled` while disabled), unless set; a search bar's field sets
    /// `.searchField`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsStorage ?? (isEnabled ? [] : .notEnabled) }
        set { accessibilityTraitsStorage = newValue }
    }
}
