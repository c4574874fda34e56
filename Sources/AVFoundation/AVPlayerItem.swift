// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import CoreGraphics
import Foundation

/// An asset's presentation state as a player plays it: status, position, seeking (Apple's `AVPlayerItem`).
///
/// The item's ``status`` stays ``Status-swift.enum/unknown`` until a player takes it; then, on the main queue, it
/// becomes ``Status-swift.enum/readyToPlay`` or, for a missing, unreadable or corrupt file,
/// ``Status-swift.enum/failed`` with ``error`` set (never a crash). Its position moves on the simulated timeline
/// while its player plays (`Date()`, the device's clock on a device; nothing is decoded). Key-value observing
/// (`observe(\.status)`) needs the Objective-C runtime, which Foundation on Linux lacks: poll ``status`` or watch the
/// notifications.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// Whether the item can play (Apple's `AVPlayerItem.Status`).
    public enum Status: Int, Sendable {
        /// Not yet loaded (no player has taken the item).
        case unknown = 0
        /// Loaded: playable.
        case readyToPlay = 1
        /// The media could not be loaded; see ``AVPlayerItem/error``.
        case failed = 2
    }

    /// The asset presented.
    public let asset: AVAsset
    /// Whether the item can play.
    public package(set) var status: Status = .unknown
    /// Why the item failed, when ``status`` is `.failed`.
    public package(set) var error: Error?
    /// Where playing forward stops (`.invalid`: the end of the asset).
    open var forwardPlaybackEndTime: CMTime = .invalid
    /// Where playing backward stops (`.invalid`: the start).
    open var reversePlaybackEndTime: CMTime = .invalid
    /// The keys loaded with the asset.
    public let automaticallyLoadedAssetKeys: [String]
    /// Whether seeks may land between frames (accepted).
    open var seekingWaitsForVideoCompositionRendering = false
    /// How far ahead to buffer, in seconds (accepted; local files need none).
    open var preferredForwardBufferDuration: TimeInterval = 0
    /// Whether the item can play faster than 1× (true once ready).
    open var canPlayFastForward: Bool { status == .readyToPlay }
    /// Whether the item can play backward (true once ready).
    open var canPlayReverse: Bool { status == .readyToPlay }

    var timeline = PlaybackTimeline()
    /// The player presenting the item.
    package weak var owner: AVPlayer?

    /// An item for the media at `URL`.
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// An item presenting `asset`.
    public convenience init(asset: AVAsset) { self.init(asset: asset, automaticallyLoadedAssetKeys: nil) }

    /// An item presenting `asset`, loading `automaticallyLoadedAssetKeys` before it is ready.
    public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
        self.asset = asset
        self.automaticallyLoadedAssetKeys = automaticallyLoadedAssetKeys ?? []
        super.init()
    }

    /// Reads the asset's header and settles ``status`` (once); true when ready.
    @discardableResult
    package func settleStatus() -> Bool {
        if status == .unknown {
            if let failure = asset.loadError {
                error = failure
                status = .failed
            } else {
                status = .readyToPlay
            }
        }
        return status == .readyToPlay
    }

    /// The item's length: `.indefinite` until it is ready (and when it failed), then the asset's.
    open var duration: CMTime { status == .readyToPlay ? asset.duration : .indefinite }

    /// The picture's size: zero until ready (and for sound).
    open var presentationSize: CGSize {
        guard status == .readyToPlay, case .success(let movie) = asset.header else { return .zero }
        return movie.naturalSize
    }

    /// The end in seconds: ``forwardPlaybackEndTime`` when set and inside the asset, else the asset's end.
    package var endSeconds: Double {
        let length = asset.duration.seconds
        guard length.isFinite else { return 0 }
        let end = forwardPlaybackEndTime.seconds
        return end.isFinite && end >= 0 && end < length ? end : length
    }

    /// The position in seconds, within the item.
    package var positionSeconds: Double { min(max(timeline.position(), 0), endSeconds) }

    /// The position (timescale 600; zero before the item is ready).
    open func currentTime() -> CMTime {
        status == .readyToPlay ? CMTime(seconds: positionSeconds, preferredTimescale: 600) : .zero
    }

    /// The current date of the stream (nil: local files carry none).
    open func currentDate() -> Date? { nil }

    /// The ranges that can be played: the whole item once ready.
    open var seekableTimeRanges: [NSValue] {
        status == .readyToPlay ? [NSValue(timeRange: CMTimeRange(start: .zero, duration: duration))] : []
    }

    /// Moves to `time` (clamped to the item) and calls `completionHandler` with `true` later on the main queue; a
    /// non-numeric time is refused (`false`). Posts `AVPlayerItemTimeJumped`.
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        seek(to: time, toleranceBefore: .positiveInfinity, toleranceAfter: .positiveInfinity,
             completionHandler: completionHandler)
    }

    /// Moves to `time`; the tolerances are accepted (every seek is exact here).
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        let moved = move(to: time)
        if let completionHandler { MainQueue.nextTurn { completionHandler(moved) } }
    }

    /// Sets the position to `time`, keeping the rate; false for a non-numeric time or an item that is not ready.
    package func move(to time: CMTime) -> Bool {
        guard time.isNumeric, status == .readyToPlay else {
            if !time.isNumeric { AudioDiagnostics.log("AVPlayerItem.seek(to:): \(timeDescription(time)) is not a time") }
            return false
        }
        timeline.set(position: min(max(time.seconds, 0), endSeconds), rate: timeline.rate)
        NotificationCenter.default.post(name: .AVPlayerItemTimeJumped, object: self)
        owner?.itemTimeJumped(self)
        return true
    }

    /// Moves by `stepCount` frames (at 30 frames a second), clamped to the item.
    open func step(byCount stepCount: Int) {
        _ = move(to: CMTime(seconds: positionSeconds + Double(stepCount) / 30, preferredTimescale: 600))
    }
}

extension Notification.Name {
    /// Posted when an item has played to its end (object: the item).
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when an item could not play to its end (object: the item; the error under
    /// `AVPlayerItemFailedToPlayToEndTimeErrorKey`).
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when an item's time jumped (a seek).
    public static let AVPlayerItemTimeJumped = Notification.Name("AVPlayerItemTimeJumpedNotification")
    /// Posted when playback stalled (never, for local files).
    public static let AVPlayerItemPlaybackStalled = Notification.Name("AVPlayerItemPlaybackStalledNotification")
}

extension AVPlayerItem {
    /// `Notification.Name.AVPlayerItemDidPlayToEndTime`.
    public static let didPlayToEndTimeNotification = Notification.Name.AVPlayerItemDidPlayToEndTime
    /// `Notification.Name.AVPlayerItemFailedToPlayToEndTime`.
    public static let failedToPlayToEndTimeNotification = Notification.Name.AVPlayerItemFailedToPlayToEndTime
    /// `Notification.Name.AVPlayerItemTimeJumped`.
    public static let timeJumpedNotification = Notification.Name.AVPlayerItemTimeJumped
    /// `Notification.Name.AVPlayerItemPlaybackStalled`.
    public static let playbackStalledNotification = Notification.Name.AVPlayerItemPlaybackStalled
}

/// The userInfo key of `AVPlayerItemFailedToPlayToEndTime`'s error.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"
