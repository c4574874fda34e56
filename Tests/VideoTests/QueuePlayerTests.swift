// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// AVQueuePlayer advancing through its items, editing the queue, and AVPlayerLooper.
@MainActor
@Suite("AVQueuePlayer")
struct QueuePlayerTests {
    @Test("Items play one after another at the device times their durations add up to; then no item is left")
    func advancesAtEnd() throws {
        let (device, _) = try videoDevice()
        let first = AVPlayerItem(url: try temporaryMovie(seconds: 2))
        let second = AVPlayerItem(url: try temporaryMovie(seconds: 3))
        let player = AVQueuePlayer(items: [first, second])
        let firstEnds = PostedTimes(.AVPlayerItemDidPlayToEndTime, object: first, device: device)
        let secondEnds = PostedTimes(.AVPlayerItemDidPlayToEndTime, object: second, device: device)
        #expect(player.items().count == 2 && player.currentItem === first)
        player.play()
        device.advance(by: 0.01)
        let start = device.now
        device.advance(by: 2.1)
        #expect(firstEnds.times.count == 1 && player.currentItem === second && player.items().count == 1)
        device.advance(by: 0.01)
        #expect(abs(player.currentTime().seconds - 0.1) < 0.05 && player.rate == 1)
        device.advance(by: 3)
        #expect(secondEnds.times.count == 1 && abs(secondEnds.times[0] - start - 5) < 0.05)
        #expect(player.currentItem == nil && player.items().isEmpty)
    }

    @Test("advanceToNextItem, insert(_:after:), remove(_:) and removeAllItems edit the queue")
    func editing() throws {
        let items = try (0..<4).map { _ in AVPlayerItem(url: try temporaryMovie(seconds: 5)) }
        let player = AVQueuePlayer(items: [items[0], items[1]])
        player.insert(items[2], after: items[0])
        player.insert(items[3], after: nil)
        #expect(player.items().map { ObjectIdentifier($0) } == [items[0], items[2], items[1], items[3]].map { ObjectIdentifier($0) })
        #expect(!player.canInsert(items[1], after: nil))
        player.insert(items[1], after: nil)  // refused: already queued
        #expect(player.items().count == 4)
        player.remove(items[1])
        #expect(player.items().count == 3)
        player.advanceToNextItem()
        #expect(player.currentItem === items[2])
        player.removeAllItems()
        #expect(player.items().isEmpty && player.currentItem == nil)
    }

    @Test("A looper re-queues copies of its template, counting the loops")
    func looper() throws {
        let (device, _) = try videoDevice()
        let player = AVQueuePlayer()
        let template = AVPlayerItem(url: try temporaryMovie(seconds: 1))
        let looper = AVPlayerLooper(player: player, templateItem: template)
        #expect(looper.status == .ready && player.items().count == 3)
        player.play()
        device.advance(by: 3.55)
        #expect(looper.loopCount == 3 && player.items().count == 3 && player.rate == 1)
        looper.disableLooping()
        device.advance(by: 3.5)
        #expect(player.items().isEmpty)
        let failed = AVPlayerLooper(player: AVQueuePlayer(), templateItem: AVPlayerItem(url: URL(fileURLWithPath: "/nonexistent.mp4")))
        #expect(failed.status == .failed && failed.error != nil)
    }
}
