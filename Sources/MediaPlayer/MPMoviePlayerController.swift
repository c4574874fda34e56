// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// Plays a movie file with the standard controls (guide §2.7.8, listing 7-12; deprecated on iOS 9 but what the
/// guide and many apps use).
///
/// Create it with the movie's URL and call ``play()``: it returns at once and the movie plays on a simulated
/// timeline that follows the host clock. When the movie ends, the player posts `MPMoviePlayerPlaybackDidFinish`
/// (object: the player, reason ``MPMovieFinishReason/playbackEnded``). A file that is missing or cannot be read
/// finishes the same way, later on the main queue, with reason ``MPMovieFinishReason/playbackError`` and the
/// error under the userInfo key `"error"`.
///
/// As on iPhone OS 3, a player whose ``view`` is in no window when it starts playing covers the key window with
/// the movie and its controls (fading in) and goes away when the movie finishes. Put ``view`` in your own
/// hierarchy first to play inline (iOS 3.2 and later), or use ``MPMoviePlayerViewController``.
///
/// Touchstone decodes no video and plays no sound: the duration and ``naturalSize`` come from the MP4/MOV
/// header (`MovieHeader`), and the picture area is drawn black with a film glyph.
@preconcurrency @MainActor
open class MPMoviePlayerController: NSObject, MPMediaPlayback {
    /// The movie's URL (a `file:` URL; Touchstone cannot stream). Setting another URL stops the current movie.
    open var contentURL: URL! {
        didSet { if oldValue != contentURL { contentDidChange() } }
    }
    /// The view showing the movie and its controls. Add it to your hierarchy to play inline.
    public var view: UIView! { playerView }
    /// A view behind the movie content, for the app's own background.
    public var backgroundView: UIView! { playerView.backgroundView }
    /// Whether the movie is playing, paused, stopped or seeking.
    public private(set) var playbackState: MPMoviePlaybackState = .stopped
    /// How much of the movie is loaded: playable and playthrough-OK once the header is read.
    public private(set) var loadState: MPMovieLoadState = .unknown
    /// The controls shown (default ``MPMovieControlStyle/embedded``; full-screen controls while covering the screen).
    open var controlStyle: MPMovieControlStyle = .default { didSet { refreshControls() } }
    /// The iPhone OS 3 control mode: `.default` shows the full controls, `.volumeOnly` only a volume slider,
    /// `.hidden` none (the movie plays until it finishes). Setting it sets ``controlStyle`` to match.
    open var movieControlMode: MPMovieControlMode = .default {
        didSet {
            controlStyle = movieControlMode == .hidden ? .none : .fullscreen
            refreshControls()
        }
    }
    /// How the picture fits the view.
    open var scalingMode: MPMovieScalingMode = .aspectFit { didSet { playerView.pictureView.setNeedsDisplay() } }
    /// Whether the movie starts over at its end.
    open var repeatMode: MPMovieRepeatMode = .none
    /// Whether ``prepareToPlay()`` also starts playback once the movie is loaded.
    open var shouldAutoplay = true
    /// Where playback starts, in seconds (negative: the beginning).
    open var initialPlaybackTime: TimeInterval = -1
    /// Where playback ends, in seconds (negative or past the end: the movie's end).
    open var endPlaybackTime: TimeInterval = -1
    /// The movie's length in seconds (0 until the header is read).
    public private(set) var duration: TimeInterval = 0
    /// How much can be played: the whole movie once loaded (a local file).
    public private(set) var playableDuration: TimeInterval = 0
    /// The picture's size (zero until the header is read, and for a movie without video).
    public private(set) var naturalSize: CGSize = .zero
    /// Whether the movie is loaded.
    public private(set) var isPreparedToPlay = false
    /// Whether the first frame could be shown (once loaded).
    public private(set) var readyForDisplay = false
    /// The kind of source: ``MPMovieSourceType/file`` once loaded.
    open var movieSourceType: MPMovieSourceType = .unknown
    /// Whether AirPlay may be used (kept; there is no AirPlay).
    open var allowsAirPlay = false
    /// Whether the movie uses the app's audio session (kept; nothing is heard).
    open var useApplicationAudioSession = true

    package let playerView = MoviePlayerView()
    var timeline = PlaybackTimeline()
    private var header: MovieHeader?
    private var loadAttempted = false
    /// Bumped whenever the scheduled end or tick must be forgotten.
    private var generation = 0
    var fullscreen = false
    /// Whether the player covered the screen by itself (iPhone OS 3 behaviour), so it leaves when the movie ends.
    package internal(set) var coversScreenForPlayback = false
    var savedSuperview: UIView?
    var savedFrame = CGRect.zero
    /// Set by ``MPMoviePlayerViewController``: Done dismisses it.
    package weak var owningViewController: MPMoviePlayerViewController?

