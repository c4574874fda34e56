// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A bar with a search field (guide §5, "Text and Web"; the Contacts search of iPhone OS 3): the field with its
/// magnifying glass and clear button, an optional Cancel button, bookmark and results-list buttons, a prompt line
/// and a scope bar of segments below.
///
/// The bar is the delegate of its ``searchTextField`` and reports the field's session and edits to its
/// ``delegate`` (see ``UISearchBarDelegate`` for the order). The keyboard's return key reads Search and calls
/// `searchBarSearchButtonClicked`. Cancel calls `searchBarCancelButtonClicked` only; a ``UISearchController`` or
/// ``UISearchDisplayController`` owning the bar also clears the text and ends the search.
///
/// Heights (``sizeThatFits(_:)``): 56 points on the modern look (iOS 13's standalone bar), 44 on iPhone OS 3,
/// plus 30 with a ``prompt`` and 44 with the scope bar shown. Drawn per ``searchBarStyle`` and ``barStyle``:
/// the modern grey rounded field on the bar material (no background for `.minimal`), or iPhone OS 3's
/// blue-grey gradient with the white rounded field.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
    /// How the bar's background and field are drawn (iOS 7).
    public enum Style: UInt, Sendable {
        /// As `.prominent`.
        case `default` = 0
        /// A translucent background with an opaque field.
        case prominent = 1
        /// No background; a translucent field.
        case minimal = 2
    }

    /// The bar's icons, for ``setImage(_:for:state:)``.
    public enum Icon: Int, Sendable {
        case search = 0, clear = 1, bookmark = 2, resultsList = 3
    }

    // MARK: Text

    /// The field's text ("" when empty; setting nil empties it). Setting it in code does not call the delegate's
    /// `textDidChange`; an owning search controller still updates its results.
    open var text: String? {
        get { searchTextField.text ?? "" }
        set {
            searchTextField.text = newValue
            searchTextDidChange(byUser: false)
        }
    }
    /// The grey text shown in the empty field (nil: none; a search controller's bar shows "Search").
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text shown above the field (the bar grows by 30 points while it is set).
    open var prompt: String? {
        didSet { if prompt != oldValue { updatePromptLabel(); invalidateLayout() } }
    }
    /// The bar's search field (iOS 13): its text, font, colours and input traits are the bar's.
    public let searchTextField: UISearchTextField

    /// The delegate (not retained).
    open weak var delegate: UISearchBarDelegate?

    // MARK: Buttons

    /// Whether the Cancel button shows, to the field's right (false by default).
    open var showsCancelButton: Bool {
        get { showsCancelButtonStorage }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    /// Shows or hides the Cancel button; animated, the field shrinks while the button fades and slides in
    /// (0.25 s on the device clock).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != showsCancelButtonStorage else { return }
        showsCancelButtonStorage = showsCancelButton
        animateLayoutChange(animated: animated)
    }
    /// Whether the bookmark button shows in the empty field (false by default).
    open var showsBookmarkButton = false { didSet { updateFieldButtons() } }
    /// Whether the results-list button shows in the empty field (false by default).
    open var showsSearchResultsButton = false { didSet { updateFieldButtons() } }
    /// Whether the results-list button shows selected (false by default).
    open var isSearchResultsButtonSelected = false {
        didSet { resultsListGlyph.isSelected = isSearchResultsButtonSelected }
    }

    // MARK: Scope bar

    /// The titles of the scope bar's segments (nil: no scope bar).
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScopeBar() }
    }
    /// The selected scope segment (0 by default). Out-of-range values are clamped into the titles' range, and
    /// logged.
    open var selectedScopeButtonIndex: Int {
        get { selectedScopeStorage }
        set {
            let count = scopeButtonTitles?.count ?? 0
            var index = newValue
            if index < 0 || (count > 0 && index >= count) {
                index = min(max(0, newValue), max(0, count - 1))
                UIKitDiagnostics.log("UISearchBar.selectedScopeButtonIndex: \(newValue) is outside 0..<\(count); clamped to \(index)")
            }
            selectedScopeStorage = index
            if let scopeBar, scopeBar.numberOfSegments > index { scopeBar.selectedSegmentIndex = index }
        }
    }
    /// Whether the scope bar shows below the field (false by default; it needs ``scopeButtonTitles``).
    open var showsScopeBar = false {
        didSet { if showsScopeBar != oldValue { rebuildScopeBar(); invalidateLayout() } }
    }
    /// Shows or hides the scope bar (iOS 13); the animation is not run: the bar changes at once.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    // MARK: Look

    /// The bar's style: `.default` (light) or `.black` (dark).
    open var barStyle: UIBarStyle = .default { didSet { appearanceDidChange() } }
    /// How the background and field are drawn (`.default`).
    open var searchBarStyle: Style = .default { didSet { appearanceDidChange() } }
    /// The bar's background colour (nil: the style's).
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// Whether the modern background is translucent (true by default).
    open var isTranslucent = true { didSet { appearanceDidChange() } }
    /// An image stretched over the bar as its background (nil: the style's background).
    open var backgroundImage: UIImage? { didSet { appearanceDidChange() } }
    /// An image for the scope bar's background (nil: the bar's background continues).
    open var scopeBarBackgroundImage: UIImage? { didSet { appearanceDidChange() } }
    /// Where the bar sits (`.any`, or what its delegate answers; `.topAttached` extends the background up under
    /// the status bar).
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }
    /// The image of `icon` in `state` set by ``setImage(_:for:state:)`` (nil: the drawn glyph).
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { iconImages[icon.rawValue] }
    /// Replaces the drawn glyph of `icon` with `image` (the normal state's image serves every state).
    open func setImage(_ image: UIImage?, for icon: Icon, state: UIControl.State) {
        iconImages[icon.rawValue] = image
        if icon == .search { (searchTextField.leftView as? SearchGlyphView)?.customImage = image }
    }

    // MARK: UITextInputTraits (forwarded to the field)

    /// How the shift key turns on by itself in the bar's field (forwarded to ``UISearchBar/searchTextField``).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether autocorrection suggests while typing in the bar's field (forwarded to the field).
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Whether misspelled words in the bar's field are underlined (forwarded to the field).
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// Whether straight quotes become curly ones while typing in the bar's field (forwarded to the field).
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// Whether two hyphens become a dash while typing in the bar's field (forwarded to the field).
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// Whether spaces are added or removed around pasted and deleted words (forwarded to the field).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The keyboard shown while the bar's field edits (forwarded to the field).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// Whether the keyboard's keys are light or dark (forwarded to the field).
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The return key's label (`.search` for a search bar).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether the return key is disabled while the field is empty (true for a search bar).
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the search text is hidden as it is typed (forwarded to the field).
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    /// What the search text is, for AutoFill and suggestions (forwarded to the field).
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    /// The view shown above the keyboard while the field edits (the field's).
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    // MARK: Package state

    package var showsCancelButtonStorage = false
    package var selectedScopeStorage = 0
    package var iconImages: [Int: UIImage] = [:]
    package let backgroundView = SearchBarBackgroundView()
    package let cancelButton = SearchBarCancelButton()
    package var scopeBar: UISegmentedControl?
    package var promptLabel: UILabel?
    package let bookmarkGlyph = SearchGlyphView(kind: .bookmark)
    package let resultsListGlyph = SearchGlyphView(kind: .resultsList)
    package let fieldDelegate = SearchFieldDelegateProxy()
    /// The search controller or search display controller driving the bar (not retained).
    package weak var owner: SearchBarOwner?
    /// Where the bar is drawn while a search controller presents it in place of a navigation item (nil: as
    /// placed by its superview).
    package var isInNavigationBar = false { didSet { if isInNavigationBar != oldValue { invalidateLayout() } } }
    /// Whether the background extends up to the window's top (the bar sits under the status bar while searching).
    package var attachedToTop = false { didSet { if attachedToTop != oldValue { setNeedsLayout() } } }

    // MARK: Initialisers

    /// A search bar with `frame` (empty, no buttons, no scope bar).
    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(frame: frame)
        searchBarInit()
    }

    /// A search bar from an archive (as `init(frame:)`'s).
    public required init?(coder: NSCoder) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(coder: coder)
        searchBarInit()
    }

    /// A search bar with a zero frame (size it with `sizeToFit()`).
    public convenience init() {
        self.init(frame: .zero)
    }

    private func searchBarInit() {
        isOpaque = false
        backgroundView.bar = self
        addSubview(backgroundView)
        addSubview(searchTextField)
        cancelButton.bar = self
        cancelButton.alpha = 0
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        fieldDelegate.bar = self
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in self?.searchTextDidChange(byUser: true) },
                                  for: .editingChanged)
        if !UIScreen.main.profile.isClassic { searchTextField.font = .systemFont(ofSize: 17) }
        bookmarkGlyph.onTap = { [weak self] in self.map { $0.delegate?.searchBarBookmarkButtonClicked($0) } }
        resultsListGlyph.onTap = { [weak self] in self.map { $0.delegate?.searchBarResultsListButtonClicked($0) } }
        appearanceDidChange()
    }

    // MARK: Layout (the work is in UISearchBar+Layout.swift)

    /// Lays out the background, the field, the Cancel button, the prompt and the scope bar for the bar's current
    /// state (see `UISearchBar+Layout.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSearchBar()
    }

    /// The bar's width offered (320 when none), and its height: 56 points modern, 44 on iPhone OS 3, plus 30
    /// with a prompt and 44 with the scope bar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { searchBarFittingSize(size) }

    /// No intrinsic width; the height ``UISearchBar/sizeThatFits(_:)`` gives (56 points modern, 44 on iPhone OS 3,
    /// more with a prompt or scope bar).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: searchBarFittingSize(.zero).height)
    }

    /// Redraws the Cancel button in the new tint colour and retints the scope bar (on the modern look).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        cancelButton.setNeedsDisplay()
        scopeBar?.tintColor = scopeTint
    }

    /// Redraws the background and the Cancel button for the new traits (light or dark appearance).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        backgroundView.setNeedsDisplay()
        cancelButton.setNeedsDisplay()
    }

    // MARK: First responder

    /// The bar's field becomes first responder.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    /// Makes the field first responder (asking the delegate's `searchBarShouldBeginEditing`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    /// Ends the field's editing (asking the delegate's `searchBarShouldEndEditing`).
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    /// Whether the bar's field is first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
}
