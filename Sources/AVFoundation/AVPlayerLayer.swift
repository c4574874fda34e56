// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import QuartzCore

/// A layer showing a player's video (Apple's `AVPlayerLayer`).
///
/// Touchstone decodes no frames: once the current item is ready the layer draws the simulated picture, a dark frame
/// at the video's aspect placed by ``videoGravity`` (``videoRect``) with a film glyph in the middle and a thin
/// white bar along its bottom edge that grows with the playback position. Outside ``videoRect`` the layer shows its
/// own background colour (clear by default), as on iOS.
open class AVPlayerLayer: CALayer, PlayerDisplay, @unchecked Sendable {
    /// The player shown (nil: nothing is drawn).
    open var player: AVPlayer? {
        didSet {
            if oldValue !== player { oldValue?.removeDisplay(self) }
            player?.addDisplay(self)
            setNeedsDisplay()
        }
    }

    /// How the video fits the bounds (default ``AVLayerVideoGravity/resizeAspect``).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect { didSet { setNeedsDisplay() } }

    /// Attributes for the pixel buffers a decoder would make (kept).
    open var pixelBufferAttributes: [String: Any]?

    /// A layer showing `player`.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
        player?.addDisplay(self)
    }

    /// A layer showing no player.
    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// Copies `layer`'s player and gravity (for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        needsDisplayOnBoundsChange = true
        if let other = layer as? AVPlayerLayer {
            player = other.player
            videoGravity = other.videoGravity
        }
    }

    /// A layer showing no player (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        needsDisplayOnBoundsChange = true
    }

    /// The size of the current item's picture (zero until it is ready).
    private var presentationSize: CGSize { player?.currentItem?.presentationSize ?? .zero }

    /// Where the video is drawn within the bounds under ``videoGravity`` (zero until the item is ready).
    open var videoRect: CGRect { videoFrame(in: bounds, natural: presentationSize, gravity: videoGravity) }

    /// Whether the current item's first frame can be shown: the item is ready and has a picture.
    open var isReadyForDisplay: Bool { presentationSize.width > 0 && presentationSize.height > 0 }

    package func playerDidChange() { setNeedsDisplay() }

    /// Draws the simulated picture (see `AVPlayerLayer`).
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        let picture = videoRect
        guard isReadyForDisplay, !picture.isEmpty, let item = player?.currentItem else { return }
        ctx.setFillColor(CGColor(gray: 0.08, alpha: 1))
        ctx.fill(picture.intersection(bounds))
        drawFilmGlyph(in: ctx, centre: CGPoint(x: picture.midX, y: picture.midY))
        let end = item.endSeconds
        let progress = end > 0 ? min(max(item.positionSeconds / end, 0), 1) : 0
        let visible = picture.intersection(bounds)
        ctx.setFillColor(CGColor(gray: 1, alpha: 1))
        ctx.fill(CGRect(x: visible.minX, y: visible.maxY - 3, width: visible.width * progress, height: 3))
    }
}
