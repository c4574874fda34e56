// SPDX-License-Identifier: Apache-2.0
//
// Media Player as iOS apps write it (Swift 5 mode; guide §2.7.8 listing 7-12 and §2.7.4 "iPod library access"):
// a cut-scene player and a jukebox screen compile unchanged, and their callbacks run.

import Foundation
import MediaPlayer
import Testing
import TouchstoneTesting
import UIKit

class CutSceneViewController: UIViewController {
    /// The finishes heard: reason and error. (Foundation on Linux keeps selector observers after
    /// `removeObserver(_:name:object:)`, and once the movie is gone its registration matches any sender, so a test
    /// looks at the first.)
    private(set) var finishes: [(reason: MPMovieFinishReason?, error: Error?)] = []

    // Listing 7-12, `playMovieAtURL:` (the port command writes `#selector(...)` as `Selector("…", method)`).
    func playMovie(at movieURL: URL) {
        let theMovie = MPMoviePlayerController(contentURL: movieURL)
        theMovie?.scalingMode = .aspectFill
        theMovie?.movieControlMode = .hidden
        NotificationCenter.default.addObserver(
            self, selector: Selector("myMovieFinishedCallback:", CutSceneViewController.myMovieFinishedCallback(_:)),
            name: .MPMoviePlayerPlaybackDidFinish, object: theMovie)
        theMovie?.play()
    }

    func myMovieFinishedCallback(_ aNotification: Notification) {
        let theMovie = aNotification.object as? MPMoviePlayerController
        NotificationCenter.default.removeObserver(self, name: .MPMoviePlayerPlaybackDidFinish, object: theMovie)
        let raw = aNotification.userInfo?[MPMoviePlayerPlaybackDidFinishReasonUserInfoKey] as? Int
        finishes.append((raw.flatMap(MPMovieFinishReason.init(rawValue:)), aNotification.userInfo?["error"] as? Error))
    }
}

class JukeboxViewController: UIViewController, MPMediaPickerControllerDelegate {
    let musicPlayer = MPMusicPlayerController.applicationMusicPlayer
    let nowPlayingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nowPlayingLabel)
        NotificationCenter.default.addObserver(
            self, selector: Selector("nowPlayingItemChanged:", JukeboxViewController.nowPlayingItemChanged(_:)),
            name: .MPMusicPlayerControllerNowPlayingItemDidChange, object: musicPlayer)
        musicPlayer.beginGeneratingPlaybackNotifications()
        MPRemoteCommandCenter.shared().togglePlayPauseCommand.addTarget { [weak self] _ in
            guard let player = self?.musicPlayer else { return .noActionableNowPlayingItem }
            if player.playbackState == .playing { player.pause() } else { player.play() }
            return .success
        }
    }

    func chooseSongs() {
        let picker = MPMediaPickerController(mediaTypes: .music)
        picker.delegate = self
        picker.allowsPickingMultipleItems = true
        picker.prompt = NSLocalizedString("Add songs to play", comment: "Prompt in media item picker")
        present(picker, animated: true, completion: nil)
    }

    func playEverything(by artist: String) {
        let query = MPMediaQuery.songs()
        query.addFilterPredicate(MPMediaPropertyPredicate(value: artist, forProperty: MPMediaItemPropertyArtist,
                                                          comparisonType: .equalTo))
        musicPlayer.setQueue(with: query)
        musicPlayer.shuffleMode = .off
        musicPlayer.repeatMode = .none
        musicPlayer.play()
    }

    func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection) {
        musicPlayer.setQueue(with: mediaItemCollection)
        musicPlayer.play()
        mediaPicker.dismiss(animated: true, completion: nil)
    }

    func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController) {
        mediaPicker.dismiss(animated: true, completion: nil)
    }

    func nowPlayingItemChanged(_ notification: Notification) {
        let item = musicPlayer.nowPlayingItem
        nowPlayingLabel.text = item?.value(forProperty: MPMediaItemPropertyTitle) as? String ?? "Not playing"
        if let item {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: item.title ?? "", MPMediaItemPropertyArtist: item.artist ?? "",
                MPMediaItemPropertyPlaybackDuration: item.playbackDuration,
                MPNowPlayingInfoPropertyElapsedPlaybackTime: musicPlayer.currentPlaybackTime,
            ]
        }
    }
}

@MainActor
@Suite("Source compatibility: Media Player")
struct MediaPlayerIdiomsTests {
    @Test("Listing 7-12 with a missing movie: the callback hears .playbackError and an error")
    func cutScene() async throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let scene = CutSceneViewController()
        scene.playMovie(at: URL(fileURLWithPath: "/nonexistent/intro.m4v"))
        for _ in 0..<4 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }
        #expect(scene.finishes.first?.reason == .playbackError)
        #expect(scene.finishes.first?.error != nil)
    }

    @Test("The jukebox plays an artist's songs and shows the now-playing title")
    func jukebox() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let jukebox = JukeboxViewController()
        jukebox.loadViewIfNeeded()
        jukebox.playEverything(by: "Quiet Engine")
        #expect(jukebox.nowPlayingLabel.text == "Carrier Wave")
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyArtist] as? String == "Quiet Engine")
        jukebox.musicPlayer.stop()
        jukebox.musicPlayer.endGeneratingPlaybackNotifications()
    }
}
