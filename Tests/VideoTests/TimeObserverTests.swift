// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// Periodic and boundary time observers firing at the right device times.
@MainActor
@Suite("AVPlayer time observers")
struct TimeObserverTests {
    /// A ready player of a movie of `seconds`, paused at zero.
    private func readyPlayer(_ device: HeadlessDevice, seconds: Double) throws -> AVPlayer {
        let player = AVPlayer(url: try temporaryMovie(seconds: seconds))
        device.advance(by: 0.01)
        return player
    }

    @Test("A periodic observer fires at each multiple of its interval while playing, and when playback starts and stops")
    func periodic() throws {
        let (device, _) = try videoDevice()
        let player = try readyPlayer(device, seconds: 10)
        var fired: [(item: Double, device: TimeInterval)] = []
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) { time in
            MainActor.assumeIsolated { fired.append((time.seconds, device.now)) }
        }
        let start = device.now
        player.play()
        #expect(fired.isEmpty)  // delivered in the next turn
        device.advance(by: 1.6)
        #expect(fired.map(\.item) == [0, 0.5, 1, 1.5])
        for entry in fired.dropFirst() { #expect(abs(entry.device - start - entry.item) < 0.02) }
        player.pause()
        device.advance(by: 2)
        #expect(fired.count == 5)
        #expect(fired.count == 5 && abs((fired.last?.item ?? 0) - 1.6) < 0.02)  // playback stopped
        player.seek(to: CMTime(value: 7, timescale: 1))
        device.advance(by: 0.01)
        #expect(fired.last?.item == 7)  // time jumped
        player.removeTimeObserver(token)
        player.play()
        device.advance(by: 2)
        #expect(fired.count == 6)
    }

    @Test("At rate 2 the periodic observer fires twice as often in device time")
    func periodicAtRate() throws {
        let (device, _) = try videoDevice()
        let player = try readyPlayer(device, seconds: 10)
        var items: [Double] = []
        _ = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 1), queue: nil) { time in
            MainActor.assumeIsolated { items.append(time.seconds) }
        }
        player.rate = 2
        device.advance(by: 2.1)
        #expect(items == [0, 1, 2, 3, 4])
    }

    @Test("A boundary observer fires as playback crosses each time, at that device time; not when seeking past")
    func boundary() throws {
        let (device, _) = try videoDevice()
        let player = try readyPlayer(device, seconds: 10)
        var crossings: [TimeInterval] = []
        let times = [CMTime(value: 3, timescale: 2), CMTime(value: 4, timescale: 1), CMTime(value: 10, timescale: 1)]
        _ = player.addBoundaryTimeObserver(forTimes: times.map { NSValue(time: $0) }, queue: .main) {
            MainActor.assumeIsolated { crossings.append(device.now) }
        }
        #expect(NSValue(time: CMTime(value: 3, timescale: 2)).timeValue == CMTime(value: 3, timescale: 2))
        let start = device.now
        player.play()
        device.advance(by: 1.4)
        #expect(crossings.isEmpty)
        device.advance(by: 0.2)
        #expect(crossings.count == 1 && abs(crossings[0] - start - 1.5) < 0.02)
        player.seek(to: CMTime(value: 5, timescale: 1))  // past 4: not crossed by playing
        device.advance(by: 5.1)  // plays to the end at 10
        #expect(crossings.count == 2 && abs(crossings[1] - start - 6.6) < 0.05)
    }

    @Test("An observer on another queue is called there; a zero interval is refused")
    func otherQueueAndBadInterval() async throws {
        let (device, _) = try videoDevice()
        let player = try readyPlayer(device, seconds: 10)
        let queue = DispatchQueue(label: "video-tests.observer")
        let onQueue = Completions()
        _ = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 1), queue: queue) { _ in
            onQueue.record(DispatchQueue.getSpecific(key: observerKey) == true)
        }
        queue.setSpecific(key: observerKey, value: true)
        var zeroCalls = 0
        _ = player.addPeriodicTimeObserver(forInterval: .zero, queue: nil) { _ in MainActor.assumeIsolated { zeroCalls += 1 } }
        player.play()
        device.advance(by: 1.1)
        queue.sync {}
        #expect(onQueue.results.count == 2 && onQueue.results.allSatisfy { $0 })
        #expect(zeroCalls == 0)
        player.removeTimeObserver("not a token")
    }
}

private let observerKey = DispatchSpecificKey<Bool>()
