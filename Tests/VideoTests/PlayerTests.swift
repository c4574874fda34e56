// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// AVPlayer on a headless device's clock: loading, play, pause, rate, seeking, the end and its action, failures.
@MainActor
@Suite("AVPlayer")
struct PlayerTests {
    @Test("The item settles on the main queue: unknown, then ready with the header's duration and size")
    func itemBecomesReady() throws {
        let (device, _) = try videoDevice()
        let item = AVPlayerItem(url: try temporaryMovie(seconds: 5))
        #expect(item.status == .unknown && item.duration.isIndefinite && item.presentationSize == .zero)
        let player = AVPlayer(playerItem: item)
        #expect(item.status == .unknown && player.status == .unknown)
        device.advance(by: 0.01)
        #expect(item.status == .readyToPlay && player.status == .readyToPlay && item.error == nil)
        #expect(item.duration == CMTime(value: 3000, timescale: 600))
        #expect(item.presentationSize == CGSize(width: 640, height: 360))
        #expect(player.currentItem === item && player.currentTime() == .zero)
        #expect(item.seekableTimeRanges.first?.timeRangeValue == CMTimeRange(start: .zero, duration: item.duration))
    }

    @Test("play() waits for the item, then the time follows the device clock; pause holds it; rate scales it")
    func playPauseRate() throws {
        let (device, _) = try videoDevice()
        let player = AVPlayer(url: try temporaryMovie(seconds: 10))
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(player.reasonForWaitingToPlay == .evaluatingBufferingRate)
        device.advance(by: 0.01)
        #expect(player.timeControlStatus == .playing && player.reasonForWaitingToPlay == nil)
        device.advance(by: 2)
        #expect(abs(player.currentTime().seconds - 2) < 0.02)
        player.pause()
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        let held = player.currentTime()
        device.advance(by: 3)
        #expect(player.currentTime() == held)
        player.rate = 2
        device.advance(by: 1)
        #expect(abs(player.currentTime().seconds - held.seconds - 2) < 0.02)
        player.rate = .nan
        #expect(player.rate == 2)
    }

    @Test("The end: AVPlayerItemDidPlayToEndTime at the duration on the device clock, then the player pauses at the end")
    func endNotification() throws {
        let (device, _) = try videoDevice()
        let item = AVPlayerItem(url: try temporaryMovie(seconds: 3))
        let player = AVPlayer(playerItem: item)
        let ends = PostedTimes(.AVPlayerItemDidPlayToEndTime, object: item, device: device)
        device.advance(by: 0.01)
        let start = device.now
        player.play()
        device.advance(by: 2.9)
        #expect(ends.times.isEmpty)
        device.advance(by: 0.2)
        #expect(ends.times.count == 1)
        #expect(abs((ends.times.first ?? 0) - start - 3) < 0.02)
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        #expect(player.currentTime() == CMTime(value: 1800, timescale: 600))
        // Playing again from the end starts over.
        player.play()
        device.advance(by: 1)
        #expect(abs(player.currentTime().seconds - 1) < 0.02)
    }

    @Test("actionAtItemEnd .none keeps the rate and holds the time at the end")
    func actionNone() throws {
        let (device, _) = try videoDevice()
        let player = AVPlayer(url: try temporaryMovie(seconds: 1))
        player.actionAtItemEnd = .none
        player.play()
        device.advance(by: 1.5)
        #expect(player.rate == 1 && player.currentTime().seconds == 1)
    }

    @Test("Seeking moves the time at once, completes on the main queue and posts AVPlayerItemTimeJumped; bad times are refused")
    func seeking() async throws {
        let (device, _) = try videoDevice()
        let item = AVPlayerItem(url: try temporaryMovie(seconds: 10))
        let player = AVPlayer(playerItem: item)
        let jumps = PostedTimes(.AVPlayerItemTimeJumped, object: item, device: device)
        device.advance(by: 0.01)
        let done = Completions()
        player.seek(to: CMTime(seconds: 4, preferredTimescale: 600), toleranceBefore: .zero, toleranceAfter: .zero) {
            done.record($0)
        }
        #expect(player.currentTime().seconds == 4 && jumps.times.count == 1)
        player.seek(to: .invalid) { done.record($0) }
        player.seek(to: CMTime(value: 60, timescale: 1)) { done.record($0) }
        #expect(player.currentTime().seconds == 10)  // clamped to the end
        device.advance(by: 0.01)
        #expect(done.results == [true, false, true])
        // A seek while playing reschedules the end.
        let ends = PostedTimes(.AVPlayerItemDidPlayToEndTime, object: item, device: device)
        player.seek(to: CMTime(value: 8, timescale: 1))
        player.play()
        device.advance(by: 1.9)
        #expect(ends.times.isEmpty)
        device.advance(by: 0.2)
        #expect(ends.times.count == 1)
    }

