// SPDX-License-Identifier: Apache-2.0
//
// Where motion updates get their time (docs/ARCHITECTURE.md, "Motion").

import Dispatch
import Foundation

/// The host clock motion updates run on: the time now and one-shot callbacks on the main actor.
///
/// UIKit's runtime binds one over its host clock and timer queue at launch (so updates fire in order with the
/// app's timers, deterministically on a headless device); tests below UIKit use ``ManualMotionClock``; with
/// neither, ``RealTimeMotionClock`` keeps real time.
@MainActor
package protocol MotionClock: AnyObject, Sendable {
    /// Host seconds now (the device's uptime).
    var now: Double { get }
    /// Calls `action` on the main actor once the clock reaches `time`; returns a token for ``cancel(_:)``.
    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int
    /// Stops the callback `token` names from running (nothing when it already ran).
    func cancel(_ token: Int)
}

/// A clock that moves only when its owner advances it, for tests of the motion modules without UIKit.
@MainActor
package final class ManualMotionClock: MotionClock {
    /// How far past a callback's time counts as due, so repeated sums of intervals do not miss by a rounding.
    private static let slack = 1e-9
    package private(set) var now: Double
    private var entries: [(time: Double, token: Int, action: @MainActor () -> Void)] = []
    private var nextToken = 1

    /// A clock reading `start`.
    package init(start: Double = 0) {
        now = start
    }

    package func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        defer { nextToken += 1 }
        let index = entries.firstIndex { $0.time > time } ?? entries.count
        entries.insert((time, nextToken, action), at: index)
        return nextToken
    }

    package func cancel(_ token: Int) {
        entries.removeAll { $0.token == token }
    }

    /// Moves the clock `seconds` on, running every callback that falls due, in time order, each with the clock
    /// at its time.
    package func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = now + seconds
        while let first = entries.first, first.time <= end + Self.slack {
            entries.removeFirst()
            now = max(now, min(first.time, end))
            first.action()
        }
        now = end
    }
}

/// Real time on the main queue: what motion updates use when no runtime or test bound a clock.
@MainActor
package final class RealTimeMotionClock: MotionClock {
    private var live: Set<Int> = []
    private var nextToken = 1

    /// A clock reading the process's uptime.
    nonisolated package init() {}

    package var now: Double { ProcessInfo.processInfo.systemUptime }

    package func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        let token = nextToken
        nextToken += 1
        live.insert(token)
        let delay = max(0, time - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                guard self.live.remove(token) != nil else { return }
                action()
            }
        }
        return token
    }

    package func cancel(_ token: Int) {
        live.remove(token)
    }
}
