// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The iPhone OS 3 string drawing methods (`drawAtPoint:withFont:`, `sizeWithFont:…`, guide §2.4 and MoveMe's
/// placard view). They draw in the current context's fill colour, not in black, and return sizes rounded up to
/// whole points. Geometry as for `draw(at:withAttributes:)`: the point is the top-left of the line box, y down.
extension String {
    private func runs(_ font: UIFont) -> [TextLayout.Run] {
        [TextLayout.Run(self, TextLayout.Attributes(font: font.textFont, color: nil))]
    }

    private static func ceiled(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// Draws the string on one line at `point` in `font` and the fill colour; returns the size drawn.
    @discardableResult
    public func draw(at point: CGPoint, withFont font: UIFont) -> CGSize {
        let layout = TextDrawing.layout(runs(font), TextLayout.Paragraph(lineBreak: .clip))
        TextDrawing.draw(layout, at: point, caller: "String.draw(at:withFont:)")
        return Self.ceiled(layout.size)
    }

    /// Draws the string on one line at `point`, at most `width` points wide, in `font` resized to `fontSize`:
    /// truncating modes insert an ellipsis, other modes clip. `baselineAdjustment` places the resized text
    /// relative to the line box of `font` at its own size (`.alignBaselines` keeps the baseline, as MoveMe's
    /// placard uses). Returns the size drawn (at most `width` wide).
    @discardableResult
    public func draw(at point: CGPoint, forWidth width: CGFloat, withFont font: UIFont, fontSize: CGFloat,
                     lineBreakMode: NSLineBreakMode, baselineAdjustment: UIBaselineAdjustment) -> CGSize
    {
        let actual = font.withSize(fontSize)
        let layout = TextDrawing.singleLine(runs(actual), width: width, mode: lineBreakMode)
        let y = point.y + TextDrawing.baselineOffset(original: font, actual: actual, baselineAdjustment)
        let size = layout.size
        let drawnWidth = width.isFinite && width >= 0 ? min(size.width, width) : size.width
        TextDrawing.draw(layout, at: CGPoint(x: point.x, y: y),
                         clip: CGRect(x: point.x, y: y, width: drawnWidth, height: size.height),
                         caller: "String.draw(at:forWidth:withFont:fontSize:…)")
        return Self.ceiled(CGSize(width: drawnWidth, height: size.height))
    }

    /// Draws the string wrapped to `rect`'s width in `font`, aligned by `alignment`, clipped to `rect`; with a
    /// truncating `lineBreakMode` the last line that fits the height ends in an ellipsis. Returns the size drawn.
    @discardableResult
    public func draw(in rect: CGRect, withFont font: UIFont, lineBreakMode: NSLineBreakMode = .byWordWrapping,
                     alignment: NSTextAlignment = .left) -> CGSize
    {
        let rect = rect.standardized
        let layout = constrainedLayout(font, CGSize(width: rect.width, height: rect.height), lineBreakMode,
                                       TextAttributeConversion.alignment(alignment))
        TextDrawing.draw(layout, at: rect.origin, clip: rect, caller: "String.draw(in:withFont:…)")
        return Self.ceiled(CGSize(width: layout.size.width, height: min(layout.size.height, rect.height)))
    }

    /// The size of the string on one line in `font`, rounded up to whole points.
    public func size(withFont font: UIFont) -> CGSize {
        Self.ceiled(TextDrawing.layout(runs(font), TextLayout.Paragraph(lineBreak: .clip)).size)
    }

    /// The size of the string wrapped to `size.width` in `font`, no taller than the whole lines that fit
    /// `size.height` (at least one line), rounded up to whole points.
    public func size(withFont font: UIFont, constrainedTo size: CGSize,
                     lineBreakMode: NSLineBreakMode = .byWordWrapping) -> CGSize
    {
        let layout = constrainedLayout(font, size, lineBreakMode, .left)
        let lines = Self.linesFitting(size.height, font)
        let fitting = lines == 0 ? CGFloat.infinity : CGFloat(lines) * font.lineHeight
        return Self.ceiled(CGSize(width: layout.size.width, height: min(layout.size.height, fitting)))
    }

    /// Shrinks `font` from its point size towards `minFontSize` (whole points) until the string fits `width` on
    /// one line, storing the size chosen in `actualFontSize` (Objective-C's `actualFontSize:&size` out-parameter
    /// becomes `&size` on an `inout`); when even `minFontSize` is too wide the line is truncated per
    /// `lineBreakMode`. Returns the size of the line at the chosen size (at most `width` wide), rounded up.
    /// MoveMe measures its welcome strings this way from 24 pt down to 9 pt with middle truncation.
    public func size(withFont font: UIFont, minFontSize: CGFloat, actualFontSize: inout CGFloat, forWidth width: CGFloat,
                     lineBreakMode: NSLineBreakMode) -> CGSize
    {
        let chosen = TextDrawing.shrunkSize(font: font, minimumSize: minFontSize, width: width) {
            runs(font.withSize($0))
        }
        actualFontSize = chosen
        let layout = TextDrawing.singleLine(runs(font.withSize(chosen)), width: width, mode: lineBreakMode)
        let size = layout.size
        let clamped = width.isFinite && width >= 0 ? min(size.width, width) : size.width
        return Self.ceiled(CGSize(width: clamped, height: size.height))
    }

    /// The whole lines of `font` that fit `height` (at least 1), or 0 for "no limit" (huge or non-finite heights).
    private static func linesFitting(_ height: CGFloat, _ font: UIFont) -> Int {
        let lines = (height / font.lineHeight).rounded(.down)
        guard lines.isFinite, lines < 100_000 else { return 0 }
        return Swift.max(1, Int(lines))
    }

    /// The layout for `draw(in:withFont:…)` and `size(withFont:constrainedTo:…)`.
    private func constrainedLayout(_ font: UIFont, _ size: CGSize, _ mode: NSLineBreakMode,
                                   _ alignment: TextLayout.Alignment) -> TextLayout
    {
        let lines = Self.linesFitting(size.height, font)
        // With no line limit there is no last visible line to truncate: truncating modes wrap by word.
        let lineBreak = lines == 0 && mode.rawValue >= NSLineBreakMode.byTruncatingHead.rawValue
            ? .wordWrap : TextAttributeConversion.lineBreak(mode)
        let paragraph = TextLayout.Paragraph(alignment: alignment, lineBreak: lineBreak, maximumLines: lines)
        return TextDrawing.layout(runs(font), paragraph, width: size.width)
    }
}
