// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the lock screen and Control Center show about the app's playback.
///
/// Set ``nowPlayingInfo`` with `MPMediaItemProperty…` keys (title, artist, album title, duration, artwork) and
/// `MPNowPlayingInfoProperty…` keys (elapsed time, rate). Touchstone has no lock screen: the dictionary is kept
/// for the app (and tests) to read back. Thread-safe, as on iOS.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()
    private let lock = NSLock()
    private var info: [String: Any]?

    /// The process's center.
    open class func `default`() -> MPNowPlayingInfoCenter { shared }

    /// What is playing now (nil: nothing).
    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }
}

/// Seconds into the item (`NSNumber`/`Double`).
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback rate (`Double`: 0 paused, 1 playing).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The normal rate (`Double`).
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// The item's index in the app's queue (`Int`).
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// How many items the app's queue holds (`Int`).
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// The chapter playing (`Int`).
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
/// How many chapters (`Int`).
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
/// Whether the item is a live stream (`Bool`).
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The media type (`MPNowPlayingInfoMediaType` raw value).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// The item's URL (`URL`).
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
/// A date the item was current at (`Date`).
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"

/// The kind of media in `MPNowPlayingInfoPropertyMediaType`.
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    /// Not said.
    case none = 0
    /// The item is audio.
    case audio = 1
    /// The item is video.
    case video = 2
}
