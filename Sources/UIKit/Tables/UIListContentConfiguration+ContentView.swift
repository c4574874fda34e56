// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The view that shows a ``UIListContentConfiguration``: an image at the leading margin, the text after it and the
/// secondary text below it (or beside it, trailing-aligned, for side-by-side configurations that fit).
///
/// It lays out by hand and sizes itself: ``sizeThatFits(_:)`` and `systemLayoutSizeFitting` give the height its
/// content needs at a width, so a cell showing it sizes itself.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// Creates a view showing an empty `cell()` configuration (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// The configuration shown. Setting a ``UIListContentConfiguration`` updates the view; other configurations
    /// are logged and ignored.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIKitDiagnostics.log("UIListContentView: ignored a configuration of type \(type(of: newValue))")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a ``UIListContentConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let c = listConfiguration
        configure(textLabel, c.textProperties, text: c.text, attributed: c.attributedText)
        configure(secondaryTextLabel, c.secondaryTextProperties, text: c.secondaryText,
                  attributed: c.secondaryAttributedText)
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func configure(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, text: String?,
                           attributed: NSAttributedString?)
    {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.labelAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = properties.transform.apply(text)
        }
    }

    private static func hasText(_ label: UILabel) -> Bool {
        !(label.text ?? "").isEmpty || (label.attributedText?.length ?? 0) > 0
    }

    /// The frames of the image, text and secondary text at `width` (left to right), centred in `height` (nil:
    /// from the top margin), and the height the content needs.
    package func contentFrames(width: CGFloat, height: CGFloat?)
        -> (image: CGRect?, text: CGRect?, secondary: CGRect?, needed: CGFloat)
    {
        let c = listConfiguration
        let m = c.directionalLayoutMargins
        var x = m.leading
        var image: CGRect?
        if let picture = c.image {
            let size = c.imageProperties.displaySize(of: picture)
            let slot = max(size.width, c.imageProperties.reservedLayoutSize.width)
            image = CGRect(x: x + (slot - size.width) / 2, y: 0, width: size.width, height: size.height)
            x += slot + c.imageToTextPadding
        }
        let available = max(1, width - m.trailing - x)
        func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
            label.sizeThatFits(CGSize(width: max(1, width), height: .greatestFiniteMagnitude))
        }
        let hasText = Self.hasText(textLabel), hasSecondary = Self.hasText(secondaryTextLabel)
        var text: CGRect?, secondary: CGRect?
        var sideBySide = false
        if c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary {
            let textSize = fit(textLabel, .greatestFiniteMagnitude), secondarySize = fit(secondaryTextLabel, .greatestFiniteMagnitude)
            if textSize.width + c.textToSecondaryTextHorizontalPadding + secondarySize.width <= available {
                sideBySide = true
                text = CGRect(x: x, y: 0, width: textSize.width, height: textSize.height)
                secondary = CGRect(x: width - m.trailing - secondarySize.width, y: 0, width: secondarySize.width,
                                   height: secondarySize.height)
            }
        }
        if !sideBySide {
            var y: CGFloat = 0
            if hasText {
                let height = fit(textLabel, available).height
                text = CGRect(x: x, y: 0, width: available, height: height)
                y = height + (hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
            }
            if hasSecondary {
                secondary = CGRect(x: x, y: y, width: available, height: fit(secondaryTextLabel, available).height)
            }
        }
        let textBlock = sideBySide ? max(text?.height ?? 0, secondary?.height ?? 0)
            : (secondary?.maxY ?? text?.maxY ?? 0)
        let reservedHeight = c.imageProperties.reservedLayoutSize.height
        let block = max(textBlock, image?.height ?? 0, reservedHeight)
        let needed = (m.top + block + m.bottom).rounded(.up)
        let top = height.map { m.top + (($0 - m.top - m.bottom - block) / 2).rounded() } ?? m.top
        func place(_ rect: CGRect?, _ partHeight: CGFloat, stacked: Bool) -> CGRect? {
            guard var rect else { return nil }
            rect.origin.y += top + (stacked ? (block - partHeight) / 2 : (block - rect.height) / 2).rounded()
            return rect
        }
        image = place(image, 0, stacked: false)
        if sideBySide {
            text = place(text, 0, stacked: false)
            secondary = place(secondary, 0, stacked: false)
        } else {
            text = place(text, textBlock, stacked: true)
            secondary = place(secondary, textBlock, stacked: true)
        }
        return (image, text, secondary, needed)
    }

    /// Places the image and the texts for the current bounds (mirrored right to left when the view is).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let frames = contentFrames(width: size.width, height: size.height)
        let rtl = isRightToLeft
        for (view, rect) in [(imageView as UIView, frames.image), (textLabel, frames.text),
                             (secondaryTextLabel, frames.secondary)] {
            view.isHidden = rect == nil
            guard let rect else { continue }
            view.frame = rtl ? CGRect(x: size.width - rect.maxX, y: rect.minY, width: rect.width,
                                      height: rect.height) : rect
        }
    }

    /// `size.width` and the height the content needs at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: contentFrames(width: width, height: nil).needed)
    }

    /// The size the content needs at `targetSize.width` (the width is kept).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize
    {
        sizeThatFits(targetSize)
    }

    /// The size the content needs at `targetSize.width`.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

    /// The content's width on one line and its height at that width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentFrames(width: bounds.width > 0 ? bounds.width : 1e6,
                                                                       height: nil).needed)
    }

    /// The label showing the text (tests and the cell's highlighting reach it).
    package var textLabelForTesting: UILabel { textLabel }
    /// The label showing the secondary text.
    package var secondaryTextLabelForTesting: UILabel { secondaryTextLabel }
    /// The image view.
    package var imageViewForTesting: UIImageView { imageView }
}
