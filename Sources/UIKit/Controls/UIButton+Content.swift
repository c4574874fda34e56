// SPDX-License-Identifier: Apache-2.0

/// What a button shows in one state; nil fields fall back to the `.normal` state's.
package struct ButtonStateContent {
    package var title: String?
    package var titleColor: UIColor?
    package var titleShadowColor: UIColor?
    package var image: UIImage?
    package var backgroundImage: UIImage?
}

extension UIButton {
    /// The opacity of a system button's title and image while highlighted (its "dimmed" look).
    package static let systemHighlightAlpha: CGFloat = 0.2

    // MARK: Reading per-state content

    /// The label showing the current title (always present; hidden while there is no title). Set its font and
    /// line-break mode directly; set the text and colour per state with `setTitle(_:for:)` and
    /// `setTitleColor(_:for:)`, since the button overwrites them on every state change.
    public var titleLabel: UILabel? { titleLabelView }
    /// The image view showing the current image (always present; hidden while there is no image).
    public var imageView: UIImageView? { imageViewStorage }

    /// The title set for `state`, else the `.normal` title, else nil.
    public func title(for state: UIControl.State) -> String? { content(for: state, \.title) }
    /// The title colour for `state`, else the `.normal` one (white for custom buttons, system blue for system).
    public func titleColor(for state: UIControl.State) -> UIColor? { content(for: state, \.titleColor) }
    /// The title shadow colour for `state`, else the `.normal` one, else nil (no shadow).
    public func titleShadowColor(for state: UIControl.State) -> UIColor? { content(for: state, \.titleShadowColor) }
    /// The image for `state`, else the `.normal` image, else nil.
    public func image(for state: UIControl.State) -> UIImage? { content(for: state, \.image) }
    /// The background image for `state`, else the `.normal` one, else nil.
    public func backgroundImage(for state: UIControl.State) -> UIImage? { content(for: state, \.backgroundImage) }

    /// The title shown now (for the current `state`).
    public var currentTitle: String? { title(for: state) }
    /// The title colour used now (never nil: black when nothing is set).
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .black }
    /// The title shadow colour used now (nil: no shadow).
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    package func content<Value>(for state: UIControl.State, _ field: KeyPath<ButtonStateContent, Value?>) -> Value? {
        stateContent[state]?[keyPath: field] ?? stateContent[.normal]?[keyPath: field]
    }

    // MARK: Changing content

    /// Updates the content stored for exactly `state` and shows the result.
    package func setContent(_ state: UIControl.State, _ change: (inout ButtonStateContent) -> Void) {
        var content = stateContent[state] ?? ButtonStateContent()
        change(&content)
        stateContent[state] = content
        refreshButtonContent()
    }

    /// Installs the subviews and the look of `type` (creation only).
    package func configureButton(type: ButtonType) {
        buttonType = type
        touchUpInsideCompanions = .primaryActionTriggered
        for view in [backgroundImageView, imageViewStorage, titleLabelView] where view.superview !== self {
            addSubview(view)
        }
        titleLabelView.font = .systemFont(ofSize: 15)
        let isSystem = type != .custom
        stateContent[.normal, default: ButtonStateContent()].titleColor = isSystem ? .systemBlue : .white
        stateContent[.disabled, default: ButtonStateContent()].titleColor = isSystem ? .systemGray : nil
        refreshButtonContent()
    }

    /// Registers `action` as the primary action and shows its title and image for `.normal`.
    package func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// Shows the current state's title, colours and images in the subviews, and lays them out again.
    package func refreshButtonContent() {
        let title = currentTitle
        titleLabelView.text = title
        titleLabelView.textColor = currentTitleColor
        titleLabelView.shadowColor = currentTitleShadowColor
        titleLabelView.isHidden = title?.isEmpty ?? true
        imageViewStorage.image = currentImage
        imageViewStorage.isHidden = currentImage == nil
        backgroundImageView.image = currentBackgroundImage
        backgroundImageView.isHidden = currentBackgroundImage == nil
        let dimmed = buttonType != .custom && isHighlighted
        titleLabelView.alpha = dimmed ? Self.systemHighlightAlpha : 1
        imageViewStorage.alpha = dimmed ? Self.systemHighlightAlpha : 1
        setNeedsLayout()
    }
}
