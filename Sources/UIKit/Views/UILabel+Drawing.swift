// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// UILabel's text model, measuring and drawing, called from the one-line entries in the class body.
extension UILabel {
    package func setLabelText(_ text: String?) {
        textStorage = text
        attributedTextStorage = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    package func setLabelAttributedText(_ text: NSAttributedString?) {
        attributedTextStorage = text
        textStorage = text?.string
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private var hasText: Bool { !(attributedTextStorage?.string ?? textStorage ?? "").isEmpty }

    /// The colour plain text draws in: grey when disabled, the highlighted colour when highlighted.
    private var effectiveTextColor: CGColor {
        if !isEnabled { return UIColor.gray.cgColor }
        if isHighlighted, let highlightedTextColor { return highlightedTextColor.cgColor }
        return textColorStorage.cgColor
    }

    /// The font plain text draws in at `width`: ``font``, shrunk to fit one line when the label adjusts.
    private func fittedFont(width: CGFloat) -> UIFont {
        let minimum = max(fontStorage.pointSize * minimumScaleFactor, minimumFontSize)
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, attributedTextStorage == nil, minimum > 0,
              let text = textStorage else { return fontStorage }
        let size = TextDrawing.shrunkSize(font: fontStorage, minimumSize: minimum, width: width) {
            [TextLayout.Run(text, TextLayout.Attributes(font: self.fontStorage.withSize($0).textFont))]
        }
        return fontStorage.withSize(size)
    }

    /// The text laid out for `width` and `lines` in `font`, every run in `color` when given.
    private func layout(width: CGFloat, lines: Int, font: UIFont, color: CGColor?) -> TextLayout {
        var runs: [TextLayout.Run]
        var paragraph = TextLayout.Paragraph(alignment: TextAttributeConversion.alignment(textAlignment))
        if let attributed = attributedTextStorage {
            runs = TextAttributeConversion.runs(of: attributed)
            paragraph = TextAttributeConversion.paragraph(of: attributed)
        } else {
            runs = [TextLayout.Run(textStorage ?? "", TextLayout.Attributes(font: font.textFont, color: effectiveTextColor))]
        }
        if let color { runs = runs.map { TextLayout.Run($0.text, with($0.attributes) { $0.color = color }) } }
        if lines == 1 { return TextDrawing.singleLine(runs, width: width, mode: lineBreakMode, style: paragraph) }
        let truncating = lineBreakMode.rawValue >= NSLineBreakMode.byTruncatingHead.rawValue
        paragraph.lineBreak = lines == 0 && truncating ? .wordWrap : TextAttributeConversion.lineBreak(lineBreakMode)
        paragraph.maximumLines = max(0, lines)
        return TextDrawing.layout(runs, paragraph, width: width)
    }

    /// The size of `layout` limited to `lines` lines (0: all).
    private func limitedSize(_ layout: TextLayout, lines: Int) -> CGSize {
        let size = layout.size
        guard lines > 0, layout.lineCount > lines else { return size }
        return CGSize(width: size.width, height: size.height * CGFloat(lines) / CGFloat(layout.lineCount))
    }

    package func labelTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard hasText else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = layout(width: bounds.width, lines: lines, font: fittedFont(width: bounds.width), color: nil)
        let size = limitedSize(layout, lines: lines)
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, max(0, bounds.width)),
                      height: min(size.height, max(0, bounds.height)))
    }

    package func labelSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : CGFloat(1e6)
        let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 1e6),
                            limitedToNumberOfLines: numberOfLines)
        return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
    }

    package func drawLabelText(in rect: CGRect) {
        guard hasText, let context = TextDrawing.currentContext("UILabel.drawText(in:)") else { return }
        let textRect = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let font = fittedFont(width: rect.width)
        var y = rect.minY + (rect.height - textRect.height) / 2
        if font.pointSize != fontStorage.pointSize {
            // Centre the unshrunk line box, then place the shrunk line in it per baselineAdjustment.
            y = rect.minY + (rect.height - fontStorage.lineHeight) / 2
                + TextDrawing.baselineOffset(original: fontStorage, actual: font, baselineAdjustment)
        }
        var x = rect.minX
        if numberOfLines == 1 {
            let slack = max(0, rect.width - textRect.width)
            switch textAlignment {
            case .center: x += slack / 2
            case .right: x += slack
            case .left, .justified, .natural: break
            }
        }
        let clip = CGRect(x: rect.minX, y: y, width: rect.width, height: textRect.height)
        context.saveGState()
        if let shadowColor {
            let shadow = layout(width: rect.width, lines: numberOfLines, font: font, color: shadowColor.cgColor)
            let dx = shadowOffset.width.isFinite ? shadowOffset.width : 0
            let dy = shadowOffset.height.isFinite ? shadowOffset.height : 0
            TextDrawing.draw(shadow, at: CGPoint(x: x + dx, y: y + dy), clip: clip.offsetBy(dx: dx, dy: dy),
                             caller: "UILabel.drawText(in:)")
        }
        TextDrawing.draw(layout(width: rect.width, lines: numberOfLines, font: font, color: nil),
                         at: CGPoint(x: x, y: y), clip: clip, caller: "UILabel.drawText(in:)")
        context.restoreGState()
    }
}

/// `value` changed by `change`.
private func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
    var copy = value
    change(&copy)
    return copy
}
