// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a button shows in one state; nil fields fall back to the `.normal` state's.
package struct ButtonStateContent {
    package var title: String?
    package var attributedTitle: NSAttributedString?
    package var titleColor: UIColor?
    package var titleShadowColor: UIColor?
    package var image: UIImage?
    package var backgroundImage: UIImage?
}

extension UIButton {
    /// The opacity of a system button's title and image while highlighted (its "dimmed" look).
    package static let systemHighlightAlpha: CGFloat = 0.2
    /// How long a system button takes to fade back from its dimmed look once the finger lifts, in seconds.
    package static let highlightFadeDuration: TimeInterval = 0.2
    /// The opacity of an image while a button with ``adjustsImageWhenDisabled`` is disabled.
    package static let disabledImageAlpha: CGFloat = 0.4

    // MARK: Reading per-state content

    /// The label showing the current title (always present; hidden while there is no title). Set its font and
    /// line-break mode directly; set the text and colour per state with `setTitle(_:for:)` and
    /// `setTitleColor(_:for:)`, since the button overwrites them on every state change.
    public var titleLabel: UILabel? { titleLabelView }
    /// The label showing a configuration's subtitle (iOS 15); nil while the button has no configuration.
    public var subtitleLabel: UILabel? { configuration == nil ? nil : subtitleLabelView }
    /// The image view showing the current image (always present; hidden while there is no image).
    public var imageView: UIImageView? { imageViewStorage }

