// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// Plays songs of the iPod library in a queue (guide §2.7.4, "iPod library access").
///
/// ``systemMusicPlayer`` (the old ``iPodMusicPlayer()``) is the Music app's player, one per process;
/// ``applicationMusicPlayer`` and ``applicationQueuePlayer`` are the app's own. Give a queue with
/// `setQueue(with:)` (a query or a collection) and call ``play()``. Nothing is heard: each song's position
/// follows the host clock, and when a song's duration has passed the player moves to the next one (by
/// ``repeatMode`` and ``shuffleMode``); after the last song the queue ends and the player is
/// ``MPMusicPlaybackState/stopped`` with no ``nowPlayingItem``. Notifications are posted only between
/// ``beginGeneratingPlaybackNotifications()`` and ``endGeneratingPlaybackNotifications()``.
@preconcurrency @MainActor
open class MPMusicPlayerController: NSObject, MPMediaPlayback {
    private static let system = MPMusicPlayerController(name: "system")
    private static let application = MPMusicPlayerController(name: "application")
    private static let applicationQueue = MPMusicPlayerApplicationController(name: "applicationQueue")

    /// The Music app's player, shared by everything in the process.
    public class var systemMusicPlayer: MPMusicPlayerController { system }
    /// The app's own player (its state does not touch the Music app's).
    public class var applicationMusicPlayer: MPMusicPlayerController { application }
    /// The app's own player with queue editing.
    public class var applicationQueuePlayer: MPMusicPlayerApplicationController { applicationQueue }
    /// The iPhone OS 3 name of ``systemMusicPlayer``.
    public class func iPodMusicPlayer() -> MPMusicPlayerController { system }

    /// Which shared player this is (for the log).
    private let name: String
    /// The queue as given.
    private var queue: [MPMediaItem] = []
    /// Indices into `queue` in play order.
    private var order: [Int] = []
    /// Where in `order` the player is (nil: no current item).
    private var position: Int?
    private var timeline = PlaybackTimeline()
    private var generation = 0
    private var notifying = 0
    private var volumeObserver: NSObjectProtocol?
    /// The seed of ``shuffleMode``'s order (tests set it; the same seed shuffles the same way).
    package var shuffleSeed: UInt64 = 0x7061_6e74_6f6d_696d

    /// Whether the player is playing, paused or stopped.
    public private(set) var playbackState: MPMusicPlaybackState = .stopped
    /// Whether and what the player repeats.
    open var repeatMode: MPMusicRepeatMode = .default
    /// Whether the player shuffles; changing it reorders what follows the current song.
    open var shuffleMode: MPMusicShuffleMode = .default { didSet { if oldValue != shuffleMode { reorder() } } }

