// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Drawing and measuring attributed strings (guide §2.4): each attribute run keeps its own font, colours and
/// kern; the paragraph style at the first character applies to the whole string. Geometry as for `String`.
extension NSAttributedString {
    private func layout(width: CGFloat? = nil) -> TextLayout {
        TextDrawing.layout(TextAttributeConversion.runs(of: self), TextAttributeConversion.paragraph(of: self),
                           width: width)
    }

    /// Draws the string unwrapped with the top-left of its first line box at `point` in the current context.
    public func draw(at point: CGPoint) {
        TextDrawing.draw(layout(), at: point, caller: "NSAttributedString.draw(at:)")
    }

    /// Draws the string wrapped to `rect`'s width from its top-left, clipped to `rect`.
    public func draw(in rect: CGRect) {
        let rect = rect.standardized
        TextDrawing.draw(layout(width: rect.width), at: rect.origin, clip: rect, caller: "NSAttributedString.draw(in:)")
    }

    /// The size of the string drawn with `draw(at:)`, in points (fractional).
    public func size() -> CGSize { layout().size }

    /// The rectangle the string occupies laid out within `size` (see `String.boundingRect(with:options:…)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext? = nil) -> CGRect
    {
        let rect = TextDrawing.boundingRect(
            options.contains(.usesLineFragmentOrigin) ? layout(width: size.width) : layout(), options: options)
        context?.totalBounds = rect
        return rect
    }
}
