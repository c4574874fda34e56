// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// The movie player's controls (infrastructure, not Apple API): Done, the scrubber between the elapsed and
/// remaining times, play/pause, or only a volume slider, by style. Taps reach them through ordinary touch
/// delivery; elsewhere the view lets touches through.
@MainActor
package final class MovieControlsView: UIView {
    /// Which controls show.
    package enum Style: Equatable, Sendable {
        /// None.
        case none
        /// One bar along the bottom: play/pause, elapsed time, scrubber, remaining time.
        case embedded
        /// Done, elapsed time, scrubber and remaining time along the top; play/pause in a bar along the bottom.
        case fullscreen
        /// A volume slider along the bottom (iPhone OS 3's `MPMovieControlModeVolumeOnly`).
        case volumeOnly
    }

    package private(set) var style: Style = .embedded
    package weak var player: MPMoviePlayerController?
    package let topBar = UIView()
    package let bottomBar = UIView()
    package let doneButton = UIButton(type: .custom)
    package let playPauseButton = UIButton(type: .custom)
    package let scrubber = UISlider()
    package let elapsedLabel = UILabel()
    package let remainingLabel = UILabel()
    package let volumeView = MPVolumeView()
    /// Whether the play/pause button shows pause (the movie is playing).
    package private(set) var showsPause = false

    package override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        for bar in [topBar, bottomBar] {
            bar.backgroundColor = UIColor(white: 0.1, alpha: 0.75)
            addSubview(bar)
        }
        doneButton.setTitle("Done", for: .normal)
        doneButton.setTitleColor(.white, for: .normal)
        doneButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        doneButton.backgroundColor = UIColor(white: 0.28, alpha: 1)
        doneButton.layer.cornerRadius = 5
        doneButton.layer.borderWidth = 1
        doneButton.layer.borderColor = UIColor(white: 0.5, alpha: 1).cgColor
        doneButton.addAction(UIAction { [unowned self] _ in player?.doneTapped() }, for: .touchUpInside)
        playPauseButton.accessibilityLabel = "Play"
        playPauseButton.setImage(Self.glyph(pause: false), for: .normal)
        playPauseButton.addAction(UIAction { [unowned self] _ in player?.playPauseTapped() }, for: .touchUpInside)
        scrubber.minimumTrackTintColor = .white
        scrubber.maximumTrackTintColor = UIColor(white: 0.45, alpha: 1)
        scrubber.addAction(UIAction { [unowned self] _ in player?.scrubbed(to: scrubber.value) }, for: .valueChanged)
        for label in [elapsedLabel, remainingLabel] {
            label.font = .systemFont(ofSize: 12)
            label.textColor = .white
            label.textAlignment = .center
        }
        elapsedLabel.text = "0:00"
        remainingLabel.text = "-0:00"
        volumeView.tintColor = .white
        apply(.embedded)
    }

    /// Shows `style`'s controls for a movie `elapsed` seconds into `duration`.
    package func update(style: Style, elapsed: TimeInterval, duration: TimeInterval, playing: Bool) {
        if style != self.style { apply(style) }
        elapsedLabel.text = formattedPlaybackTime(elapsed)
        remainingLabel.text = "-" + formattedPlaybackTime(max(0, duration - elapsed))
        if !scrubber.isTracking { scrubber.value = duration > 0 ? Float(elapsed / duration) : 0 }
        if playing != showsPause {
            showsPause = playing
            playPauseButton.setImage(Self.glyph(pause: playing), for: .normal)
            playPauseButton.accessibilityLabel = playing ? "Pause" : "Play"
        }
    }

    private func apply(_ style: Style) {
        self.style = style
        for view in [doneButton, playPauseButton, scrubber, elapsedLabel, remainingLabel, volumeView] {
            view.removeFromSuperview()
        }
        switch style {
        case .none: break
        case .embedded:
            [playPauseButton, elapsedLabel, scrubber, remainingLabel].forEach(bottomBar.addSubview)
        case .fullscreen:
            [doneButton, elapsedLabel, scrubber, remainingLabel].forEach(topBar.addSubview)
            bottomBar.addSubview(playPauseButton)
        case .volumeOnly:
            bottomBar.addSubview(volumeView)
        }
        topBar.isHidden = style != .fullscreen
        bottomBar.isHidden = style == .none
        setNeedsLayout()
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: safeAreaInsets)
        switch style {
        case .none: break
        case .embedded:
            bottomBar.frame = CGRect(x: bounds.minX, y: area.maxY - 44, width: bounds.width, height: bounds.maxY - area.maxY + 44)
            playPauseButton.frame = CGRect(x: area.minX + 4, y: 0, width: 44, height: 44)
            layoutScrubber(from: area.minX + 48, to: area.maxX - 8)
        case .fullscreen:
            topBar.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: area.minY - bounds.minY + 44)
            let barTop = area.minY - bounds.minY
            doneButton.frame = CGRect(x: area.minX + 6, y: barTop + 7, width: 56, height: 30)
            layoutScrubber(from: area.minX + 66, to: area.maxX - 8, top: barTop)
            bottomBar.frame = CGRect(x: bounds.midX - 60, y: area.maxY - 64, width: 120, height: 52)
            bottomBar.layer.cornerRadius = 10
            playPauseButton.frame = CGRect(x: 38, y: 4, width: 44, height: 44)
        case .volumeOnly:
            bottomBar.frame = CGRect(x: bounds.minX, y: area.maxY - 44, width: bounds.width, height: bounds.maxY - area.maxY + 44)
            volumeView.frame = CGRect(x: area.minX + 16, y: 5, width: max(0, area.width - 32), height: 34)
        }
        if style != .fullscreen { bottomBar.layer.cornerRadius = 0 }
    }

    private func layoutScrubber(from minX: CGFloat, to maxX: CGFloat, top: CGFloat = 0) {
        elapsedLabel.frame = CGRect(x: minX, y: top, width: 44, height: 44)
        remainingLabel.frame = CGRect(x: maxX - 48, y: top, width: 48, height: 44)
        scrubber.frame = CGRect(x: minX + 48, y: top + 7, width: max(0, maxX - minX - 100), height: 30)
    }

    /// Lets touches outside the controls reach the views below.
    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// The white play triangle or pause bars, 20 × 20 points.
    private static func glyph(pause: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.white.cgColor)
            if pause {
                cg.fill(CGRect(x: 4, y: 2, width: 4, height: 16))
                cg.fill(CGRect(x: 12, y: 2, width: 4, height: 16))
            } else {
                cg.move(to: CGPoint(x: 4, y: 2))
                cg.addLine(to: CGPoint(x: 18, y: 10))
                cg.addLine(to: CGPoint(x: 4, y: 18))
                cg.closePath()
                cg.fillPath()
            }
        }
    }
}