    /// The title set for `state`, else the `.normal` title, else nil.
    public func title(for state: UIControl.State) -> String? { content(for: state, \.title) }
    /// The styled title set for `state`, else the `.normal` one, else nil.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        content(for: state, \.attributedTitle)
    }
    /// The title colour for `state`, else the `.normal` one (white for custom buttons, system blue for system).
    public func titleColor(for state: UIControl.State) -> UIColor? { content(for: state, \.titleColor) }
    /// The title shadow colour for `state`, else the `.normal` one, else nil (no shadow).
    public func titleShadowColor(for state: UIControl.State) -> UIColor? { content(for: state, \.titleShadowColor) }
    /// The image for `state`, else the `.normal` image, else the glyph of an info, add or close button.
    public func image(for state: UIControl.State) -> UIImage? { content(for: state, \.image) ?? typeGlyphImage }
    /// The background image for `state`, else the `.normal` one, else nil.
    public func backgroundImage(for state: UIControl.State) -> UIImage? { content(for: state, \.backgroundImage) }

    /// The title shown now (for the current `state`).
    public var currentTitle: String? {
        if let attributed = currentAttributedTitle { return attributed.string }
        return title(for: state)
    }
    /// The styled title shown now, nil when the current state has none.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour used now (never nil: black when nothing is set).
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .black }
    /// The title shadow colour used now (nil: no shadow).
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The value for `state`: the one set for exactly that state, else for `.normal`. A state combining
    /// `.selected` with `.highlighted` or `.disabled` first tries `.selected` (as iOS does for selected buttons).
    package func content<Value>(for state: UIControl.State, _ field: KeyPath<ButtonStateContent, Value?>) -> Value? {
        if let value = stateContent[state]?[keyPath: field] { return value }
        if state.contains(.selected), state != .selected, let value = stateContent[.selected]?[keyPath: field] {
            return value
        }
        return stateContent[.normal]?[keyPath: field]
    }

    /// Whether a value was set for exactly `state` (not inherited from `.normal`).
    package func hasOwnContent<Value>(_ state: UIControl.State, _ field: KeyPath<ButtonStateContent, Value?>) -> Bool {
        stateContent[state]?[keyPath: field] != nil
    }

    // MARK: Changing content

    /// Updates the content stored for exactly `state` and shows the result.
    package func setContent(_ state: UIControl.State, _ change: (inout ButtonStateContent) -> Void) {
        var content = stateContent[state] ?? ButtonStateContent()
        change(&content)
        stateContent[state] = content
        refreshButtonContent()
    }

    /// Whether the button is drawn with the iPhone OS look (the classic profile's white rounded rectangle).
    package var drawsClassicRoundedRect: Bool { buttonType == .system && UIScreen.main.profile.isClassic }

    /// Installs the subviews and the look of `type` (creation only).
    package func configureButton(type: ButtonType) {
        buttonType = type
        touchUpInsideCompanions = .primaryActionTriggered
        for view in [chromeView, backgroundImageView, imageViewStorage, titleLabelView, subtitleLabelView, spinnerView]
        where view.superview !== self {
            addSubview(view)
        }
        chromeView.button = self
        subtitleLabelView.isHidden = true
        spinnerView.isHidden = true
        titleLabelView.font = .systemFont(ofSize: 15)
        let isSystem = type != .custom
        stateContent[.normal, default: ButtonStateContent()].titleColor = isSystem ? .systemBlue : .white
        stateContent[.disabled, default: ButtonStateContent()].titleColor = isSystem ? .systemGray : nil
        if type == .system, UIScreen.main.profile.isClassic {
            // iPhone OS's rounded-rect button: bold dark-blue title, white while held.
            titleLabelView.font = .boldSystemFont(ofSize: 15)
            stateContent[.normal]?.titleColor = ButtonChromeView.classicTitleColor
            stateContent[.highlighted, default: ButtonStateContent()].titleColor = .white
        }
        refreshButtonContent()
    }

    /// Registers `action` as the primary action and shows its title and image for `.normal`.
    package func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// A role's look on a system button: red for `.destructive`, a bold title for `.primary`.
    package func applyRoleLook() {
        guard buttonType == .system, configuration == nil else { return }
        if role == .destructive { stateContent[.normal, default: ButtonStateContent()].titleColor = .systemRed }
        let size = titleLabelView.font.pointSize
        titleLabelView.font = role == .primary ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        refreshButtonContent()
    }

    /// Shows the current state's title, colours and images in the subviews, and lays them out again; a button
    /// with a configuration asks for a configuration update instead.
    ///
    /// Only what differs is handed to the subviews, so a refresh that changes nothing (a tint announcement on a
    /// light/dark switch) leaves the title label's text, size and pixels alone.
    package func refreshButtonContent() {
        chromeView.refresh()
        if configuration != nil {
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
            return
        }
        let label = titleLabelView
        if let attributed = currentAttributedTitle {
            if label.attributedTextStorage.map({ !$0.isEqual(to: attributed) }) ?? true { label.attributedText = attributed }
        } else {
            let title = title(for: state)
            if label.attributedTextStorage != nil || label.textStorage != title { label.text = title }
            let color = currentTitleColor
            if !label.textColorStorage.isEqual(color) { label.textColor = color }
        }
        let shadow = currentTitleShadowColor
        if !(shadow.map { $0.isEqual(label.shadowColor) } ?? (label.shadowColor == nil)) { label.shadowColor = shadow }
        let hidesTitle = currentTitle?.isEmpty ?? true
        if label.isHidden != hidesTitle { label.isHidden = hidesTitle }
        let image = adjustedCurrentImage
        if imageViewStorage.image !== image { imageViewStorage.image = image }
        if imageViewStorage.isHidden != (currentImage == nil) { imageViewStorage.isHidden = currentImage == nil }
        let background = currentBackgroundImage
        if backgroundImageView.image !== background { backgroundImageView.image = background }
        if backgroundImageView.isHidden != (background == nil) { backgroundImageView.isHidden = background == nil }
        applyHighlightDimming()
        setNeedsLayout()
    }

    /// The current image, darkened while highlighted (``adjustsImageWhenHighlighted``, custom buttons without a
    /// highlighted image of their own).
    private var adjustedCurrentImage: UIImage? {
        guard let image = currentImage else { return nil }
        if isHighlighted, buttonType == .custom, adjustsImageWhenHighlighted, !hasOwnContent(state, \.image) {
            return image.buttonDarkened()
        }
        return image
    }

    /// The system button's dimmed look (modern profile): 0.2 opacity at once on touch, fading back over
    /// ``highlightFadeDuration`` on release. Also the disabled image's lighter look.
    private func applyHighlightDimming() {
        let dims = buttonType != .custom && !drawsClassicRoundedRect
        let target: CGFloat = dims && isHighlighted ? Self.systemHighlightAlpha : 1
        var imageTarget = target
        if !isEnabled, adjustsImageWhenDisabled, !hasOwnContent(.disabled, \.image), buttonType == .custom {
            imageTarget = min(imageTarget, Self.disabledImageAlpha)
        }
        let fadesBack = dims && target == 1 && titleLabelView.alpha < 1
        if fadesBack {
            UIView.animate(withDuration: Self.highlightFadeDuration, delay: 0, options: [.allowUserInteraction]) {
                self.titleLabelView.alpha = target
                self.imageViewStorage.alpha = imageTarget
            }
        } else {
            titleLabelView.layer.removeAllAnimations()
            imageViewStorage.layer.removeAllAnimations()
            titleLabelView.alpha = target
            imageViewStorage.alpha = imageTarget
        }
    }
}

extension UIImage {
    /// This image with its opaque parts darkened by a third (a highlighted custom button's image).
    package func buttonDarkened() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            draw(at: .zero)
            context.cgContext.setBlendMode(.sourceAtop)
            UIColor(white: 0, alpha: 0.33).setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
