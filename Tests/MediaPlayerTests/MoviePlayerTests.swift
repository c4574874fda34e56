// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
@testable import MediaPlayer
import Testing
import TouchstoneTesting
import UIKit

/// The movie player on the host clock: behaviour 175, errors, pausing, repeat, the playback range, full screen
/// and the view controller.
@MainActor
@Suite("Movie player")
struct MoviePlayerTests {
    /// A movie of `seconds` (640 × 360) in a temporary file.
    private func movie(seconds: Double, ext: String = "m4v") throws -> URL {
        try temporaryFile(movieFile(duration: UInt64(seconds * 600), timescale: 600), ext: ext)
    }

    private func reason(_ info: [AnyHashable: Any]?) -> MPMovieFinishReason? {
        (info?[MPMoviePlayerPlaybackDidFinishReasonUserInfoKey] as? Int).flatMap(MPMovieFinishReason.init(rawValue:))
    }

    @Test("175: play returns at once, the movie covers the screen, and after its duration on the host clock the finish notification comes with the player as object")
    func behaviour175() throws {
        let (device, window) = try launchedDevice()
        let player = try #require(MPMoviePlayerController(contentURL: try movie(seconds: 3)))
        player.scalingMode = .aspectFill
        player.movieControlMode = .hidden
        let log = NotificationLog([.MPMoviePlayerPlaybackDidFinish], object: player)
        let start = device.now
        player.play()
        #expect(device.now == start)
        #expect(player.playbackState == .playing)
        #expect(player.duration == 3 && player.naturalSize == CGSize(width: 640, height: 360))
        #expect(player.view.superview === window && player.view.frame == window.bounds)
        #expect(player.isFullscreen)
        #expect(player.playerView.controls.style == .none)
        device.advance(by: 2.9)
        #expect(log.entries.isEmpty)
        #expect(abs(player.currentPlaybackTime - 2.9) < 0.02)
        #expect(player.view.alpha == 1)
        device.advance(by: 0.15)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.object === player)
        #expect(reason(log.entries.first?.userInfo) == .playbackEnded)
        #expect(log.entries.first?.userInfo?["error"] == nil)
        #expect(player.view.superview == nil && !player.isFullscreen)
        #expect(player.playbackState == .stopped)
    }

    @Test("A missing, empty or corrupt movie finishes with .playbackError and an error, later on the main queue",
          arguments: ["missing", "empty", "corrupt"])
    func playbackError(_ kind: String) async throws {
        let (device, _) = try launchedDevice()
        let url: URL = switch kind {
        case "missing": URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).mp4")
        case "empty": try temporaryFile(Data(), ext: "mp4")
        default: try temporaryFile(Data((0..<400).map { UInt8($0 % 251) }), ext: "mov")
        }
        let player = try #require(MPMoviePlayerController(contentURL: url))
        let log = NotificationLog([.MPMoviePlayerPlaybackDidFinish], object: player)
        let logged = UIKitDiagnostics.capturing { player.play() }.lines
        #expect(logged.contains { $0.contains("MPMoviePlayerController") })
        #expect(log.entries.isEmpty)
        #expect(player.view.superview == nil && player.playbackState == .stopped)
        await drainMainQueue()
        #expect(log.entries.count == 1)
        #expect(reason(log.entries.first?.userInfo) == .playbackError)
        let error = try #require(log.entries.first?.userInfo?["error"] as? NSError)
        #expect(kind == "missing" ? error.code == NSFileReadNoSuchFileError : error.domain == "MPMoviePlayerControllerErrorDomain")
        player.play()
        await drainMainQueue()
        #expect(log.entries.count == 1)
        withExtendedLifetime(device) {}
    }

    @Test("Pause holds the position on the host clock; play resumes and finishes after the remaining time")
    func pauseHolds() throws {
        let (device, _) = try launchedDevice()
        let player = try #require(MPMoviePlayerController(contentURL: try movie(seconds: 6)))
        let log = NotificationLog([.MPMoviePlayerPlaybackDidFinish, .MPMoviePlayerPlaybackStateDidChange], object: player)
        player.play()
        device.advance(by: 2)
        player.pause()
        let held = player.currentPlaybackTime
        #expect(abs(held - 2) < 0.02)
        #expect(player.playbackState == .paused && player.currentPlaybackRate == 0)
        device.advance(by: 10)
        #expect(player.currentPlaybackTime == held)
        #expect(log.count(.MPMoviePlayerPlaybackDidFinish) == 0)
        player.play()
        device.advance(by: 3.9)
        #expect(log.count(.MPMoviePlayerPlaybackDidFinish) == 0)
        device.advance(by: 0.2)
        #expect(log.count(.MPMoviePlayerPlaybackDidFinish) == 1)
        #expect(log.count(.MPMoviePlayerPlaybackStateDidChange) == 4)  // playing, paused, playing, stopped
    }

    @Test("Seeking, the playback range and repeat: a seek moves the end, endPlaybackTime ends early, repeat one never finishes")
    func rangeAndRepeat() throws {
        let (device, _) = try launchedDevice()
        let player = try #require(MPMoviePlayerController(contentURL: try movie(seconds: 10)))
        player.initialPlaybackTime = 2
        player.endPlaybackTime = 5
        let log = NotificationLog([.MPMoviePlayerPlaybackDidFinish], object: player)
        player.play()
        #expect(player.currentPlaybackTime == 2)
        device.advance(by: 2.9)
        #expect(log.entries.isEmpty)
        device.advance(by: 0.2)
        #expect(log.entries.count == 1)

        player.endPlaybackTime = -1
        player.repeatMode = .one
        player.play()
        player.currentPlaybackTime = 9
        device.advance(by: 1.5)
        #expect(log.entries.count == 1)
        #expect(player.playbackState == .playing)
        #expect(abs(player.currentPlaybackTime - 2.5) < 0.05)
        player.stop()
        #expect(player.playbackState == .stopped && player.currentPlaybackTime == 2)
    }

    @Test("Loading posts the duration, natural size and load state later; the thumbnail is black at the natural size")
    func loading() async throws {
        let player = try #require(MPMoviePlayerController(contentURL: try movie(seconds: 4)))
        player.shouldAutoplay = false
        let log = NotificationLog([.MPMovieDurationAvailable, .MPMovieNaturalSizeAvailable,
                                   .MPMoviePlayerLoadStateDidChange, .MPMoviePlayerContentPreloadDidFinish], object: player)
        #expect(player.loadState == .unknown && !player.isPreparedToPlay)
        player.prepareToPlay()
        #expect(player.isPreparedToPlay && player.loadState == [.playable, .playthroughOK])
        #expect(player.playbackState == .stopped)
        #expect(log.entries.isEmpty)
        await drainMainQueue()
        #expect(log.names == [.MPMovieDurationAvailable, .MPMovieNaturalSizeAvailable, .MPMoviePlayerLoadStateDidChange,
                              .MPMoviePlayerContentPreloadDidFinish])
        let thumbnail = try #require(player.thumbnailImage(atTime: 1, timeOption: .nearestKeyFrame))
        #expect(thumbnail.size == CGSize(width: 640, height: 360))

        let changes = NotificationLog([.MPMoviePlayerNowPlayingMovieDidChange], object: player)
        player.contentURL = try temporaryFile(movieFile(duration: 600, timescale: 600, tracks: [CGSize(width: 320, height: 240)]),
                                              ext: "mov")
        #expect(changes.entries.count == 1)
        #expect(!player.isPreparedToPlay && player.duration == 0 && player.loadState == .unknown)
        player.prepareToPlay()
        #expect(player.duration == 1 && player.naturalSize == CGSize(width: 320, height: 240))
    }

    @Test("Inline playback: a view in the app's hierarchy plays in place; full screen posts will/did enter and exit")
    func inlineAndFullscreen() throws {
        let (device, window) = try launchedDevice()
        let root = try #require(window.rootViewController)
        let player = try #require(MPMoviePlayerController(contentURL: try movie(seconds: 8)))
        player.view.frame = CGRect(x: 0, y: 100, width: 320, height: 180)
        root.view.addSubview(player.view)
        let log = NotificationLog([.MPMoviePlayerWillEnterFullscreen, .MPMoviePlayerDidEnterFullscreen,
                                   .MPMoviePlayerWillExitFullscreen, .MPMoviePlayerDidExitFullscreen], object: player)
        player.play()
        device.advance(by: 0.1)
        #expect(player.view.superview === root.view && !player.isFullscreen)
        #expect(player.playerView.controls.style == .embedded)
        player.setFullscreen(true, animated: true)
        #expect(player.view.superview === window && player.playerView.controls.style == .fullscreen)
        let done = player.playerView.controls.doneButton
        device.advance(by: 0.4)
        device.tap(at: centre(of: done))
        device.advance(by: 0.1)
        #expect(!player.isFullscreen && player.view.superview === root.view)
        #expect(player.view.frame == CGRect(x: 0, y: 100, width: 320, height: 180))
        #expect(player.playbackState == .playing)
        #expect(log.names == [.MPMoviePlayerWillEnterFullscreen, .MPMoviePlayerDidEnterFullscreen,
                              .MPMoviePlayerWillExitFullscreen, .MPMoviePlayerDidExitFullscreen])
    }

    @Test("The controls answer real taps: play/pause toggles, the scrubber seeks, Done ends with .userExited")
    func controlsByTouch() throws {
        let (device, _) = try launchedDevice()
        let player = try #require(MPMoviePlayerController(contentURL: try movie(seconds: 20)))
        let log = NotificationLog([.MPMoviePlayerPlaybackDidFinish], object: player)
        player.play()
        device.advance(by: 1)
        let controls = player.playerView.controls
        #expect(controls.style == .fullscreen && controls.showsPause)
        device.tap(at: centre(of: controls.playPauseButton))
        #expect(player.playbackState == .paused && !controls.showsPause)
        device.tap(at: centre(of: controls.playPauseButton))
        #expect(player.playbackState == .playing)
        let slider = controls.scrubber
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let target = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.75)
        device.drag(from: slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil),
                    to: slider.convert(CGPoint(x: target.midX, y: target.midY), to: nil))
        #expect(abs(player.currentPlaybackTime - 15) < 1)
        #expect(player.playbackState == .playing)
        device.tap(at: centre(of: controls.doneButton))
        #expect(log.entries.count == 1 && reason(log.entries.first?.userInfo) == .userExited)
        #expect(player.view.superview == nil)
    }

    @Test("A player kept only in a local (listing 7-12) plays to the end on the screen, then goes away")
    func heldByTheScreen() throws {
        let (device, _) = try launchedDevice()
        let url = try movie(seconds: 1)
        weak var weakPlayer: MPMoviePlayerController?
        let log = NotificationLog([.MPMoviePlayerPlaybackDidFinish])
        do {
            let player = MPMoviePlayerController(contentURL: url)
            player?.movieControlMode = .volumeOnly
            player?.play()
            weakPlayer = player
            #expect(player?.playerView.controls.style == .volumeOnly)
        }
        #expect(weakPlayer != nil)
        device.advance(by: 1.1)
        #expect(log.entries.count == 1 && log.entries.first?.object === weakPlayer && weakPlayer != nil)
        log.clear()
        #expect(weakPlayer == nil)
    }

    @Test("MPMoviePlayerViewController plays when it appears and dismisses itself at the end")
    func viewController() throws {
        let (device, window) = try launchedDevice()
        let root = try #require(window.rootViewController)
        let controller = try #require(MPMoviePlayerViewController(contentURL: try movie(seconds: 2)))
        let log = NotificationLog([.MPMoviePlayerPlaybackDidFinish], object: controller.moviePlayer)
        root.presentMoviePlayerViewControllerAnimated(controller)
        device.advance(by: 0.6)
        #expect(root.presentedViewController === controller)
        #expect(controller.moviePlayer.playbackState == .playing)
        #expect(controller.moviePlayer.view.isDescendant(of: controller.view))
        device.advance(by: 2)
        #expect(log.entries.count == 1 && reason(log.entries.first?.userInfo) == .playbackEnded)
        device.advance(by: 0.6)
        #expect(root.presentedViewController == nil)
    }
}
