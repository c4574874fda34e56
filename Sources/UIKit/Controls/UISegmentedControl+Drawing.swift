// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The title or image of one segment, centred in its frame.
@MainActor
package final class SegmentContentView: UIView {
    package let label = UILabel()
    package let imageView = UIImageView()

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        label.textAlignment = .center
        addSubview(imageView)
        addSubview(label)
    }

    package required init?(coder: NSCoder) { nil }

    package override func layoutSubviews() {
        let size = label.intrinsicContentSize
        let width = min(size.width, bounds.width)
        label.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - size.height) / 2, width: width,
                             height: size.height)
        label.setNeedsDisplay()
        let image = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: (bounds.width - image.width) / 2, y: (bounds.height - image.height) / 2,
                                 width: image.width, height: image.height)
    }
}

extension UISegmentedControl {
    /// The title font of unselected segments (modern: 13-point regular; classic: 13-point bold, 12 for `.bar`).
    package var normalTitleFont: UIFont {
        guard isClassicLook else { return .systemFont(ofSize: 13) }
        return .boldSystemFont(ofSize: segmentedControlStyle == .bar ? 12 : 13)
    }

    /// The title font of the selected segment (modern: 13-point semibold).
    package var selectedTitleFont: UIFont {
        isClassicLook ? normalTitleFont : .systemFont(ofSize: 13, weight: .semibold)
    }

    /// The attribute `key` for a segment in `state`: the state's own, else `.normal`'s.
    private func attribute<T>(_ key: NSAttributedString.Key, _ state: UIControl.State) -> T? {
        let own: [NSAttributedString.Key: Any] = segmentTitleAttributes[state.rawValue] ?? [:]
        let normal: [NSAttributedString.Key: Any] = segmentTitleAttributes[UIControl.State.normal.rawValue] ?? [:]
        if let value = own[key] as? T { return value }
        return normal[key] as? T
    }

    /// Puts `segment`'s title or image, font and colour into `view`.
    package func refreshContent(_ view: SegmentContentView, segment index: Int) {
        let segment = segments[index]
        let selected = displayedSelection == index
        var state: UIControl.State = selected ? .selected : .normal
        if !segment.isEnabled || !isEnabled { state = .disabled }
        if highlightedSegment == index, !selected { state = .highlighted }
        let classicDark = isClassicLook && (selected || segmentedControlStyle == .bar)
        let defaultColor: UIColor = isClassicLook ? (classicDark ? .white : UIColor(white: 0.3, alpha: 1))
            : segment.isEnabled && isEnabled ? .label : .tertiaryLabel
        view.label.text = segment.title
        view.label.font = attribute(.font, state) ?? (selected ? selectedTitleFont : normalTitleFont)
        view.label.textColor = attribute(.foregroundColor, state) ?? defaultColor
        view.label.shadowColor = isClassicLook && classicDark ? UIColor(white: 0, alpha: 0.4) : nil
        view.label.isHidden = segment.title == nil
        view.imageView.image = segment.image
        view.imageView.tintColor = isClassicLook ? defaultColor : .label
        view.imageView.isHidden = segment.image == nil
        let dimmed = !segment.isEnabled || !isEnabled
        view.alpha = dimmed && isClassicLook ? 0.5 : (state == .highlighted && !isClassicLook ? 0.6 : 1)
        view.setNeedsLayout()
    }
}

/// The segmented control's background: the modern grey track with separators, or the whole classic control
/// (segments, selection, dividers and rim) in its iPhone OS 3 style.
@MainActor
package final class SegmentedTrackView: UIView {
    package weak var control: UISegmentedControl?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) { nil }

    package override func draw(_ rect: CGRect) {
        guard let control, let context = UIGraphicsGetCurrentContext() else { return }
        let frames = control.segmentFrames()
        if control.isClassicLook {
            drawClassic(control, frames: frames, context: context)
        } else {
            drawModern(control, frames: frames)
        }
    }

    /// The grey rounded track, and a separator between neighbours unless one of them shows the pill.
    private func drawModern(_ control: UISegmentedControl, frames: [CGRect]) {
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 9).fill()
        if let touched = control.highlightedSegment, touched != control.displayedSelection,
           frames.indices.contains(touched)
        {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: frames[touched].insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
        }
        let shown = control.displayedSelection
        UIColor.separator.setFill()
        for index in frames.indices.dropFirst() where index != shown && index - 1 != shown {
            let inset = max(0, (bounds.height - 16) / 2)
            UIBezierPath(rect: CGRect(x: round(frames[index].minX - 0.5), y: inset, width: 1,
                                      height: bounds.height - 2 * inset)).fill()
        }
    }

    /// iPhone OS 3: white (or tinted, `.bar`) segments with a gradient, the selected one a blue (darker) gradient,
    /// grey dividers and a rounded rim.
    private func drawClassic(_ control: UISegmentedControl, frames: [CGRect], context: CGContext) {
        let bar = control.segmentedControlStyle == .bar
        let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: bar ? 5 : 9)
        let tint = control.tintColor ?? UIView.defaultTintColor
        let barBase = tint == UIView.defaultTintColor ? UIColor(red: 0.43, green: 0.52, blue: 0.64, alpha: 1) : tint
        context.saveGState()
        outline.addClip()
        let normal: (UIColor, UIColor) = bar ? (barBase.buttonDarkened(by: 1.15), barBase)
            : (.white, UIColor(white: 0.9, alpha: 1))
        let selected: (UIColor, UIColor) = bar ? (barBase.buttonDarkened(by: 0.8), barBase.buttonDarkened(by: 0.65))
            : (UIColor(red: 0.36, green: 0.6, blue: 0.96, alpha: 1), UIColor(red: 0.1, green: 0.37, blue: 0.87, alpha: 1))
        for (index, frame) in frames.enumerated() {
            let colors = index == control.displayedSelection ? selected : normal
            fillGradient(colors, in: frame, context: context)
        }
        context.restoreGState()
        let rim: UIColor = control.segmentedControlStyle == .bordered ? UIColor(white: 0.3, alpha: 1)
            : bar ? barBase.buttonDarkened(by: 0.5) : UIColor(white: 0.55, alpha: 1)
        rim.setFill()
        for frame in frames.dropFirst() {
            UIBezierPath(rect: CGRect(x: round(frame.minX - 0.5), y: 0, width: 1, height: bounds.height)).fill()
        }
        rim.setStroke()
        outline.lineWidth = 1
        outline.stroke()
    }

    private func fillGradient(_ colors: (UIColor, UIColor), in rect: CGRect, context: CGContext) {
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                        colors: [colors.0.cgColor, colors.1.cgColor], locations: nil)
        else { return }
        context.saveGState()
        context.clip(to: rect)
        context.drawLinearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY),
                                   end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
        context.restoreGState()
    }
}
