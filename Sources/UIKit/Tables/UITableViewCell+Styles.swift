// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The standard labels and image of the four cell styles, their layout and the cell's fitting height.
extension UITableViewCell {
    /// The standard text label, made on first use inside the content view (see ``UITableViewCell/textLabel``).
    package func standardTextLabel() -> UILabel {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        switch cellStyle {
        case .value2:
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
        }
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The standard detail label, made on first use; nil in `.default` cells.
    package func standardDetailTextLabel() -> UILabel? {
        if let label = detailTextLabelStorage { return label }
        guard cellStyle != .default else { return nil }
        let label = UILabel()
        switch cellStyle {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .label
        case .subtitle, .default:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .label
        }
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The standard image view, made on first use.
    package func standardImageView() -> UIImageView {
        if let view = imageViewStorage { return view }
        let view = UIImageView()
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The space between the image and the labels, in points.
    package static let imageToTextPadding: CGFloat = 16
    /// The width of the right-aligned text column of a `.value2` cell, and the gap after it.
    package static let value2Column: (width: CGFloat, gap: CGFloat) = (67, 6)
    /// The least space between the text and the detail of a `.value1` cell.
    package static let value1Gap: CGFloat = 8

    /// The frames of the standard image, text and detail in a content view `width` points wide (left to right),
    /// centred in `height` (nil: at the top margin), and the height their block needs with the margins.
    package struct StandardFrames {
        var image: CGRect?
        var text: CGRect?
        var detail: CGRect?
        var neededHeight: CGFloat
    }

    private static func hasText(_ label: UILabel?) -> Bool {
        guard let label else { return false }
        return !(label.text ?? "").isEmpty || (label.attributedText?.length ?? 0) > 0
    }

    package func standardFrames(width: CGFloat, height: CGFloat?, margins: NSDirectionalEdgeInsets) -> StandardFrames {
        var result = StandardFrames(neededHeight: 0)
        let unbounded = CGFloat.greatestFiniteMagnitude
        var x = margins.leading
        var blockHeight: CGFloat = 0
        if let image = imageViewStorage?.image {
            result.image = CGRect(origin: CGPoint(x: x, y: 0), size: image.size)
            x += image.size.width + Self.imageToTextPadding
            blockHeight = image.size.height
        }
        let available = max(0, width - margins.trailing - x)
        let text = Self.hasText(textLabelStorage) ? textLabelStorage : nil
        let detail = Self.hasText(detailTextLabelStorage) ? detailTextLabelStorage : nil
        func fit(_ label: UILabel?, _ width: CGFloat) -> CGSize {
            label?.sizeThatFits(CGSize(width: max(width, 1), height: unbounded)) ?? .zero
        }
        switch cellStyle {
        case .default, .subtitle:
            let textHeight = text == nil ? 0 : fit(text, available).height
            let detailHeight = detail == nil || cellStyle == .default ? 0 : fit(detail, available).height
            if text != nil { result.text = CGRect(x: x, y: 0, width: available, height: textHeight) }
            if detailHeight > 0 { result.detail = CGRect(x: x, y: textHeight, width: available, height: detailHeight) }
            blockHeight = max(blockHeight, textHeight + detailHeight)
        case .value1:
            let textWidth = min(fit(text, available).width, available)
            let gap = text != nil && detail != nil ? Self.value1Gap : 0
            let detailWidth = max(0, min(fit(detail, available).width, available - textWidth - gap))
            let textHeight = text == nil ? 0 : fit(text, textWidth).height
            let detailHeight = detail == nil ? 0 : fit(detail, detailWidth).height
            if text != nil { result.text = CGRect(x: x, y: 0, width: textWidth, height: textHeight) }
            if detail != nil {
                result.detail = CGRect(x: width - margins.trailing - detailWidth, y: 0, width: detailWidth,
                                       height: detailHeight)
            }
            blockHeight = max(blockHeight, textHeight, detailHeight)
        case .value2:
            let column = Self.value2Column
            let detailX = x + column.width + column.gap
            let detailWidth = max(0, width - margins.trailing - detailX)
            let textHeight = text == nil ? 0 : fit(text, column.width).height
            let detailHeight = detail == nil ? 0 : fit(detail, detailWidth).height
            if text != nil { result.text = CGRect(x: x, y: 0, width: column.width, height: textHeight) }
            if detail != nil { result.detail = CGRect(x: detailX, y: 0, width: detailWidth, height: detailHeight) }
            blockHeight = max(blockHeight, textHeight, detailHeight)
        }
        result.neededHeight = (margins.top + blockHeight + margins.bottom).rounded(.up)
        // Centre each part (the subtitle pair as one block) in the height given, or below the top margin.
        func centred(_ rect: CGRect?, blockTop: CGFloat, block: CGFloat) -> CGRect? {
            guard var rect else { return nil }
            let top = height.map { (($0 - block) / 2).rounded() } ?? margins.top
            rect.origin.y = top + blockTop
            return rect
        }
        if let image = result.image { result.image = centred(image, blockTop: 0, block: image.height) }
        if cellStyle == .subtitle {
            let pair = (result.text?.height ?? 0) + (result.detail?.height ?? 0)
            result.text = centred(result.text, blockTop: 0, block: pair)
            result.detail = centred(result.detail, blockTop: result.text?.height ?? 0, block: pair)
        } else {
            result.text = centred(result.text, blockTop: 0, block: result.text?.height ?? 0)
            result.detail = centred(result.detail, blockTop: 0, block: result.detail?.height ?? 0)
        }
        return result
    }

    /// Places the standard labels and image (or the content configuration's view) in the content view.
    package func layoutStandardContent() {
        let size = contentView.bounds.size
        if let view = contentConfigurationView {
            view.frame = contentView.bounds
            return
        }
        let frames = standardFrames(width: size.width, height: size.height,
                                    margins: contentView.directionalLayoutMargins)
        let rtl = isRightToLeft
        func place(_ view: UIView?, _ rect: CGRect?) {
            guard let view else { return }
            view.isHidden = rect == nil
            guard let rect else { return }
            view.frame = rtl ? CGRect(x: size.width - rect.maxX, y: rect.minY, width: rect.width,
                                      height: rect.height) : rect
        }
        place(imageViewStorage, frames.image)
        place(textLabelStorage, frames.text)
        place(detailTextLabelStorage, frames.detail)
    }

    /// Whether the content view holds only what the cell put there (standard labels, image, configuration view),
    /// so the cell can compute its height without Auto Layout.
    package var hasOnlyStandardContent: Bool {
        let own: [UIView?] = [textLabelStorage, detailTextLabelStorage, imageViewStorage, contentConfigurationView]
        return contentView.subviews.allSatisfy { subview in own.contains { $0 === subview } }
    }

    /// The height the cell needs at `width` points: the standard labels' block with the margins, at least 44
    /// points; a content configuration's view's own fitting height; or, for content the app added, the content
    /// view's Auto Layout fitting height.
    package func fittingHeight(width: CGFloat) -> CGFloat {
        let parts = partFrames(width: width, height: Self.defaultRowHeight)
        if let view = contentConfigurationView {
            let size = view.systemLayoutSizeFitting(CGSize(width: parts.content.width, height: 0),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        if !hasOnlyStandardContent {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: parts.content.width, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        let margins = directionalLayoutMargins
        let contentMargins = NSDirectionalEdgeInsets(top: margins.top, leading: contentLeadingMargin,
                                                     bottom: margins.bottom, trailing: parts.contentTrailingMargin)
        let frames = standardFrames(width: parts.content.width, height: nil, margins: contentMargins)
        return max(Self.defaultRowHeight, frames.neededHeight)
    }
}
