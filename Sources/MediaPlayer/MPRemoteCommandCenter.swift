// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The remote commands the app handles (headphone buttons, lock screen, Control Center).
///
/// Touchstone has none of those: ``send(_:)`` is the seam a host or test uses to press one. Handlers run on
/// the main queue; a disabled command or one without handlers reports ``MPRemoteCommandHandlerStatus/commandFailed``.
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let center = MPRemoteCommandCenter()

    /// The process's command center.
    open class func shared() -> MPRemoteCommandCenter { center }

    /// The pause command.
    public let pauseCommand = MPRemoteCommand()
    /// The play command.
    public let playCommand = MPRemoteCommand()
    /// The stop command.
    public let stopCommand = MPRemoteCommand()
    /// The toggle play pause command.
    public let togglePlayPauseCommand = MPRemoteCommand()
    /// The next track command.
    public let nextTrackCommand = MPRemoteCommand()
    /// The previous track command.
    public let previousTrackCommand = MPRemoteCommand()
    /// The change repeat mode command.
    public let changeRepeatModeCommand = MPRemoteCommand()
    /// The change shuffle mode command.
    public let changeShuffleModeCommand = MPRemoteCommand()
    /// The seek forward command.
    public let seekForwardCommand = MPRemoteCommand()
    /// The seek backward command.
    public let seekBackwardCommand = MPRemoteCommand()
    /// The skip forward command.
    public let skipForwardCommand = MPSkipIntervalCommand()
    /// The skip backward command.
    public let skipBackwardCommand = MPSkipIntervalCommand()
    /// The change playback position command.
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    /// The change playback rate command.
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    /// The like command.
    public let likeCommand = MPFeedbackCommand()
    /// The dislike command.
    public let dislikeCommand = MPFeedbackCommand()
    /// The bookmark command.
    public let bookmarkCommand = MPFeedbackCommand()
    /// The enable language option command.
    public let enableLanguageOptionCommand = MPRemoteCommand()
    /// The disable language option command.
    public let disableLanguageOptionCommand = MPRemoteCommand()

    package override init() { super.init() }

    /// Delivers `event` to its command's handlers now (call on the main queue) and returns their status.
    @discardableResult
    package func send(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus { event.command.perform(event) }
}
