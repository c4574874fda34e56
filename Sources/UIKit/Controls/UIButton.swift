// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A control that runs an action when tapped, showing a title, an image and a background image chosen by its
/// state (guide §2.3: "control objects … send an action message to a target"; the guide's listings use
/// `UIControlEventTouchUpInside`).
///
/// Content is set per ``UIControl/State`` with ``setTitle(_:for:)``, ``setTitleColor(_:for:)``,
/// ``setImage(_:for:)`` and ``setBackgroundImage(_:for:)``; a state with no value of its own shows the `.normal`
/// one. The button draws nothing itself: ``titleLabel``, ``imageView`` and a background image view are subviews
/// that show the current state's content and are placed by `layoutSubviews()` — image then title, side by side,
/// within ``contentRect(forBounds:)`` (the bounds minus ``contentEdgeInsets``), aligned by
/// `contentHorizontalAlignment` and `contentVerticalAlignment`. A tap inside sends `touchUpInside` together with
/// `primaryActionTriggered`, the event a primary action (``init(type:primaryAction:)``) runs for.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The styles of button.
    public enum ButtonType: Int, Sendable {
        /// No style: white title, no highlight effect beyond per-state content (`init(frame:)` makes these).
        case custom = 0
        /// The system style: a system-blue title that dims while highlighted and turns gray when disabled.
        case system = 1
        /// A detail disclosure button: an info "i" in a tinted circle (a white chevron in a blue disc on the
        /// classic profile).
        case detailDisclosure = 2
        /// A light info button: an info "i" in a tinted circle (white on the classic profile).
        case infoLight = 3
        /// A dark info button: an info "i" in a tinted circle (dark grey on the classic profile).
        case infoDark = 4
        /// An add-contact button: a plus in a tinted circle.
        case contactAdd = 5
        /// A close button: a grey cross in a light grey disc (iOS 13).
        case close = 7
        /// iPhone OS's rounded-rectangle button, the same type as `.system` (raw value 1): on the classic profile
        /// it draws the white rounded rectangle with a grey border that turns into a blue gradient while held.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's style, fixed at creation (`.custom` for `init(frame:)`).
    open package(set) var buttonType: ButtonType = .custom
    /// Space between the bounds and the content (title and image), in points (`.zero` by default). Negative
    /// insets let content extend past the bounds; insets with a non-finite value are refused (logged).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { contentEdgeInsetsDidChange(from: oldValue) }
    }
    /// Offsets of the title from where layout would put it, in points (`.zero` by default; deprecated in iOS 15
    /// but used by older apps). The title's rectangle is inset as if the content rectangle were: with centred
    /// content a left inset of 10 moves the title 5 points right. It does not change the button's size.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { elementInsetsDidChange(\.titleEdgeInsets, from: oldValue) }
    }
    /// Offsets of the image from where layout would put it, in points (`.zero` by default), as
    /// ``titleEdgeInsets`` does for the title.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { elementInsetsDidChange(\.imageEdgeInsets, from: oldValue) }
    }
    /// Whether the image is drawn darker while the button is highlighted (true by default), unless an image was
    /// set for `.highlighted`. System buttons dim instead.
    open var adjustsImageWhenHighlighted = true {
        didSet { refreshButtonContent() }
    }
    /// Whether the image is drawn lighter while the button is disabled (true by default), unless an image was set
    /// for `.disabled`.
    open var adjustsImageWhenDisabled = true {
        didSet { refreshButtonContent() }
    }
    /// Whether a soft white glow is shown at the button's centre while it is highlighted (false by default).
    open var showsTouchWhenHighlighted = false {
        didSet { refreshButtonContent() }
    }
    /// What the button means, which system buttons reflect in their look (`.normal` by default; iOS 14):
    /// `.destructive` titles are red and `.primary` ones bold, unless a configuration is set.
    open var role: Role = .normal {
        didSet { applyRoleLook() }
    }
    /// The menu shown by a long press, or by a tap when ``UIControl/showsMenuAsPrimaryAction`` is true
    /// (iOS 14). Touchstone shows it as a rounded card listing the menu's actions under the button.
    open var menu: UIMenu? {
        didSet { if menu != nil { isContextMenuInteractionEnabled = true } }
    }
    /// Whether a tap toggles ``UIControl/isSelected`` before the primary action runs (false by default;
    /// iOS 15).
    open var changesSelectionAsPrimaryAction = false
    /// The button's configuration (iOS 15): when set, it decides the look (title, subtitle, image, background,
    /// colours) instead of the per-state content, and is updated for each state change. Nil by default, except
    /// for buttons made with ``init(configuration:primaryAction:)``.
    open var configuration: Configuration? {
        didSet { configurationDidChange() }
    }
    /// Called instead of the configuration's automatic update whenever the button's state changes or
    /// ``setNeedsUpdateConfiguration()`` is called; set `button.configuration` in it (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configuration is updated for the button's state (the background darkens while highlighted,
    /// the colours grey out while disabled) before the update handler runs (true by default).
    open var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Per-state titles, colours and images, keyed by the exact state they were set for.
    package var stateContent: [UIControl.State: ButtonStateContent] = [:]
    package let titleLabelView = UILabel()
    package let imageViewStorage = UIImageView()
    package let backgroundImageView = UIImageView()
    /// The subtitle of a configuration (hidden without one).
    package let subtitleLabelView = UILabel()
    /// Draws the type's chrome: the classic rounded rectangle, a configuration's background, the touch glow.
    package let chromeView = ButtonChromeView()
    /// The spinning indicator of a configuration's `showsActivityIndicator`.
    package let spinnerView = ButtonSpinnerView()
    /// Whether ``updateConfiguration()`` should run before the next layout.
    package var needsConfigurationUpdate = false
    /// The configuration the subviews show (the updated one), nil without a configuration.
    package var appliedConfiguration: Configuration?
    /// Whether the configuration update is running (so setting `configuration` in it does not loop).
    package var isUpdatingConfiguration = false

    /// Creates a custom-type button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureButton(type: .custom)
    }

    /// Creates a button from an archive: its type (custom when not archived), per-state titles, colours and
    /// images (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureButton(type: UIButton.decodedButtonType(from: coder))
        decodeButtonAttributes(from: coder)
    }

    /// Creates a button of `buttonType` with a zero frame (size it with `sizeToFit()` or a frame).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        configureButton(type: buttonType)
    }

    /// Creates a button of `buttonType` that runs `primaryAction` when tapped and shows the action's title and
    /// image for `.normal`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adoptPrimaryAction(primaryAction)
    }

    /// Creates a custom-type button with `frame` that runs `primaryAction` when tapped.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adoptPrimaryAction(primaryAction)
    }

    /// Creates a system button whose look comes from `configuration` (iOS 15), running `primaryAction` when
    /// tapped. The action's title and image fill the configuration's when it has none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil, configuration.attributedTitle == nil, !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            if configuration.image == nil { configuration.image = primaryAction.image }
        }
        self.configuration = configuration
        configurationDidChange()  // observers do not run for a property set in the class's own initialiser
    }

    /// The closure type of ``configurationUpdateHandler``: it receives the button whose state changed.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// What a button means (iOS 14).
    public enum Role: Int, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The button of the preferred choice (bold title).
        case primary = 1
        /// A button that cancels (no special look on a plain button).
        case cancel = 2
        /// A button that destroys data (red title).
        case destructive = 3
    }

    // MARK: Configuration updates (the work is in UIButton+ConfigurationApply.swift)

    /// Asks for ``updateConfiguration()`` (and the update handler) to run before the next layout pass; state
    /// changes call it for you.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    /// Updates the configuration for the current state: runs ``configurationUpdateHandler`` (which may set a new
    /// `configuration`); the button then shows `configuration.updated(for: self)` when
    /// ``automaticallyUpdatesConfiguration`` is true, else the configuration as it is. The stored configuration
    /// stays as set. Override to make your own changes (call super).
    open func updateConfiguration() { runConfigurationUpdate() }

    // MARK: State changes refresh the shown content

    /// Whether a finger is down inside the button; changing it shows the highlighted content.
    open override var isHighlighted: Bool {
        didSet { refreshButtonContent() }
    }
    /// Whether the button is selected; changing it shows the selected content.
    open override var isSelected: Bool {
        didSet { refreshButtonContent() }
    }
    /// Whether the button responds to touches; changing it shows the disabled content.
    open override var isEnabled: Bool {
        didSet { refreshButtonContent() }
    }
    /// The glyphs of info, add and close buttons follow the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshButtonContent()
    }

    // MARK: Per-state content (the work is in UIButton+Content.swift)

    /// Sets the title shown in `state` (nil removes it, so the state shows the `.normal` title).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        MainThreadChecker.check("-[UIButton setTitle:forState:]")
        setContent(state) { $0.title = title }
    }
    /// Sets the styled title shown in `state` (nil: the `.normal` one); an attributed title is shown instead of
    /// the plain title, with its own colours and fonts.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        setContent(state) { $0.attributedTitle = title }
    }
    /// Sets the title colour used in `state` (nil: the `.normal` colour).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        setContent(state) { $0.titleColor = color }
    }
    /// Sets the colour of the title's shadow in `state` (nil: the `.normal` colour; none set: no shadow). The
    /// shadow is drawn under the title, offset by the title label's `shadowOffset`.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        setContent(state) { $0.titleShadowColor = color }
    }
    /// Sets the image shown in `state`, left of the title (nil: the `.normal` image).
    open func setImage(_ image: UIImage?, for state: UIControl.State) { setContent(state) { $0.image = image } }
    /// Sets the image stretched over the bounds behind the content in `state` (nil: the `.normal` one).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        setContent(state) { $0.backgroundImage = image }
    }

    /// A tap inside: toggles selection (``changesSelectionAsPrimaryAction``) or shows the menu
    /// (``UIControl/showsMenuAsPrimaryAction``) as the primary action; see UIButton+Menu.swift.
    package override func eventsForTouchUpInside() -> UIControl.Event { primaryTapEvents() }

    // MARK: Layout (the work is in UIButton+Layout.swift)

    /// Places the background image view, image view and title label for the current state.
    open override func layoutSubviews() {
        if needsConfigurationUpdate { updateConfigurationNow() }
        layoutButtonContent()
    }
    /// The size that fits the current content: image and title side by side, plus ``contentEdgeInsets``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { buttonContentSize() }
    /// The button's natural size: the same as `sizeThatFits(_:)`.
    open override var intrinsicContentSize: CGSize { buttonContentSize() }
    /// The rectangle content is laid out in: `bounds` minus ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { defaultContentRect(forBounds: bounds) }
    /// Where the title goes within `contentRect` (after the image, aligned as the content is).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { defaultTitleRect(forContentRect: contentRect) }
    /// Where the image goes within `contentRect` (before the title, aligned as the content is).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { defaultImageRect(forContentRect: contentRect) }
    /// Where the background image goes: the whole `bounds`.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
}
