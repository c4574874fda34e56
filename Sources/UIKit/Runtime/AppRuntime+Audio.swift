// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation
import HostInterface

/// The device's audio hardware: one engine per runtime, bound to the host clock.
///
/// The runtime hands the engine its clock (so playback, looping and the end of a sound follow the device's time on
/// every host: a headless device's manual clock, the window's real one), renders it every run-loop turn, counts its
/// next wakeup when deciding when the app next needs a turn, makes it `AudioEngine.current` while the runtime is
/// current, and reports the device's interruptions (incoming call, call ended) and screen lock to it. AV
/// Foundation and Audio Toolbox never import UIKit: they read `AudioEngine.current`.
extension AppRuntime {
    /// The engine of a device of `profile` on `host`: no sound device (the null sink), the microphone
    /// `TOUCHSTONE_MICROPHONE` names, and a vibration motor unless the profile is an iPod touch (guide §2.7.4).
    static func makeAudioEngine(host: HostBackend, profile: DeviceProfile) -> AudioEngine {
        let clock = host.clock
        return AudioEngine(clock: HostBoundAudioClock { clock.now },
                           microphone: Microphone(environment: ProcessInfo.processInfo.environment),
                           hasVibrationMotor: !profile.name.lowercased().contains("ipod"))
    }
}
