// SPDX-License-Identifier: Apache-2.0
//
// Video playback as iOS apps write it (Swift 5 mode): a "play this URL" screen with an AVPlayerLayer, a periodic
// time observer updating a label and a notification for the end, and a button presenting AVPlayerViewController.
// They compile unchanged (block-based observers: `#selector` needs the port command), and their callbacks run.

import AVFoundation
import AVKit
import Foundation
import Testing
import TouchstoneTesting
import UIKit

class MoviePlaybackViewController: UIViewController {
    var player: AVPlayer?
    var playerLayer: AVPlayerLayer?
    var timeObserverToken: Any?
    var endObserver: NSObjectProtocol?
    let timeLabel = UILabel()
    var finished = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        timeLabel.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
        view.addSubview(timeLabel)
    }

    func playVideo(from url: URL) {
        let player = AVPlayer(url: url)
        player.isMuted = true
        let playerLayer = AVPlayerLayer(player: player)
        playerLayer.frame = view.bounds
        playerLayer.videoGravity = .resizeAspectFill
        view.layer.insertSublayer(playerLayer, at: 0)
        let interval = CMTime(seconds: 0.5, preferredTimescale: CMTimeScale(NSEC_PER_SEC))
        timeObserverToken = player.addPeriodicTimeObserver(forInterval: interval, queue: .main) { [weak self] time in
            self?.timeLabel.text = String(format: "%.1f", CMTimeGetSeconds(time))
        }
        // `queue: nil`, not `.main`: in an app the main thread runs the main queue and `.main` delivers at once, but
        // under Swift Testing the main actor is not the main thread and Foundation on Linux would wait for the main
        // queue the test itself occupies.
        endObserver = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime,
                                                             object: player.currentItem, queue: nil) { [weak self] _ in
            self?.finished = true
            self?.player?.seek(to: .zero)
        }
        self.player = player
        self.playerLayer = playerLayer
        player.play()
    }

    func stop() {
        player?.pause()
        if let token = timeObserverToken {
            player?.removeTimeObserver(token)
            timeObserverToken = nil
        }
        if let endObserver = endObserver { NotificationCenter.default.removeObserver(endObserver) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        playerLayer?.frame = view.bounds
    }

    func showFullScreenPlayer(url: URL) {
        let player = AVPlayer(url: url)
        let playerViewController = AVPlayerViewController()
        playerViewController.player = player
        playerViewController.showsPlaybackControls = true
        playerViewController.videoGravity = .resizeAspect
        present(playerViewController, animated: true) {
            playerViewController.player?.play()
        }
    }

    func videoLength(of url: URL) async throws -> Double {
        let asset = AVURLAsset(url: url)
        let duration = try await asset.load(.duration)
        return duration.seconds
    }
}

@MainActor
@Suite("Source compatibility: video")
struct VideoIdiomsTests {
    private func movie(seconds: Double) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("idiom-\(UUID().uuidString).mp4")
        try movieFile(duration: UInt64(seconds * 600)).write(to: url)
        return url
    }

    /// A launched device whose window shows the playback screen.
    private func launched() throws -> (HeadlessDevice, MoviePlaybackViewController, UIWindow) {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let controller = MoviePlaybackViewController()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (device, controller, window)
    }

    @Test("The play-this-URL screen: the label follows the periodic observer, the end notification arrives")
    func playThisURL() throws {
        let (device, controller, window) = try launched()
        controller.playVideo(from: try movie(seconds: 2))
        device.advance(by: 1.1)
        #expect(controller.timeLabel.text == "1.0")
        #expect(controller.playerLayer?.isReadyForDisplay == true)
        device.advance(by: 1)
        #expect(controller.finished)
        controller.stop()
        withExtendedLifetime(window) {}
    }

    @Test("Presenting AVPlayerViewController plays the movie; the async duration load works")
    func presentPlayer() async throws {
        let (device, controller, window) = try launched()
        let url = try movie(seconds: 5)
        controller.showFullScreenPlayer(url: url)
        device.advance(by: 1.5)
        let presented = try #require(controller.presentedViewController as? AVPlayerViewController)
        #expect(presented.player?.timeControlStatus == .playing)
        #expect(try await controller.videoLength(of: url) == 5)
        withExtendedLifetime(window) {}
    }
}