    package init(name: String) {
        self.name = name
        super.init()
        volumeObserver = NotificationCenter.default.addObserver(
            forName: SystemVolume.systemVolumeDidChange, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.post(.MPMusicPlayerControllerVolumeDidChange) }
        }
    }

    // MARK: The queue

    /// Plays the items of `query` (in the query's order).
    open func setQueue(with query: MPMediaQuery) { replaceQueue(query.items ?? []) }

    /// Plays the items of `itemCollection`.
    open func setQueue(with itemCollection: MPMediaItemCollection) { replaceQueue(itemCollection.items) }

    /// Store identifiers cannot be resolved without the Apple Music service: logged and ignored.
    open func setQueue(with storeIDs: [String]) {
        UIKitDiagnostics.log("MPMusicPlayerController.setQueue(with: storeIDs) has no store to resolve \(storeIDs.count) IDs; ignored")
    }

    private func replaceQueue(_ items: [MPMediaItem]) {
        let wasPlaying = playbackState == .playing
        let oldItem = nowPlayingItem
        queue = items
        order = Array(items.indices)
        position = items.isEmpty ? nil : 0
        if shuffles { order = shuffledOrder(); position = items.isEmpty ? nil : 0 }
        timeline.set(position: 0, rate: 0)
        generation += 1
        post(.MPMusicPlayerControllerQueueDidChange)
        if oldItem !== nowPlayingItem { post(.MPMusicPlayerControllerNowPlayingItemDidChange) }
        if wasPlaying { startCurrent() } else if items.isEmpty { setState(.stopped) }
    }

    /// The song playing or ready to play (nil when the queue is empty or has ended). Setting an item of the queue
    /// jumps to it; another item becomes the whole queue.
    open var nowPlayingItem: MPMediaItem? {
        get { position.map { queue[order[$0]] } }
        set {
            guard let newValue else { return stop() }
            if let index = order.firstIndex(where: { queue[$0] === newValue || queue[$0].persistentID == newValue.persistentID }) {
                jump(to: index)
            } else {
                replaceQueue([newValue])
            }
        }
    }

    /// The index of ``nowPlayingItem`` in play order (`NSNotFound` when there is none).
    open var indexOfNowPlayingItem: Int { position ?? NSNotFound }

    private var shuffles: Bool { shuffleMode == .songs || shuffleMode == .albums }

    /// `queue`'s indices shuffled by the seed: songs one by one, or albums as blocks in track order.
    private func shuffledOrder() -> [Int] {
        var generator = ShuffleGenerator(seed: shuffleSeed)
        if shuffleMode == .albums {
            var albums: [MPMediaEntityPersistentID: [Int]] = [:]
            var keys: [MPMediaEntityPersistentID] = []
            for index in queue.indices {
                let album = queue[index].albumPersistentID
                if albums[album] == nil { keys.append(album) }
                albums[album, default: []].append(index)
            }
            return keys.shuffled(using: &generator).flatMap { key in
                (albums[key] ?? []).sorted { queue[$0].albumTrackNumber < queue[$1].albumTrackNumber }
            }
        }
        return Array(queue.indices).shuffled(using: &generator)
    }

    private func reorder() {
        let current = position.map { order[$0] }
        order = shuffles ? shuffledOrder() : Array(queue.indices)
        if let current, let index = order.firstIndex(of: current) {
            if shuffles { order.remove(at: index); order.insert(current, at: 0); position = 0 } else { position = index }
        }
    }

    // MARK: Playback

    /// Whether there is something to play.
    public var isPreparedToPlay: Bool { !queue.isEmpty }

    /// Readies the queue (nothing to load in the simulation).
    open func prepareToPlay() {}

    /// Readies the queue and calls `completionHandler` (nil error) on the main queue.
    open func prepareToPlay(completionHandler: @escaping @Sendable (Error?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil) }
    }

    /// Plays the current song from where it is (the first song of the queue after it ended).
    open func play() {
        guard !queue.isEmpty else {
            return UIKitDiagnostics.log("MPMusicPlayerController(\(name)).play() with an empty queue; ignored")
        }
        if position == nil {
            position = 0
            timeline.set(position: 0, rate: 0)
            post(.MPMusicPlayerControllerNowPlayingItemDidChange)
        }
        guard playbackState != .playing else { return }
        timeline.change(rate: 1)
        setState(.playing)
        schedule()
    }

    /// Pauses, holding the position.
    open func pause() {
        guard playbackState != .paused, playbackState != .stopped else { return }
        timeline.change(rate: 0)
        generation += 1
        setState(.paused)
    }

    /// Stops and returns to the start of the current song.
    open func stop() {
        generation += 1
        timeline.set(position: 0, rate: 0)
        setState(.stopped)
    }

    /// The position in the current song, in seconds; setting it seeks.
    public var currentPlaybackTime: TimeInterval {
        get { nowPlayingItem == nil ? 0 : min(max(timeline.position(), 0), currentDuration) }
        set {
            guard nowPlayingItem != nil, newValue.isFinite else { return }
            timeline.set(position: min(max(newValue, 0), currentDuration), rate: timeline.rate)
            schedule()
        }
    }

    /// 1 while playing, 0 paused; setting a non-zero rate plays at it.
    public var currentPlaybackRate: Float {
        get { timeline.rate }
        set {
            guard newValue.isFinite else { return }
            if newValue == 0 { return pause() }
            if playbackState != .playing { play() }
            timeline.change(rate: newValue)
            schedule()
        }
    }

    /// Moves to the next song (the queue ends after the last unless repeating all).
    open func skipToNextItem() { advance(automatic: false) }

    /// Moves to the start of the current song.
    open func skipToBeginning() { currentPlaybackTime = 0 }

    /// Moves to the previous song (the last when repeating all, else the start of the first).
    open func skipToPreviousItem() {
        guard let position else { return }
        if position > 0 { jump(to: position - 1) } else if effectiveRepeat == .all { jump(to: order.count - 1) } else { skipToBeginning() }
    }

    /// Scans forward at three times normal speed.
    open func beginSeekingForward() { beginSeeking(rate: 3, state: .seekingForward) }
    /// Scans backward at three times normal speed.
    open func beginSeekingBackward() { beginSeeking(rate: -3, state: .seekingBackward) }

    /// Stops scanning, returning to playing or paused.
    open func endSeeking() {
        guard let playing = timeline.endSeeking() else { return }
        setState(playing ? .playing : .paused)
        schedule()
    }

    private func beginSeeking(rate: Float, state: MPMusicPlaybackState) {
        guard nowPlayingItem != nil else { return }
        timeline.beginSeeking(rate: rate)
        setState(state)
        schedule()
    }

    /// The output volume, 0…1, shared with `MPVolumeView` (deprecated on iOS 7 in favour of the view).
    open var volume: Float {
        get { SystemVolume.level }
        set { SystemVolume.set(newValue) }
    }

    /// Starts posting the player's notifications (calls nest).
    open func beginGeneratingPlaybackNotifications() { notifying += 1 }

    /// Stops posting the player's notifications (one call per begin).
    open func endGeneratingPlaybackNotifications() { notifying = max(0, notifying - 1) }

    // MARK: The timeline

    private var effectiveRepeat: MPMusicRepeatMode { repeatMode == .default ? .none : repeatMode }
    private var currentDuration: TimeInterval { nowPlayingItem?.playbackDuration ?? 0 }

    private func jump(to index: Int) {
        guard order.indices.contains(index) else { return }
        position = index
        timeline.set(position: 0, rate: timeline.rate)
        post(.MPMusicPlayerControllerNowPlayingItemDidChange)
        schedule()
    }

    private func startCurrent() {
        timeline.set(position: 0, rate: 1)
        setState(.playing)
        schedule()
    }

    /// Moves on after a song: again (repeat one, automatically), the next, the first (repeat all), or the end.
    private func advance(automatic: Bool) {
        guard let position else { return }
        if automatic && effectiveRepeat == .one { return jump(to: position) }
        if position + 1 < order.count { return jump(to: position + 1) }
        if effectiveRepeat == .all { return jump(to: 0) }
        generation += 1
        self.position = nil
        timeline.set(position: 0, rate: 0)
        post(.MPMusicPlayerControllerNowPlayingItemDidChange)
        setState(.stopped)
    }

    private func schedule() {
        generation += 1
        let generation = generation
        guard timeline.rate != 0, nowPlayingItem != nil else { return }
        let target = timeline.rate > 0 ? currentDuration : 0
        let seconds = timeline.seconds(until: target) ?? 0
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                if self.timeline.rate < 0 {
                    self.timeline.set(position: 0, rate: 0)
                    self.setState(.paused)
                } else {
                    self.advance(automatic: true)
                }
            }
        }
    }

    private func setState(_ state: MPMusicPlaybackState) {
        if state != .seekingForward && state != .seekingBackward { timeline.forgetSeeking() }
        guard state != playbackState else { return }
        playbackState = state
        post(.MPMusicPlayerControllerPlaybackStateDidChange)
    }

    private func post(_ name: Notification.Name) {
        guard notifying > 0 else { return }
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// The app's music player with a queue it may edit (`MPMusicPlayerController.applicationQueuePlayer`).
@preconcurrency @MainActor
open class MPMusicPlayerApplicationController: MPMusicPlayerController {}