    /// Creates a player for the movie at `url` (nil: set ``contentURL`` later).
    public init!(contentURL url: URL!) {
        contentURL = url
        super.init()
        playerView.player = self
    }

    /// Creates a player without a movie.
    public override convenience init() { self.init(contentURL: nil) }

    // MARK: Loading

    /// Reads the movie's header; on failure, finishes with `.playbackError` later on the main queue.
    open func prepareToPlay() {
        if load() && shouldAutoplay && playbackState != .playing { play() }
    }

    /// Loads the header once; true when the movie can play.
    private func load() -> Bool {
        if loadAttempted { return header != nil }
        loadAttempted = true
        let result: Result<MovieHeader, MovieHeader.Failure> =
            contentURL.map { MovieHeader.read(contentsOf: $0) } ?? .failure(.unreadable("no contentURL"))
        switch result {
        case .success(let movie):
            header = movie
            duration = movie.duration
            playableDuration = movie.duration
            naturalSize = movie.naturalSize
            isPreparedToPlay = true
            readyForDisplay = true
            loadState = [.playable, .playthroughOK]
            movieSourceType = .file
            timeline.set(position: startTime, rate: 0)
            playerView.pictureView.setNeedsDisplay()
            refreshControls()
            let generation = generation
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.generation == generation else { return }
                    for name in [Notification.Name.MPMovieDurationAvailable, .MPMovieNaturalSizeAvailable,
                                 .MPMoviePlayerLoadStateDidChange, .MPMoviePlayerContentPreloadDidFinish,
                                 .MPMoviePlayerReadyForDisplayDidChange] {
                        NotificationCenter.default.post(name: name, object: self)
                    }
                }
            }
            return true
        case .failure(let failure):
            UIKitDiagnostics.log("MPMoviePlayerController: \(failure)")
            let error = Self.error(for: failure)
            let generation = generation
            // Holds the player until it has said so: apps often keep the player only in a local variable.
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated {
                    guard self.generation == generation else { return }
                    self.finish(.playbackError, error: error)
                }
            }
            return false
        }
    }

    private static func error(for failure: MovieHeader.Failure) -> NSError {
        let info: [String: Any] = [NSLocalizedDescriptionKey: "The operation could not be completed",
                                   NSLocalizedFailureReasonErrorKey: failure.description]
        switch failure {
        case .missing: return NSError(domain: NSCocoaErrorDomain, code: NSFileReadNoSuchFileError, userInfo: info)
        case .unreadable: return NSError(domain: "MPMoviePlayerControllerErrorDomain", code: 1, userInfo: info)
        case .notAMovie: return NSError(domain: "MPMoviePlayerControllerErrorDomain", code: 2, userInfo: info)
        }
    }

    private func contentDidChange() {
        generation += 1
        let wasPlaying = playbackState != .stopped
        header = nil
        loadAttempted = false
        isPreparedToPlay = false
        readyForDisplay = false
        loadState = .unknown
        duration = 0
        playableDuration = 0
        naturalSize = .zero
        timeline = PlaybackTimeline()
        if wasPlaying { setState(.stopped) }
        NotificationCenter.default.post(name: .MPMoviePlayerNowPlayingMovieDidChange, object: self)
        refreshControls()
    }

    // MARK: The timeline

    private var startTime: TimeInterval {
        initialPlaybackTime > 0 ? min(initialPlaybackTime, duration) : 0
    }

    private var endTime: TimeInterval {
        endPlaybackTime > 0 && endPlaybackTime < duration ? max(endPlaybackTime, startTime) : duration
    }

    /// Starts playing (loading first when needed); returns at once. As on iPhone OS 3, a player whose view is in
    /// no window covers the key window while it plays.
    open func play() {
        guard load() else { return }
        guard playbackState != .playing else { return }
        var position = timeline.position()
        if playbackState == .stopped || position >= endTime { position = startTime }
        if playerView.window == nil { coverScreen() }
        timeline.set(position: position, rate: 1)
        setState(.playing)
        schedule()
    }

    /// Pauses, holding the position.
    open func pause() {
        guard header != nil, playbackState != .paused, playbackState != .stopped else { return }
        timeline.change(rate: 0)
        generation += 1
        setState(.paused)
        refreshControls()
    }

    /// Stops and returns to the start (``initialPlaybackTime``).
    open func stop() {
        generation += 1
        timeline.set(position: header == nil ? 0 : startTime, rate: 0)
        setState(.stopped)
        refreshControls()
    }

    /// The position in seconds; setting it seeks (clamped to the movie).
    public var currentPlaybackTime: TimeInterval {
        get { header == nil ? 0 : min(max(timeline.position(), 0), endTime) }
        set {
            guard header != nil, newValue.isFinite else { return }
            timeline.set(position: min(max(newValue, 0), endTime), rate: timeline.rate)
            schedule()
            refreshControls()
        }
    }

    /// 0 when paused, 1 when playing; setting a non-zero rate plays at that rate.
    public var currentPlaybackRate: Float {
        get { timeline.rate }
        set {
            guard header != nil, newValue.isFinite else { return }
            if newValue == 0 { return pause() }
            if playbackState != .playing { play() }
            timeline.change(rate: newValue)
            schedule()
        }
    }

    /// Scans forward at three times normal speed.
    open func beginSeekingForward() { beginSeeking(rate: 3, state: .seekingForward) }

    /// Scans backward at three times normal speed.
    open func beginSeekingBackward() { beginSeeking(rate: -3, state: .seekingBackward) }

    /// Stops scanning and returns to playing or paused.
    open func endSeeking() {
        guard let playing = timeline.endSeeking() else { return }
        setState(playing ? .playing : .paused)
        schedule()
    }

    private func beginSeeking(rate: Float, state: MPMoviePlaybackState) {
        guard load() else { return }
        timeline.beginSeeking(rate: rate)
        setState(state)
        schedule()
    }

    /// Schedules the end (or the start, scanning backward) and the controls' next refresh on the host clock.
    private func schedule() {
        generation += 1
        let generation = generation
        refreshControls()
        guard timeline.rate != 0 else { return }
        let target = timeline.rate > 0 ? endTime : startTime
        let seconds = timeline.seconds(until: target) ?? 0
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                self.reachedBoundary()
            }
        }
        tick(generation)
    }

    /// Refreshes the controls twice a second while the timeline moves.
    private func tick(_ generation: Int) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                self.refreshControls()
                self.tick(generation)
            }
        }
    }

    private func reachedBoundary() {
        if timeline.rate < 0 {
            timeline.set(position: startTime, rate: 0)
            setState(.paused)
            refreshControls()
            return
        }
        if repeatMode == .one {
            timeline.set(position: startTime, rate: timeline.rate)
            schedule()
            return
        }
        timeline.set(position: endTime, rate: 0)
        finish(.playbackEnded, error: nil)
    }

    /// Stops, takes the movie off the screen if the player put it there, and posts the finish notification.
    package func finish(_ reason: MPMovieFinishReason, error: Error?) {
        generation += 1
        timeline.change(rate: 0)
        setState(.stopped)
        if coversScreenForPlayback { uncoverScreen() }
        refreshControls()
        var info: [AnyHashable: Any] = [MPMoviePlayerPlaybackDidFinishReasonUserInfoKey: reason.rawValue]
        if let error { info["error"] = error }
        NotificationCenter.default.post(name: .MPMoviePlayerPlaybackDidFinish, object: self, userInfo: info)
        owningViewController?.movieDidFinish(reason)
    }

    private func setState(_ state: MPMoviePlaybackState) {
        if state != .seekingForward && state != .seekingBackward { timeline.forgetSeeking() }
        guard state != playbackState else { return }
        playbackState = state
        NotificationCenter.default.post(name: .MPMoviePlayerPlaybackStateDidChange, object: self)
    }

    // MARK: Full screen

    /// Whether the movie covers the screen; setting it is ``setFullscreen(_:animated:)`` without animation.
    open var isFullscreen: Bool {
        get { fullscreen }
        set { setFullscreen(newValue, animated: false) }
    }

    /// Moves the player's view over the key window (or back where it was), posting the will/did enter or exit
    /// full-screen notifications.
    open func setFullscreen(_ fullscreen: Bool, animated: Bool) {
        guard fullscreen != self.fullscreen else { return }
        let info: [AnyHashable: Any] = [MPMoviePlayerFullscreenAnimationDurationUserInfoKey: animated ? 0.3 : 0.0,
                                        MPMoviePlayerFullscreenAnimationCurveUserInfoKey: 0]
        let center = NotificationCenter.default
        if fullscreen {
            center.post(name: .MPMoviePlayerWillEnterFullscreen, object: self, userInfo: info)
            guard enterFullscreen(animated: animated) else { return }
            center.post(name: .MPMoviePlayerDidEnterFullscreen, object: self, userInfo: info)
        } else {
            center.post(name: .MPMoviePlayerWillExitFullscreen, object: self, userInfo: info)
            exitFullscreen()
            center.post(name: .MPMoviePlayerDidExitFullscreen, object: self, userInfo: info)
        }
    }

    /// A still of the movie at `playbackTime`: black at the natural size (no frames are decoded), or nil before the
    /// movie is loaded or when it has no picture.
    open func thumbnailImage(atTime playbackTime: TimeInterval, timeOption option: MPMovieTimeOption) -> UIImage! {
        guard load(), naturalSize.width >= 1, naturalSize.height >= 1 else { return nil }
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let size = naturalSize
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.setFillColor(UIColor.black.cgColor)
            context.cgContext.fill(CGRect(origin: .zero, size: size))
        }
    }
}
