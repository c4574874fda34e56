// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Drawing and measuring strings with attributes (guide §2.4, "Drawing Text"). Points are in the current UIKit
/// context's user space: origin at the top-left, y down; the top of the first line box is at the given point.
/// Missing attributes default to the system font at 12 pt in black.
extension String {
    private func layout(_ attributes: [NSAttributedString.Key: Any]?, width: CGFloat? = nil) -> TextLayout {
        TextDrawing.layout([TextLayout.Run(self, TextAttributeConversion.runAttributes(attributes))],
                           TextAttributeConversion.paragraph(attributes), width: width)
    }

    /// Draws the string on one line per paragraph (no wrapping) with the top-left of its first line box at
    /// `point` in the current context; does nothing (with a diagnostic) when there is no current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(layout(attributes), at: point, caller: "String.draw(at:)")
    }

    /// Draws the string wrapped (or truncated, per the paragraph style's line break mode) to `rect`'s width,
    /// starting at its top-left and clipped to `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let rect = rect.standardized
        TextDrawing.draw(layout(attributes, width: rect.width), at: rect.origin, clip: rect, caller: "String.draw(in:)")
    }

    /// The size, in points, of the string drawn with `draw(at:withAttributes:)` (fractional; round up to
    /// whole points for view sizes).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        layout(attributes).size
    }

    /// The rectangle the string occupies when laid out within `size`. With `.usesLineFragmentOrigin` the text
    /// wraps to `size.width` and the rectangle starts at (0, 0); without it the text is one line and the
    /// rectangle's origin is relative to the baseline (y = minus the first line's ascent). Heights are not
    /// clipped to `size.height`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext? = nil) -> CGRect
    {
        let rect = TextDrawing.boundingRect(
            options.contains(.usesLineFragmentOrigin) ? layout(attributes, width: size.width) : layout(attributes),
            options: options)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// `String.draw(at:withAttributes:)` for an `NSString`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// `String.draw(in:withAttributes:)` for an `NSString`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// `String.size(withAttributes:)` for an `NSString`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// `String.boundingRect(with:options:attributes:context:)` for an `NSString`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext? = nil) -> CGRect
    {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension TextDrawing {
    /// The bounding rectangle of `layout` for `options` (see `String.boundingRect(with:options:attributes:context:)`).
    package static func boundingRect(_ layout: TextLayout, options: NSStringDrawingOptions) -> CGRect {
        let size = layout.size
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -layout.firstBaseline
        return CGRect(x: 0, y: y, width: size.width, height: size.height)
    }
}
