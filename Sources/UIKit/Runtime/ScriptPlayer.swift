// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Plays an ``InputScript``: hands out each event once the host clock reaches its time after launch.
///
/// Events keep the script's order; a host-clock time counts as reached within 1 ns (the headless host's manual
/// clock adds up 1/60 s steps, which are not exact in binary).
package final class ScriptPlayer {
    private let events: [HostEvent]
    private var next = 0
    private var launchTime = 0.0

    /// A player for `script`'s events; nothing is due until ``start(at:)``.
    package init(script: InputScript) { events = script.events }

    /// Starts the script: an event at script time `t` becomes due at host time `launchTime + t`.
    package func start(at launchTime: Double) { self.launchTime = launchTime }

    /// The host time of the next event, nil when the script is over.
    package var nextTime: Double? { next < events.count ? events[next].timestamp + launchTime : nil }

    /// The events due at host time `now`, with host-clock timestamps, in script order.
    package func due(at now: Double) -> [HostEvent] {
        var due: [HostEvent] = []
        while next < events.count, events[next].timestamp + launchTime <= now + 1e-9 {
            due.append(events[next].shifted(by: launchTime))
            next += 1
        }
        return due
    }
}
