// SPDX-License-Identifier: Apache-2.0
//
// The host clock motion updates run on in an app (docs/ARCHITECTURE.md, "Motion").

import HostInterface
import MotionSensors

/// Motion updates' clock in a running app: the host clock, with callbacks on the runtime's timer queue, so
/// samples fire in order with the app's timers and a headless device runs them deterministically.
@MainActor
final class RuntimeMotionClock: MotionClock {
    private let hostClock: HostClock
    private let timers: TimerQueue

    init(hostClock: HostClock, timers: TimerQueue) {
        self.hostClock = hostClock
        self.timers = timers
    }

    var now: Double { hostClock.now }

    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        timers.schedule(at: time) { action() }
    }

    func cancel(_ token: Int) {
        timers.cancel(token)
    }
}

extension MotionSensor.Capabilities {
    /// The sensors `profile` has: the iPhone 3GS an accelerometer alone, the iPhone 4 a gyroscope too, the modern
    /// phone a magnetometer as well.
    static func of(_ profile: DeviceProfile) -> MotionSensor.Capabilities {
        if profile.hasModernInterface { return .all }
        return MotionSensor.Capabilities(gyroscope: profile != .iPhone3GS, magnetometer: false)
    }
}
