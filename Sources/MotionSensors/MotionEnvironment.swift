// SPDX-License-Identifier: Apache-2.0
//
// The sensor and clock motion APIs use (docs/ARCHITECTURE.md, "Motion").

import Dispatch
import Foundation

/// The simulated device's motion hardware and the clock its updates run on, bound as one.
///
/// UIKit's runtime installs its own when it becomes current (``install(_:)``) and resigns it when it goes away;
/// `UIAccelerometer` and `CMMotionManager()` use the ``current`` one when they start. Tests give a manager
/// their own environment instead, so no state leaks between tests.
package final class MotionEnvironment: Sendable {
    /// The device's motion hardware.
    package let sensor: MotionSensor
    /// The clock updates run on (used on the main actor).
    package let clock: any MotionClock

    /// An environment of `sensor` and `clock`.
    package init(sensor: MotionSensor, clock: any MotionClock) {
        self.sensor = sensor
        self.clock = clock
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: MotionEnvironment?
    nonisolated(unsafe) private static var fallback: MotionEnvironment?

    /// The process's current environment: the installed one, else a sensor configured from the process's
    /// environment variables on real time (made on first use).
    package static var current: MotionEnvironment {
        lock.withLock {
            if let installed { return installed }
            if let fallback { return fallback }
            let made = MotionEnvironment(sensor: MotionSensor(environment: ProcessInfo.processInfo.environment),
                                         clock: RealTimeMotionClock())
            fallback = made
            return made
        }
    }

    /// Makes `environment` the process's current one.
    package static func install(_ environment: MotionEnvironment) {
        lock.withLock { installed = environment }
    }

    /// Stops `environment` being the current one, when it still is.
    package static func resign(_ environment: MotionEnvironment) {
        lock.withLock { if installed === environment { installed = nil } }
    }
}

/// Runs work on the main actor: at once when called there (the main thread, or a block on the main queue),
/// else queued on the main queue.
package enum MotionMainActor {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// A value handed to the main queue; only touched there.
    private struct Handoff: @unchecked Sendable { let body: @MainActor () -> Void }

    /// Whether the caller runs on the main thread or the main queue.
    package static var isMain: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// Runs `body` on the main actor, now when the caller is already there.
    package static func run(_ body: @escaping @MainActor () -> Void) {
        if isMain {
            MainActor.assumeIsolated { body() }
        } else {
            let handoff = Handoff(body: body)
            DispatchQueue.main.async { MainActor.assumeIsolated { handoff.body() } }
        }
    }
}
