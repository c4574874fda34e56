// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The playback controls the movie and music players share (Apple's `MPMediaPlayback` protocol).
@preconcurrency @MainActor
public protocol MPMediaPlayback: NSObjectProtocol {
    /// Loads the media so that `play()` starts at once.
    func prepareToPlay()
    /// Whether the media is loaded and ready.
    var isPreparedToPlay: Bool { get }
    /// Starts or resumes playback.
    func play()
    /// Pauses, keeping the position.
    func pause()
    /// Stops and returns to the start.
    func stop()
    /// The position in seconds; setting it seeks.
    var currentPlaybackTime: TimeInterval { get set }
    /// Seconds of media per second: 0 paused, 1 playing; setting it plays at that rate.
    var currentPlaybackRate: Float { get set }
    /// Starts scanning forward.
    func beginSeekingForward()
    /// Starts scanning backward.
    func beginSeekingBackward()
    /// Stops scanning and returns to the state before.
    func endSeeking()
}
