// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// Plays one item at a time: play, pause, rate, seeking, time observers (Apple's `AVPlayer`).
///
/// Nothing is decoded or heard: the current item's position moves on a simulated timeline that follows `Date()`
/// (the device's clock on a device, so `HeadlessDevice.advance(by:)` plays), and the events come from main-queue
/// timers on that clock: the item's end (`AVPlayerItemDidPlayToEndTime`, then ``actionAtItemEnd``), periodic and
/// boundary time observers. An item's status settles on the main queue after the player takes it; ``play()``
/// before that waits (``TimeControlStatus-swift.enum/waitingToPlayAtSpecifiedRate``) and starts when the item is
/// ready. A failed item never plays: the player pauses and posts `AVPlayerItemFailedToPlayToEndTime` if it was asked
/// to play. Use the player from the main thread, as most apps do. Key-value observing is not available on Linux.
open class AVPlayer: NSObject, @unchecked Sendable {
    /// Whether the player can play (Apple's `AVPlayer.Status`).
    public enum Status: Int, Sendable {
        /// Not yet ready.
        case unknown = 0
        /// Ready: it plays items as they become ready.
        case readyToPlay = 1
        /// The player cannot play any more (never, here).
        case failed = 2
    }

    /// Whether playback is paused, waiting or playing (Apple's `AVPlayer.TimeControlStatus`).
    public enum TimeControlStatus: Int, Sendable {
        /// Paused (rate 0).
        case paused = 0
        /// Asked to play but waiting, see ``AVPlayer/reasonForWaitingToPlay``.
        case waitingToPlayAtSpecifiedRate = 1
        /// Playing.
        case playing = 2
    }

    /// What happens when the current item ends (Apple's `AVPlayer.ActionAtItemEnd`).
    public enum ActionAtItemEnd: Int, Sendable {
        /// Go on to the next item (``AVQueuePlayer`` only; a plain player pauses).
        case advance = 0
        /// Pause at the end.
        case pause = 1
        /// Do nothing: the rate stays and the time holds at the end.
        case none = 2
    }

