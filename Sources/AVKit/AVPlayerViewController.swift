// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// The system's video player screen: the player's video with transport controls (Apple's `AVPlayerViewController`).
///
/// The view is black; the video (an ``AVFoundation/AVPlayerLayer`` in a view filling the bounds, ``videoGravity``
/// applied) lies under ``contentOverlayView`` and the controls (play/pause, elapsed time, scrubber, remaining time;
/// Done at the top left when the controller was presented full screen). The controls follow the player through a
/// half-second periodic time observer. Done, or the item's end with ``exitsFullScreenWhenPlaybackEnds``, pauses and
/// dismisses a presented controller, telling the delegate first. Picture in Picture and AirPlay are not simulated:
/// their settings are kept.
@preconcurrency @MainActor
open class AVPlayerViewController: UIViewController {
    /// The player shown; setting another moves the controls' observer to it.
    open var player: AVPlayer? {
        didSet {
            guard oldValue !== player else { return }
            detach(from: oldValue)
            playerLayer.player = player
            attach()
        }
    }
    /// Whether the transport controls show (default true).
    open var showsPlaybackControls = true { didSet { controls.isHidden = !showsPlaybackControls } }
    /// How the video fits the view (default ``AVLayerVideoGravity/resizeAspect``).
    open var videoGravity: AVLayerVideoGravity {
        get { playerLayer.videoGravity }
        set { playerLayer.videoGravity = newValue }
    }
    /// Whether playback started inline goes full screen (kept; inline players stay inline here).
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether a presented controller is dismissed when the item plays to its end.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether Picture in Picture is allowed (kept; there is none).
    open var allowsPictureInPicturePlayback = true
    /// Whether Picture in Picture starts by itself (kept).
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether the playback speed can be changed (kept).
    open var allowsVideoFrameAnalysis = true
    /// Whether the controller updates the Now Playing info (kept).
    open var updatesNowPlayingInfoCenter = true
    /// Whether the timecodes show (kept).
    open var showsTimecodes = false
    /// Whether the picture is ready: the player layer's ``AVFoundation/AVPlayerLayer/isReadyForDisplay``.
    open var isReadyForDisplay: Bool { playerLayer.isReadyForDisplay }
    /// Where the video lies in the view.
    open var videoBounds: CGRect { videoView.convert(playerLayer.videoRect, to: view) }
    /// The delegate told of full-screen and Picture in Picture changes.
    open weak var delegate: AVPlayerViewControllerDelegate?
    /// A view between the video and the controls, for the app's own overlays.
    public private(set) var contentOverlayView: UIView?

    /// The view holding the player layer.
    package let videoView = UIView()
    /// The layer showing the player.
    package let playerLayer = AVPlayerLayer()
    /// The transport controls.
    package let controls = PlayerControlsView(frame: .zero)
    private var timeObserver: Any?
    private var endObserver: NSObjectProtocol?

    /// A player controller with no player.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .fullScreen
    }

    /// A player controller from a storyboard (its player is set in code).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .fullScreen
    }

    /// Builds the view: black, the video view with the player layer, the content overlay and the controls.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.clipsToBounds = true
        videoView.backgroundColor = .clear
        videoView.accessibilityLabel = "Video"
        videoView.layer.addSublayer(playerLayer)
        let overlay = UIView()
        overlay.backgroundColor = .clear
        contentOverlayView = overlay
        [videoView, overlay, controls].forEach(view.addSubview)
        controls.isHidden = !showsPlaybackControls
        controls.onPlayPause = { [unowned self] in playPauseTapped() }
        controls.onDone = { [unowned self] in doneTapped() }
        controls.onScrub = { [unowned self] fraction in scrubbed(to: fraction) }
        refreshControls()
    }

    /// Makes the video view, the overlay and the controls fill the view, and the player layer the video view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for subview in [videoView, contentOverlayView, controls] { subview?.frame = view.bounds }
        playerLayer.frame = videoView.bounds
    }

    /// Shows Done when the controller was presented (full screen), hides it when it is embedded.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        controls.doneButton.isHidden = presentingViewController == nil
    }

    // MARK: The player

    private func attach() {
        guard let player else { return refreshControls() }
        timeObserver = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.refreshControls() }
        }
        endObserver = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: nil,
                                                             queue: nil) { [weak self] note in
            nonisolated(unsafe) let item = note.object as AnyObject?
            MainActor.assumeIsolated { self?.itemDidEnd(item) }
        }
        refreshControls()
    }

    private func detach(from old: AVPlayer?) {
        if let timeObserver { old?.removeTimeObserver(timeObserver) }
        if let endObserver { NotificationCenter.default.removeObserver(endObserver) }
        timeObserver = nil
        endObserver = nil
    }

    /// Shows the player's position and state in the controls.
    package func refreshControls() {
        guard isViewLoaded else { return }
        let item = player?.currentItem
        let duration = item?.duration.seconds ?? 0
        controls.update(elapsed: player?.currentTime().seconds ?? 0, duration: duration.isFinite ? duration : 0,
                        playing: (player?.rate ?? 0) != 0)
    }

    private func playPauseTapped() {
        guard let player else { return }
        if player.rate != 0 { player.pause() } else { player.play() }
        refreshControls()
    }

    private func scrubbed(to fraction: Float) {
        guard let player, let item = player.currentItem, item.duration.isNumeric else { return }
        player.seek(to: CMTime(seconds: item.duration.seconds * Double(fraction), preferredTimescale: 600))
        refreshControls()
    }

    private func doneTapped() {
        player?.pause()
        leaveFullScreen()
    }

    private func itemDidEnd(_ item: AnyObject?) {
        guard let current = player?.currentItem, item === current else { return }
        refreshControls()
        if exitsFullScreenWhenPlaybackEnds { leaveFullScreen() }
    }

    private func leaveFullScreen() {
        guard presentingViewController != nil else { return }
        dismiss(animated: true)
        if let coordinator = transitionCoordinator {
            delegate?.playerViewController(self, willEndFullScreenPresentationWithAnimationCoordinator: coordinator)
        }
    }
}
