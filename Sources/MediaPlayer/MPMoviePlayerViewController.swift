// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// A view controller that plays a movie full screen with the full-screen controls (iOS 3.2 and later).
///
/// Present it with `presentMoviePlayerViewControllerAnimated(_:)`. The movie starts when the view appears (if the
/// player's `shouldAutoplay`); when it ends, or the user taps Done, the player posts
/// `MPMoviePlayerPlaybackDidFinish` and the controller dismisses itself.
@preconcurrency @MainActor
open class MPMoviePlayerViewController: UIViewController {
    /// The player that plays the movie.
    public private(set) var moviePlayer: MPMoviePlayerController!

    /// Creates a controller for the movie at `contentURL`.
    public init!(contentURL: URL!) {
        super.init(nibName: nil, bundle: nil)
        setUp(contentURL)
    }

    /// Creates a controller without a movie (set `moviePlayer.contentURL`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp(nil)
    }

    /// Creates a controller without a movie (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp(nil)
    }

    private func setUp(_ url: URL?) {
        moviePlayer = MPMoviePlayerController(contentURL: url)
        moviePlayer.controlStyle = .fullscreen
        moviePlayer.owningViewController = self
        modalPresentationStyle = .fullScreen
    }

    /// The player's view fills the controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        moviePlayer.view.frame = view.bounds
        moviePlayer.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(moviePlayer.view)
    }

    /// Starts the movie (when the player autoplays).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if moviePlayer.shouldAutoplay && moviePlayer.playbackState != .playing { moviePlayer.play() }
    }

    /// Dismisses the controller once its movie has finished or the user tapped Done.
    package func movieDidFinish(_ reason: MPMovieFinishReason) {
        guard presentingViewController != nil else { return }
        dismiss(animated: true)
    }
}

extension UIViewController {
    /// Presents `moviePlayerViewController` full screen, with Apple's movie transition (a cross-fade here).
    public func presentMoviePlayerViewControllerAnimated(_ moviePlayerViewController: MPMoviePlayerViewController!) {
        guard let moviePlayerViewController else { return }
        moviePlayerViewController.modalTransitionStyle = .crossDissolve
        present(moviePlayerViewController, animated: true)
    }

    /// Dismisses the movie player view controller this controller presented.
    public func dismissMoviePlayerViewControllerAnimated() {
        guard presentedViewController is MPMoviePlayerViewController else { return }
        dismiss(animated: true)
    }
}
