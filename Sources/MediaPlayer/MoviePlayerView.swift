// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// The view of an ``MPMoviePlayerController`` (infrastructure, not Apple API): black, with the app's background
/// view, the picture area and the controls on top.
@MainActor
package final class MoviePlayerView: UIView {
    /// The view behind the movie content (``MPMoviePlayerController/backgroundView``).
    package let backgroundView = UIView()
    /// The movie's picture: a dark frame with a film glyph where the video would be.
    package let pictureView = MoviePictureView()
    /// The controls of the player's style.
    package let controls = MovieControlsView()
    /// The player this view shows.
    package weak var player: MPMoviePlayerController? {
        didSet { pictureView.player = player; controls.player = player }
    }
    /// The player, held while it covers the screen on its own (a deliberate cycle, broken when the movie ends).
    package var retainedPlayer: MPMoviePlayerController?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    package convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 240)) }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .black
        clipsToBounds = true
        accessibilityLabel = "Movie"
        backgroundView.backgroundColor = .clear
        pictureView.backgroundColor = .clear
        pictureView.contentMode = .redraw
        addSubview(backgroundView)
        addSubview(pictureView)
        addSubview(controls)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        pictureView.frame = bounds
        controls.frame = bounds
    }
}

/// Draws where the movie's picture would be (infrastructure): the natural size fitted by the scaling mode, filled
/// dark grey, with a film-strip glyph in the middle. Nothing is drawn before the movie is loaded.
@MainActor
package final class MoviePictureView: UIView {
    package weak var player: MPMoviePlayerController?

    /// The picture's rectangle in `bounds` for a movie of `size` under `mode` (a 16:9 picture when the size is
    /// unknown).
    package static func pictureFrame(in bounds: CGRect, natural size: CGSize, mode: MPMovieScalingMode) -> CGRect {
        let natural = size.width > 0 && size.height > 0 ? size : CGSize(width: 16, height: 9)
        let scaleX = bounds.width / natural.width, scaleY = bounds.height / natural.height
        let fitted: CGSize
        switch mode {
        case .none: fitted = size.width > 0 && size.height > 0 ? size : CGSize(width: natural.width * scaleX,
                                                                                 height: natural.height * scaleX)
        case .aspectFit: fitted = CGSize(width: natural.width * min(scaleX, scaleY), height: natural.height * min(scaleX, scaleY))
        case .aspectFill: fitted = CGSize(width: natural.width * max(scaleX, scaleY), height: natural.height * max(scaleX, scaleY))
        case .fill: fitted = bounds.size
        }
        return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                      width: fitted.width, height: fitted.height)
    }

    package override func draw(_ rect: CGRect) {
        guard let player, player.isPreparedToPlay, let context = UIGraphicsGetCurrentContext() else { return }
        let picture = Self.pictureFrame(in: bounds, natural: player.naturalSize, mode: player.scalingMode)
        context.setFillColor(UIColor(white: 0.08, alpha: 1).cgColor)
        context.fill(picture.intersection(bounds))
        drawFilmGlyph(in: context, centre: CGPoint(x: bounds.midX, y: bounds.midY))
    }
}
