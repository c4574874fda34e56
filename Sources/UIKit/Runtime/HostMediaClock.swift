// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Core Animation's clock reading the host's: one time base for events, timers, animations and frames.
final class HostMediaClock: MediaClock, @unchecked Sendable {
    let host: HostClock
    init(_ host: HostClock) { self.host = host }
    var now: CFTimeInterval { host.now }
}
