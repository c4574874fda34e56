// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a remote command handler reports.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    /// The command was carried out.
    case success = 0
    /// The content asked for does not exist.
    case noSuchContent = 100
    /// Nothing is playing to act on.
    case noActionableNowPlayingItem = 110
    /// The device asked for is not available.
    case deviceNotFound = 120
    /// The command failed.
    case commandFailed = 200
}

/// One command the headphones, lock screen or Control Center can send (play, pause, next track, …).
///
/// Register a handler with ``addTarget(handler:)``; the handlers run on the main queue when the command arrives.
/// Touchstone has no remote controls: a host or test sends commands through `MPRemoteCommandCenter.send(_:)`.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var enabled = true
    private var handlers: [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []

    package override init() { super.init() }

    /// Whether the command is offered; a disabled command's handlers are not called.
    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Adds a handler; returns the token that removes it.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        lock.withLock { handlers.append((token, handler)) }
        return token
    }

    /// Removes the handler `target` (a token from ``addTarget(handler:)``), or every handler for nil.
    open func removeTarget(_ target: Any?) {
        lock.withLock {
            guard let token = target as? NSObject else { return handlers.removeAll() }
            handlers.removeAll { $0.token === token }
        }
    }

    /// Whether any handler is registered.
    package var hasTargets: Bool { lock.withLock { !handlers.isEmpty } }

    /// Runs the handlers with `event` (each, in order) and returns the last one's status: `.commandFailed` when the
    /// command is disabled or has no handler.
    package func perform(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
        let (isEnabled, list) = lock.withLock { (enabled, handlers) }
        guard isEnabled, !list.isEmpty else { return .commandFailed }
        var status = MPRemoteCommandHandlerStatus.success
        for entry in list { status = entry.handler(event) }
        return status
    }
}

/// A skip command with the intervals it offers (`skipForwardCommand`, `skipBackwardCommand`).
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    /// The intervals in seconds (default 15).
    open var preferredIntervals: [NSNumber] = [15]
}

/// The command to move to a position in the item (the lock screen's scrubber).
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// The command to change the playback rate, offering these rates.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    /// The rates offered.
    open var supportedPlaybackRates: [NSNumber] = [1]
}

/// A like, dislike or bookmark command.
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    /// Whether the feedback is currently given.
    open var isActive = false
    /// The title shown for it.
    open var localizedTitle = ""
    /// The short title shown for it.
    open var localizedShortTitle = ""
}

/// A command as it arrives: which command and when.
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    /// The command sent.
    public let command: MPRemoteCommand
    /// When it was sent (seconds of system uptime).
    public let timestamp: TimeInterval

    package init(command: MPRemoteCommand) {
        self.command = command
        timestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }
}

/// A skip event with its interval.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// How far to skip, in seconds.
    public let interval: TimeInterval
    package init(command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command)
    }
}

/// A change-position event with the position asked for.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The position asked for, in seconds.
    public let positionTime: TimeInterval
    package init(command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command)
    }
}

/// A change-rate event with the rate asked for.
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The rate asked for.
    public let playbackRate: Float
    package init(command: MPRemoteCommand, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command)
    }
}

/// Whether a seek event begins or ends seeking.
public enum MPSeekCommandEventType: UInt, Sendable {
    /// Seeking begins.
    case beginSeeking = 0
    /// Seeking ends.
    case endSeeking = 1
}

/// A seek event (`seekForwardCommand`, `seekBackwardCommand`).
open class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Whether seeking begins or ends.
    public let type: MPSeekCommandEventType
    package init(command: MPRemoteCommand, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command)
    }
}
