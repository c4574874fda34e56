// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Plays an item over and over on a queue player (Apple's `AVPlayerLooper`, iOS 10): copies of the template item are
/// queued and re-queued as each ends.
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    /// Whether looping works (Apple's `AVPlayerLooper.Status`).
    public enum Status: Int, Sendable {
        /// Not yet known.
        case unknown = 0
        /// Looping.
        case ready = 1
        /// The template item could not be played.
        case failed = 2
        /// ``disableLooping()`` was called.
        case cancelled = 3
    }

    /// How many times an item has played to its end and been re-queued.
    public private(set) var loopCount = 0
    /// The copies in the queue.
    public private(set) var loopingPlayerItems: [AVPlayerItem] = []
    /// Whether looping works.
    public private(set) var status: Status = .unknown
    /// Why looping failed.
    public private(set) var error: Error?
    private weak var player: AVQueuePlayer?
    private let template: AVPlayerItem

    /// Loops `templateItem` on `player` (the range is accepted; the whole item loops).
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid) {
        self.player = player
        template = itemToLoop
        super.init()
        if let failure = itemToLoop.asset.loadError {
            status = .failed
            error = failure
            return
        }
        status = .ready
        player.removeAllItems()
        for _ in 0..<3 { enqueueCopy(on: player) }
        player.didAdvance = { [weak self, weak player] finished in
            guard let self, let player, self.status == .ready,
                  self.loopingPlayerItems.contains(where: { $0 === finished }) else { return }
            self.loopCount += 1
            self.loopingPlayerItems.removeAll { $0 === finished }
            self.enqueueCopy(on: player)
        }
    }

    private func enqueueCopy(on player: AVQueuePlayer) {
        let copy = AVPlayerItem(asset: template.asset)
        copy.forwardPlaybackEndTime = template.forwardPlaybackEndTime
        loopingPlayerItems.append(copy)
        player.insert(copy, after: nil)
    }

    /// Stops re-queueing: the copies already queued play out.
    open func disableLooping() {
        status = .cancelled
        player?.didAdvance = nil
    }
}
