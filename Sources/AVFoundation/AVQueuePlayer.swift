// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// A player of a queue of items, one after another (Apple's `AVQueuePlayer`).
///
/// ``AVPlayer/actionAtItemEnd`` is `.advance`: when an item ends, the next becomes current and plays on at the same
/// rate; after the last, ``AVPlayer/currentItem`` is nil and the player waits with no item to play.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem] = []
    /// Called after the player moved past an item (the looper re-enqueues it).
    package var didAdvance: ((AVPlayerItem) -> Void)?

    /// A queue player with no items.
    public override init() {
        super.init()
        actionAtItemEnd = .advance
    }

    /// A queue player of `items`, the first current.
    public init(items: [AVPlayerItem]) {
        super.init()
        actionAtItemEnd = .advance
        var seen: [AVPlayerItem] = []
        for item in items where !seen.contains(where: { $0 === item }) { seen.append(item) }
        queue = seen
        super.replaceCurrentItem(with: queue.first)
    }

    /// The items in the queue, the current first.
    open func items() -> [AVPlayerItem] { queue }

    /// Moves on to the next item (the current one leaves the queue), keeping the rate.
    open func advanceToNextItem() {
        guard !queue.isEmpty else { return }
        let finished = queue.removeFirst()
        finished.timeline.set(position: 0, rate: 0)
        super.replaceCurrentItem(with: queue.first)
        didAdvance?(finished)
    }

    /// Whether `item` may be inserted after `afterItem`: it is not already queued, and `afterItem` (nil: the end)
    /// is.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        !queue.contains { $0 === item } && (afterItem.map { after in queue.contains { $0 === after } } ?? true)
    }

    /// Inserts `item` after `afterItem` (nil: at the end); refused (logged) when ``canInsert(_:after:)`` says no.
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else {
            return AudioDiagnostics.log("AVQueuePlayer.insert(_:after:): the item is queued already or its place is not")
        }
        if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
            queue.insert(item, at: index + 1)
        } else {
            queue.append(item)
        }
        if queue.count == 1 { super.replaceCurrentItem(with: item) }
    }

    /// Removes `item` from the queue; removing the current item moves on to the next.
    open func remove(_ item: AVPlayerItem) {
        guard let index = queue.firstIndex(where: { $0 === item }) else { return }
        if index == 0 { return advanceToNextItem() }
        queue.remove(at: index)
    }

    /// Empties the queue.
    open func removeAllItems() {
        queue.removeAll()
        super.replaceCurrentItem(with: nil)
    }

    /// Replaces the current item with `item` (nil: removes it), keeping the rest of the queue.
    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        if !queue.isEmpty { queue.removeFirst() }
        if let item { queue.insert(item, at: 0) }
        super.replaceCurrentItem(with: queue.first)
    }

    override func advanceAtEnd() { advanceToNextItem() }
}
