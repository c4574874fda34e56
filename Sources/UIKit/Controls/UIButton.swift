// SPDX-License-Identifier: Apache-2.0

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
        /// A detail disclosure button (drawn as a system button on Touchstone).
        case detailDisclosure = 2
        /// A light info button (drawn as a system button on Touchstone).
        case infoLight = 3
        /// A dark info button (drawn as a system button on Touchstone).
        case infoDark = 4
        /// An add-contact button (drawn as a system button on Touchstone).
        case contactAdd = 5
        /// A close button (drawn as a system button on Touchstone).
        case close = 7
        /// iPhone OS's rounded-rectangle button: today a system button.
        public static let roundedRect = ButtonType.system
    }

    /// The button's style, fixed at creation (`.custom` for `init(frame:)`).
    open package(set) var buttonType: ButtonType = .custom
    /// Space between the bounds and the content (title and image), in points (`.zero` by default). Negative
    /// insets let content extend past the bounds; insets with a non-finite value are refused (logged).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { contentEdgeInsetsDidChange(from: oldValue) }
    }
    /// Per-state titles, colours and images, keyed by the exact state they were set for.
    package var stateContent: [UIControl.State: ButtonStateContent] = [:]
    package let titleLabelView = UILabel()
    package let imageViewStorage = UIImageView()
    package let backgroundImageView = UIImageView()

    /// Creates a custom-type button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureButton(type: .custom)
    }

    /// Creates a custom-type button with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureButton(type: .custom)
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

    // MARK: Per-state content (the work is in UIButton+Content.swift)

    /// Sets the title shown in `state` (nil removes it, so the state shows the `.normal` title).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        MainThreadChecker.check("-[UIButton setTitle:forState:]")
        setContent(state) { $0.title = title }
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

    // MARK: Layout (the work is in UIButton+Layout.swift)

    /// Places the background image view, image view and title label for the current state.
    open override func layoutSubviews() { layoutButtonContent() }
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
