// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a button shows its configuration: the update cycle (state change → update handler → state look) and the
/// layout of image, title and subtitle within the content insets.
extension UIButton {
    /// The size of the spinner that replaces the image while `showsActivityIndicator` is true, in points.
    package static let configurationSpinnerSize: CGFloat = 20

    /// `configuration` was set: by the app, an update follows before the next layout; inside an update it is
    /// simply kept. Setting nil goes back to the per-state content.
    package func configurationDidChange() {
        guard !isUpdatingConfiguration else { return }
        if configuration == nil {
            appliedConfiguration = nil
            subtitleLabelView.isHidden = true
            spinnerView.isHidden = true
            spinnerView.isSpinning = false
            refreshButtonContent()
        } else if let configuration {
            // Shown at once (so the labels read back the new content), then updated again before layout, when
            // the update handler runs.
            showConfiguration(automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration)
            setNeedsUpdateConfiguration()
        }
    }

    /// Runs ``updateConfiguration()`` now and shows the result.
    package func updateConfigurationNow() {
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        isUpdatingConfiguration = false
        guard let configuration else { return }
        let applied = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        showConfiguration(applied)
    }

    /// `updateConfiguration()`'s default: the update handler, which may set a new `configuration`.
    package func runConfigurationUpdate() {
        configurationUpdateHandler?(self)
    }

    /// Puts `applied`'s title, subtitle, image and colours into the subviews.
    private func showConfiguration(_ applied: Configuration) {
        appliedConfiguration = applied
        let foreground = applied.resolvedForegroundColor(tint: tintColor ?? UIView.defaultTintColor)
        titleLabelView.attributedText = nil
        titleLabelView.text = applied.title
        titleLabelView.font = applied.titleFont
        titleLabelView.textColor = foreground
        titleLabelView.shadowColor = nil
        titleLabelView.isHidden = applied.title?.isEmpty ?? true
        titleLabelView.alpha = 1
        subtitleLabelView.text = applied.subtitle
        subtitleLabelView.font = applied.subtitleFont
        subtitleLabelView.textColor = foreground
        subtitleLabelView.isHidden = applied.subtitle?.isEmpty ?? true
        imageViewStorage.image = applied.showsActivityIndicator ? nil : applied.image
        imageViewStorage.tintColor = foreground
        imageViewStorage.isHidden = applied.showsActivityIndicator || applied.image == nil
        imageViewStorage.alpha = 1
        backgroundImageView.isHidden = true
        spinnerView.color = foreground
        spinnerView.isHidden = !applied.showsActivityIndicator
        spinnerView.isSpinning = applied.showsActivityIndicator
        chromeView.refresh()
        invalidateIntrinsicContentSize()
        layoutButtonContent()
    }

    // MARK: Layout

    /// Where a configured button's parts go within `bounds`, and the size that fits them.
    package struct ConfiguredLayout {
        var image: CGRect = .zero, title: CGRect = .zero, subtitle: CGRect = .zero, fittingSize: CGSize = .zero
    }

    private func naturalSize(_ label: UILabel) -> CGSize {
        guard !label.isHidden, !(label.text ?? "").isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    /// The layout of `configuration` in `bounds` (image beside, above or below the title block, the group placed
    /// by the content alignments within the content insets).
    package func configuredLayout(_ configuration: Configuration, in bounds: CGRect) -> ConfiguredLayout {
        var layout = ConfiguredLayout()
        let title = naturalSize(titleLabelView), subtitle = naturalSize(subtitleLabelView)
        let titleGap: CGFloat = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let block = CGSize(width: max(title.width, subtitle.width), height: title.height + titleGap + subtitle.height)
        let image: CGSize = configuration.showsActivityIndicator
            ? CGSize(width: Self.configurationSpinnerSize, height: Self.configurationSpinnerSize)
            : configuration.image?.size ?? .zero
        let hasImage = image != .zero, hasText = block != .zero
        let gap: CGFloat = hasImage && hasText ? configuration.imagePadding : 0
        let placement = configuration.imagePlacement
        let vertical = placement == .top || placement == .bottom
        let group = vertical
            ? CGSize(width: max(image.width, block.width), height: image.height + gap + block.height)
            : CGSize(width: image.width + gap + block.width, height: max(image.height, block.height))
        let insets = configuration.contentInsets
        layout.fittingSize = CGSize(width: group.width + insets.leading + insets.trailing,
                                    height: group.height + insets.top + insets.bottom)

        let content = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                             width: max(0, bounds.width - insets.leading - insets.trailing),
                             height: max(0, bounds.height - insets.top - insets.bottom))
        let x: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - group.width
        case .center: content.midX - group.width / 2
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .top, .fill: content.minY
        case .bottom: content.maxY - group.height
        case .center: content.midY - group.height / 2
        }
        var imageOrigin = CGPoint.zero, blockOrigin = CGPoint.zero
        switch placement {
        case .top:
            imageOrigin = CGPoint(x: x + (group.width - image.width) / 2, y: y)
            blockOrigin = CGPoint(x: x + (group.width - block.width) / 2, y: y + image.height + gap)
        case .bottom:
            blockOrigin = CGPoint(x: x + (group.width - block.width) / 2, y: y)
            imageOrigin = CGPoint(x: x + (group.width - image.width) / 2, y: y + block.height + gap)
        case .trailing:
            blockOrigin = CGPoint(x: x, y: y + (group.height - block.height) / 2)
            imageOrigin = CGPoint(x: x + block.width + gap, y: y + (group.height - image.height) / 2)
        default:
            imageOrigin = CGPoint(x: x, y: y + (group.height - image.height) / 2)
            blockOrigin = CGPoint(x: x + image.width + gap, y: y + (group.height - block.height) / 2)
        }
        layout.image = CGRect(origin: imageOrigin, size: image)
        let alignment: Configuration.TitleAlignment = configuration.titleAlignment == .automatic
            ? (vertical ? .center : .leading) : configuration.titleAlignment
        func lineX(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .center, .automatic: blockOrigin.x + (block.width - width) / 2
            case .leading: blockOrigin.x
            case .trailing: blockOrigin.x + block.width - width
            }
        }
        layout.title = CGRect(x: lineX(title.width), y: blockOrigin.y, width: title.width, height: title.height)
        layout.subtitle = CGRect(x: lineX(subtitle.width), y: blockOrigin.y + title.height + titleGap,
                                 width: subtitle.width, height: subtitle.height)
        return layout
    }

    /// `layoutSubviews()` for a configured button.
    package func layoutConfiguredContent(_ configuration: Configuration) {
        let layout = configuredLayout(configuration, in: bounds)
        imageViewStorage.frame = configuration.showsActivityIndicator ? .zero : layout.image
        spinnerView.frame = configuration.showsActivityIndicator ? layout.image : .zero
        let oldTitle = titleLabelView.bounds.size, oldSubtitle = subtitleLabelView.bounds.size
        titleLabelView.frame = layout.title
        subtitleLabelView.frame = layout.subtitle
        if titleLabelView.bounds.size != oldTitle { titleLabelView.setNeedsDisplay() }
        if subtitleLabelView.bounds.size != oldSubtitle { subtitleLabelView.setNeedsDisplay() }
    }
}
