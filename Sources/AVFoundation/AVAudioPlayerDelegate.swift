// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an audio player tells its delegate, on the main queue. Every method is optional (the extension below
/// provides Apple's defaults: the end-of-interruption methods fall through from the newest to the oldest).
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// Playback reached the end (of the last loop); `flag` is true when it ended normally (listing 7-5).
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The file could not be decoded while playing (never here: files are decoded when the player is made).
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
    /// An interruption began; the player is already paused.
    func audioPlayerBeginInterruption(_ player: AVAudioPlayer)
    /// The interruption ended; `flags` holds `AVAudioSession.InterruptionOptions` (`.shouldResume`). By default
    /// calls ``audioPlayerEndInterruption(_:withFlags:)``.
    func audioPlayerEndInterruption(_ player: AVAudioPlayer, withOptions flags: Int)
    /// The interruption ended (iOS 4). By default calls ``audioPlayerEndInterruption(_:)``.
    func audioPlayerEndInterruption(_ player: AVAudioPlayer, withFlags flags: Int)
    /// The interruption ended (iPhone OS 3).
    func audioPlayerEndInterruption(_ player: AVAudioPlayer)
}

extension AVAudioPlayerDelegate {
    /// Does nothing (the default of an optional method).
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing (the default of an optional method).
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
    /// Does nothing (the default of an optional method).
    public func audioPlayerBeginInterruption(_ player: AVAudioPlayer) {}
    /// Calls the `withFlags:` form (the default of an optional method).
    public func audioPlayerEndInterruption(_ player: AVAudioPlayer, withOptions flags: Int) {
        audioPlayerEndInterruption(player, withFlags: flags)
    }
    /// Calls the form without flags (the default of an optional method).
    public func audioPlayerEndInterruption(_ player: AVAudioPlayer, withFlags flags: Int) {
        audioPlayerEndInterruption(player)
    }
    /// Does nothing (the default of an optional method).
    public func audioPlayerEndInterruption(_ player: AVAudioPlayer) {}
}
