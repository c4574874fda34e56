// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The drawing environment a graphics renderer hands its closure: the Core Graphics context and high-level fills,
/// strokes and clips. The abstract superclass of ``UIGraphicsImageRendererContext`` and
/// ``UIGraphicsPDFRendererContext``.
///
/// Apple's class also declares `format` as the abstract `UIGraphicsRendererFormat`; here each subclass declares its
/// own `format` of its renderer's format type.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context, with UIKit's flipped transform (origin at the top-left, y down, points).
    public let cgContext: CGContext

    init(cgContext: CGContext) {
        self.cgContext = cgContext
        super.init()
    }

    /// Fills `rect` (points) with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour using `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes the outline of `rect` using `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