    /// Why a player asked to play is waiting (Apple's `AVPlayer.WaitingReason`).
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        /// The reason's name.
        public var rawValue: String
        /// A reason from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Waiting for enough media to play without stalling (here: for the item to load).
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        /// Waiting while the buffering rate is evaluated.
        public static let evaluatingBufferingRate =
            WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        /// There is no item to play.
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }

    /// Whether the player can play.
    public package(set) var status: Status = .unknown
    /// Why the player failed (never set here).
    public package(set) var error: Error?
    /// The item playing or to play.
    public package(set) var currentItem: AVPlayerItem?
    /// Whether playback is paused, waiting or playing.
    public package(set) var timeControlStatus: TimeControlStatus = .paused
    /// Why the player is waiting, when ``timeControlStatus`` is `.waitingToPlayAtSpecifiedRate`.
    public package(set) var reasonForWaitingToPlay: WaitingReason?
    /// What happens at the item's end (`.pause` by default; `.advance` on a queue player).
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// The volume, 0…1 (kept; nothing is heard).
    open var volume: Float = 1 { didSet { if !(0...1).contains(volume) { volume = min(max(volume.isFinite ? volume : 1, 0), 1) } } }
    /// Whether the sound is muted (kept).
    open var isMuted = false
    /// Whether ``play()`` waits for enough media (there is always enough: it only waits for the item to load).
    open var automaticallyWaitsToMinimizeStalling = true
    /// The rate ``play()`` uses (iOS 16; 1 by default).
    open var defaultRate: Float = 1
    /// Whether the video may play on an external screen (kept).
    open var allowsExternalPlayback = true
    /// Whether the display stays awake while video plays (kept).
    open var preventsDisplaySleepDuringVideoPlayback = true

    private var requestedRate: Float = 0
    /// Bumped whenever scheduled events must be forgotten.
    private var generation = 0
    var observers: [AVPlayerTimeObserver] = []
    /// Layers showing this player, told to redraw when the picture changes.
    private var displays: [WeakReference<AnyObject>] = []

    /// Adds a layer or view to redraw when the picture changes (held weakly).
    package func addDisplay(_ display: PlayerDisplay) {
        displays.removeAll { $0.object == nil || $0.object === display }
        displays.append(WeakReference(object: display))
        if timeControlStatus == .playing { update() }
    }

    /// Stops redrawing `display`.
    package func removeDisplay(_ display: PlayerDisplay) {
        displays.removeAll { $0.object == nil || $0.object === display }
    }

    /// A player with no item.
    public override init() {
        super.init()
        becomeReady()
    }

    /// A player of the media at `URL`.
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    /// A player of `item` (nil: none yet).
    public init(playerItem item: AVPlayerItem?) {
        super.init()
        becomeReady()
        replaceCurrentItem(with: item)
    }

    private func becomeReady() {
        let this = Unchecked(value: self)
        MainQueue.nextTurn { if this.value.status == .unknown { this.value.status = .readyToPlay } }
    }

    // MARK: Rate

    /// Seconds of media per second: 0 when paused. Setting a non-zero rate plays at that rate, zero pauses.
    open var rate: Float {
        get { requestedRate }
        set {
            guard newValue.isFinite else { return AudioDiagnostics.log("AVPlayer.rate: \(newValue) ignored") }
            requestedRate = newValue
            update()
        }
    }

    /// Plays at ``defaultRate`` (waiting for the item to load first).
    open func play() { rate = defaultRate == 0 ? 1 : defaultRate }

    /// Pauses, keeping the position.
    open func pause() { rate = 0 }

    /// Plays at `rate` at once, without waiting (iOS 10).
    open func playImmediately(atRate rate: Float) { self.rate = rate }

    /// Replaces the current item (nil: none), keeping the rate; the new item loads on the main queue.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        if let old = currentItem, old !== item {
            old.timeline.change(rate: 0)
            if old.owner === self { old.owner = nil }
        }
        currentItem = item
        item?.owner = self
        if let item, item.status == .unknown {
            let this = Unchecked(value: (self, item))
            MainQueue.nextTurn {
                let (player, item) = this.value
                item.settleStatus()
                if player.currentItem === item { player.update() }
            }
        }
        update()
    }

    // MARK: Time

    /// The current item's position (zero without an item).
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Moves the current item to `time`.
    open func seek(to time: CMTime) { seek(to: time, completionHandler: { _ in }) }

    /// Moves the current item to `time`, then calls `completionHandler` on the main queue (`false` if refused).
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        guard let currentItem else { return MainQueue.nextTurn { completionHandler(false) } }
        currentItem.seek(to: time, completionHandler: completionHandler)
    }

    /// Moves to `time`; the tolerances are accepted (every seek is exact here).
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        seek(to: time, toleranceBefore: toleranceBefore, toleranceAfter: toleranceAfter, completionHandler: { _ in })
    }

    /// Moves to `time`, then calls `completionHandler` on the main queue.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Called by the current item after a seek: reschedules and tells the periodic observers.
    package func itemTimeJumped(_ item: AVPlayerItem) {
        guard item === currentItem else { return }
        update()
        notifyPeriodicObservers()
    }

    // MARK: The timeline

    /// Brings the item's timeline, the status and the scheduled events in line with the requested rate.
    package func update() {
        generation += 1
        let wasPlaying = timeControlStatus == .playing
        guard let item = currentItem else {
            setTimeControl(requestedRate == 0 ? .paused : .waitingToPlayAtSpecifiedRate,
                           reason: requestedRate == 0 ? nil : .noItemToPlay)
            return
        }
        switch item.status {
        case .unknown:
            item.timeline.change(rate: 0)
            setTimeControl(requestedRate == 0 ? .paused : .waitingToPlayAtSpecifiedRate,
                           reason: requestedRate == 0 ? nil : .evaluatingBufferingRate)
        case .failed:
            item.timeline.change(rate: 0)
            if requestedRate != 0 {
                requestedRate = 0
                var info: [AnyHashable: Any] = [:]
                if let error = item.error { info[AVPlayerItemFailedToPlayToEndTimeErrorKey] = error }
                let handoff = Unchecked(value: (item, info))
                MainQueue.nextTurn {
                    NotificationCenter.default.post(name: .AVPlayerItemFailedToPlayToEndTime, object: handoff.value.0,
                                                    userInfo: handoff.value.1)
                }
            }
            setTimeControl(.paused, reason: nil)
        case .readyToPlay:
            var position = item.positionSeconds
            // Playing forward from the end starts over, as on iOS.
            if requestedRate > 0 && !wasPlaying && position >= item.endSeconds { position = 0 }
            item.timeline.set(position: position, rate: requestedRate)
            setTimeControl(requestedRate == 0 ? .paused : .playing, reason: nil)
            if requestedRate != 0 { schedule(item) }
        }
        if wasPlaying != (timeControlStatus == .playing) { notifyPeriodicObservers() }
        redrawDisplays()
    }

    private func setTimeControl(_ status: TimeControlStatus, reason: WaitingReason?) {
        timeControlStatus = status
        reasonForWaitingToPlay = reason
    }

    /// Schedules the item's end and the observers' next times on the main queue, on the device clock.
    private func schedule(_ item: AVPlayerItem) {
        let generation = generation
        let target = requestedRate > 0 ? item.endSeconds : 0
        let this = Unchecked(value: self)
        if let delay = item.timeline.seconds(until: target) {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                guard this.value.generation == generation else { return }
                this.value.reachedEnd(of: item)
            }
        }
        for observer in observers { schedule(observer, generation: generation) }
        if !displays.isEmpty { tick(generation) }
    }

    /// Redraws the displays twice a second of device time while the timeline moves (the progress bar).
    private func tick(_ generation: Int) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            guard let self, self.generation == generation, !self.displays.isEmpty else { return }
            self.redrawDisplays()
            self.tick(generation)
        }
    }

    /// Schedules `observer`'s next firing while the timeline moves.
    func schedule(_ observer: AVPlayerTimeObserver, generation: Int) {
        guard let item = currentItem, item.status == .readyToPlay, requestedRate != 0,
              let next = observer.nextTime(after: item.positionSeconds, forward: requestedRate > 0, end: item.endSeconds),
              let delay = item.timeline.seconds(until: next)
        else { return }
        let handoff = Unchecked(value: (self, observer))
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            let (player, observer) = handoff.value
            guard player.generation == generation, player.observers.contains(where: { $0 === observer }) else { return }
            observer.fire(at: CMTime(seconds: next, preferredTimescale: 600), direct: true)
            player.redrawDisplays()
            player.schedule(observer, generation: generation)
        }
    }

    /// The item reached its end (or its start, playing backward): post the notification and act.
    private func reachedEnd(of item: AVPlayerItem) {
        guard item === currentItem else { return }
        let end = requestedRate > 0 ? item.endSeconds : 0
        item.timeline.set(position: end, rate: 0)
        if requestedRate > 0 { fireBoundaries(at: end) }
        NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: item)
        guard item === currentItem, item.timeline.rate == 0 else { return }  // an observer may have moved on
        switch actionAtItemEnd {
        case .advance where self is AVQueuePlayer: advanceAtEnd()
        case .none:
            generation += 1
            redrawDisplays()
        case .advance, .pause:
            requestedRate = 0
            update()
        }
    }

    /// The boundary observers whose time is exactly `seconds` (the end is reached by the end timer).
    private func fireBoundaries(at seconds: Double) {
        for observer in observers where observer.boundaries.contains(where: { abs($0 - seconds) < 1e-9 }) {
            observer.fire(at: CMTime(seconds: seconds, preferredTimescale: 600), direct: true)
        }
    }

    /// What a queue player does at an item's end (overridden by ``AVQueuePlayer``).
    func advanceAtEnd() {}

    /// Calls each periodic observer with the current time (time jumped, playback started or stopped).
    private func notifyPeriodicObservers() {
        let time = currentTime()
        for observer in observers where observer.interval != nil { observer.fire(at: time, direct: false) }
    }

    /// Asks the layers showing this player to redraw.
    package func redrawDisplays() {
        for case let display as PlayerDisplay in displays.map(\.object) { display.playerDidChange() }
    }
}

/// A layer or view that shows a player's picture (infrastructure).
package protocol PlayerDisplay: AnyObject {
    /// The player's state changed: redraw.
    func playerDidChange()
}
