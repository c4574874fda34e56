// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The movie on the screen: covering the key window (iPhone OS 3, and full screen) and the controls' actions.
extension MPMoviePlayerController {
    func coverScreen() {
        guard UIApplication.sharedIfPresent?.keyWindow != nil else { return }
        coversScreenForPlayback = true
        setFullscreen(true, animated: true)
        // The screen shows the player until it finishes, as on iPhone OS 3, even if the app keeps no reference.
        playerView.retainedPlayer = self
    }

    func uncoverScreen() {
        coversScreenForPlayback = false
        playerView.retainedPlayer = nil
        setFullscreen(false, animated: false)
    }

    func enterFullscreen(animated: Bool) -> Bool {
        guard let window = UIApplication.sharedIfPresent?.keyWindow else {
            UIKitDiagnostics.log("MPMoviePlayerController: no key window to play full screen in")
            coversScreenForPlayback = false
            return false
        }
        savedSuperview = playerView.superview
        savedFrame = playerView.frame
        playerView.frame = window.bounds
        playerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(playerView)
        fullscreen = true
        if animated {
            playerView.alpha = 0
            UIView.animate(withDuration: 0.3) { self.playerView.alpha = 1 }
        }
        refreshControls()
        return true
    }

    func exitFullscreen() {
        fullscreen = false
        playerView.alpha = 1
        if let savedSuperview {
            playerView.frame = savedFrame
            savedSuperview.addSubview(playerView)
        } else {
            playerView.removeFromSuperview()
        }
        savedSuperview = nil
        refreshControls()
    }

    // MARK: Controls

    /// The control style in effect: full-screen controls while covering the screen, none when hidden.
    package var effectiveControlStyle: MovieControlsView.Style {
        if controlStyle == .none { return movieControlMode == .volumeOnly ? .volumeOnly : .none }
        if movieControlMode == .volumeOnly { return .volumeOnly }
        return fullscreen || owningViewController != nil ? .fullscreen : controlStyle == .fullscreen ? .fullscreen : .embedded
    }

    func refreshControls() {
        playerView.controls.update(style: effectiveControlStyle, elapsed: currentPlaybackTime, duration: duration,
                                   playing: playbackState == .playing || timeline.rate > 0)
    }

    /// The play/pause control was tapped.
    package func playPauseTapped() {
        if playbackState == .playing { pause() } else { play() }
    }

    /// The scrubber moved to `fraction` of the movie.
    package func scrubbed(to fraction: Float) {
        currentPlaybackTime = Double(fraction) * duration
    }

    /// Done was tapped: leave the movie view controller, or end the iPhone OS 3 full-screen playback, or leave full
    /// screen.
    package func doneTapped() {
        if owningViewController != nil || coversScreenForPlayback {
            finish(.userExited, error: nil)
        } else if fullscreen {
            setFullscreen(false, animated: true)
        }
    }
}