    @Test("A missing, empty or corrupt file: the item fails with an error, the player never plays, no crash",
          arguments: ["missing", "empty", "corrupt", "remote"])
    func failedItem(_ kind: String) throws {
        let (device, _) = try videoDevice()
        let url: URL
        switch kind {
        case "missing": url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).mp4")
        case "remote": url = try #require(URL(string: "https://example.com/movie.m3u8"))
        default:
            url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).mov")
            try (kind == "empty" ? Data() : Data((0..<300).map { UInt8($0 % 251) })).write(to: url)
        }
        let item = AVPlayerItem(url: url)
        let player = AVPlayer(playerItem: item)
        let failures = PostedTimes(.AVPlayerItemFailedToPlayToEndTime, object: item, device: device)
        player.play()
        device.advance(by: 0.05)
        #expect(item.status == .failed)
        let error = try #require(item.error as NSError?)
        switch kind {
        case "missing": #expect(error.domain == NSURLErrorDomain && error.code == NSURLErrorFileDoesNotExist)
        case "remote": #expect(error.domain == AVFoundationErrorDomain && error.code == AVError.Code.unknown.rawValue)
        default: #expect(error.domain == AVFoundationErrorDomain && error.code == AVError.Code.fileFormatNotRecognized.rawValue)
        }
        #expect(player.rate == 0 && player.timeControlStatus == .paused && player.currentTime() == .zero)
        #expect(failures.times.count == 1)
        #expect((failures.infos.first?[AVPlayerItemFailedToPlayToEndTimeErrorKey] as? NSError)?.code == error.code)
        #expect(!item.asset.isPlayable && item.asset.tracks.isEmpty && !item.asset.duration.isValid)
    }

    @Test("replaceCurrentItem keeps the rate: the new item plays from its start once ready")
    func replaceItem() throws {
        let (device, _) = try videoDevice()
        let player = AVPlayer(url: try temporaryMovie(seconds: 10))
        player.play()
        device.advance(by: 3)
        let next = AVPlayerItem(url: try temporaryMovie(seconds: 4))
        player.replaceCurrentItem(with: next)
        device.advance(by: 1)
        #expect(player.currentItem === next && player.rate == 1)
        #expect(abs(player.currentTime().seconds - 1) < 0.05)
        player.replaceCurrentItem(with: nil)
        #expect(player.currentItem == nil && player.currentTime() == .zero)
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate && player.reasonForWaitingToPlay == .noItemToPlay)
    }

    @Test("Volume is clamped to 0…1; muting and the waiting setting are kept")
    func settings() {
        let player = AVPlayer()
        player.volume = 3
        #expect(player.volume == 1)
        player.volume = -1
        #expect(player.volume == 0)
        player.isMuted = true
        player.automaticallyWaitsToMinimizeStalling = false
        #expect(player.isMuted && !player.automaticallyWaitsToMinimizeStalling && player.currentItem == nil)
        #expect(player.actionAtItemEnd == .pause && AVQueuePlayer().actionAtItemEnd == .advance)
    }

    @Test("The asset: duration, tracks with natural size, playability, and the iOS 15 async load")
    func asset() async throws {
        let asset = AVURLAsset(url: try temporaryMovie(seconds: 2.5, size: CGSize(width: 1920, height: 1080)))
        #expect(asset.duration == CMTime(value: 1500, timescale: 600) && asset.isPlayable)
        let video = try #require(asset.tracks(withMediaType: .video).first)
        #expect(video.naturalSize == CGSize(width: 1920, height: 1080) && video.mediaType == .video)
        #expect(asset.tracks(withMediaType: .audio).isEmpty)
        let duration = try await asset.load(.duration)
        #expect(duration.seconds == 2.5)
        let tracks = try await asset.loadTracks(withMediaType: .video)
        let size = try await #require(tracks.first).load(.naturalSize)
        #expect(size == CGSize(width: 1920, height: 1080))
        let missing = AVURLAsset(url: URL(fileURLWithPath: "/nonexistent/movie.mp4"))
        await #expect(throws: NSError.self) { try await missing.load(.duration) }
        #expect(try await missing.load(.isPlayable) == false)
        var error: NSError?
        #expect(missing.statusOfValue(forKey: "duration", error: &error) == .failed && error?.code == NSURLErrorFileDoesNotExist)
    }
}

/// Collects seek completions, which arrive on the main queue.
final class Completions: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []
    var results: [Bool] { lock.withLock { stored } }
    func record(_ finished: Bool) { lock.withLock { stored.append(finished) } }
}
