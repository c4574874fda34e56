// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a movie player is in its timeline (`MPMoviePlayerController.playbackState`).
public enum MPMoviePlaybackState: Int, Sendable {
    /// Not playing; the position is the start (after `stop()`, or before the first `play()`).
    case stopped = 0
    /// Playing: the position follows the host clock.
    case playing = 1
    /// Paused: the position holds.
    case paused = 2
    /// Interrupted (a call or alarm); the simulation never interrupts on its own.
    case interrupted = 3
    /// Scanning forward (`beginSeekingForward()`).
    case seekingForward = 4
    /// Scanning backward (`beginSeekingBackward()`).
    case seekingBackward = 5
}

/// How much of a movie is loaded (`MPMoviePlayerController.loadState`).
public struct MPMovieLoadState: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a load state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Nothing is known yet (no bit set).
    public static let unknown: MPMovieLoadState = []
    /// Enough is loaded to start playing.
    public static let playable = MPMovieLoadState(rawValue: 1 << 0)
    /// Playback will likely run to the end without stalling (always, for a local file).
    public static let playthroughOK = MPMovieLoadState(rawValue: 1 << 1)
    /// Playback paused waiting for data (never, for a local file).
    public static let stalled = MPMovieLoadState(rawValue: 1 << 2)
}

/// The controls a movie player shows over its movie (iOS 3.2 and later).
public enum MPMovieControlStyle: Int, Sendable {
    /// No controls.
    case none = 0
    /// Inline controls: play/pause, the scrubber with elapsed and remaining time, along the bottom.
    case embedded = 1
    /// Full-screen controls: Done and the scrubber along the top, play/pause along the bottom.
    case fullscreen = 2
    /// The default style, ``embedded``.
    public static var `default`: MPMovieControlStyle { .embedded }
}

/// The iPhone OS 3 control modes (`MPMoviePlayerController.movieControlMode`, guide listing 7-12).
public enum MPMovieControlMode: Int, Sendable {
    /// The full-screen controls (Done, scrubber, play/pause).
    case `default` = 0
    /// Only the volume slider.
    case volumeOnly = 1
    /// No controls: the movie plays until it finishes.
    case hidden = 2
}

/// How the movie's picture is fitted into the player's view.
public enum MPMovieScalingMode: Int, Sendable {
    /// At its natural size, centred.
    case none = 0
    /// As large as fits whole, keeping the aspect ratio (the default).
    case aspectFit = 1
    /// Filling the view, keeping the aspect ratio; edges are cropped.
    case aspectFill = 2
    /// Stretched to the view.
    case fill = 3
}

/// Whether a movie starts over when it ends.
public enum MPMovieRepeatMode: Int, Sendable {
    /// Play once.
    case none = 0
    /// Start over at the end, without posting `MPMoviePlayerPlaybackDidFinish`.
    case one = 1
}

/// Why a movie stopped (the value of `MPMoviePlayerPlaybackDidFinishReasonUserInfoKey`).
public enum MPMovieFinishReason: Int, Sendable {
    /// It reached its end.
    case playbackEnded = 0
    /// It could not be loaded or played; the notification's `"error"` entry says why.
    case playbackError = 1
    /// The user tapped Done.
    case userExited = 2
}

/// Which frame `thumbnailImage(atTime:timeOption:)` picks.
public enum MPMovieTimeOption: Int, Sendable {
    /// The key frame nearest the time.
    case nearestKeyFrame = 0
    /// The frame at exactly the time.
    case exact = 1
}

/// The kind of source a movie comes from.
public enum MPMovieSourceType: Int, Sendable {
    /// Not known yet.
    case unknown = 0
    /// A file (local or downloaded whole).
    case file = 1
    /// A stream (HTTP Live Streaming).
    case streaming = 2
}

/// The key of `MPMoviePlayerPlaybackDidFinish`'s userInfo holding the ``MPMovieFinishReason`` raw value
/// (an `NSNumber`/`Int`).
public let MPMoviePlayerPlaybackDidFinishReasonUserInfoKey = "MPMoviePlayerPlaybackDidFinishReasonUserInfoKey"
/// The key of the full-screen notifications' userInfo holding the animation duration (`TimeInterval`).
public let MPMoviePlayerFullscreenAnimationDurationUserInfoKey = "MPMoviePlayerFullscreenAnimationDurationUserInfoKey"
/// The key of the full-screen notifications' userInfo holding the animation curve (`UIView.AnimationCurve` raw value).
public let MPMoviePlayerFullscreenAnimationCurveUserInfoKey = "MPMoviePlayerFullscreenAnimationCurveUserInfoKey"

extension Notification.Name {
    /// Posted (object: the player) when a movie stops: it ended, failed to load (userInfo `"error"`), or the user
    /// tapped Done; userInfo ``MPMoviePlayerPlaybackDidFinishReasonUserInfoKey`` says which.
    public static let MPMoviePlayerPlaybackDidFinish = Notification.Name("MPMoviePlayerPlaybackDidFinishNotification")
    /// Posted when `playbackState` changes.
    public static let MPMoviePlayerPlaybackStateDidChange =
        Notification.Name("MPMoviePlayerPlaybackStateDidChangeNotification")
    /// Posted when `loadState` changes.
    public static let MPMoviePlayerLoadStateDidChange = Notification.Name("MPMoviePlayerLoadStateDidChangeNotification")
    /// Posted when `duration` becomes known (read from the movie's header).
    public static let MPMovieDurationAvailable = Notification.Name("MPMovieDurationAvailableNotification")
    /// Posted when `naturalSize` becomes known (read from the movie's header).
    public static let MPMovieNaturalSizeAvailable = Notification.Name("MPMovieNaturalSizeAvailableNotification")
    /// Posted before the player covers the screen.
    public static let MPMoviePlayerWillEnterFullscreen =
        Notification.Name("MPMoviePlayerWillEnterFullscreenNotification")
    /// Posted once the player covers the screen.
    public static let MPMoviePlayerDidEnterFullscreen = Notification.Name("MPMoviePlayerDidEnterFullscreenNotification")
    /// Posted before the player leaves full screen.
    public static let MPMoviePlayerWillExitFullscreen = Notification.Name("MPMoviePlayerWillExitFullscreenNotification")
    /// Posted once the player has left full screen.
    public static let MPMoviePlayerDidExitFullscreen = Notification.Name("MPMoviePlayerDidExitFullscreenNotification")
    /// Posted when `contentURL` changes to another movie.
    public static let MPMoviePlayerNowPlayingMovieDidChange =
        Notification.Name("MPMoviePlayerNowPlayingMovieDidChangeNotification")
    /// Posted when the first frame is ready (`readyForDisplay`).
    public static let MPMoviePlayerReadyForDisplayDidChange =
        Notification.Name("MPMoviePlayerReadyForDisplayDidChangeNotification")
    /// The iPhone OS 3 notification that the movie is loaded and ready to play (posted with the load state change).
    public static let MPMoviePlayerContentPreloadDidFinish =
        Notification.Name("MPMoviePlayerContentPreloadDidFinishNotification")
}
