// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The background a navigation bar draws behind its contents, a view of its own so that a bar at the top of the
/// screen (`.topAttached`) can extend it up under the status bar, outside the bar's bounds.
@MainActor
package final class BarBackgroundView: UIView {
    /// The bar's look.
    package var look: BarLook { didSet { setNeedsDisplay() } }
    /// The edge the hairline is drawn on.
    package var hairlineEdge: UIBarPosition = .bottom { didSet { setNeedsDisplay() } }
    /// The app's background image (nil: the style's).
    package var image: UIImage? { didSet { setNeedsDisplay() } }
    /// The app's edge image (nil: the system's line).
    package var shadowImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether this is the old background fading out over the new one (``BarAppearanceCrossfade``).
    package var isCrossfadeOverlay = false

    package init(look: BarLook) {
        self.look = look
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) { nil }

    override package func draw(_ rect: CGRect) {
        BarDrawing.drawBackground(bounds, look: look, hairlineEdge: hairlineEdge, backgroundImage: image,
                                  shadowImage: shadowImage)
    }
}
