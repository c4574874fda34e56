// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A scrollable, multiline view of text that the user can edit (guide §5.2, "Text Views"): notes, messages, any
/// text longer than a line. Tapping an editable text view makes it first responder and starts an editing session:
/// the caret blinks, the keyboard types into it through ``UIKeyInput``/``UITextInput`` (return inserts a line
/// break), and its ``delegate`` and notifications (``textDidBeginEditingNotification`` and friends) follow.
///
/// The text lives in ``textStorage`` (an ``NSTextStorage``), is laid out by ``layoutManager`` into
/// ``textContainer`` (as wide as the view less ``textContainerInset``, lines padded by the container's
/// ``NSTextContainer/lineFragmentPadding``) paragraph by paragraph: an edit lays out again only the edited
/// paragraph and only the visible paragraphs are drawn, each in its own view. The content size is the text's
/// height plus the insets; with ``isScrollEnabled`` false the view sizes to its text instead
/// (``intrinsicContentSize``, ``sizeThatFits(_:)``).
///
/// Touches: a tap begins editing or places the caret, a double tap selects a word, touch and hold shows the
/// magnifier and moves the caret, the handles drag the selection's ends. A text view that is not editable shows
/// the links its ``dataDetectorTypes`` find (and `.link` attributes) in the tint colour; tapping one asks the
/// delegate and opens it. Offsets and ranges are UTF-16, as `NSRange`; bad ranges are clamped and logged.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UITextInputTraits, TextLineRangeProviding {
    // MARK: Delegate

    /// The delegate (the scroll view's delegate storage, held weakly).
    open var delegate: UITextViewDelegate? {
        get { _delegateStorage as? UITextViewDelegate }
        set { _delegateStorage = newValue }
    }

    // MARK: Text

    /// The text (setting nil empties it). Setting it styles the whole text with the view's font, colour and
    /// alignment, puts the caret at the end and sends no delegate calls.
    open var text: String! {
        get { textStorage.string }
        set { setViewText(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes)) }
    }
    /// The text with its attributes. Setting it keeps them (runs without a font or colour take the view's).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: textStorage) }
        set { setViewText(completedAttributes(newValue ?? NSAttributedString(string: ""))) }
    }
    /// The font of the whole text (nil reads as the 12-point system font, as iOS's text view). Setting it
    /// restyles the whole text.
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue; restyle(.font, newValue ?? Self.defaultFont) }
    }
    /// The colour of the whole text (`.label` when nil). Setting it recolours the whole text.
    open var textColor: UIColor? {
        get { textColorStorage }
        set { textColorStorage = newValue; restyle(.foregroundColor, newValue ?? .label) }
    }
    /// How paragraphs without their own paragraph style align (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { layoutManager.paragraphs.style.alignment = textAlignment; textLayoutDidChange() }
    }
    /// The attributes of the next typed text; they follow the text before the caret each time the selection
    /// moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { typingAttributesStorage ?? attributesAtCaret }
        set { typingAttributesStorage = newValue }
    }
    /// The selected range (UTF-16); setting it clamps (and logs) a range outside the text.
    open var selectedRange: NSRange {
        get { buffer.selectedRange }
        set { userSelect(newValue, caller: "UITextView.selectedRange") }
    }
    /// Whether the user can edit the text (true by default); a text view that is not editable resigns first
    /// responder and shows its detected links.
    open var isEditable = true {
        didSet {
            guard isEditable != oldValue else { return }
            if isFirstResponder { resignFirstResponder() }
            refreshDetectedLinks()
        }
    }
    /// Whether the user can select the text (true by default; links can be tapped only when it is true). A text
    /// view that is selectable but not editable selects a word on a double tap or touch and hold, shows its
    /// handles and the edit menu (Copy, Select All), and shows no keyboard; turning it off clears the selection.
    open var isSelectable = true {
        didSet { if !isSelectable, !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// Whether the user may style the text while editing: with a selection, the edit menu and Command-B/I/U offer
    /// Bold, Italic and Underline (false by default).
    open var allowsEditingTextAttributes = false
    /// Whether inserting text replaces the whole previous text (false by default).
    open var clearsOnInsertion = false
    /// The space between the view's edges and the text container, in points (8 at the top and bottom, as since
    /// iOS 7). Non-finite values are logged and ignored.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            guard textContainerInset.isFiniteInsets else {
                UIKitDiagnostics.log("UITextView.textContainerInset: non-finite \(textContainerInset) ignored")
                textContainerInset = oldValue
                return
            }
            updateContainerSize()
            textLayoutDidChange()
        }
    }
    /// What the view turns into links when it is not editable (none by default).
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { refreshDetectedLinks() } }
    /// The attributes links are drawn with (the tint colour by default).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { linkTextAttributesStorage ?? [.foregroundColor: tintColor ?? UIView.defaultTintColor] }
        set { linkTextAttributesStorage = newValue; layoutManager.paragraphs.invalidateAll(); textLayoutDidChange() }
    }

    // MARK: TextKit

    /// The container the text is laid out in.
    open private(set) var textContainer: NSTextContainer
    /// The layout manager laying out ``textStorage`` into ``textContainer``.
    open var layoutManager: NSLayoutManager { textContainer.layoutManager ?? fallbackLayoutManager }
    /// The text; edit it directly (in `beginEditing()`/`endEditing()` batches) to change the text without
    /// delegate calls.
    open var textStorage: NSTextStorage { storage }

    // MARK: Input views

    /// The view shown instead of the keyboard while editing (nil: the keyboard).
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    /// The view shown above the keyboard while editing (nil: none).
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    // MARK: UITextInputTraits (stored, as on Apple's text view)

    /// How the shift key turns on by itself while the view edits (default `.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection suggests while the view edits (default `.default`: on).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspelled words are underlined (default `.default`: as autocorrection is).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become curly ones while typing (default `.default`).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether two hyphens become a dash while typing (default `.default`).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are added or removed around pasted and deleted words (default `.default`).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The keyboard shown while the view edits (default `.default`).
    open var keyboardType: UIKeyboardType = .default
    /// Whether the keyboard's keys are light or dark (default `.default`).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the keyboard's return key (default `.default`; in a text view return types a new line).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while the view is empty (default false).
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as it is typed (default false; stored, as on iOS, where text views do not hide
    /// their text).
    open var isSecureTextEntry = false
    /// What the view holds, for AutoFill and suggestions (default nil: unspecified).
    open var textContentType: UITextContentType! = nil

    /// Whether the view sizes to its text instead of scrolling (false turns scrolling off, as on iOS).
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    // MARK: Package state

    package let storage: NSTextStorage
    package let buffer: TextEditingBuffer
    private let fallbackLayoutManager = NSLayoutManager()
    package var fontStorage: UIFont?
    package var textColorStorage: UIColor?
    package var typingAttributesStorage: [NSAttributedString.Key: Any]?
    package var linkTextAttributesStorage: [NSAttributedString.Key: Any]?
    package var inputViewStorage: UIView?
    package var inputAccessoryViewStorage: UIView?
    package weak var inputDelegateStorage: UITextInputDelegate?
    package var markedTextStyleStorage: [NSAttributedString.Key: Any]?
    package lazy var tokenizerStorage: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// Whether the view is in an editing session.
    package var isEditingText = false
    /// Whether the view is first responder only to show a selection (selectable, not editable).
    package var isSelectingReadOnlyText = false
    /// Whether the edit menu shows when the current touch lifts (it selected a word in a read-only view).
    package var showsMenuOnTouchUp = false
    package var selectionDisplay: TextSelectionDisplay?
    package var interaction = TextFieldInteraction()
    package var typingUndoRun: TypingUndoRun?
    /// The links shown (detected ones and `.link` attributes), in text order.
    package var links: [TextDataScanner.Match] = []
    /// The paragraph views on screen, by paragraph id, and the spare ones.
    package var paragraphViews: [Int: TextViewParagraphView] = [:]
    package var spareParagraphViews: [TextViewParagraphView] = []

    // MARK: Initialisers

    /// A text view with `frame` laying out into `textContainer` (nil: a new container, layout manager and
    /// storage). A given container keeps its layout manager and that manager's storage.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let container = textContainer ?? NSTextContainer(size: CGSize(width: frame.width,
                                                                      height: CGFloat.greatestFiniteMagnitude))
        let manager = container.layoutManager ?? NSLayoutManager()
        let storage = manager.textStorage ?? NSTextStorage()
        self.textContainer = container
        self.storage = storage
        buffer = TextEditingBuffer(storage: storage)
        super.init(frame: frame)
        if container.layoutManager == nil {
            container.widthTracksTextView = true
            manager.addTextContainer(container)
        }
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        commonInit()
    }

    /// A text view with `frame`, its own container, layout manager and storage.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view from an archive: nothing of its own is decoded, so it starts as `init(frame:)`'s.
    public required init?(coder: NSCoder) {
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        let manager = NSLayoutManager()
        let storage = NSTextStorage()
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        textContainer = container
        self.storage = storage
        buffer = TextEditingBuffer(storage: storage)
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = false
        let manager = layoutManager
        manager.paragraphs.restyleRuns = { [weak self] range, runs in self?.restyledRuns(range, runs) ?? runs }
        manager.layoutDidChange = { [weak self] in self?.textLayoutDidChange() }
        manager.paragraphs.style.emptyFont = Self.defaultFont
        updateContainerSize()
    }

    // MARK: Scrolling to text

    /// Scrolls the smallest amount that shows `range` (its caret when empty), clamped and logged when outside
    /// the text.
    open func scrollRangeToVisible(_ range: NSRange) {
        let clamped = buffer.clamp(range, caller: "UITextView.scrollRangeToVisible(_:)")
        scrollTextRectToVisible(rect(forRange: clamped))
    }

    // MARK: Layout and drawing (the work is in UITextView+Layout.swift)

    /// Sizes the text container to the view, sets ``UIScrollView/contentSize`` to the text's height plus the insets,
    /// and puts a view on each paragraph in or near the visible area (paragraphs laid out again redraw).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTextSubviews()
    }

    /// The width offered (the view's own when 0) by the height the text needs at that width plus
    /// ``UITextView/textContainerInset``, rounded up.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSizeThatFits(size) }

    /// With scrolling off, the text's size (at the current width) plus the insets; otherwise no intrinsic size.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: textSizeThatFits(bounds.size).height)
    }

    /// Redraws the caret and selection in the new tint colour, and the detected links when they use the tint
    /// (no custom ``UITextView/linkTextAttributes``).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        selectionDisplay?.setNeedsDisplayAll()
        if !links.isEmpty, linkTextAttributesStorage == nil {
            layoutManager.paragraphs.invalidateAll()
            textLayoutDidChange()
        }
    }

    /// Ends editing or the read-only selection, without asking the delegate, when the view leaves its window.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isEditingText || isSelectingReadOnlyText { forceEndEditing() }
    }

    // MARK: First responder (the work is in UITextView+Editing.swift)

    /// An editable or selectable text view can become first responder (a selectable one that is not editable
    /// only shows its selection: no keyboard, no editing session, no delegate calls).
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Asks the delegate (`textViewShouldBeginEditing`), becomes first responder and begins editing; a view
    /// that is selectable but not editable becomes first responder to show its selection without asking.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if !isEditable {
            guard super.becomeFirstResponder() else { return false }
            beginReadOnlySelection()
            return true
        }
        guard delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }

    /// Asks the delegate (`textViewShouldEndEditing`), resigns and ends editing; false when it refused.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isSelectingReadOnlyText {
            guard super.resignFirstResponder() else { return false }
            endReadOnlySelection()
            return true
        }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    /// Ends the session without asking the delegate (the view left its window, or `endEditing(true)`).
    package func forceEndEditing() {
        if isFirstResponder { FirstResponderTracker.current = nil }
        if isEditingText { endEditingSession() }
        if isSelectingReadOnlyText { endReadOnlySelection() }
    }

    // MARK: Touches (the work is in UITextView+Touches.swift)

    /// Starts what the finger may do. Editing: drag a selection handle, select a word on a double tap, or (after a
    /// short hold) show the magnifier. Not editable: drag a handle of the read-only selection, select a word on a
    /// double tap or a hold, or wait for a tap (on a link, or to begin editing).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        textTouchesBegan(touches)
    }
    /// Moves the caret under the magnifier or drags a selection handle (the selection never becomes empty); a
    /// pending tap that moves too far is abandoned.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        textTouchesMoved(touches)
    }
    /// Completes what the touch began: a tap begins editing (if needed) and puts the caret at the nearer edge of the
    /// tapped word; on a view that is not editable, a tap opens a detected link (after asking the delegate) or ends
    /// the read-only selection, and a selection made shows the edit menu.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        textTouchesEnded(touches)
    }
    /// Abandons what the touch began (magnifier, handle drag, pending menu).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        interaction.cancel()
        showsMenuOnTouchUp = false
    }

    // MARK: Edit actions

    /// Selects the word at the caret while editing.
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    /// Selects all the text while editing.
    open override func selectAll(_ sender: Any?) { selectAllText() }
    /// Puts the selected text on the general pasteboard and deletes it.
    open override func cut(_ sender: Any?) { copySelection(cutting: true) }
    /// Puts the selected text on the general pasteboard.
    open override func copy(_ sender: Any?) { copySelection(cutting: false) }
    /// Replaces the selection with the general pasteboard's string.
    open override func paste(_ sender: Any?) { pasteString() }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { deleteSelection() }
    /// Selection and pasteboard actions as a text field answers them (`copy:` also on a selectable view that is
    /// not editing with a selection); other actions as ``UIResponder`` answers.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if let answer = editCanPerform(action) ?? textStyleCanPerform(action) { return answer }
        return super.canPerformAction(action, withSender: sender)
    }
    /// Toggles bold on the selection (when ``allowsEditingTextAttributes`` is on and the view is editing).
    open override func toggleBoldface(_ sender: Any?) { toggleTextFontTrait(.traitBold, action: "toggleBoldface:") }
    /// Toggles italics on the selection (when ``allowsEditingTextAttributes`` is on and the view is editing).
    open override func toggleItalics(_ sender: Any?) { toggleTextFontTrait(.traitItalic, action: "toggleItalics:") }
    /// Toggles underlining on the selection (when ``allowsEditingTextAttributes`` is on and the view is editing).
    open override func toggleUnderline(_ sender: Any?) { toggleTextUnderline() }

    // MARK: UIKeyInput

    /// Whether the view holds text.
    open var hasText: Bool { buffer.length > 0 }
    /// Types `text` over the selection (after asking the delegate); "\n" inserts a line break.
    open func insertText(_ text: String) { viewInsertText(text) }
    /// Deletes the selection, or the character before the caret (after asking the delegate).
    open func deleteBackward() { viewDeleteBackward() }

    // MARK: UITextInput (the work is in UITextView+TextInput.swift)

    /// The text in `range`, or nil (logged) for a range another text object made; the range is clamped to the text.
    open func text(in range: UITextRange) -> String? { viewText(in: range) }
    /// Replaces the text in `range` as the user's edit would (asking the delegate, then `textViewDidChange`).
    open func replace(_ range: UITextRange, withText text: String) { viewReplace(range, withText: text) }
    /// The selection (UTF-16 offsets); setting it selects as the user would, ignoring ranges another object made.
    open var selectedTextRange: UITextRange? {
        get { TextIndexRange(buffer.selectedRange) }
        set { setSelectedTextRange(newValue) }
    }
    /// The range of the input method's marked text, or nil.
    open var markedTextRange: UITextRange? { buffer.markedRange.map { TextIndexRange($0) } }
    /// The attributes marked text is drawn with (stored).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { markedTextStyleStorage }
        set { markedTextStyleStorage = newValue }
    }
    /// While the view edits, replaces the marked text (or the selection) with `markedText`, marked, and selects
    /// `selectedRange` within it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        viewSetMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Accepts the marked text as ordinary text and tells the input delegate.
    open func unmarkText() { viewUnmarkText() }
    /// Offset 0.
    open var beginningOfDocument: UITextPosition { TextIndexPosition(0) }
    /// The offset after the last UTF-16 unit.
    open var endOfDocument: UITextPosition { TextIndexPosition(buffer.length) }
    /// The range between two of this view's positions, or nil (logged) for another object's.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        viewTextRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units away, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        viewPosition(from: position, offset: offset)
    }
    /// The position `offset` units left or right (clamped to the text), or `offset` lines up or down, keeping the
    /// caret's x (the start or end of the text past the first or last line).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                       offset: Int) -> UITextPosition?
    {
        viewPosition(from: position, in: direction, offset: offset)
    }
    /// The order of two positions by offset.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        viewCompare(position, to: other)
    }
    /// The UTF-16 units from `from` to `toPosition` (negative when it comes before).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { viewOffset(from: from, to: toPosition) }
    /// The start of `range` for left and up, its end for right and down.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        viewPosition(within: range, farthestIn: direction)
    }
    /// The range from `position` to the start of the text (left, up) or to its end (right, down).
    open func characterRange(byExtending position: UITextPosition,
                             in direction: UITextLayoutDirection) -> UITextRange?
    {
        viewCharacterRange(byExtending: position, in: direction)
    }
    /// The text input system's delegate, told of selection and text changes the view makes on its own.
    open var inputDelegate: UITextInputDelegate? {
        get { inputDelegateStorage }
        set { inputDelegateStorage = newValue }
    }
    /// The view's tokenizer, which finds word, sentence, paragraph and line boundaries in its text.
    open var tokenizer: UITextInputTokenizer { tokenizerStorage }
    /// The view itself: geometry is in the view's (content) coordinates.
    open var textInputView: UIView { self }
    /// Always `.leftToRight` (Touchstone lays out text left to right).
    open func baseWritingDirection(for position: UITextPosition,
                                   in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    /// Does nothing: the text is always laid out left to right.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// The first selection rectangle of `range` (its part on the first line), or the caret's rectangle for an empty
    /// range.
    open func firstRect(for range: UITextRange) -> CGRect { viewFirstRect(for: range) }
    /// The caret's rectangle at `position`, in the view's coordinates (zero for another object's position).
    open func caretRect(for position: UITextPosition) -> CGRect { viewCaretRect(for: position) }
    /// The rectangles that highlight `range`, one per line, in the view's coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { viewSelectionRects(for: range) }
    /// The position nearest `point` (view coordinates); nil for a non-finite point.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { viewClosestPosition(to: point, within: nil) }
    /// The position nearest `point`, clamped to `range`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        viewClosestPosition(to: point, within: range)
    }
    /// The range of the composed character at `point`, or nil off the text.
    open func characterRange(at point: CGPoint) -> UITextRange? { viewCharacterRange(at: point) }

    package var textLineRanges: [NSRange] { layoutManager.paragraphs.lineRanges }

    // MARK: Accessibility

    /// A text view is one accessibility element.
    open override var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? true }
        set { isAccessibilityElementStorage = newValue }
    }
    /// The set value, or the text.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? textStorage.string }
        set { super.accessibilityValue = newValue }
    }
}
