// SPDX-License-Identifier: Apache-2.0

extension UIButton {
    /// The current title's natural size (zero without a title).
    private var titleContentSize: CGSize {
        guard let title = currentTitle, !title.isEmpty else { return .zero }
        return titleLabelView.intrinsicContentSize
    }

    /// The current image's size in points (zero without an image).
    private var imageContentSize: CGSize { currentImage?.size ?? .zero }

    /// Keeps `contentEdgeInsets` finite and lays out again.
    package func contentEdgeInsetsDidChange(from oldValue: UIEdgeInsets) {
        let i = contentEdgeInsets
        guard i.top.isFinite, i.left.isFinite, i.bottom.isFinite, i.right.isFinite else {
            UIKitDiagnostics.log("UIButton.contentEdgeInsets: non-finite \(i) ignored")
            contentEdgeInsets = oldValue
            return
        }
        setNeedsLayout()
    }

    /// Keeps `titleEdgeInsets` or `imageEdgeInsets` finite and lays out again.
    package func elementInsetsDidChange(_ field: ReferenceWritableKeyPath<UIButton, UIEdgeInsets>,
                                        from oldValue: UIEdgeInsets) {
        let i = self[keyPath: field]
        guard i.top.isFinite, i.left.isFinite, i.bottom.isFinite, i.right.isFinite else {
            UIKitDiagnostics.log("UIButton edge insets: non-finite \(i) ignored")
            self[keyPath: field] = oldValue
            return
        }
        setNeedsLayout()
    }

    /// `layoutSubviews()`: chrome over the bounds, background over `backgroundRect(forBounds:)`, image and title
    /// in the content rectangle (or a configuration's layout).
    package func layoutButtonContent() {
        chromeView.frame = bounds
        if subviews.first !== chromeView { sendSubviewToBack(chromeView) }
        if let applied = appliedConfiguration { return layoutConfiguredContent(applied) }
        backgroundImageView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        imageViewStorage.frame = imageRect(forContentRect: content)
        let oldTitleSize = titleLabelView.bounds.size
        titleLabelView.frame = titleRect(forContentRect: content)
        subtitleLabelView.frame = .zero
        spinnerView.frame = .zero
        // The label's text must be drawn at its new size. (A redisplay requested while the label was still
        // smaller covers only that smaller rectangle, so it is requested again for the whole new bounds.)
        if titleLabelView.bounds.size != oldTitleSize { titleLabelView.setNeedsDisplay() }
    }

    /// The content size of a button with neither title nor image: iOS 7 and later size an empty button 30×34.
    package static let emptyContentSize = CGSize(width: 30, height: 34)

    /// The space iOS 7 and later leave above and below a button's title while `contentEdgeInsets` is zero, so a
    /// title in the default 15-point font makes the button 30 points tall.
    package static let titleVerticalPadding: CGFloat = 6

    /// `sizeThatFits(_:)`: image and title side by side (height: the taller), plus the content insets; an empty
    /// button's content counts as ``emptyContentSize``. A configured button fits its configuration's layout.
    ///
    /// On the modern profiles, while `contentEdgeInsets` is zero, a title is padded by
    /// ``titleVerticalPadding`` above and below as on iOS 7 and later (any inset, however small, turns the padding
    /// off, as apps rely on); an image alone is not padded. The iPhone OS 3 profiles size the content exactly.
    package func buttonContentSize() -> CGSize {
        if configuration != nil {
            if needsConfigurationUpdate || appliedConfiguration == nil { updateConfigurationNow() }
            if let applied = appliedConfiguration { return configuredLayout(applied, in: bounds).fittingSize }
        }
        var image = imageContentSize
        let title = titleContentSize
        let insets = contentEdgeInsets
        if image == .zero, title == .zero { image = Self.emptyContentSize }
        var titleHeight = title.height
        if title != .zero, insets == .zero, !ControlLook.isClassic { titleHeight += 2 * Self.titleVerticalPadding }
        return CGSize(width: max(0, image.width + title.width + insets.left + insets.right),
                      height: max(0, max(image.height, titleHeight) + insets.top + insets.bottom))
    }

