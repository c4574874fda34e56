// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import MediaPlayer
import Testing
import TouchstoneTesting
import UIKit

/// The music player on the host clock: the queue advancing, notifications, repeat, shuffle, seeking and volume.
@MainActor
@Suite("Music player")
struct MusicPlayerTests {
    /// A short album for the clock: One 3 s, Two 4 s, Three 2 s (songs of the library would take minutes of turns).
    private func album() -> MPMediaItemCollection {
        let songs = [("One", 3.0), ("Two", 4.0), ("Three", 2.0)].enumerated().map { index, song in
            SimulatedMediaLibrary.song(title: song.0, artist: "Tester", album: "Short", genre: "Test", duration: song.1,
                                       track: index + 1, trackCount: 3, artwork: nil, dateAdded: Date())
        }
        return MPMediaItemCollection(items: songs)
    }

    @Test("The shared players: the system player is the iPod player; the application players are the app's own")
    func sharedPlayers() {
        #expect(MPMusicPlayerController.iPodMusicPlayer() === MPMusicPlayerController.systemMusicPlayer)
        #expect(MPMusicPlayerController.applicationMusicPlayer !== MPMusicPlayerController.systemMusicPlayer)
        #expect(MPMusicPlayerController.applicationQueuePlayer !== MPMusicPlayerController.applicationMusicPlayer)
        #expect(MPMusicPlayerController.applicationMusicPlayer === MPMusicPlayerController.applicationMusicPlayer)
    }

    @Test("Songs advance on the host clock and the queue ends stopped, without a now-playing item")
    func queueAdvances() throws {
        let (device, _) = try launchedDevice()
        let player = MPMusicPlayerController(name: "test")
        player.setQueue(with: album())
        #expect(player.nowPlayingItem?.title == "One" && player.playbackState == .stopped)
        player.play()
        #expect(player.playbackState == .playing)
        device.advance(by: 2.9)
        #expect(player.nowPlayingItem?.title == "One" && player.indexOfNowPlayingItem == 0)
        device.advance(by: 0.2)
        #expect(player.nowPlayingItem?.title == "Two" && player.indexOfNowPlayingItem == 1)
        #expect(player.currentPlaybackTime < 0.2)
        device.advance(by: 4 + 2)
        #expect(player.playbackState == .stopped)
        #expect(player.nowPlayingItem == nil && player.indexOfNowPlayingItem == NSNotFound)
        player.play()
        #expect(player.nowPlayingItem?.title == "One" && player.playbackState == .playing)
    }

