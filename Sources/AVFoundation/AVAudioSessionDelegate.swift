// SPDX-License-Identifier: Apache-2.0

import Foundation

/// iPhone OS 3's audio session delegate (listing 7-10): interruption and input callbacks, all optional, called on
/// the main queue. Deprecated in iOS 6 in favour of `AVAudioSession.interruptionNotification`.
public protocol AVAudioSessionDelegate: NSObjectProtocol {
    /// An interruption began; the session is inactive and the app's players are paused.
    func beginInterruption()
    /// The interruption ended (iOS 4: with `AVAudioSession.InterruptionOptions` flags); by default calls
    /// ``endInterruption()``.
    func endInterruption(withFlags flags: Int)
    /// The interruption ended.
    func endInterruption()
    /// Audio input became available or unavailable.
    func inputIsAvailableChanged(_ isInputAvailable: Bool)
}

extension AVAudioSessionDelegate {
    /// Does nothing (the default of an optional method).
    public func beginInterruption() {}
    /// Calls ``endInterruption()`` (the default of an optional method).
    public func endInterruption(withFlags flags: Int) { endInterruption() }
    /// Does nothing (the default of an optional method).
    public func endInterruption() {}
    /// Does nothing (the default of an optional method).
    public func inputIsAvailableChanged(_ isInputAvailable: Bool) {}
}
