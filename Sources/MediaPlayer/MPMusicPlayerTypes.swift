// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a music player is (`MPMusicPlayerController.playbackState`).
public enum MPMusicPlaybackState: Int, Sendable {
    /// Nothing plays (before `play()`, after `stop()`, or once the queue has ended).
    case stopped = 0
    /// A song plays; its position follows the host clock.
    case playing = 1
    /// Paused: the position holds.
    case paused = 2
    /// Interrupted (never, in the simulation).
    case interrupted = 3
    /// Scanning forward.
    case seekingForward = 4
    /// Scanning backward.
    case seekingBackward = 5
}

/// Whether a music player repeats.
public enum MPMusicRepeatMode: Int, Sendable {
    /// The user's setting in the Music app (none, in the simulation).
    case `default` = 0
    /// No repeat: the queue ends after its last song.
    case none = 1
    /// Repeat the current song.
    case one = 2
    /// Repeat the queue.
    case all = 3
}

/// Whether a music player shuffles its queue.
public enum MPMusicShuffleMode: Int, Sendable {
    /// The user's setting in the Music app (off, in the simulation).
    case `default` = 0
    /// Queue order.
    case off = 1
    /// Songs in a shuffled order (deterministic: the player's seed).
    case songs = 2
    /// Albums in a shuffled order, each album's songs in track order.
    case albums = 3
}

extension Notification.Name {
    /// Posted (object: the player) when `playbackState` changes, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerPlaybackStateDidChange =
        Notification.Name("MPMusicPlayerControllerPlaybackStateDidChangeNotification")
    /// Posted (object: the player) when `nowPlayingItem` changes, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerNowPlayingItemDidChange =
        Notification.Name("MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
    /// Posted (object: the player) when the volume changes, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerVolumeDidChange =
        Notification.Name("MPMusicPlayerControllerVolumeDidChangeNotification")
    /// Posted (object: the player) when the queue is replaced, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerQueueDidChange =
        Notification.Name("MPMusicPlayerControllerQueueDidChangeNotification")
}

/// A deterministic random source for shuffling (SplitMix64), so a seeded player shuffles the same on every run.
package struct ShuffleGenerator: RandomNumberGenerator {
    private var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
