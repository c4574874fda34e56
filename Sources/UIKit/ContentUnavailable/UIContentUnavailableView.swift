// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The view that shows a ``UIContentUnavailableConfiguration`` (iOS 17): its content centred (or leading-aligned) in
/// the layout margins, over its background.
///
/// From the top: the activity indicator (the loading preset) or the image, the text, the secondary text, the
/// button and the secondary button; each part is left out when it has nothing to show, with the configuration's
/// paddings between those shown. Texts wrap to the margins' width.
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    /// The configuration shown; setting one updates the view.
    open var configuration: any UIContentConfiguration {
        get { shown }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else {
                UIKitDiagnostics.log("UIContentUnavailableView: \(type(of: newValue)) is not a UIContentUnavailableConfiguration; ignored")
                return
            }
            shown = configuration
            apply()
        }
    }

    /// Whether the content scrolls when it is taller than the view (stored; the content is laid out from the top
    /// then).
    open var scrollEnabled = true

    private var shown: UIContentUnavailableConfiguration
    /// The configuration's actions installed on each button, so a new configuration replaces rather than adds.
    private var installedActions: [ObjectIdentifier: UIAction] = [:]
    private let backgroundView = BackgroundConfigurationView()
    package let imageView = UIImageView()
    package let spinner = UIActivityIndicatorView(style: .medium)
    package let textLabel = UILabel()
    package let secondaryTextLabel = UILabel()
    package let button = UIButton(type: .system)
    package let secondaryButton = UIButton(type: .system)

    /// A view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        addSubview(backgroundView)
        for view in [imageView, spinner, textLabel, secondaryTextLabel, button, secondaryButton] as [UIView] {
            addSubview(view)
        }
        imageView.contentMode = .scaleAspectFit
        apply()
    }

    /// Content-unavailable views are made in code: decoding one fails (nil), as Apple's declares no coder support.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Whether `configuration` can be shown here (a ``UIContentUnavailableConfiguration``).
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private func apply() {
        let c = shown
        backgroundView.apply(c.background, tint: tintColor)
        spinner.isHidden = !c.showsActivityIndicator
        if c.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor ?? .secondaryLabel
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.isHidden = c.image == nil || c.showsActivityIndicator
        style(textLabel, text: c.text, attributed: c.attributedText, c.textProperties)
        style(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText, c.secondaryTextProperties)
        style(button, c.button, c.buttonProperties)
        style(secondaryButton, c.secondaryButton, c.secondaryButtonProperties)
        directionalLayoutMargins = c.directionalLayoutMargins
        setNeedsLayout()
    }

    private func style(_ label: UILabel, text: String?, attributed: NSAttributedString?,
                       _ properties: UIContentUnavailableConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = shown.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    private func style(_ button: UIButton, _ configuration: UIButton.Configuration,
                       _ properties: UIContentUnavailableConfiguration.ButtonProperties) {
        button.configuration = configuration
        button.isEnabled = properties.isEnabled
        button.menu = properties.menu
        if let previous = installedActions[ObjectIdentifier(button)], previous !== properties.primaryAction {
            button.removeAction(previous, for: .primaryActionTriggered)
            installedActions[ObjectIdentifier(button)] = nil
        }
        if let action = properties.primaryAction, installedActions[ObjectIdentifier(button)] !== action {
            button.addAction(action, for: .primaryActionTriggered)
            installedActions[ObjectIdentifier(button)] = action
        }
        button.isHidden = (configuration.title ?? "").isEmpty && configuration.image == nil
    }

    /// Lays the shown parts out in a column in the layout margins, centred vertically (from the top when taller
    /// than the view).
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let area = bounds.inset(by: layoutMargins)
        let width = max(0, area.width)
        var parts: [(view: UIView, size: CGSize, gap: CGFloat)] = []
        let c = shown
        if !spinner.isHidden { parts.append((spinner, spinner.sizeThatFits(.zero), c.imageToTextPadding)) }
        if !imageView.isHidden { parts.append((imageView, imageSize(), c.imageToTextPadding)) }
        if !textLabel.isHidden { parts.append((textLabel, fitted(textLabel, width), c.textToSecondaryTextPadding)) }
        if !secondaryTextLabel.isHidden { parts.append((secondaryTextLabel, fitted(secondaryTextLabel, width), c.textToButtonPadding)) }
        if !button.isHidden { parts.append((button, button.sizeThatFits(area.size), c.buttonToSecondaryButtonPadding)) }
        if !secondaryButton.isHidden { parts.append((secondaryButton, secondaryButton.sizeThatFits(area.size), 0)) }
        let total = parts.enumerated().reduce(CGFloat(0)) { sum, part in
            sum + part.element.size.height + (part.offset < parts.count - 1 ? part.element.gap : 0)
        }
        var y = total <= area.height ? area.minY + (area.height - total) / 2 : area.minY
        for (index, part) in parts.enumerated() {
            let size = CGSize(width: min(part.size.width, width), height: part.size.height)
            let x = c.alignment == .center ? area.minX + (width - size.width) / 2 : area.minX
            part.view.frame = CGRect(origin: CGPoint(x: x, y: y), size: size).integral
            y += size.height + (index < parts.count - 1 ? part.gap : 0)
        }
    }

    private func fitted(_ label: UILabel, _ width: CGFloat) -> CGSize {
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: ceil(size.height))
    }

    private func imageSize() -> CGSize {
        guard let image = imageView.image else { return .zero }
        var size = image.size
        if image.isSymbolImage, shown.imageProperties.preferredSymbolConfiguration == nil {
            size = CGSize(width: size.width * 2.5, height: size.height * 2.5)   // A large symbol, as Apple's presets show.
        }
        let limit = shown.imageProperties.maximumSize
        if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
        return size
    }
}