    /// `contentRect(forBounds:)`: `bounds` minus ``contentEdgeInsets`` (never negative in size).
    package func defaultContentRect(forBounds bounds: CGRect) -> CGRect {
        let i = contentEdgeInsets
        return CGRect(x: bounds.minX + i.left, y: bounds.minY + i.top,
                      width: max(0, bounds.width - i.left - i.right), height: max(0, bounds.height - i.top - i.bottom))
    }

    /// `imageRect(forContentRect:)`: the image at its size, first in the row of image and title.
    package func defaultImageRect(forContentRect content: CGRect) -> CGRect {
        let size = imageContentSize
        let width = min(size.width, content.width)
        let x = rowStart(in: content, rowWidth: width + fittedTitleWidth(in: content, imageWidth: width))
        let (y, height) = verticalPlacement(of: size.height, in: content)
        return CGRect(x: x, y: y, width: width, height: height).offsetBy(elementInsets: imageEdgeInsets,
                                                                        horizontal: contentHorizontalAlignment,
                                                                        vertical: contentVerticalAlignment)
    }

    /// `titleRect(forContentRect:)`: the title after the image, shortened (the label truncates it) when the row
    /// is wider than the content, and stretched to the content's right edge for `.fill`.
    package func defaultTitleRect(forContentRect content: CGRect) -> CGRect {
        let imageWidth = min(imageContentSize.width, content.width)
        var width = fittedTitleWidth(in: content, imageWidth: imageWidth)
        let x = rowStart(in: content, rowWidth: imageWidth + width) + imageWidth
        if contentHorizontalAlignment == .fill { width = max(0, content.maxX - x) }
        let (y, height) = verticalPlacement(of: titleContentSize.height, in: content)
        return CGRect(x: x, y: y, width: width, height: height).offsetBy(elementInsets: titleEdgeInsets,
                                                                        horizontal: contentHorizontalAlignment,
                                                                        vertical: contentVerticalAlignment)
    }

    private func fittedTitleWidth(in content: CGRect, imageWidth: CGFloat) -> CGFloat {
        max(0, min(titleContentSize.width, content.width - imageWidth))
    }

    /// Where the row of image and title starts, by `contentHorizontalAlignment` (left to right).
    private func rowStart(in content: CGRect, rowWidth: CGFloat) -> CGFloat {
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - rowWidth
        case .center: content.midX - rowWidth / 2
        }
    }

    /// The y and height of an item of natural `height`, by `contentVerticalAlignment`.
    private func verticalPlacement(of height: CGFloat, in content: CGRect) -> (y: CGFloat, height: CGFloat) {
        switch contentVerticalAlignment {
        case .top: (content.minY, min(height, content.height))
        case .bottom: (content.maxY - min(height, content.height), min(height, content.height))
        case .center: (content.midY - min(height, content.height) / 2, min(height, content.height))
        case .fill: (content.minY, content.height)
        }
    }
}

extension CGRect {
    /// This rectangle moved as if the area it is aligned in were inset by `insets`: by half the difference of
    /// opposite insets when centred, by the near inset when aligned to an edge.
    fileprivate func offsetBy(elementInsets insets: UIEdgeInsets, horizontal: UIControl.ContentHorizontalAlignment,
                              vertical: UIControl.ContentVerticalAlignment) -> CGRect {
        guard insets != .zero else { return self }
        let dx: CGFloat = switch horizontal {
        case .center: (insets.left - insets.right) / 2
        case .left, .leading, .fill: insets.left
        case .right, .trailing: -insets.right
        }
        let dy: CGFloat = switch vertical {
        case .center: (insets.top - insets.bottom) / 2
        case .top, .fill: insets.top
        case .bottom: -insets.bottom
        }
        return offsetBy(dx: dx, dy: dy)
    }
}
