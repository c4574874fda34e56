// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// What an ``AVPlayerViewController`` tells its delegate (Apple's `AVPlayerViewControllerDelegate`, whose methods
/// are all optional: each has a default implementation that does nothing).
@preconcurrency @MainActor
public protocol AVPlayerViewControllerDelegate: AnyObject {
    /// The controller is about to leave full screen (Done was tapped, or playback ended with
    /// `exitsFullScreenWhenPlaybackEnds`).
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willEndFullScreenPresentationWithAnimationCoordinator coordinator: UIViewControllerTransitionCoordinator)
    /// The controller is about to enter full screen.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willBeginFullScreenPresentationWithAnimationCoordinator coordinator: UIViewControllerTransitionCoordinator)
    /// Whether the controller should be dismissed when Picture in Picture starts (true by default; it never starts
    /// here).
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
    /// Picture in Picture is about to start (never, here).
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in Picture started (never, here).
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in Picture is about to stop (never, here).
    func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in Picture stopped (never, here).
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in Picture could not start: Touchstone has none, so a request reports this.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              failedToStartPictureInPictureWithError error: Error)
}

extension AVPlayerViewControllerDelegate {
    /// Does nothing.
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     willEndFullScreenPresentationWithAnimationCoordinator coordinator: UIViewControllerTransitionCoordinator) {}
    /// Does nothing.
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     willBeginFullScreenPresentationWithAnimationCoordinator coordinator: UIViewControllerTransitionCoordinator) {}
    /// True.
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool { true }
    /// Does nothing.
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Does nothing.
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Does nothing.
    public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Does nothing.
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Does nothing.
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     failedToStartPictureInPictureWithError error: Error) {}
}
