// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Options for measuring and drawing with `boundingRect(with:options:attributes:context:)`; accepted for API
/// compatibility — text is never scaled, so `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest scale factor the text may be drawn at (ignored: no scaling is done).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale factor used for the last measurement: always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement produced.
    open internal(set) var totalBounds: CGRect = .zero
}

/// Shared layout and drawing steps behind the `String`, `NSAttributedString` and `UILabel` text APIs.
package enum TextDrawing {
    /// A layout of `runs`, wrapped to `width` when given (non-positive or non-finite widths mean unconstrained).
    package static func layout(_ runs: [TextLayout.Run], _ paragraph: TextLayout.Paragraph,
                               width: CGFloat? = nil) -> TextLayout
    {
        let width = width.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        return TextLayout(runs: runs, paragraph: paragraph, width: width)
    }

    /// A one-line layout of `runs` fitted to `width` under `mode`: truncating modes insert an ellipsis; wrapping
    /// and clipping modes keep the line whole (the caller clips it to `width`). `style` gives the line heights,
    /// indents and spacing (an attributed string's paragraph style); its alignment and line breaking are replaced.
    package static func singleLine(_ runs: [TextLayout.Run], width: CGFloat?, mode: NSLineBreakMode,
                                   alignment: TextLayout.Alignment = .left,
                                   style: TextLayout.Paragraph = TextLayout.Paragraph()) -> TextLayout
    {
        var paragraph = style
        paragraph.alignment = alignment
        paragraph.lineBreak = TextAttributeConversion.lineBreak(mode)
        switch paragraph.lineBreak {
        case .truncateHead, .truncateMiddle, .truncateTail:
            paragraph.maximumLines = 1
            return layout(runs, paragraph, width: width)
        case .wordWrap, .charWrap, .clip:
            paragraph.lineBreak = .clip
            paragraph.maximumLines = 0
            // A positive tail indent still bounds the line; a relative one needs the width it cannot have here.
            if paragraph.tailIndent < 0 { paragraph.tailIndent = 0 }
            return layout(runs, paragraph)
        }
    }

    /// The current UIKit context, or nil with a diagnostic naming `caller`.
    package static func currentContext(_ caller: String) -> CGContext? {
        guard let context = UIGraphicsGetCurrentContext() else {
            UIKitDiagnostics.log("\(caller): no current graphics context; nothing drawn")
            return nil
        }
        return context
    }

    /// Draws `layout` with its top-left at `point` in the current context, clipped to `clip` when given, with
    /// its runs' `NSShadow` (the first one) under it.
    package static func draw(_ layout: TextLayout, at point: CGPoint, clip: CGRect? = nil,
                                        caller: String)
    {
        guard let context = currentContext(caller) else { return }
        let shadow = layout.shadow
        guard clip != nil || shadow != nil else { return layout.draw(in: context, at: point) }
        context.saveGState()
        if let clip {
            // A shadow falls outside the text's box: widen the clip by its reach.
            let reach = shadow.map { abs($0.offset.width) + abs($0.offset.height) + 2 * $0.blur } ?? 0
            context.clip(to: clip.insetBy(dx: -reach, dy: -reach))
        }
        if let shadow {
            // NSShadow's offset is in the drawing's own coordinates (+height down in UIKit's); Quartz takes it in
            // base space, which UIKit's contexts flip and hand-flipped bitmap contexts do not.
            let flipped = (context.ctm.d < 0) != context.shadowOffsetYDown
            let offset = CGSize(width: shadow.offset.width, height: flipped ? -shadow.offset.height : shadow.offset.height)
            context.setShadow(offset: offset, blur: shadow.blur, color: shadow.color)
        }
        layout.draw(in: context, at: point)
        context.restoreGState()
    }

    /// The vertical offset that places text drawn at `actual` relative to a line box laid out for `original`.
    package static func baselineOffset(original: UIFont, actual: UIFont, _ adjustment: UIBaselineAdjustment)
        -> CGFloat
    {
        switch adjustment {
        case .alignBaselines: original.ascender - actual.ascender
        case .alignCenters: (original.lineHeight - actual.lineHeight) / 2
        case .none: 0
        }
    }

    /// The largest size between `minimumSize` and `font.pointSize` (whole points below the original) at which
    /// `runs(size)` fits on one line of `width` points; `minimumSize` when none does.
    package static func shrunkSize(font: UIFont, minimumSize: CGFloat, width: CGFloat,
                                   runs: (CGFloat) -> [TextLayout.Run]) -> CGFloat
    {
        var size = font.pointSize
        guard width.isFinite, width >= 0 else { return size }
        let floorSize = minimumSize.isFinite ? min(max(minimumSize, 1), size) : size
        func fits(_ s: CGFloat) -> Bool { layout(runs(s), TextLayout.Paragraph()).size.width <= width }
        let fullWidth = layout(runs(size), TextLayout.Paragraph()).size.width
        guard fullWidth > width else { return size }
        // Text width is nearly proportional to size: start from the proportional estimate, then step down.
        size = max(floorSize, min(size - 1, (size * width / fullWidth).rounded(.down)))
        while size > floorSize, !fits(size) { size = max(floorSize, size - 1) }
        return size
    }
}
