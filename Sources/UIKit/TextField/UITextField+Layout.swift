// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The text field's rectangles, its fitted font, the caret geometry of its displayed text, and the horizontal
/// scroll that keeps the caret visible.
extension UITextField {
    /// The width of the caret in points.
    package static let caretWidth: CGFloat = 2
    /// The side of the clear button, in points.
    package static let clearButtonSize: CGFloat = 19

    /// Whether the field draws iPhone OS 3's look.
    package var isClassicLook: Bool { UIScreen.main.profile.isClassic }

    /// The horizontal inset of the text inside the border.
    package var borderTextInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: isClassicLook ? 8 : 7
        }
    }

    /// Whether an overlay view with `mode` shows now.
    package func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    package var showsClearButton: Bool { buffer.length > 0 && shows(clearButtonMode) }
    package var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    package var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    // MARK: Rectangles

    package func fieldTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderTextInset, dy: borderStyle == .none ? 0 : 1)
        if showsLeftView {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        var right = rect.maxX
        if showsRightView { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        rect.size.width = max(0, right - rect.minX)
        return rect.standardized.isNull ? .zero : rect
    }

    package func fieldClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        var right = bounds.maxX - (borderStyle == .none ? 0 : 5)
        if showsRightView { right = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: right - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    package func fieldLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    package func fieldRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
                      height: size.height)
    }

    /// The rectangle the text is in now: the editing rectangle while editing, else the text rectangle.
    package var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    package func fieldSizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? Self.defaultFont
        let text = buffer.length > 0 ? buffer.string : (placeholder ?? "")
        let width = TextLayout(text: text, font: font.textFont).size.width
        var total = width.rounded(.up) + 2 * borderTextInset
        if showsLeftView { total += leftView?.frame.width ?? 0 }
        if showsRightView { total += rightView?.frame.width ?? 0 }
        let height = max(font.lineHeight.rounded(.up) + (borderStyle == .none ? 0 : 8),
                         borderStyle == .roundedRect ? (isClassicLook ? 31 : 34) : 0)
        return CGSize(width: total, height: height)
    }

    package func layoutFieldSubviews() {
        for (view, shown, rect) in [(leftView, showsLeftView, leftViewRect(forBounds: bounds)),
                                    (rightView, showsRightView, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        selectionDisplay?.frame = bounds
        refreshSelectionDisplay(restartBlink: false)
    }

    // MARK: The displayed text

    /// The text as drawn: bullets when secure (one per UTF-16 unit, so offsets match), with the just-typed
    /// character in clear while it is revealed.
    package var displayedAttributedText: NSAttributedString {
        if let marked = buffer.markedRange, NSMaxRange(marked) <= buffer.length {
            // Marked (input-method) text is shown on a light tint until it is committed.
            let shown = NSMutableAttributedString(attributedString: buffer.storage)
            shown.addAttributes(markedTextStyle ?? [.backgroundColor: UIColor.systemBlue.withAlphaComponent(0.18)],
                                range: marked)
            return shown
        }
        guard isSecureTextEntry, buffer.length > 0 else { return buffer.storage }
        let bullets = NSMutableAttributedString(string: String(repeating: "\u{2022}", count: buffer.length),
                                                attributes: defaultTextAttributes)
        if let reveal = secureRevealRange, NSMaxRange(reveal) <= buffer.length {
            bullets.replaceCharacters(in: reveal, with: buffer.storage.attributedSubstring(from: reveal))
        }
        return bullets
    }

    /// The font size the text draws at: the font's, or shrunk to fit the width when
    /// ``adjustsFontSizeToFitWidth`` is on (never below ``minimumFontSize``, or 6 points when that is 0).
    package var fittedFontScale: CGFloat {
        guard adjustsFontSizeToFitWidth, buffer.length > 0, let font else { return 1 }
        let width = currentTextRect.width
        let minimum = minimumFontSize > 0 ? minimumFontSize : 6
        let text = displayedAttributedText.string
        let size = TextDrawing.shrunkSize(font: font, minimumSize: minimum, width: width) {
            [TextLayout.Run(text, TextLayout.Attributes(font: font.withSize($0).textFont))]
        }
        return size / font.pointSize
    }

    /// The runs of the displayed text (scaled by the fitted size), in `color` when given.
    package func displayedRuns(color: CGColor? = nil) -> [TextLayout.Run] {
        let scale = fittedFontScale
        var runs = TextAttributeConversion.runs(of: displayedAttributedText)
        if scale != 1 {
            runs = runs.map { run in
                var attributes = run.attributes
                attributes.font.size = attributes.font.size * scale
                return TextLayout.Run(run.text, attributes)
            }
        }
        if let color { runs = runs.map { TextLayout.Run($0.text, with($0.attributes) { $0.color = color }) } }
        return runs
    }

    /// The caret geometry of the displayed text (cached until the text, font or size changes).
    package var caretLayout: TextCaretLayout {
        if let caretLayoutCache { return caretLayoutCache }
        let runs = displayedRuns()
        let text = displayedAttributedText.string
        let layout = TextDrawing.layout(runs, TextLayout.Paragraph(lineBreak: .clip))
        let lineHeight = (font ?? Self.defaultFont).lineHeight * fittedFontScale
        let measured = TextCaretLayout(layout: layout, text: text, lineHeight: lineHeight)
        caretLayoutCache = measured
        return measured
    }

    /// Where the text layout's origin sits in the field's coordinates now (alignment, vertical centring and the
    /// horizontal scroll applied).
    package var textOrigin: CGPoint { textOrigin(in: currentTextRect, size: caretLayout.size) }

    /// Where a line of `size` starts in `rect`: aligned per ``textAlignment`` when it fits (scrolled by the
    /// horizontal scroll otherwise) and placed vertically per `contentVerticalAlignment`.
    package func textOrigin(in rect: CGRect, size: CGSize) -> CGPoint {
        var x = rect.minX - horizontalScroll
        let slack = rect.width - size.width
        if slack > 0 {
            switch textAlignment {
            case .center: x += slack / 2
            case .right: x += slack
            case .left, .natural, .justified: break
            }
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = rect.minY
        case .bottom: y = rect.maxY - size.height
        case .center, .fill: y = rect.minY + ((rect.height - size.height) / 2).rounded()
        }
        return CGPoint(x: x, y: y)
    }

    /// The text changed its content, attributes, font or layout: drop the cached geometry and redraw.
    package func textLayoutDidChange() {
        caretLayoutCache = nil
        if isEditing { scrollCaretToVisible() } else { horizontalScroll = 0 }
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        refreshSelectionDisplay(restartBlink: false)
    }

    /// Scrolls the text horizontally so that the caret (the selection's moving end) is inside the text rect.
    package func scrollCaretToVisible() {
        let rect = currentTextRect
        let layout = caretLayout
        let overflow = layout.size.width + Self.caretWidth - rect.width
        guard isEditing, overflow > 0 else { horizontalScroll = 0; return }
        let caret = layout.stop(at: interaction.movingEnd(of: buffer.selectedRange)).x
        if caret - horizontalScroll > rect.width - Self.caretWidth {
            horizontalScroll = caret - rect.width + Self.caretWidth
        } else if caret - horizontalScroll < 0 {
            horizontalScroll = caret
        }
        horizontalScroll = min(max(0, horizontalScroll), overflow)
    }
}

/// `value` changed by `change`.
private func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
    var copy = value
    change(&copy)
    return copy
}
