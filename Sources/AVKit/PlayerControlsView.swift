// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// The transport controls of an ``AVPlayerViewController`` (infrastructure, not Apple API): a rounded bar along
/// the bottom with play/pause, the elapsed time, a scrubber and the remaining time, and Done at the top left when
/// the controller is presented full screen. Touches elsewhere fall through to the views below.
@MainActor
package final class PlayerControlsView: UIView {
    package let bar = UIView()
    package let playPauseButton = UIButton(type: .custom)
    package let scrubber = UISlider()
    package let elapsedLabel = UILabel()
    package let remainingLabel = UILabel()
    package let doneButton = UIButton(type: .custom)
    /// Whether the play/pause button shows pause.
    package private(set) var showsPause = false
    /// Called on taps and scrubbing.
    package var onPlayPause: (() -> Void)?
    package var onDone: (() -> Void)?
    package var onScrub: ((Float) -> Void)?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        bar.backgroundColor = UIColor(white: 0.15, alpha: 0.8)
        bar.layer.cornerRadius = 12
        addSubview(bar)
        playPauseButton.tintColor = .white
        playPauseButton.setImage(Self.glyph("play.fill"), for: .normal)
        playPauseButton.accessibilityLabel = "Play"
        playPauseButton.addAction(UIAction { [unowned self] _ in onPlayPause?() }, for: .touchUpInside)
        scrubber.minimumTrackTintColor = .white
        scrubber.maximumTrackTintColor = UIColor(white: 0.5, alpha: 1)
        scrubber.addAction(UIAction { [unowned self] _ in onScrub?(scrubber.value) }, for: .valueChanged)
        for label in [elapsedLabel, remainingLabel] {
            label.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
            label.textColor = .white
            label.textAlignment = .center
        }
        [playPauseButton, elapsedLabel, scrubber, remainingLabel].forEach(bar.addSubview)
        doneButton.setTitle("Done", for: .normal)
        doneButton.setTitleColor(.white, for: .normal)
        doneButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        doneButton.backgroundColor = UIColor(white: 0.15, alpha: 0.8)
        doneButton.layer.cornerRadius = 8
        doneButton.isHidden = true
        doneButton.addAction(UIAction { [unowned self] _ in onDone?() }, for: .touchUpInside)
        addSubview(doneButton)
        update(elapsed: 0, duration: 0, playing: false)
    }

    package required init?(coder: NSCoder) { nil }  // made in code only

    /// Shows the position `elapsed` seconds into `duration` and the play or pause glyph.
    package func update(elapsed: Double, duration: Double, playing: Bool) {
        let length = duration.isFinite ? duration : 0
        elapsedLabel.text = formattedPlaybackTime(elapsed)
        remainingLabel.text = "-" + formattedPlaybackTime(max(0, length - elapsed))
        if !scrubber.isTracking { scrubber.value = length > 0 ? Float(elapsed / length) : 0 }
        if playing != showsPause {
            showsPause = playing
            playPauseButton.setImage(Self.glyph(playing ? "pause.fill" : "play.fill"), for: .normal)
            playPauseButton.accessibilityLabel = playing ? "Pause" : "Play"
        }
    }

    /// The SF Symbol `name` in white.
    private static func glyph(_ name: String) -> UIImage? {
        UIImage(systemName: name)?.withTintColor(.white, renderingMode: .alwaysOriginal)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: safeAreaInsets)
        bar.frame = CGRect(x: area.minX + 8, y: area.maxY - 52, width: max(0, area.width - 16), height: 44)
        playPauseButton.frame = CGRect(x: 4, y: 0, width: 44, height: 44)
        elapsedLabel.frame = CGRect(x: 48, y: 0, width: 44, height: 44)
        remainingLabel.frame = CGRect(x: bar.bounds.width - 52, y: 0, width: 48, height: 44)
        scrubber.frame = CGRect(x: 94, y: 7, width: max(0, bar.bounds.width - 150), height: 30)
        doneButton.frame = CGRect(x: area.minX + 8, y: area.minY + 8, width: 60, height: 32)
    }

    /// Lets touches outside the controls reach the views below.
    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
