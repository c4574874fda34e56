// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// How a view's drawn content is fitted into its bounds when the bounds change size without a redraw
    /// (guide §2.2.9). Raw values are UIKit's (0…12).
    ///
    /// Every mode except `.redraw` reuses the content already drawn: it is scaled or pinned without calling
    /// `draw(_:)`. `.redraw` calls `setNeedsDisplay()` whenever the bounds change size. Edge and corner names are
    /// in the view's y-down space: `.top` pins the content to the top of the view as seen on screen.
    public enum ContentMode: Int, CaseIterable, Sendable {
        /// Stretched to fill the bounds, ignoring the aspect ratio (the default).
        case scaleToFill = 0
        /// Scaled to fit inside the bounds keeping its aspect ratio; the rest stays transparent.
        case scaleAspectFit = 1
        /// Scaled to fill the bounds keeping its aspect ratio; the overflow is cropped only by `clipsToBounds`.
        case scaleAspectFill = 2
        /// Redrawn with `draw(_:)` after each size change (stretched until then).
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Centred horizontally along the top edge, unscaled.
        case top = 5
        /// Centred horizontally along the bottom edge, unscaled.
        case bottom = 6
        /// Centred vertically along the left edge, unscaled.
        case left = 7
        /// Centred vertically along the right edge, unscaled.
        case right = 8
        /// In the top-left corner, unscaled.
        case topLeft = 9
        /// In the top-right corner, unscaled.
        case topRight = 10
        /// In the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// In the bottom-right corner, unscaled.
        case bottomRight = 12

        /// The layer gravity that shows this mode on screen.
        ///
        /// Core Animation names vertical gravities in y-up terms ("top" is the bounds' maxY edge, which a view's
        /// unflipped layer shows at the bottom of the screen), so UIKit's top names map to Core Animation's bottom
        /// names and vice versa; horizontal names are unchanged.
        package var layerGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .bottom
            case .bottom: .top
            case .left: .left
            case .right: .right
            case .topLeft: .bottomLeft
            case .topRight: .bottomRight
            case .bottomLeft: .topLeft
            case .bottomRight: .topRight
            }
        }
    }

    /// `contentStretch`'s setter: a finite rectangle in unit coordinates is clamped to (0, 0, 1, 1) and becomes
    /// the layer's `contentsCenter`; a non-finite one, or one entirely outside the unit square, is ignored with a
    /// diagnostic.
    package func applyContentStretch(_ rect: CGRect) {
        guard Geometry.isFinite(rect) else {
            return UIKitDiagnostics.log("UIView.contentStretch: non-finite \(rect) ignored")
        }
        let clamped = rect.standardized.safeIntersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !clamped.isNull else {
            return UIKitDiagnostics.log("UIView.contentStretch: \(rect) lies outside the unit square; ignored")
        }
        layer.contentsCenter = clamped
    }
}