    @Test("Notifications come only between begin and end of generating them")
    func notifications() throws {
        let (device, _) = try launchedDevice()
        let player = MPMusicPlayerController(name: "test")
        let log = NotificationLog([.MPMusicPlayerControllerPlaybackStateDidChange,
                                   .MPMusicPlayerControllerNowPlayingItemDidChange,
                                   .MPMusicPlayerControllerVolumeDidChange], object: player)
        player.setQueue(with: album())
        player.play()
        device.advance(by: 3.1)
        #expect(log.entries.isEmpty)
        player.beginGeneratingPlaybackNotifications()
        player.pause()
        player.skipToNextItem()
        player.play()
        let volume = player.volume
        player.volume = volume == 1 ? 0.5 : 1
        #expect(log.names == [.MPMusicPlayerControllerPlaybackStateDidChange,
                              .MPMusicPlayerControllerNowPlayingItemDidChange,
                              .MPMusicPlayerControllerPlaybackStateDidChange,
                              .MPMusicPlayerControllerVolumeDidChange])
        player.volume = volume
        player.endGeneratingPlaybackNotifications()
        let count = log.entries.count
        player.stop()
        #expect(log.entries.count == count)
        #expect(player.playbackState == .stopped && player.currentPlaybackTime == 0)
    }

    @Test("Pause holds the position; skipping moves between songs; seeking scans at three times speed")
    func pauseSkipSeek() throws {
        let (device, _) = try launchedDevice()
        let player = MPMusicPlayerController(name: "test")
        player.setQueue(with: album())
        player.play()
        device.advance(by: 1)
        player.pause()
        device.advance(by: 30)
        #expect(abs(player.currentPlaybackTime - 1) < 0.02 && player.nowPlayingItem?.title == "One")
        player.skipToNextItem()
        #expect(player.nowPlayingItem?.title == "Two" && player.currentPlaybackTime == 0)
        player.play()
        player.beginSeekingForward()
        #expect(player.playbackState == .seekingForward)
        device.advance(by: 1)
        player.endSeeking()
        #expect(player.playbackState == .playing && abs(player.currentPlaybackTime - 3) < 0.05)
        player.beginSeekingBackward()
        device.advance(by: 2)
        #expect(player.playbackState == .paused && player.currentPlaybackTime == 0)
        player.skipToPreviousItem()
        #expect(player.nowPlayingItem?.title == "One")
        player.currentPlaybackTime = 2
        player.skipToBeginning()
        #expect(player.currentPlaybackTime == 0)
    }

    @Test("Repeat one plays the song again; repeat all returns to the first song")
    func repeatModes() throws {
        let (device, _) = try launchedDevice()
        let player = MPMusicPlayerController(name: "test")
        player.setQueue(with: album())
        player.repeatMode = .one
        player.play()
        device.advance(by: 3.5)
        #expect(player.nowPlayingItem?.title == "One" && abs(player.currentPlaybackTime - 0.5) < 0.05)
        player.repeatMode = .all
        player.skipToNextItem()
        player.skipToNextItem()
        #expect(player.nowPlayingItem?.title == "Three")
        device.advance(by: 2.1)
        #expect(player.nowPlayingItem?.title == "One" && player.playbackState == .playing)
    }

    @Test("Shuffle is deterministic for a seed: songs in a seeded order, albums as blocks in track order")
    func shuffle() throws {
        let songs = try #require(MPMediaQuery.songs().items)
        func order(_ mode: MPMusicShuffleMode, seed: UInt64) -> [String] {
            let player = MPMusicPlayerController(name: "test")
            player.shuffleSeed = seed
            player.shuffleMode = mode
            player.setQueue(with: MPMediaItemCollection(items: songs))
            var titles: [String] = []
            for _ in songs {
                titles.append(player.nowPlayingItem?.title ?? "")
                player.skipToNextItem()
            }
            return titles
        }
        let first = order(.songs, seed: 7)
        #expect(first == order(.songs, seed: 7))
        #expect(first != order(.songs, seed: 8))
        #expect(first != songs.compactMap(\.title))
        #expect(Set(first) == Set(songs.compactMap(\.title)))
        let albums = order(.albums, seed: 7)
        let byTitle = Dictionary(uniqueKeysWithValues: songs.map { ($0.title ?? "", $0) })
        let albumRuns = albums.map { byTitle[$0]?.albumTitle ?? "" }.reduce(into: [String]()) { runs, album in
            if runs.last != album { runs.append(album) }
        }
        #expect(albumRuns.count == 4)
        for run in Set(albumRuns) {
            let tracks = albums.compactMap { byTitle[$0] }.filter { $0.albumTitle == run }.map(\.albumTrackNumber)
            #expect(tracks == tracks.sorted())
        }
        #expect(order(.off, seed: 7) == songs.compactMap(\.title))
    }

    @Test("Store IDs are logged and ignored; play with an empty queue is logged and does nothing")
    func storeIDsAndEmptyQueue() {
        let player = MPMusicPlayerController(name: "test")
        let lines = UIKitDiagnostics.capturing {
            player.setQueue(with: ["1440857781"])
            player.play()
        }.lines
        #expect(lines.count == 2)
        #expect(player.playbackState == .stopped && player.nowPlayingItem == nil)
    }

    @Test("The volume view's slider and the player's volume are the one system volume")
    func volumeView() throws {
        let (device, window) = try launchedDevice()
        let view = MPVolumeView(frame: CGRect(x: 20, y: 200, width: 280, height: 34))
        window.rootViewController?.view.addSubview(view)
        let player = MPMusicPlayerController(name: "test")
        let original = player.volume
        defer { player.volume = original }
        player.volume = 0.25
        #expect(view.slider.value == 0.25)
        device.advance(by: 0.1)
        let track = view.slider.convert(view.slider.bounds, to: nil)
        device.drag(from: CGPoint(x: track.minX + track.width * 0.25, y: track.midY), to: CGPoint(x: track.maxX - 1, y: track.midY))
        #expect(player.volume > 0.9)
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)).height == 34)
        view.showsVolumeSlider = false
        #expect(view.slider.isHidden)
    }
}
