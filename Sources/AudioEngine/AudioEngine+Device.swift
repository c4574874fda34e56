// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Something the simulated device did that audio frameworks react to.
package enum AudioDeviceEvent: Equatable, Sendable {
    /// An interruption began (an incoming call, an alarm): the app's audio must stop.
    case interruptionBegan
    /// The interruption ended (the call was declined or ignored).
    case interruptionEnded
    /// The screen locked (or Auto-Lock turned it off).
    case screenLocked
    /// The screen unlocked.
    case screenUnlocked
}

/// The device side of the engine: what the runtime reports (interruptions, the screen lock) and who listens.
///
/// UIKit's runtime calls ``deviceDidChange(_:)`` from its hardware actions (`incomingCall`, `callEnded`, `lock`);
/// AV Foundation's audio session observes the events and applies its category's policy (pausing players, posting
/// `AVAudioSession.interruptionNotification`); System Sound Services reads ``isInterrupted``.
extension AudioEngine {
    /// Whether an interruption is in progress (System Sound Services are silenced meanwhile).
    package var isInterrupted: Bool { locked { interrupted } }
    /// Whether the screen is locked.
    package var isScreenLocked: Bool { locked { screenLocked } }

    /// Records `event` and tells every observer, in the order they registered. Repeated events (a second
    /// `interruptionBegan` while interrupted) are ignored.
    package func deviceDidChange(_ event: AudioDeviceEvent) {
        let listeners: [@Sendable (AudioDeviceEvent) -> Void]? = locked {
            switch event {
            case .interruptionBegan: if interrupted { return nil }; interrupted = true
            case .interruptionEnded: if !interrupted { return nil }; interrupted = false
            case .screenLocked: if screenLocked { return nil }; screenLocked = true
            case .screenUnlocked: if !screenLocked { return nil }; screenLocked = false
            }
            return observers.map(\.observer)
        }
        guard let listeners else { return }
        pump()
        AudioDiagnostics.info("device: \(event)")
        for listener in listeners { listener(event) }
    }

    /// Calls `observer` with every later device event until ``removeDeviceObserver(_:)``.
    @discardableResult
    package func addDeviceObserver(_ observer: @escaping @Sendable (AudioDeviceEvent) -> Void) -> UUID {
        let token = UUID()
        locked { observers.append((token, observer)) }
        return token
    }

    /// Stops calling the observer `token` names.
    package func removeDeviceObserver(_ token: UUID) {
        locked { observers.removeAll { $0.token == token } }
    }
}

/// The simulated vibration motor: a desktop cannot vibrate, so each vibration is recorded with the clock's time.
///
/// An iPod touch has no motor (guide §2.7.4: `kSystemSoundID_Vibrate` "does nothing" there), so ``hasMotor`` is
/// false on such a profile and nothing is recorded.
package final class VibrationMotor: @unchecked Sendable {
    private let lock = NSLock()
    private let clock: AudioClock
    private var motor: Bool
    private var log: [Double] = []

    init(hasMotor: Bool, clock: AudioClock) {
        self.motor = hasMotor
        self.clock = clock
    }

    /// Whether the device has a vibration motor (every iPhone; no iPod touch). The runtime sets it from the
    /// device profile's name.
    package var hasMotor: Bool {
        get { lock.withLock { motor } }
        set { lock.withLock { motor = newValue } }
    }

    /// The clock times at which the device vibrated, oldest first.
    package var vibrations: [Double] { lock.withLock { log } }

    /// Vibrates once (about 0.4 s on an iPhone), when there is a motor; returns whether it did.
    @discardableResult
    package func vibrate() -> Bool {
        let time = clock.now
        return lock.withLock {
            guard motor else { return false }
            log.append(time)
            return true
        }
    }
}
